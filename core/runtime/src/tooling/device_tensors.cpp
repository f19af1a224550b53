//===- device_tensors.cpp - Host tensors on devices ------------*- C++ -*-===//
//
// The device side of the tooling library (strata_runtime_tooling): host
// tensors to and from device buffer views, `--input` parsing onto a device
// and export lookup. The runtime C API does the same for the tools.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <cstring>

namespace strata::tooling {

StatusOr<Ref<hal::BufferView>> toBufferView(hal::Device &device,
                                            const HostTensor &t) {
  STRATA_ASSIGN_OR_RETURN(auto buffer, device.allocate(t.data.size()));
  if (!t.data.empty())
    std::memcpy(buffer->data(), t.data.data(), t.data.size());
  return hal::BufferView::create(buffer, t.type, t.shape);
}

HostTensor fromBufferView(const hal::BufferView &view) {
  HostTensor t;
  t.type = view.elementType();
  t.shape = view.shape();
  t.data.assign(view.data(), view.data() + view.byteLength());
  return t;
}

StatusOr<int> findExportOrdinal(const Module &module,
                                const std::string &function,
                                const std::string &modulePath) {
  int ordinal = module.findExport(function);
  if (ordinal >= 0)
    return ordinal;
  std::string names;
  if (module.fb().exports())
    for (const auto *e : *module.fb().exports())
      names += (names.empty() ? "" : ", ") + e->name()->str();
  return notFound("function '", function, "' is not exported by ", modulePath,
                  " (exports: ", names.empty() ? "none" : names, ")");
}

StatusOr<std::vector<Ref<hal::BufferView>>>
parseInputs(hal::Device &device, const std::vector<std::string> &inputs) {
  std::vector<Ref<hal::BufferView>> args;
  for (size_t i = 0; i < inputs.size(); ++i) {
    auto t = parseTensorArg(inputs[i]);
    if (!t.isOk())
      return invalidArgument("--input ", i, ": ", t.status().message());
    auto view = toBufferView(device, *t);
    if (!view.isOk())
      return invalidArgument("--input ", i, ": ", view.status().message());
    args.push_back(*view);
  }
  return args;
}

} // namespace strata::tooling
