/*===- undefined_symbol.c - Plugin with an unresolved symbol --------*- C
 * -*-===*/
/* Linked without --no-undefined checks; dlopen(RTLD_NOW) must fail. */
#include <stddef.h>
#include <stdint.h>

extern int strata_symbol_that_does_not_exist(void);

__attribute__((visibility("default"))) const void *
strata_runtime_plugin_query(uint32_t max_version, const void *host) {
  (void)max_version;
  (void)host;
  return (const void *)(size_t)strata_symbol_that_does_not_exist();
}
