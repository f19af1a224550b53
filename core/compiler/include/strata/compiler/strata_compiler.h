/*===- strata_compiler.h - The Strata compiler's C API
 *----------------------===*
 *
 * C99, for applications and language bindings (libStrataCompiler.so): a
 * compiler with its plugins, target manifest and pipeline config, compiling
 * MLIR text (StableHLO, linalg, ...) to module bytes. Every call returns a
 * result holding success, the bytes, and the diagnostics as structured
 * records (file, line, column, severity, message) instead of printing them.
 *
 * A compiler is not thread-safe: use one per thread (several may coexist).
 *
 *===----------------------------------------------------------------------===*/

#ifndef STRATA_COMPILER_STRATA_COMPILER_H
#define STRATA_COMPILER_STRATA_COMPILER_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__)
#define STRATA_COMPILER_EXPORT __attribute__((visibility("default")))
#else
#define STRATA_COMPILER_EXPORT
#endif

/* 2: strata_compiler_portable_artifact_versions. */
#define STRATA_COMPILER_API_VERSION 2

STRATA_COMPILER_EXPORT uint32_t strata_compiler_api_version(void);

/* The StableHLO portable-artifact (VHLO bytecode) versions the compiler
 * reads, e.g. "0.9.0" and "1.20.0": what a framework serializing for
 * Strata targets (the PJRT plugin reports them to JAX). Static strings. */
STRATA_COMPILER_EXPORT void
strata_compiler_portable_artifact_versions(const char **out_minimum,
                                           const char **out_current);

typedef enum strata_diagnostic_severity_e {
  STRATA_DIAGNOSTIC_ERROR = 0,
  STRATA_DIAGNOSTIC_WARNING = 1,
  STRATA_DIAGNOSTIC_NOTE = 2,
  STRATA_DIAGNOSTIC_REMARK = 3
} strata_diagnostic_severity_t;

/* One diagnostic; the strings live as long as the result. `file` is "" and
 * line/column 0 when the diagnostic has no source location. */
typedef struct strata_diagnostic_s {
  strata_diagnostic_severity_t severity;
  const char *file;
  uint32_t line;
  uint32_t column;
  const char *message;
} strata_diagnostic_t;

/* Success, module bytes (from a compile) and diagnostics. */
typedef struct strata_compiler_result_s strata_compiler_result_t;

STRATA_COMPILER_EXPORT int
strata_compiler_result_ok(const strata_compiler_result_t *result);
/* The module bytes (NULL and 0 when the call failed or made none). */
STRATA_COMPILER_EXPORT const void *
strata_compiler_result_bytes(const strata_compiler_result_t *result,
                             size_t *out_size);
STRATA_COMPILER_EXPORT size_t
strata_compiler_result_diagnostic_count(const strata_compiler_result_t *result);
/* Diagnostic `index` (in emission order); 0 past the end. */
STRATA_COMPILER_EXPORT int
strata_compiler_result_diagnostic(const strata_compiler_result_t *result,
                                  size_t index, strata_diagnostic_t *out);
STRATA_COMPILER_EXPORT void
strata_compiler_result_free(strata_compiler_result_t *result);

typedef struct strata_compiler_s strata_compiler_t;

typedef struct strata_compiler_options_s {
  size_t struct_size; /* sizeof(strata_compiler_options_t) */
  /* Compiler plugins to load (paths), besides the plugin directory's. */
  const char *const *plugins;
  size_t plugin_count;
  /* The plugin directory; NULL: <dir of libStrataCompiler.so>/strata/
   * plugins (the SDK's and the build tree's layout); "": none. */
  const char *plugin_dir;
  /* The target manifest as JSON text (strata-compile --targets' format);
   * NULL: one llvm-cpu target. Relative plugin names in it are looked up
   * in the plugin directory. */
  const char *target_manifest_json;
  /* A pipeline config as JSON text (--pipeline); NULL: the built-in one. */
  const char *pipeline_config_json;
  /* The input type ("auto", "stablehlo", "none", ...); NULL: the config's,
   * else "auto". */
  const char *input_type;
} strata_compiler_options_t;

STRATA_COMPILER_EXPORT void
strata_compiler_options_init(strata_compiler_options_t *options);

/* Creates a compiler; on failure (a plugin, manifest or config error) the
 * result says why and *out_compiler is NULL. `options` may be NULL. */
STRATA_COMPILER_EXPORT strata_compiler_result_t *
strata_compiler_create(const strata_compiler_options_t *options,
                       strata_compiler_t **out_compiler);
STRATA_COMPILER_EXPORT void
strata_compiler_release(strata_compiler_t *compiler);

/* Compiles MLIR text (`size` bytes; `source_name` names it in diagnostics,
 * may be NULL) into a module file image. */
STRATA_COMPILER_EXPORT strata_compiler_result_t *
strata_compiler_compile(strata_compiler_t *compiler, const char *source,
                        size_t size, const char *source_name);
/* The same, reading `path`. */
STRATA_COMPILER_EXPORT strata_compiler_result_t *
strata_compiler_compile_file(strata_compiler_t *compiler, const char *path);

#ifdef __cplusplus
} /* extern "C" */
#endif

#endif /* STRATA_COMPILER_STRATA_COMPILER_H */
