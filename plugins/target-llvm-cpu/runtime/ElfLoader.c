/*===- ElfLoader.c - llvm-cpu runtime plugin: ELF executable loader -*- C
 *-*-===//
 *
 * Loads executables of format "system-elf-x86_64": an x86-64 ELF shared
 * object, written to a memfd (fallback: an unlinked private temp file) and
 * opened with dlopen(RTLD_NOW | RTLD_LOCAL). Entry points are exported
 * symbols with the ABI of core/runtime/README.md:
 *
 *   void entry(void *const *bindings, const uint32_t *push_constants,
 *              uint32_t workgroup_x, uint32_t workgroup_y,
 *              uint32_t workgroup_z);
 *
 * An optional `const char strata_required_cpu_features[]` lists x86 features
 * (comma separated, LLVM names, optional leading '+'; '-feature' entries are
 * ignored) that this CPU must have, checked with cpuid/xgetbv. AMX features
 * also need the process's permission to use the tile state, which Linux
 * grants on request (arch_prctl ARCH_REQ_XCOMP_PERM, once per process).
 *
 *===----------------------------------------------------------------------===*/

#define _GNU_SOURCE
#include "strata/sdk/runtime_plugin.h"

#include <cpuid.h>
#include <dlfcn.h>
#include <elf.h>
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

#define STRATA_EXPORT __attribute__((visibility("default")))

typedef void (*strata_entry_fn_t)(void *const *bindings,
                                  const uint32_t *push_constants,
                                  uint32_t workgroup_x, uint32_t workgroup_y,
                                  uint32_t workgroup_z);

struct strata_loaded_executable_t {
  void *handle;
  /* The image file stays open while loaded: glibc's dlopen returns an
   * already-loaded object whose name equals the requested path, so a
   * recycled "/proc/self/fd/N" would hand back another executable. */
  int fd;
  uint32_t entry_count;
  strata_entry_fn_t entries[];
};

static const strata_runtime_host_t *g_host; /* set once by query */

static void *plugin_alloc(size_t size) {
  if (g_host && g_host->alloc)
    return g_host->alloc(g_host->self, size, 16);
  return malloc(size);
}
static void plugin_free(void *p) {
  if (g_host && g_host->free)
    g_host->free(g_host->self, p);
  else
    free(p);
}

/*===----------------------------------------------------------------------===*
 * CPU features
 *===----------------------------------------------------------------------===*/

typedef struct cpu_regs_t {
  unsigned l1_ecx, l1_edx, l7_ebx, l7_ecx, l7_edx, l7s1_eax, le1_ecx, le1_edx,
      ld1_eax;
  unsigned long long xcr0;
} cpu_regs_t;

static void read_cpu(cpu_regs_t *r) {
  unsigned a, b, c, d, max;
  memset(r, 0, sizeof(*r));
  max = __get_cpuid_max(0, 0);
  if (max >= 1 && __get_cpuid(1, &a, &b, &c, &d)) {
    r->l1_ecx = c;
    r->l1_edx = d;
  }
  if (max >= 7) {
    __cpuid_count(7, 0, a, b, c, d);
    r->l7_ebx = b;
    r->l7_ecx = c;
    r->l7_edx = d;
    __cpuid_count(7, 1, a, b, c, d);
    r->l7s1_eax = a;
  }
  if (max >= 0xd) {
    __cpuid_count(0xd, 1, a, b, c, d);
    r->ld1_eax = a;
  }
  if (__get_cpuid_max(0x80000000, 0) >= 0x80000001 &&
      __get_cpuid(0x80000001, &a, &b, &c, &d)) {
    r->le1_ecx = c;
    r->le1_edx = d;
  }
  if (r->l1_ecx & (1u << 27)) { /* OSXSAVE */
    unsigned lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    r->xcr0 = ((unsigned long long)hi << 32) | lo;
  }
}

enum {
  R_L1C,
  R_L1D,
  R_L7B,
  R_L7C,
  R_L7D,
  R_L7S1A,
  R_E1C,
  R_E1D,
  R_D1A,
  R_NONE
};
enum { OS_NONE = 0, OS_AVX = 1, OS_AVX512 = 2, OS_AMX = 3 };

typedef struct feature_t {
  const char *name;
  int reg;
  int bit;
  int os;
} feature_t;

static const feature_t k_features[] = {
    {"64bit", R_E1D, 29, OS_NONE},
    {"cmov", R_L1D, 15, OS_NONE},
    {"cx8", R_L1D, 8, OS_NONE},
    {"mmx", R_L1D, 23, OS_NONE},
    {"fxsr", R_L1D, 24, OS_NONE},
    {"x87", R_L1D, 0, OS_NONE},
    {"sse", R_L1D, 25, OS_NONE},
    {"sse2", R_L1D, 26, OS_NONE},
    {"sse3", R_L1C, 0, OS_NONE},
    {"pclmul", R_L1C, 1, OS_NONE},
    {"ssse3", R_L1C, 9, OS_NONE},
    {"fma", R_L1C, 12, OS_AVX},
    {"cx16", R_L1C, 13, OS_NONE},
    {"sse4.1", R_L1C, 19, OS_NONE},
    {"sse4.2", R_L1C, 20, OS_NONE},
    {"crc32", R_L1C, 20, OS_NONE},
    {"movbe", R_L1C, 22, OS_NONE},
    {"popcnt", R_L1C, 23, OS_NONE},
    {"aes", R_L1C, 25, OS_NONE},
    {"xsave", R_L1C, 26, OS_NONE},
    {"avx", R_L1C, 28, OS_AVX},
    {"f16c", R_L1C, 29, OS_AVX},
    {"rdrnd", R_L1C, 30, OS_NONE},
    {"fsgsbase", R_L7B, 0, OS_NONE},
    {"sgx", R_L7B, 2, OS_NONE},
    {"bmi", R_L7B, 3, OS_NONE},
    {"avx2", R_L7B, 5, OS_AVX},
    {"bmi2", R_L7B, 8, OS_NONE},
    {"invpcid", R_L7B, 10, OS_NONE},
    {"rtm", R_L7B, 11, OS_NONE},
    {"avx512f", R_L7B, 16, OS_AVX512},
    {"avx512dq", R_L7B, 17, OS_AVX512},
    {"rdseed", R_L7B, 18, OS_NONE},
    {"adx", R_L7B, 19, OS_NONE},
    {"avx512ifma", R_L7B, 21, OS_AVX512},
    {"clflushopt", R_L7B, 23, OS_NONE},
    {"clwb", R_L7B, 24, OS_NONE},
    {"avx512cd", R_L7B, 28, OS_AVX512},
    {"sha", R_L7B, 29, OS_NONE},
    {"avx512bw", R_L7B, 30, OS_AVX512},
    {"avx512vl", R_L7B, 31, OS_AVX512},
    {"prefetchwt1", R_L7C, 0, OS_NONE},
    {"avx512vbmi", R_L7C, 1, OS_AVX512},
    {"pku", R_L7C, 3, OS_NONE},
    {"waitpkg", R_L7C, 5, OS_NONE},
    {"avx512vbmi2", R_L7C, 6, OS_AVX512},
    {"shstk", R_L7C, 7, OS_NONE},
    {"gfni", R_L7C, 8, OS_NONE},
    {"vaes", R_L7C, 9, OS_AVX},
    {"vpclmulqdq", R_L7C, 10, OS_AVX},
    {"avx512vnni", R_L7C, 11, OS_AVX512},
    {"avx512bitalg", R_L7C, 12, OS_AVX512},
    {"avx512vpopcntdq", R_L7C, 14, OS_AVX512},
    {"rdpid", R_L7C, 22, OS_NONE},
    {"cldemote", R_L7C, 25, OS_NONE},
    {"movdiri", R_L7C, 27, OS_NONE},
    {"movdir64b", R_L7C, 28, OS_NONE},
    {"enqcmd", R_L7C, 29, OS_NONE},
    {"avx512vp2intersect", R_L7D, 8, OS_AVX512},
    {"serialize", R_L7D, 14, OS_NONE},
    {"tsxldtrk", R_L7D, 16, OS_NONE},
    {"pconfig", R_L7D, 18, OS_NONE},
    {"amx-bf16", R_L7D, 22, OS_AMX},
    {"avx512fp16", R_L7D, 23, OS_AVX512},
    {"amx-tile", R_L7D, 24, OS_AMX},
    {"amx-int8", R_L7D, 25, OS_AMX},
    {"avxvnni", R_L7S1A, 4, OS_AVX},
    {"avx512bf16", R_L7S1A, 5, OS_AVX512},
    {"sahf", R_E1C, 0, OS_NONE},
    {"lzcnt", R_E1C, 5, OS_NONE},
    {"sse4a", R_E1C, 6, OS_NONE},
    {"prfchw", R_E1C, 8, OS_NONE},
    {"xop", R_E1C, 11, OS_AVX},
    {"fma4", R_E1C, 16, OS_AVX},
    {"tbm", R_E1C, 21, OS_NONE},
    {"mwaitx", R_E1C, 29, OS_NONE},
    {"xsaveopt", R_D1A, 0, OS_NONE},
    {"xsavec", R_D1A, 1, OS_NONE},
    {"xsaves", R_D1A, 3, OS_NONE},
};

static unsigned reg_value(const cpu_regs_t *r, int reg) {
  switch (reg) {
  case R_L1C:
    return r->l1_ecx;
  case R_L1D:
    return r->l1_edx;
  case R_L7B:
    return r->l7_ebx;
  case R_L7C:
    return r->l7_ecx;
  case R_L7D:
    return r->l7_edx;
  case R_L7S1A:
    return r->l7s1_eax;
  case R_E1C:
    return r->le1_ecx;
  case R_E1D:
    return r->le1_edx;
  case R_D1A:
    return r->ld1_eax;
  default:
    return 0;
  }
}

static int os_supports(const cpu_regs_t *r, int os) {
  switch (os) {
  case OS_AVX:
    return (r->xcr0 & 0x6) == 0x6;
  case OS_AVX512:
    return (r->xcr0 & 0xe6) == 0xe6;
  case OS_AMX:
    return (r->xcr0 & 0x60000) == 0x60000;
  default:
    return 1;
  }
}

/* Linux gives a process the AMX tile data state only on request; code
 * using tiles without it dies of SIGILL. Returns 0 or the request's errno
 * (asked once per process: the permission is process-wide). Loaders on
 * several threads may ask at once (TSan saw the plain static race in
 * strata-stress on an AMX machine): the answer is an atomic, and asking
 * twice is harmless. */
static int request_amx_permission(void) {
  static atomic_int answer = -1;
  int result = atomic_load_explicit(&answer, memory_order_acquire);
  if (result < 0) {
#if defined(__linux__) && defined(SYS_arch_prctl)
    const int kArchReqXcompPerm = 0x1023, kXfeatureXtiledata = 18;
    result = syscall(SYS_arch_prctl, kArchReqXcompPerm, kXfeatureXtiledata) == 0
                 ? 0
                 : errno;
#else
    result = ENOSYS;
#endif
    atomic_store_explicit(&answer, result, memory_order_release);
  }
  return result;
}

/* Returns 1 when every required feature is present; else writes why. */
static int check_cpu_features(const char *list, char *reason, size_t cap) {
  cpu_regs_t regs;
  read_cpu(&regs);
  const char *p = list;
  while (*p) {
    while (*p == ',' || *p == ' ')
      ++p;
    if (!*p)
      break;
    const char *start = p;
    while (*p && *p != ',' && *p != ' ')
      ++p;
    size_t len = (size_t)(p - start);
    if (start[0] == '-')
      continue; /* explicitly disabled: not a requirement */
    if (start[0] == '+') {
      ++start;
      --len;
    }
    if (len == 0)
      continue;
    const feature_t *found = NULL;
    for (size_t i = 0; i < sizeof(k_features) / sizeof(k_features[0]); ++i)
      if (strlen(k_features[i].name) == len &&
          memcmp(k_features[i].name, start, len) == 0) {
        found = &k_features[i];
        break;
      }
    if (!found) {
      snprintf(reason, cap,
               "binary requires CPU feature '%.*s' that this loader does not "
               "know how to check",
               (int)len, start);
      return 0;
    }
    if (!((reg_value(&regs, found->reg) >> found->bit) & 1u) ||
        !os_supports(&regs, found->os)) {
      snprintf(reason, cap,
               "this CPU lacks feature '%s' that the binary "
               "requires (strata_required_cpu_features=\"%s\")",
               found->name, list);
      return 0;
    }
    int denied = found->os == OS_AMX ? request_amx_permission() : 0;
    if (denied) {
      snprintf(reason, cap,
               "the binary uses AMX ('%s') but Linux refused this process the "
               "AMX tile state (arch_prctl(ARCH_REQ_XCOMP_PERM): %s)",
               found->name, strerror(denied));
      return 0;
    }
  }
  return 1;
}

/*===----------------------------------------------------------------------===*
 * ELF checks and loading
 *===----------------------------------------------------------------------===*/

static int check_elf(const void *data, size_t size, char *reason, size_t cap) {
  const unsigned char *p = (const unsigned char *)data;
  if (size < sizeof(Elf64_Ehdr) || memcmp(p, ELFMAG, SELFMAG) != 0) {
    snprintf(reason, cap, "binary is not an ELF file (%zu bytes, bad magic)",
             size);
    return 0;
  }
  Elf64_Ehdr eh;
  memcpy(&eh, p, sizeof(eh));
  if (eh.e_ident[EI_CLASS] != ELFCLASS64) {
    snprintf(reason, cap, "ELF class %d is not 64-bit", eh.e_ident[EI_CLASS]);
    return 0;
  }
  if (eh.e_ident[EI_DATA] != ELFDATA2LSB) {
    snprintf(reason, cap, "ELF is not little-endian");
    return 0;
  }
  if (eh.e_machine != EM_X86_64) {
    snprintf(reason, cap, "ELF machine %u is not x86-64 (%u)", eh.e_machine,
             EM_X86_64);
    return 0;
  }
  if (eh.e_type != ET_DYN) {
    snprintf(reason, cap, "ELF type %u is not a shared object (ET_DYN)",
             eh.e_type);
    return 0;
  }
  return 1;
}

/* Finds `strata_required_cpu_features` in the image's dynamic symbols and
 * copies the string into `out`. Returns 1 found, 0 absent, -1 malformed. */
static int elf_find_features(const unsigned char *p, size_t size, char *out,
                             size_t cap) {
  Elf64_Ehdr eh;
  memcpy(&eh, p, sizeof(eh));
  if (eh.e_shentsize != sizeof(Elf64_Shdr) || eh.e_shoff > size ||
      (uint64_t)eh.e_shnum * sizeof(Elf64_Shdr) > size - eh.e_shoff)
    return -1;
  if (eh.e_phentsize != sizeof(Elf64_Phdr) || eh.e_phoff > size ||
      (uint64_t)eh.e_phnum * sizeof(Elf64_Phdr) > size - eh.e_phoff)
    return -1;
  static const char k_name[] = "strata_required_cpu_features";
  for (size_t i = 0; i < eh.e_shnum; ++i) {
    Elf64_Shdr sh, st;
    memcpy(&sh, p + eh.e_shoff + i * sizeof(sh), sizeof(sh));
    if (sh.sh_type != SHT_DYNSYM)
      continue;
    if (sh.sh_link >= eh.e_shnum || sh.sh_offset > size ||
        sh.sh_size > size - sh.sh_offset)
      return -1;
    memcpy(&st, p + eh.e_shoff + sh.sh_link * sizeof(st), sizeof(st));
    if (st.sh_offset > size || st.sh_size > size - st.sh_offset)
      return -1;
    for (size_t k = 0; k < sh.sh_size / sizeof(Elf64_Sym); ++k) {
      Elf64_Sym sym;
      memcpy(&sym, p + sh.sh_offset + k * sizeof(sym), sizeof(sym));
      if (sym.st_shndx == SHN_UNDEF || sym.st_name >= st.sh_size ||
          st.sh_size - sym.st_name < sizeof(k_name) ||
          memcmp(p + st.sh_offset + sym.st_name, k_name, sizeof(k_name)) != 0)
        continue;
      /* Map the symbol's address to a file offset through PT_LOAD. */
      for (size_t j = 0; j < eh.e_phnum; ++j) {
        Elf64_Phdr ph;
        memcpy(&ph, p + eh.e_phoff + j * sizeof(ph), sizeof(ph));
        if (ph.p_type != PT_LOAD || sym.st_value < ph.p_vaddr ||
            sym.st_value >= ph.p_vaddr + ph.p_filesz)
          continue;
        uint64_t off = ph.p_offset + (sym.st_value - ph.p_vaddr);
        if (off >= size)
          return -1;
        size_t n = 0;
        while (off + n < size && p[off + n] && n + 1 < cap) {
          out[n] = (char)p[off + n];
          ++n;
        }
        out[n] = 0;
        return 1;
      }
      return -1;
    }
  }
  return 0;
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

/* dlopen()s the bytes; returns the handle or NULL with `error` set. */
static void *open_image(const void *data, size_t size, int *out_fd,
                        char *error, size_t cap) {
  char path[64];
  int fd = memfd_create("strata-executable", MFD_CLOEXEC);
  char temp[] = "/tmp/strata-executable-XXXXXX";
  int is_temp = 0;
  if (fd < 0) {
    fd = mkstemp(temp);
    if (fd < 0) {
      snprintf(error, cap, "cannot create a memfd or temp file: %s",
               strerror(errno));
      return NULL;
    }
    is_temp = 1;
  }
  if (!write_all(fd, data, size)) {
    snprintf(error, cap, "cannot write the executable image: %s",
             strerror(errno));
    close(fd);
    if (is_temp)
      unlink(temp);
    return NULL;
  }
  if (is_temp)
    snprintf(path, sizeof(path), "%s", temp);
  else
    snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *e = dlerror();
    snprintf(error, cap, "dlopen of the executable image failed: %s",
             e ? e : "unknown error");
    close(fd);
    fd = -1;
  }
  /* An unlinked temp file keeps its inode (and our fd) alive; its name is
   * unique among open files because mkstemp never reuses an existing one. */
  if (is_temp)
    unlink(temp);
  *out_fd = fd;
  return handle;
}

/*===----------------------------------------------------------------------===*
 * Loader table
 *===----------------------------------------------------------------------===*/

static bool elf_can_load(void *self, const void *data, size_t size,
                         char *reason, size_t cap) {
  (void)self;
  if (!check_elf(data, size, reason, cap))
    return false;
  char features[1024];
  int found = elf_find_features((const unsigned char *)data, size, features,
                                sizeof(features));
  if (found < 0) {
    snprintf(reason, cap, "malformed ELF section or program headers");
    return false;
  }
  if (found > 0 && !check_cpu_features(features, reason, cap))
    return false;
  return true;
}

static int elf_load(void *self, const void *data, size_t size,
                    const char *const *entry_names, uint32_t entry_count,
                    strata_loaded_executable_t **out, char *error, size_t cap) {
  (void)self;
  *out = NULL;
  if (!check_elf(data, size, error, cap))
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  int fd = -1;
  void *handle = open_image(data, size, &fd, error, cap);
  if (!handle)
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  const char *features =
      (const char *)dlsym(handle, "strata_required_cpu_features");
  if (features && !check_cpu_features(features, error, cap)) {
    dlclose(handle);
    close(fd);
    return STRATA_PLUGIN_UNAVAILABLE;
  }
  strata_loaded_executable_t *exe = (strata_loaded_executable_t *)plugin_alloc(
      sizeof(*exe) + entry_count * sizeof(strata_entry_fn_t));
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
    void *sym = entry_names[i] ? dlsym(handle, entry_names[i]) : NULL;
    if (!sym) {
      snprintf(error, cap, "entry point '%s' is not exported by the binary",
               entry_names[i] ? entry_names[i] : "(null)");
      dlclose(handle);
      close(fd);
      plugin_free(exe);
      return STRATA_PLUGIN_NOT_FOUND;
    }
    exe->entries[i] = (strata_entry_fn_t)sym;
  }
  *out = exe;
  return STRATA_PLUGIN_OK;
}

static int elf_dispatch(strata_loaded_executable_t *exe, uint32_t entry,
                        const strata_dispatch_state_t *state, uint32_t x,
                        uint32_t y, uint32_t z) {
  if (!exe || entry >= exe->entry_count)
    return STRATA_PLUGIN_INVALID_ARGUMENT;
  exe->entries[entry](state->bindings, state->push_constants, x, y, z);
  return STRATA_PLUGIN_OK;
}

static void elf_unload(strata_loaded_executable_t *exe) {
  if (!exe)
    return;
  dlclose(exe->handle);
  close(exe->fd);
  plugin_free(exe);
}

static const strata_executable_loader_t k_loaders[] = {{
    .format = "system-elf-x86_64",
    .self = NULL,
    .can_load = elf_can_load,
    .load = elf_load,
    .dispatch_workgroup = elf_dispatch,
    .unload = elf_unload,
}};

static const strata_runtime_plugin_header_t k_header = {
    .version = STRATA_RUNTIME_PLUGIN_API_VERSION,
    .name = "llvm-cpu",
    .features = 0,
    .sanitizer = STRATA_PLUGIN_BUILD_SANITIZER,
    .loader_count = 1,
    .loaders = k_loaders,
    .driver_count = 0,
    .drivers = NULL,
};

STRATA_EXPORT const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  if (max_version < 1)
    return NULL;
  g_host = host;
  return &k_header;
}
