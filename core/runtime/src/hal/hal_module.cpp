//===- hal_module.cpp - The `hal` native module (VM imports) -------*- C++
//-*-===//
//
// Each import's type string here is the contract with the compiler: a module
// whose import types differ is refused at load. See core/runtime/README.md.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/vm.h"

#include <cstring>

namespace strata {

const char *refKindName(RefKind kind) {
  switch (kind) {
  case RefKind::kByteBuffer:
    return "vm.byte_buffer";
  case RefKind::kBuffer:
    return "hal.buffer";
  case RefKind::kBufferView:
    return "hal.buffer_view";
  case RefKind::kCommandBuffer:
    return "hal.command_buffer";
  case RefKind::kExecutable:
    return "hal.executable";
  case RefKind::kFence:
    return "hal.fence";
  case RefKind::kDevice:
    return "hal.device";
  case RefKind::kModule:
    return "vm.module";
  case RefKind::kChannel:
    return "hal.channel";
  }
  return "<ref>";
}

namespace vm {

Status checkBufferView(const hal::BufferView *view, const std::string &what,
                       hal::ElementType type,
                       const std::vector<int64_t> &shape);

namespace {

/// Ref argument `i` as a T; null refused unless `nullable`.
template <typename T>
StatusOr<T *> refArg(CallValues &a, size_t i, const char *what,
                     bool nullable = false) {
  RefObject *obj = a.refs[i].get();
  if (!obj) {
    if (nullable)
      return static_cast<T *>(nullptr);
    return invalidArgument(what, " is null");
  }
  if (obj->refKind() != T::kKind)
    return invalidArgument(what, " is a ", refKindName(obj->refKind()),
                           ", expected a ", refKindName(T::kKind));
  return static_cast<T *>(obj);
}

int32_t primI32(CallValues &a, size_t i) {
  return int32_t(uint32_t(a.prims[i]));
}
int64_t primI64(CallValues &a, size_t i) { return int64_t(a.prims[i]); }

Status deviceDefault(Context &ctx, CallValues &, CallValues &out) {
  out.refs.push_back(Ref<RefObject>(ctx.deviceRef()));
  return Status::ok();
}

Status allocatorAllocate(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *device, refArg<hal::Device>(a, 0, "device"));
  int64_t size = primI64(a, 0);
  if (size < 0)
    return invalidArgument("negative allocation size ", size);
  // The compiler allocates only dispatch results, which their dispatch
  // writes whole: zeroing them first costs a memset per call, and on
  // several workers a pull of every cache line from the core that wrote it
  // last call (a 2-worker depthwise conv took 0.074 ms instead of 0.040).
  STRATA_ASSIGN_OR_RETURN(auto buffer,
                          device->allocate(uint64_t(size), /*zero=*/false));
  out.refs.push_back(Ref<RefObject>(buffer));
  return Status::ok();
}

Status bufferWrapRodata(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_RETURN_IF_ERROR(refArg<hal::Device>(a, 0, "device").status());
  STRATA_ASSIGN_OR_RETURN(auto *bytes, refArg<hal::ByteBuffer>(a, 1, "rodata"));
  out.refs.push_back(Ref<RefObject>(hal::Buffer::wrapReadOnly(
      bytes->data(), bytes->size(), Ref<RefObject>(bytes))));
  return Status::ok();
}

/// `width` (1, 2, 4 or 8) bytes at `offset`, little-endian, zero-extended:
/// an element host control flow needs (the compiler sign-extends or
/// reinterprets it).
Status bufferLoad(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *buffer, refArg<hal::Buffer>(a, 0, "buffer"));
  int64_t offset = primI64(a, 0);
  int32_t width = primI32(a, 1);
  if (width != 1 && width != 2 && width != 4 && width != 8)
    return invalidArgument("buffer.load of ", width,
                           " bytes; expected 1, 2, 4 or 8");
  if (offset < 0 || uint64_t(offset) + uint64_t(width) > buffer->size())
    return invalidArgument("buffer.load of ", width, " bytes at offset ",
                           offset, " is outside the buffer's ", buffer->size(),
                           " bytes");
  STRATA_RETURN_IF_ERROR(buffer->syncToHost());
  uint64_t bits = 0;
  std::memcpy(&bits, static_cast<const hal::Buffer *>(buffer)->data() + offset,
              size_t(width));
  out.prims.push_back(bits);
  return Status::ok();
}

Status bufferViewAssert(Context &ctx, CallValues &a, CallValues &out) {
  int32_t argIndex = primI32(a, 0);
  std::string what = "argument " + std::to_string(argIndex);
  uint32_t et = uint32_t(primI32(a, 1));
  if (!hal::isValidElementType(et))
    return invalidArgument("invalid element type code ", et);
  std::vector<int64_t> shape;
  for (size_t i = 2; i < a.prims.size(); ++i)
    shape.push_back(primI64(a, i));
  RefObject *obj = a.refs[0].get();
  if (obj && obj->refKind() != RefKind::kBufferView)
    return invalidArgument(what, " is a ", refKindName(obj->refKind()),
                           ", expected a hal.buffer_view");
  return checkBufferView(static_cast<hal::BufferView *>(obj), what,
                         hal::ElementType(et), shape);
}

Status bufferViewBuffer(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *view, refArg<hal::BufferView>(a, 0, "view"));
  out.refs.push_back(Ref<RefObject>(view->buffer()));
  return Status::ok();
}

Status bufferViewCreate(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *buffer, refArg<hal::Buffer>(a, 0, "buffer"));
  uint32_t et = uint32_t(primI32(a, 0));
  std::vector<int64_t> shape;
  for (size_t i = 1; i < a.prims.size(); ++i)
    shape.push_back(primI64(a, i));
  STRATA_ASSIGN_OR_RETURN(auto view,
                          hal::BufferView::create(Ref<hal::Buffer>(buffer),
                                                  hal::ElementType(et),
                                                  std::move(shape)));
  out.refs.push_back(Ref<RefObject>(view));
  return Status::ok();
}

Status bufferViewDim(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *view, refArg<hal::BufferView>(a, 0, "view"));
  int32_t index = primI32(a, 0);
  if (index < 0 || size_t(index) >= view->shape().size())
    return invalidArgument("dim ", index, " of a rank-", view->shape().size(),
                           " buffer view (", view->typeString(), ")");
  out.prims.push_back(uint64_t(view->shape()[size_t(index)]));
  return Status::ok();
}

Status executableBinaryOrdinal(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *exe,
                          refArg<hal::Executable>(a, 0, "executable"));
  out.prims.push_back(uint64_t(exe->binaryOrdinal()));
  return Status::ok();
}

Status executableLookup(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_RETURN_IF_ERROR(refArg<hal::Device>(a, 0, "device").status());
  STRATA_ASSIGN_OR_RETURN(auto exe, ctx.lookupExecutable(primI32(a, 0)));
  out.refs.push_back(Ref<RefObject>(exe));
  return Status::ok();
}

Status commandBufferCreate(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_RETURN_IF_ERROR(refArg<hal::Device>(a, 0, "device").status());
  out.refs.push_back(Ref<RefObject>(makeRef<hal::CommandBuffer>()));
  return Status::ok();
}

/// A dispatch's bindings: its ref arguments after the command buffer and
/// the executable.
StatusOr<std::vector<Ref<hal::Buffer>>> getBindings(CallValues &a) {
  std::vector<Ref<hal::Buffer>> bindings;
  bindings.reserve(a.refs.size() - 2);
  for (size_t i = 2; i < a.refs.size(); ++i) {
    RefObject *obj = a.refs[i].get();
    if (!obj || obj->refKind() != RefKind::kBuffer) {
      // The message is built only here: this runs per dispatch per call.
      std::string what = "binding " + std::to_string(i - 2);
      return refArg<hal::Buffer>(a, i, what.c_str()).status();
    }
    bindings.push_back(Ref<hal::Buffer>(static_cast<hal::Buffer *>(obj)));
  }
  return bindings;
}

/// Records a dispatch: the binary's static workgroup count, or `counts`
/// (x, y, z from prims 1..3) when `explicitCounts`.
Status recordDispatch(CallValues &a, bool explicitCounts) {
  STRATA_ASSIGN_OR_RETURN(auto *cb,
                          refArg<hal::CommandBuffer>(a, 0, "command buffer"));
  STRATA_ASSIGN_OR_RETURN(auto *exe,
                          refArg<hal::Executable>(a, 1, "executable"));
  int32_t entry = primI32(a, 0);
  if (entry < 0)
    return invalidArgument("negative entry point ordinal ", entry);
  uint32_t counts[3];
  for (int k = 0; explicitCounts && k < 3; ++k) {
    int32_t count = primI32(a, 1 + k);
    if (count < 0)
      return invalidArgument("negative workgroup count ", count, " (dim ", k,
                             ") for entry point ", entry, " of '", exe->name(),
                             "'");
    counts[k] = uint32_t(count);
  }
  STRATA_ASSIGN_OR_RETURN(auto bindings, getBindings(a));
  return cb->dispatch(Ref<hal::Executable>(exe), uint32_t(entry),
                      std::move(bindings), explicitCounts ? counts : nullptr);
}

Status commandBufferDispatch(Context &ctx, CallValues &a, CallValues &out) {
  return recordDispatch(a, /*explicitCounts=*/false);
}

Status commandBufferPushConstants(Context &ctx, CallValues &a,
                                  CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *cb,
                          refArg<hal::CommandBuffer>(a, 0, "command buffer"));
  std::vector<uint32_t> values;
  values.reserve(a.prims.size());
  for (size_t i = 0; i < a.prims.size(); ++i)
    values.push_back(uint32_t(a.prims[i]));
  return cb->pushConstants(std::move(values));
}

/// command_buffer.dispatch with the workgroup count (x, y, z) the host
/// program computed (dispatches with dynamic dims).
Status commandBufferDispatchWorkgroups(Context &ctx, CallValues &a,
                                       CallValues &out) {
  return recordDispatch(a, /*explicitCounts=*/true);
}

Status commandBufferBarrier(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *cb,
                          refArg<hal::CommandBuffer>(a, 0, "command buffer"));
  return cb->executionBarrier();
}

Status commandBufferCopy(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *cb,
                          refArg<hal::CommandBuffer>(a, 0, "command buffer"));
  STRATA_ASSIGN_OR_RETURN(auto *src, refArg<hal::Buffer>(a, 1, "copy source"));
  STRATA_ASSIGN_OR_RETURN(auto *dst, refArg<hal::Buffer>(a, 2, "copy target"));
  int64_t so = primI64(a, 0), doff = primI64(a, 1), len = primI64(a, 2);
  if (so < 0 || doff < 0 || len < 0)
    return invalidArgument("negative copy offset or length (", so, ", ", doff,
                           ", ", len, ")");
  return cb->copy(Ref<hal::Buffer>(src), uint64_t(so), Ref<hal::Buffer>(dst),
                  uint64_t(doff), uint64_t(len));
}

Status commandBufferFinalize(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *cb,
                          refArg<hal::CommandBuffer>(a, 0, "command buffer"));
  return cb->finalize();
}

Status fenceCreate(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_RETURN_IF_ERROR(refArg<hal::Device>(a, 0, "device").status());
  out.refs.push_back(Ref<RefObject>(
      makeRef<hal::Fence>(std::make_shared<hal::Semaphore>(), 1)));
  return Status::ok();
}

Status queueExecute(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *device, refArg<hal::Device>(a, 0, "device"));
  STRATA_ASSIGN_OR_RETURN(auto *wait,
                          refArg<hal::Fence>(a, 1, "wait fence", true));
  STRATA_ASSIGN_OR_RETURN(auto *signal,
                          refArg<hal::Fence>(a, 2, "signal fence"));
  STRATA_ASSIGN_OR_RETURN(auto *cb,
                          refArg<hal::CommandBuffer>(a, 3, "command buffer"));
  return device->queueExecute(wait, signal, *cb, ctx.callDeadline());
}

Status fenceAwait(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *fence, refArg<hal::Fence>(a, 0, "fence"));
  return fence->wait();
}

Status channelDefault(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_RETURN_IF_ERROR(refArg<hal::Device>(a, 0, "device").status());
  if (!ctx.channelRef())
    return failedPrecondition(
        "this function is one rank's program of an SPMD module (it runs "
        "collectives); run it on every rank: strata-run --partitions=N, or "
        "mpirun -n N strata-run");
  out.refs.push_back(Ref<RefObject>(ctx.channelRef()));
  return Status::ok();
}

Status channelCollective(Context &ctx, CallValues &a, CallValues &out) {
  STRATA_ASSIGN_OR_RETURN(auto *channel, refArg<hal::Channel>(a, 0, "channel"));
  STRATA_ASSIGN_OR_RETURN(auto *table, refArg<hal::Buffer>(a, 1, "rank table"));
  STRATA_ASSIGN_OR_RETURN(auto *source,
                          refArg<hal::Buffer>(a, 2, "collective source"));
  STRATA_ASSIGN_OR_RETURN(auto *target,
                          refArg<hal::Buffer>(a, 3, "collective target"));
  int32_t kind = primI32(a, 0);
  uint32_t et = uint32_t(primI32(a, 1));
  if (!hal::isValidElementType(et))
    return invalidArgument("collective on invalid element type code ", et);
  int64_t params[4] = {primI64(a, 3), primI64(a, 4), primI64(a, 5),
                       primI64(a, 6)};
  return channel->collective(kind, *table, *source, *target,
                             hal::ElementType(et), uint32_t(primI32(a, 2)),
                             params);
}

const NativeFunction kHalFunctions[] = {
    {"hal", "device.default", "", "r", deviceDefault},
    {"hal", "allocator.allocate", "rI", "r", allocatorAllocate},
    {"hal", "buffer.wrap_rodata", "rr", "r", bufferWrapRodata},
    {"hal", "buffer.load", "rIi", "I", bufferLoad},
    {"hal", "buffer_view.assert", "riiI*", "", bufferViewAssert},
    {"hal", "buffer_view.buffer", "r", "r", bufferViewBuffer},
    {"hal", "buffer_view.create", "riI*", "r", bufferViewCreate},
    {"hal", "buffer_view.dim", "ri", "I", bufferViewDim},
    {"hal", "executable.lookup", "ri", "r", executableLookup},
    {"hal", "executable.binary_ordinal", "r", "i", executableBinaryOrdinal},
    {"hal", "command_buffer.create", "r", "r", commandBufferCreate},
    {"hal", "command_buffer.dispatch", "rrir*", "", commandBufferDispatch},
    {"hal", "command_buffer.push_constants", "ri*", "",
     commandBufferPushConstants},
    {"hal", "command_buffer.dispatch_workgroups", "rriiiir*", "",
     commandBufferDispatchWorkgroups},
    {"hal", "command_buffer.execution_barrier", "r", "", commandBufferBarrier},
    {"hal", "command_buffer.copy", "rrIrII", "", commandBufferCopy},
    {"hal", "command_buffer.finalize", "r", "", commandBufferFinalize},
    {"hal", "fence.create", "r", "r", fenceCreate},
    {"hal", "device.queue.execute", "rrrr", "", queueExecute},
    {"hal", "fence.await", "r", "", fenceAwait},
    {"hal", "channel.default", "r", "r", channelDefault},
    {"hal", "channel.collective", "rrrriiiIIII", "", channelCollective},
};

} // namespace

const NativeModule &halModule() {
  static const NativeModule kModule = {
      "hal", kHalFunctions, sizeof(kHalFunctions) / sizeof(kHalFunctions[0])};
  return kModule;
}

const std::vector<const NativeModule *> &builtinNativeModules() {
  static const std::vector<const NativeModule *> kModules = {&halModule(),
                                                             &checkModule()};
  return kModules;
}

const NativeFunction *findNativeFunction(std::string_view module,
                                         std::string_view name) {
  for (const NativeModule *m : builtinNativeModules()) {
    if (module != m->name)
      continue;
    for (size_t i = 0; i < m->functionCount; ++i)
      if (name == m->functions[i].name)
        return &m->functions[i];
  }
  return nullptr;
}

} // namespace vm
} // namespace strata
