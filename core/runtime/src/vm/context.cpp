//===- context.cpp - VM context and invocation API -----------------*- C++
//-*-===//

#include "strata/runtime/trace.h"
#include "strata/runtime/vm.h"

#include <cstring>

namespace strata::vm {

Value Value::f32(float v) {
  uint32_t b;
  std::memcpy(&b, &v, 4);
  return {'f', b, {}};
}
Value Value::f64(double v) {
  uint64_t b;
  std::memcpy(&b, &v, 8);
  return {'F', b, {}};
}
float Value::asF32() const {
  uint32_t b = uint32_t(bits);
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}
double Value::asF64() const {
  double d;
  std::memcpy(&d, &bits, 8);
  return d;
}

Context::Context(Ref<Module> module, Ref<hal::Device> device)
    : module_(std::move(module)), device_(std::move(device)) {
  const auto *exes = module_->fb().executables();
  executables_.resize(exes ? exes->size() : 0);
  for (const NativeFunction *fn : module_->importBindings()) {
    for (const NativeModule *builtin : builtinNativeModules())
      if (std::strcmp(fn->module, builtin->name) == 0) {
        deviceFreeImports_ = false;
        deviceImport_ = std::string(fn->module) + "." + fn->name;
        break;
      }
    if (!deviceFreeImports_)
      break;
  }
}

Context::~Context() = default;

StatusOr<Ref<hal::Executable>> Context::lookupExecutable(int64_t ordinal) {
  if (ordinal < 0 || uint64_t(ordinal) >= executables_.size())
    return outOfRange("executable ordinal ", ordinal,
                      " out of range (module has ", executables_.size(),
                      " executables)");
  if (!device_)
    return failedPrecondition("executable ", ordinal,
                              " cannot be loaded: the context has no device");
  std::lock_guard<std::mutex> lock(executableMutex_);
  Ref<hal::Executable> &slot = executables_[size_t(ordinal)];
  if (!slot) {
    STRATA_ASSIGN_OR_RETURN(
        slot, device_->loadExecutable(
                  *module_->fb().executables()->Get(uint32_t(ordinal))));
  }
  return slot;
}

namespace {

std::vector<int64_t> shapeOf(const module_fb::TensorType *t) {
  std::vector<int64_t> s;
  if (t->shape())
    s.assign(t->shape()->begin(), t->shape()->end());
  return s;
}

bool shapeMatches(const std::vector<int64_t> &expected,
                  const std::vector<int64_t> &actual) {
  if (expected.size() != actual.size())
    return false;
  for (size_t i = 0; i < expected.size(); ++i)
    if (expected[i] >= 0 && expected[i] != actual[i])
      return false;
  return true;
}

} // namespace

/// Shared by checkArguments and hal.buffer_view.assert.
Status checkBufferView(const hal::BufferView *view, const std::string &what,
                       hal::ElementType type,
                       const std::vector<int64_t> &shape) {
  if (!view)
    return invalidArgument(what, ": expected ",
                           hal::formatShapeType(shape, type), ", got null");
  if (!shapeMatches(shape, view->shape()))
    return invalidArgument(what, ": expected shape ",
                           hal::formatShapeType(shape, type), ", got ",
                           view->typeString());
  if (view->elementType() != type)
    return invalidArgument(what, ": expected element type ",
                           hal::elementTypeName(type), ", got ",
                           hal::elementTypeName(view->elementType()), " (",
                           view->typeString(), ")");
  return Status::ok();
}

Status
Context::checkArguments(int exportOrdinal,
                        const std::vector<Ref<hal::BufferView>> &args) const {
  const auto *e = module_->fb().exports()->Get(uint32_t(exportOrdinal));
  const auto *sigArgs = e->signature()->arguments();
  size_t expected = sigArgs ? sigArgs->size() : 0;
  if (args.size() != expected)
    return invalidArgument("function '", e->name()->string_view(), "' expects ",
                           expected, " argument", expected == 1 ? "" : "s",
                           ", got ", args.size());
  for (size_t i = 0; i < expected; ++i) {
    const auto *t = sigArgs->Get(uint32_t(i));
    STRATA_RETURN_IF_ERROR(checkBufferView(
        args[i].get(), "argument " + std::to_string(i),
        hal::ElementType(uint32_t(t->element_type())), shapeOf(t)));
  }
  return Status::ok();
}

StatusOr<std::vector<Ref<hal::BufferView>>>
Context::invoke(std::string_view exportName,
                const std::vector<Ref<hal::BufferView>> &args) {
  return invoke(exportName, args, runLimits_);
}

StatusOr<std::vector<Ref<hal::BufferView>>>
Context::invoke(std::string_view exportName,
                const std::vector<Ref<hal::BufferView>> &args,
                const RunLimits &limits) {
  trace::Scope traced("vm", [&] { return "call " + std::string(exportName); });
  traced.arg("module", std::string(module_->name()));
  if (device_)
    traced.arg("device", device_->name());
  int ordinal = module_->findExport(exportName);
  if (ordinal < 0) {
    std::string names;
    if (module_->fb().exports())
      for (const auto *e : *module_->fb().exports())
        names += (names.empty() ? "" : ", ") + e->name()->str();
    return notFound("function '", exportName, "' is not exported (exports: ",
                    names.empty() ? "none" : names, ")");
  }
  STRATA_RETURN_IF_ERROR(checkArguments(ordinal, args));
  const auto *e = module_->fb().exports()->Get(uint32_t(ordinal));
  CallValues in, out;
  for (const auto &a : args)
    in.refs.push_back(Ref<RefObject>(a));
  STRATA_RETURN_IF_ERROR(callFunction(e->function_ordinal(), in, out, limits));
  const auto *sigResults = e->signature()->results();
  std::vector<Ref<hal::BufferView>> results;
  for (size_t i = 0; i < out.refs.size(); ++i) {
    auto *view = refCast<hal::BufferView>(out.refs[i].get());
    if (!view)
      return internalError("result ", i, " of '", exportName, "' is ",
                           out.refs[i] ? refKindName(out.refs[i]->refKind())
                                       : "null",
                           ", expected a hal.buffer_view");
    const auto *t = sigResults->Get(uint32_t(i));
    Status s = checkBufferView(view, "result " + std::to_string(i),
                               hal::ElementType(uint32_t(t->element_type())),
                               shapeOf(t));
    if (!s.isOk())
      return internalError("'", exportName,
                           "' returned a value that does not "
                           "match its signature: ",
                           s.message());
    results.push_back(Ref<hal::BufferView>(view));
  }
  return results;
}

StatusOr<std::vector<Value>> Context::call(std::string_view functionName,
                                           const std::vector<Value> &args) {
  int ordinal = module_->findFunction(functionName);
  if (ordinal < 0)
    return notFound("no function named '", functionName, "'");
  const auto *f = module_->fb().functions()->Get(uint32_t(ordinal));
  std::string_view at = f->argument_types()->string_view();
  if (args.size() != at.size())
    return invalidArgument("function '", functionName, "' expects ", at.size(),
                           " arguments, got ", args.size());
  CallValues in, out;
  for (size_t i = 0; i < args.size(); ++i) {
    if (args[i].type != at[i])
      return invalidArgument("argument ", i, ": expected VM type '", at[i],
                             "', got '", args[i].type, "'");
    if (isRefTypeChar(at[i]))
      in.refs.push_back(args[i].ref);
    else
      in.prims.push_back(args[i].bits);
  }
  STRATA_RETURN_IF_ERROR(callFunction(uint32_t(ordinal), in, out));
  std::vector<Value> results;
  size_t pi = 0, ri = 0;
  for (char c : f->result_types()->string_view()) {
    Value v;
    v.type = c;
    if (isRefTypeChar(c))
      v.ref = out.refs[ri++];
    else
      v.bits = out.prims[pi++];
    results.push_back(std::move(v));
  }
  return results;
}

} // namespace strata::vm
