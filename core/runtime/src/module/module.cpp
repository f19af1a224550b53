//===- module.cpp - Module loading and semantic checks -------------*- C++
//-*-===//

#include "strata/runtime/module.h"

#include "strata/runtime/hal.h"
#include "strata/runtime/module_format.h"
#include "strata/runtime/vm.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <set>

namespace strata {

bool isValidTypeString(std::string_view types, bool allowVariadic) {
  for (size_t i = 0; i < types.size(); ++i) {
    char c = types[i];
    if (c == 'i' || c == 'I' || c == 'f' || c == 'F' || c == 'r')
      continue;
    if (c == '*' && allowVariadic && i == types.size() - 1 && i > 0)
      continue;
    return false;
  }
  return true;
}

Module::~Module() { std::free(storage_); }

std::string_view Module::name() const {
  return fb_->name() ? fb_->name()->string_view() : std::string_view();
}

int Module::findExport(std::string_view name) const {
  if (!fb_->exports())
    return -1;
  for (uint32_t i = 0; i < fb_->exports()->size(); ++i)
    if (fb_->exports()->Get(i)->name()->string_view() == name)
      return int(i);
  return -1;
}

int Module::findFunction(std::string_view name) const {
  if (!fb_->functions())
    return -1;
  for (uint32_t i = 0; i < fb_->functions()->size(); ++i)
    if (fb_->functions()->Get(i)->name()->string_view() == name)
      return int(i);
  return -1;
}

StatusOr<Ref<Module>> Module::loadFile(const std::string &path) {
  FILE *f = std::fopen(path.c_str(), "rb");
  if (!f)
    return notFound(path, ": cannot open module file: ", std::strerror(errno));
  std::string bytes;
  char chunk[1 << 16];
  size_t n;
  while ((n = std::fread(chunk, 1, sizeof(chunk), f)) > 0)
    bytes.append(chunk, n);
  bool readError = std::ferror(f);
  std::fclose(f);
  if (readError)
    return dataLoss(path, ": error reading the module file");
  return loadBytes(bytes.data(), bytes.size(), path);
}

StatusOr<Ref<Module>> Module::loadBytes(const void *data, size_t size,
                                        std::string sourceName) {
  return loadBytes(data, size, std::move(sourceName), {});
}

StatusOr<Ref<Module>>
Module::loadBytes(const void *data, size_t size, std::string sourceName,
                  const std::vector<const vm::NativeModule *> &extras) {
  Ref<Module> m(new Module());
  m->sourceName_ = sourceName;
  size_t rounded = (size + 63) & ~size_t(63);
  m->storage_ =
      static_cast<uint8_t *>(std::aligned_alloc(64, rounded ? rounded : 64));
  if (!m->storage_)
    return resourceExhausted(sourceName, ": out of memory loading ", size,
                             " bytes");
  if (size)
    std::memcpy(m->storage_, data, size);
  m->fileSize_ = size;

  module_format::FileHeader header;
  std::string error;
  if (!module_format::parseHeader(m->storage_, size, &header, &error))
    return invalidArgument(sourceName, ": ", error);
  m->formatVersion_ = header.formatVersion;

  const uint8_t *payload = m->storage_ + module_format::kHeaderSize;
  size_t payloadSize = size - module_format::kHeaderSize;
  if (payloadSize < 8 ||
      !flatbuffers::BufferHasIdentifier(payload, module_fb::ModuleIdentifier()))
    return invalidArgument(sourceName,
                           ": payload is not a module FlatBuffer (file "
                           "identifier 'SMD1' missing)");
  flatbuffers::Verifier verifier(payload, payloadSize, /*max_depth=*/64,
                                 /*max_tables=*/10000000);
  if (!module_fb::VerifyModuleBuffer(verifier))
    return invalidArgument(sourceName,
                           ": FlatBuffers verifier rejected the payload "
                           "(corrupt or truncated tables)");
  m->fb_ = module_fb::GetModule(payload);
  Status s = m->verify(extras);
  if (!s.isOk())
    return s.withPrefix(sourceName);
  return m;
}

namespace {

std::string str(const flatbuffers::String *s) {
  return s ? s->str() : std::string();
}

struct BankCounts {
  size_t prims = 0, refs = 0;
};
BankCounts countBanks(std::string_view types) {
  BankCounts c;
  for (char ch : types)
    (isRefTypeChar(ch) ? c.refs : c.prims)++;
  return c;
}

/// The FlatBuffers verifier checks a vector's length word, not that its
/// elements sit at their own alignment; the builder always aligns them, so a
/// misaligned 8-byte vector is a corrupt (or crafted) file, and reading it
/// would be a misaligned load.
template <typename T>
bool elementsAligned(const flatbuffers::Vector<T> *values) {
  // An empty vector has no elements to align (the builder may not align it).
  return !values || values->size() == 0 ||
         reinterpret_cast<uintptr_t>(values->data()) % alignof(T) == 0;
}

/// An SPMD export's mesh and shardings: every axis named and positive, the
/// device count bounded, one sharding per tensor with one entry per dim,
/// axes in range and used once per tensor, static dims only.
static Status checkSPMDInfo(const module_fb::SPMDInfo &info,
                            const module_fb::ExportSignature &sig,
                            const std::string &what) {
  if (!info.mesh() || info.mesh()->size() == 0)
    return invalidArgument(what, " is an SPMD program without a mesh");
  uint64_t devices = 1;
  for (uint32_t a = 0; a < info.mesh()->size(); ++a) {
    const auto *axis = info.mesh()->Get(a);
    if (!axis->name() || axis->size() <= 0 || axis->size() > 65536 ||
        __builtin_mul_overflow(devices, uint64_t(axis->size()), &devices) ||
        devices > 65536)
      return invalidArgument(what, " mesh axis ", a,
                             " has no name or a size outside 1..65536 "
                             "(at most 65536 devices in all)");
  }
  auto check =
      [&](const flatbuffers::Vector<
              flatbuffers::Offset<module_fb::TensorSharding>> *list,
          const flatbuffers::Vector<flatbuffers::Offset<module_fb::TensorType>>
              *types,
          const char *kind) -> Status {
    uint32_t n = types ? types->size() : 0;
    if ((list ? list->size() : 0) != n)
      return invalidArgument(what, " has ", list ? list->size() : 0, " ", kind,
                             " shardings for ", n, " ", kind, "s");
    for (uint32_t k = 0; k < n; ++k) {
      const auto *type = types->Get(k);
      const auto *dims = list->Get(k)->dims();
      uint32_t rank = type->shape() ? type->shape()->size() : 0;
      if ((dims ? dims->size() : 0) != rank)
        return invalidArgument(what, " ", kind, " ", k, " sharding has ",
                               dims ? dims->size() : 0, " dims for a rank-",
                               rank, " tensor");
      std::set<uint32_t> used;
      for (uint32_t d = 0; d < rank; ++d) {
        if (type->shape()->Get(d) < 0)
          return invalidArgument(what, " ", kind, " ", k,
                                 " is dynamically shaped; SPMD programs "
                                 "need static shapes");
        const auto *axes = dims->Get(d)->axes();
        for (uint32_t j = 0; axes && j < axes->size(); ++j)
          if (axes->Get(j) >= info.mesh()->size() ||
              !used.insert(axes->Get(j)).second)
            return invalidArgument(what, " ", kind, " ", k, " dim ", d,
                                   " names mesh axis ", axes->Get(j),
                                   " out of range or twice");
      }
    }
    return Status::ok();
  };
  STRATA_RETURN_IF_ERROR(check(info.arguments(), sig.arguments(), "argument"));
  return check(info.results(), sig.results(), "result");
}

Status checkTensorType(const module_fb::TensorType *t,
                       const std::string &what) {
  if (!t)
    return invalidArgument(what, " has no type");
  uint32_t et = static_cast<uint32_t>(t->element_type());
  if (!hal::isValidElementType(et))
    return invalidArgument(what, " has invalid element type code ", et);
  if (!elementsAligned(t->shape()))
    return invalidArgument(what, " has a misaligned shape vector");
  if (t->shape())
    for (int64_t d : *t->shape())
      if (d < -1)
        return invalidArgument(what, " has invalid dim ", d,
                               " (use -1 for a dynamic dim)");
  return Status::ok();
}

} // namespace

Status Module::verify(const std::vector<const vm::NativeModule *> &extras) {
  const module_fb::Module &m = *fb_;
  if (m.format_version() != formatVersion_)
    return invalidArgument("payload format_version ", m.format_version(),
                           " does not match the file header's ",
                           formatVersion_);
  uint64_t bytecodeSize = m.bytecode() ? m.bytecode()->size() : 0;
  uint32_t functionCount = m.functions() ? m.functions()->size() : 0;

  // Functions.
  for (uint32_t i = 0; i < functionCount; ++i) {
    const auto *f = m.functions()->Get(i);
    std::string what =
        "function " + std::to_string(i) + " '" + str(f->name()) + "'";
    if (!f->name() || f->name()->size() == 0)
      return invalidArgument("function ", i, " has no name");
    uint64_t end = uint64_t(f->bytecode_offset()) + f->bytecode_length();
    if (f->bytecode_length() == 0)
      return invalidArgument(what, " has no code (bytecode_length 0)");
    if (end > bytecodeSize)
      return invalidArgument(what, " code range [", f->bytecode_offset(), ", ",
                             end, ") is outside the module bytecode (",
                             bytecodeSize, " bytes)");
    std::string_view at =
        f->argument_types() ? f->argument_types()->string_view() : "";
    std::string_view rt =
        f->result_types() ? f->result_types()->string_view() : "";
    if (!isValidTypeString(at, false))
      return invalidArgument(what, " argument_types '", at,
                             "' has a char outside 'iIfFr'");
    if (!isValidTypeString(rt, false))
      return invalidArgument(what, " result_types '", rt,
                             "' has a char outside 'iIfFr'");
    BankCounts args = countBanks(at);
    if (args.prims > f->primitive_register_count() ||
        args.refs > f->ref_register_count())
      return invalidArgument(what, " takes ", args.prims, " primitive and ",
                             args.refs, " ref arguments but has only ",
                             f->primitive_register_count(), " primitive and ",
                             f->ref_register_count(), " ref registers");
  }

  // Imports, resolved against the native modules.
  imports_.clear();
  if (m.imports()) {
    for (uint32_t i = 0; i < m.imports()->size(); ++i) {
      const auto *imp = m.imports()->Get(i);
      std::string full = str(imp->module_()) + "." + str(imp->name());
      std::string_view at =
          imp->argument_types() ? imp->argument_types()->string_view() : "";
      std::string_view rt =
          imp->result_types() ? imp->result_types()->string_view() : "";
      if (!imp->module_() || !imp->name())
        return invalidArgument("import ", i, " has no module or name");
      if (!isValidTypeString(at, true) || !isValidTypeString(rt, false))
        return invalidArgument("import ", i, " '", full,
                               "' has invalid types '", at, "' -> '", rt, "'");
      const vm::NativeFunction *fn = vm::findNativeFunction(
          imp->module_()->string_view(), imp->name()->string_view());
      for (size_t x = 0; !fn && x < extras.size(); ++x) {
        const vm::NativeModule *nm = extras[x];
        if (!nm || imp->module_()->string_view() != nm->name)
          continue;
        for (size_t k = 0; k < nm->functionCount; ++k)
          if (imp->name()->string_view() == nm->functions[k].name) {
            fn = &nm->functions[k];
            break;
          }
      }
      if (!fn)
        return notFound("import ", i, " '", full,
                        "' is not provided by this runtime");
      if (at != fn->argumentTypes || rt != fn->resultTypes)
        return invalidArgument("import ", i, " '", full, "' has types '", at,
                               "' -> '", rt, "' but the runtime provides '",
                               fn->argumentTypes, "' -> '", fn->resultTypes,
                               "'");
      imports_.push_back(fn);
    }
  }

  // Exports.
  if (m.exports()) {
    std::set<std::string> names;
    for (uint32_t i = 0; i < m.exports()->size(); ++i) {
      const auto *e = m.exports()->Get(i);
      if (!e->name() || e->name()->size() == 0)
        return invalidArgument("export ", i, " has no name");
      std::string what = "export '" + e->name()->str() + "'";
      if (!names.insert(e->name()->str()).second)
        return invalidArgument("duplicate ", what);
      if (e->function_ordinal() >= functionCount)
        return invalidArgument(what, " function ordinal ",
                               e->function_ordinal(), " is out of range (",
                               functionCount, " functions)");
      if (!e->signature())
        return invalidArgument(what, " has no signature");
      const auto *sig = e->signature();
      uint32_t na = sig->arguments() ? sig->arguments()->size() : 0;
      uint32_t nr = sig->results() ? sig->results()->size() : 0;
      for (uint32_t k = 0; k < na; ++k)
        STRATA_RETURN_IF_ERROR(checkTensorType(
            sig->arguments()->Get(k), what + " argument " + std::to_string(k)));
      for (uint32_t k = 0; k < nr; ++k)
        STRATA_RETURN_IF_ERROR(checkTensorType(
            sig->results()->Get(k), what + " result " + std::to_string(k)));
      const auto *f = m.functions()->Get(e->function_ordinal());
      std::string_view at =
          f->argument_types() ? f->argument_types()->string_view() : "";
      std::string_view rt =
          f->result_types() ? f->result_types()->string_view() : "";
      if (at != std::string(na, 'r') || rt != std::string(nr, 'r'))
        return invalidArgument(
            what, ": function '", str(f->name()), "' has VM types '", at,
            "' -> '", rt, "' but the signature has ", na,
            " tensor arguments and ", nr, " tensor results (expected all 'r')");
      if (e->spmd())
        STRATA_RETURN_IF_ERROR(checkSPMDInfo(*e->spmd(), *sig, what));
    }
  }

  // Rodata.
  if (m.rodata())
    for (uint32_t i = 0; i < m.rodata()->size(); ++i) {
      const auto *seg = m.rodata()->Get(i);
      if (!seg->data())
        return invalidArgument("rodata segment ", i, " '", str(seg->name()),
                               "' has no data vector");
      // force_align: 64 (the writer calls ForceVectorAlignment(n, 1, 64)),
      // which FlatBuffers does not apply to an empty vector (the constant
      // of a zero-sized tensor): no bytes, nothing to align.
      uintptr_t at = reinterpret_cast<uintptr_t>(seg->data()->data());
      if (seg->data()->size() != 0 && at % 64 != 0)
        return invalidArgument(
            "rodata segment ", i, " '", str(seg->name()),
            "' data is at payload offset ",
            at - reinterpret_cast<uintptr_t>(storage_ + 64),
            ", not 64-byte aligned (schema force_align: 64)");
    }

  // Executables.
  if (m.executables()) {
    for (uint32_t i = 0; i < m.executables()->size(); ++i) {
      const auto *exe = m.executables()->Get(i);
      std::string what =
          "executable " + std::to_string(i) + " '" + str(exe->name()) + "'";
      if (!exe->name() || exe->name()->size() == 0)
        return invalidArgument("executable ", i, " has no name");
      uint32_t entries = exe->entry_points() ? exe->entry_points()->size() : 0;
      if (entries == 0)
        return invalidArgument(what, " has no entry points");
      for (uint32_t k = 0; k < entries; ++k) {
        const auto *ep = exe->entry_points()->Get(k);
        if (!ep->name() || ep->name()->size() == 0)
          return invalidArgument(what, " entry point ", k, " has no name");
      }
      if (!exe->variants() || exe->variants()->size() == 0)
        return invalidArgument(what, " has entry points but no variants");
      for (uint32_t v = 0; v < exe->variants()->size(); ++v) {
        const auto *var = exe->variants()->Get(v);
        std::string vwhat = what + " variant " + std::to_string(v);
        if (!var->target() || var->target()->size() == 0 || !var->format() ||
            var->format()->size() == 0)
          return invalidArgument(vwhat, " has no target or format");
        if (!var->binary() || var->binary()->size() == 0)
          return invalidArgument(vwhat, " (", var->format()->str(),
                                 ") has an empty binary");
        uint32_t wc =
            var->workgroup_counts() ? var->workgroup_counts()->size() : 0;
        if (wc != 3 * entries)
          return invalidArgument(vwhat, " has ", wc,
                                 " workgroup_counts values, expected 3 per "
                                 "entry point (",
                                 3 * entries, ")");
        // The mapping records are optional: absent, or one per entry point.
        auto checkRecords = [&](const auto *values, uint32_t per,
                                const char *name) -> Status {
          uint32_t n = values ? values->size() : 0;
          if (!elementsAligned(values))
            return invalidArgument(vwhat, " has a misaligned ", name,
                                   " vector");
          if (n != 0 && n != per * entries)
            return invalidArgument(vwhat, " has ", n, " ", name,
                                   " values, expected none or ", per * entries,
                                   " (", per, " per entry point)");
          return Status();
        };
        if (Status s =
                checkRecords(var->workgroup_sizes(), 3, "workgroup_sizes");
            !s.isOk())
          return s;
        if (Status s = checkRecords(var->private_memory_bytes(), 1,
                                    "private_memory_bytes");
            !s.isOk())
          return s;
        if (Status s = checkRecords(var->workgroup_memory_bytes(), 1,
                                    "workgroup_memory_bytes");
            !s.isOk())
          return s;
        if (Status s = checkRecords(var->iteration_elements(), 1,
                                    "iteration_elements");
            !s.isOk())
          return s;
        if (Status s = checkRecords(var->kernels(), 1, "kernels"); !s.isOk())
          return s;
        if (Status s = checkRecords(var->flops(), 1, "flops"); !s.isOk())
          return s;
        if (Status s = checkRecords(var->bytes(), 1, "bytes"); !s.isOk())
          return s;
      }
    }
  }

  return verifyBytecode(m);
}

} // namespace strata
