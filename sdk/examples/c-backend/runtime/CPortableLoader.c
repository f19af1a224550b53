/*===- CPortableLoader.c - c-portable runtime plugin (C tier) -----*- C -*-===//
 *
 * Loads executables of format "c-portable-x86_64": shared objects that the
 * c-portable compiler plugin built from C with the system C compiler. The
 * bytes are written to a memfd and opened with dlopen(RTLD_NOW |
 * RTLD_LOCAL) through /proc/self/fd/N. The fd stays open while the
 * executable is loaded: glibc's dlopen returns an already-loaded object when
 * the path string repeats, so a recycled fd number would hand back another
 * executable.
 *
 * Each entry point is an exported function with the Strata entry ABI
 *
 *   void entry(void *const *bindings, const uint32_t *push_constants,
 *              uint32_t workgroup_x, uint32_t workgroup_y,
 *              uint32_t workgroup_z);
 *
 * and every binary exports `const uint32_t strata_c_portable_abi_version`
 * (1); a shared object without it is refused.
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "strata/sdk/runtime_plugin.h"

#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define CPORTABLE_EXPORT __attribute__((visibility("default")))
#define CPORTABLE_ABI_VERSION 1u

typedef void (*entry_fn_t)(void *const *bindings,
                           const uint32_t *push_constants, uint32_t workgroup_x,
                           uint32_t workgroup_y, uint32_t workgroup_z);

struct strata_loaded_executable_t {
  void *handle;
  int fd; /* open while loaded (see the file comment) */
  uint32_t entry_count;
  entry_fn_t entries[];
};

static strata_runtime_host_t g_host; /* copied once by query */
static int g_have_host;

static void *plugin_alloc(size_t size) {
  if (g_have_host && g_host.alloc)
    return g_host.alloc(g_host.self, size, 16);
  return malloc(size);
}

static void plugin_free(void *p) {
  if (g_have_host && g_host.free)
    g_host.free(g_host.self, p);
  else
    free(p);
}

/* Checks the ELF header: 64-bit little-endian x86-64 shared object. */
static int check_elf(const void *data, size_t size, char *reason, size_t cap) {
  Elf64_Ehdr eh;
  if (!data || size < sizeof(eh) || memcmp(data, ELFMAG, SELFMAG) != 0) {
    snprintf(reason, cap, "c-portable binary is not an ELF file (%zu bytes)",
             size);
    return 0;
  }
  memcpy(&eh, data, sizeof(eh));
  if (eh.e_ident[EI_CLASS] != ELFCLASS64 ||
      eh.e_ident[EI_DATA] != ELFDATA2LSB) {
    snprintf(reason, cap, "c-portable binary is not 64-bit little-endian");
    return 0;
  }
  if (eh.e_machine != EM_X86_64) {
    snprintf(reason, cap,
             "c-portable binary is for ELF machine %u, this loader runs "
             "x86-64 (%u)",
             (unsigned)eh.e_machine, (unsigned)EM_X86_64);
    return 0;
  }
  if (eh.e_type != ET_DYN) {
    snprintf(reason, cap,
             "c-portable binary has ELF type %u, expected a shared object",
             (unsigned)eh.e_type);
    return 0;
  }
  return 1;
}

static int write_all(int fd, const void *data, size_t size) {
  const char *p = (const char *)data;
  while (size) {
    ssize_t n = write(fd, p, size);
    if (n < 0) {
      if (errno == EINTR)
        continue;
      return 0;
    }
    p += n;
    size -= (size_t)n;
  }
  return 1;
}

static bool cp_can_load(void *self, const void *data, size_t size, char *reason,
                        size_t cap) {
  (void)self;
  return check_elf(data, size, reason, cap) != 0;
}

static int cp_load(void *self, const void *data, size_t size,
                   const char *const *entry_names, uint32_t entry_count,
                   strata_loaded_executable_t **out, char *error, size_t cap) {
  (void)self;
  *out = NULL;
  if (!check_elf(data, size, error, cap))
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  int fd = memfd_create("strata-c-portable", MFD_CLOEXEC);
  if (fd < 0) {
    snprintf(error, cap, "memfd_create failed: %s", strerror(errno));
    return STRATA_PLUGIN_INTERNAL;
  }
  if (!write_all(fd, data, size)) {
    snprintf(error, cap, "cannot write the executable to a memfd: %s",
             strerror(errno));
    close(fd);
    return STRATA_PLUGIN_INTERNAL;
  }
  char path[64];
  snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *e = dlerror();
    snprintf(error, cap, "dlopen of the c-portable executable failed: %s",
             e ? e : "unknown error");
    close(fd);
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  }
  const uint32_t *abi =
      (const uint32_t *)dlsym(handle, "strata_c_portable_abi_version");
  if (!abi || *abi != CPORTABLE_ABI_VERSION) {
    if (abi)
      snprintf(error, cap,
               "c-portable executable ABI version %u, this loader expects %u",
               *abi, CPORTABLE_ABI_VERSION);
    else
      snprintf(error, cap,
               "shared object does not export "
               "strata_c_portable_abi_version: not a c-portable "
               "executable");
    dlclose(handle);
    close(fd);
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  }
  strata_loaded_executable_t *exe = (strata_loaded_executable_t *)plugin_alloc(
      sizeof(*exe) + (size_t)entry_count * sizeof(entry_fn_t));
  if (!exe) {
    snprintf(error, cap, "out of memory");
    dlclose(handle);
    close(fd);
    return STRATA_PLUGIN_INTERNAL;
  }
  exe->handle = handle;
  exe->fd = fd;
  exe->entry_count = entry_count;
  for (uint32_t i = 0; i < entry_count; ++i) {
    void *sym =
        entry_names && entry_names[i] ? dlsym(handle, entry_names[i]) : NULL;
    if (!sym) {
      snprintf(error, cap,
               "entry point '%s' is not exported by the c-portable executable",
               entry_names && entry_names[i] ? entry_names[i] : "(null)");
      dlclose(handle);
      close(fd);
      plugin_free(exe);
      return STRATA_PLUGIN_NOT_FOUND;
    }
    exe->entries[i] = (entry_fn_t)sym;
  }
  *out = exe;
  return STRATA_PLUGIN_OK;
}

static int cp_dispatch(strata_loaded_executable_t *exe, uint32_t entry,
                       const strata_dispatch_state_t *state, uint32_t x,
                       uint32_t y, uint32_t z) {
  if (!exe || !state || entry >= exe->entry_count)
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  exe->entries[entry](state->bindings, state->push_constants, x, y, z);
  return STRATA_PLUGIN_OK;
}

static void cp_unload(strata_loaded_executable_t *exe) {
  if (!exe)
    return;
  dlclose(exe->handle);
  close(exe->fd);
  plugin_free(exe);
}

static const strata_executable_loader_t k_loaders[] = {{
    .format = "c-portable-x86_64",
    .self = NULL,
    .can_load = cp_can_load,
    .load = cp_load,
    .dispatch_workgroup = cp_dispatch,
    .unload = cp_unload,
}};

static const strata_runtime_plugin_header_t k_header = {
    .version = STRATA_RUNTIME_PLUGIN_API_VERSION,
    .name = "c-portable",
    .features = 0,
    .sanitizer = STRATA_PLUGIN_BUILD_SANITIZER,
    .loader_count = 1,
    .loaders = k_loaders,
    .driver_count = 0,
    .drivers = NULL,
};

CPORTABLE_EXPORT const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  if (max_version < STRATA_RUNTIME_PLUGIN_API_VERSION)
    return NULL;
  if (host && !g_have_host) {
    g_host = *host;
    g_have_host = 1;
  }
  return &k_header;
}
