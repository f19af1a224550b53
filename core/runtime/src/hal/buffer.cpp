//===- buffer.cpp - Buffers, buffer views, host/device coherence ---*- C++ -*-===//

#include "strata/runtime/hal.h"
#include "strata/runtime/trace.h"

#include "driver_status.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace strata::hal {

//===----------------------------------------------------------------------===//
// Buffer / BufferView
//===----------------------------------------------------------------------===//

Buffer::~Buffer() {
  device_.reset();
  if (owned_)
    std::free(data_);
  if (liveBytes_)
    liveBytes_->fetch_sub(size_);
}

StatusOr<Ref<Buffer>> Buffer::allocate(uint64_t size, bool zero) {
  // aligned_alloc needs a multiple of the alignment; never 0 bytes.
  uint64_t rounded = (size + 63) & ~uint64_t(63);
  if (rounded < size)
    return resourceExhausted("buffer of ", size, " bytes is too large");
  if (rounded == 0)
    rounded = 64;
  void *p = std::aligned_alloc(64, rounded);
  if (!p)
    return resourceExhausted("out of memory allocating a buffer of ", size,
                             " bytes");
  if (zero)
    std::memset(p, 0, rounded);
  Ref<Buffer> b(new Buffer());
  b->data_ = static_cast<uint8_t *>(p);
  b->size_ = size;
  b->owned_ = true;
  return b;
}

Ref<Buffer> Buffer::wrapReadOnly(const uint8_t *data, uint64_t size,
                                 Ref<RefObject> owner) {
  Ref<Buffer> b(new Buffer());
  b->data_ = const_cast<uint8_t *>(data);
  b->size_ = size;
  b->readOnly_ = true;
  b->owner_ = std::move(owner);
  return b;
}

Ref<Buffer> Buffer::wrapExternal(uint8_t *data, uint64_t size,
                                 Ref<RefObject> owner) {
  Ref<Buffer> b(new Buffer());
  b->data_ = data;
  b->size_ = size;
  b->owner_ = std::move(owner);
  return b;
}

StatusOr<Ref<BufferView>> BufferView::create(Ref<Buffer> buffer,
                                             ElementType type,
                                             std::vector<int64_t> shape) {
  if (!buffer)
    return invalidArgument("buffer view over a null buffer");
  if (!isValidElementType(static_cast<uint32_t>(type)))
    return invalidArgument("invalid element type code ",
                           static_cast<uint32_t>(type));
  uint64_t count = 0;
  if (!shapeElementCount(shape, &count))
    return invalidArgument("invalid shape ", formatShapeType(shape, type),
                           " (negative dim or overflow)");
  uint64_t bytes = count * elementTypeSize(type);
  if (count != 0 && bytes / count != elementTypeSize(type))
    return invalidArgument("shape ", formatShapeType(shape, type),
                           " overflows");
  if (bytes > buffer->size())
    return invalidArgument("buffer view ", formatShapeType(shape, type),
                           " needs ", bytes, " bytes but the buffer has ",
                           buffer->size());
  Ref<BufferView> v(new BufferView());
  v->buffer_ = std::move(buffer);
  v->type_ = type;
  v->shape_ = std::move(shape);
  v->elementCount_ = count;
  return v;
}

Status Buffer::syncToHost() const {
  if (!deviceDirty() && !hostMissing())
    return Status::ok();
  std::lock_guard<std::mutex> lock(syncMutex_);
  return syncToHostLocked();
}

Status Buffer::syncToHostLocked() const {
  if (hostMissing_.load(std::memory_order_relaxed)) {
    uint64_t rounded = std::max<uint64_t>((size_ + 63) & ~uint64_t(63), 64);
    if (rounded < size_)
      return resourceExhausted("buffer of ", size_, " bytes is too large");
    void *p = std::aligned_alloc(64, rounded);
    if (!p)
      return resourceExhausted("out of memory allocating the host bytes of "
                               "a buffer of ",
                               size_, " bytes");
    // A download overwrites [0, size_); the rest (and everything, when the
    // device copy is still the zero it was created as) is zero.
    if (deviceDirty_.load(std::memory_order_relaxed))
      std::memset(static_cast<uint8_t *>(p) + size_, 0, rounded - size_);
    else
      std::memset(p, 0, rounded);
    data_ = static_cast<uint8_t *>(p);
    hostMissing_.store(false, std::memory_order_release);
  }
  if (!deviceDirty_.load(std::memory_order_relaxed))
    return Status::ok();
  if (!device_)
    return internalError("buffer marked newer on a device it has no copy on");
  trace::Scope traced("transfer", "download");
  traced.arg("bytes", double(size_));
  char error[1024];
  error[0] = 0;
  int rc = device_->device->api().buffer_read(device_->device->handle(),
                                              device_->handle, 0, data_, size_,
                                              error, sizeof(error));
  if (rc != STRATA_PLUGIN_OK) {
    error[sizeof(error) - 1] = 0;
    return driverStatus(rc, error,
                        "downloading " + std::to_string(size_) + " bytes");
  }
  deviceDirty_.store(false, std::memory_order_release);
  return Status::ok();
}

void Buffer::syncOrAbortSlow() const {
  Status s = syncToHost();
  if (!s.isOk()) {
    std::fprintf(stderr, "strata: reading a device buffer back failed: %s\n",
                 s.message().c_str());
    std::abort();
  }
}

} // namespace strata::hal
