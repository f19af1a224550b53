//===- Buffer.cpp - PJRT buffers over runtime buffer views ----------------===//
//
// A PJRT buffer holds one strata_buffer_view_t, dense and row-major. Host
// data in any strided layout is packed on the way in; on the way out it is
// written in the layout the caller asks for (minor_to_major or strides).
// Transfers are synchronous, so every event handed out is already ready.
//
//===----------------------------------------------------------------------===//

#include "Internal.h"

#include <cstring>
#include <numeric>

using namespace strata::pjrt;

PJRT_Buffer::~PJRT_Buffer() {
  if (view)
    strata_buffer_view_release(view);
}

strata_buffer_view_t *PJRT_Buffer::acquire(PJRT_Error **error) {
  std::lock_guard<std::mutex> lock(mutex);
  if (!view) {
    *error = makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                       "strata: the buffer was deleted or donated");
    return nullptr;
  }
  strata_buffer_view_retain(view);
  return view;
}

PJRT_Buffer *PJRT_Buffer::make(PJRT_Device *device,
                               strata_buffer_view_t *view) {
  auto *buffer = new PJRT_Buffer;
  buffer->device = device;
  buffer->view = view;
  buffer->type = toPjrtType(strata_buffer_view_element_type(view));
  size_t rank = strata_buffer_view_rank(view);
  const int64_t *dims = strata_buffer_view_dims(view);
  buffer->dims.assign(dims, dims + rank);
  buffer->minorToMajor.resize(rank);
  for (size_t i = 0; i < rank; ++i)
    buffer->minorToMajor[i] = int64_t(rank - 1 - i);
  buffer->byteLength = strata_buffer_view_byte_length(view);
  return buffer;
}

namespace {

/// Copies a dense row-major array to or from one with `strides` (bytes):
/// `toStrided` writes strided = dense, else dense = strided.
void copyStrided(char *dense, char *strided, const std::vector<int64_t> &dims,
                 const std::vector<int64_t> &strides, size_t elementSize,
                 bool toStrided) {
  size_t rank = dims.size();
  size_t count = 1;
  for (int64_t d : dims)
    count *= size_t(d);
  if (count == 0)
    return;
  std::vector<int64_t> index(rank, 0);
  for (size_t n = 0; n < count; ++n) {
    int64_t offset = 0;
    for (size_t d = 0; d < rank; ++d)
      offset += index[d] * strides[d];
    if (toStrided)
      std::memcpy(strided + offset, dense + n * elementSize, elementSize);
    else
      std::memcpy(dense + n * elementSize, strided + offset, elementSize);
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < dims[d])
        break;
      index[d] = 0;
    }
  }
}

std::vector<int64_t> denseStrides(const std::vector<int64_t> &dims,
                                  size_t elementSize) {
  std::vector<int64_t> strides(dims.size());
  int64_t stride = int64_t(elementSize);
  for (size_t d = dims.size(); d-- > 0;) {
    strides[d] = stride;
    stride *= dims[d];
  }
  return strides;
}

/// Byte strides of a host layout: minor_to_major (no tiles) or explicit
/// strides; NULL is row-major.
PJRT_Error *layoutStrides(const PJRT_Buffer_MemoryLayout *layout,
                          const std::vector<int64_t> &dims, size_t elementSize,
                          std::vector<int64_t> &strides) {
  strides = denseStrides(dims, elementSize);
  if (!layout)
    return nullptr;
  if (layout->type == PJRT_Buffer_MemoryLayout_Type_Strides) {
    if (layout->strides.num_byte_strides != dims.size())
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: the layout has " +
                           std::to_string(layout->strides.num_byte_strides) +
                           " strides for a rank-" +
                           std::to_string(dims.size()) + " array");
    strides.assign(layout->strides.byte_strides,
                   layout->strides.byte_strides + dims.size());
    return nullptr;
  }
  const PJRT_Buffer_MemoryLayout_Tiled &tiled = layout->tiled;
  if (tiled.num_tiles != 0)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "strata: tiled host layouts are not supported");
  if (tiled.minor_to_major_size != dims.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: minor_to_major has " +
                         std::to_string(tiled.minor_to_major_size) +
                         " entries for a rank-" + std::to_string(dims.size()) +
                         " array");
  std::vector<bool> seen(dims.size(), false);
  int64_t stride = int64_t(elementSize);
  for (size_t i = 0; i < dims.size(); ++i) {
    int64_t d = tiled.minor_to_major[i];
    if (d < 0 || size_t(d) >= dims.size() || seen[size_t(d)])
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: minor_to_major is not a permutation");
    seen[size_t(d)] = true;
    strides[size_t(d)] = stride;
    stride *= dims[size_t(d)];
  }
  return nullptr;
}

size_t shapeBytes(const std::vector<int64_t> &dims, size_t elementSize) {
  size_t bytes = elementSize;
  for (int64_t d : dims)
    bytes *= size_t(d);
  return bytes;
}

PJRT_Error *
clientBufferFromHostBuffer(PJRT_Client_BufferFromHostBuffer_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Client_BufferFromHostBuffer_Args, buffer);
  args->buffer = nullptr;
  args->done_with_host_buffer = nullptr;
  PJRT_Device *device = args->device;
  if (!device && args->memory)
    device = static_cast<Memory *>(args->memory)->device;
  if (!device)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: BufferFromHostBuffer needs a device or memory");
  strata_element_type_t type = toStrataType(args->type);
  if (type == STRATA_ELEMENT_TYPE_NONE)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     std::string("strata: element type ") +
                         pjrtTypeName(args->type) + " is not supported");
  if (args->num_dims > STRATA_MAX_RANK)
    return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                     "strata: rank " + std::to_string(args->num_dims) +
                         " exceeds Strata's " +
                         std::to_string(STRATA_MAX_RANK));
  std::vector<int64_t> dims(args->dims, args->dims + args->num_dims);
  for (int64_t d : dims)
    if (d < 0)
      return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                       "strata: negative dimension " + std::to_string(d));
  if (args->device_layout) {
    std::vector<int64_t> strides;
    size_t elementSize = strata_element_type_size(type);
    if (PJRT_Error *error =
            layoutStrides(args->device_layout, dims, elementSize, strides))
      return error;
    if (strides != denseStrides(dims, elementSize))
      return makeError(PJRT_Error_Code_UNIMPLEMENTED,
                       "strata: device buffers are row-major; another "
                       "device_layout is not supported");
  }
  size_t elementSize = strata_element_type_size(type);
  size_t bytes = shapeBytes(dims, elementSize);
  std::vector<int64_t> dense = denseStrides(dims, elementSize);
  bool contiguous =
      !args->byte_strides ||
      (args->num_byte_strides == dims.size() &&
       std::equal(dense.begin(), dense.end(), args->byte_strides));
  if (args->byte_strides && args->num_byte_strides != dims.size())
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: " + std::to_string(args->num_byte_strides) +
                         " byte strides for a rank-" +
                         std::to_string(dims.size()) + " array");
  std::vector<char> packed;
  const void *data = args->data;
  if (!contiguous && bytes) {
    packed.resize(bytes);
    std::vector<int64_t> strides(args->byte_strides,
                                 args->byte_strides + dims.size());
    copyStrided(packed.data(),
                const_cast<char *>(static_cast<const char *>(args->data)), dims,
                strides, elementSize, /*toStrided=*/false);
    data = packed.data();
  }
  strata_buffer_view_t *view = nullptr;
  if (PJRT_Error *error =
          fromStatus(strata_buffer_view_create(
                         device->device, type, dims.size(), dims.data(),
                         bytes ? data : nullptr, bytes, &view),
                     "strata: cannot create a buffer"))
    return error;
  args->buffer = PJRT_Buffer::make(device, view);
  // The data was copied during the call.
  args->done_with_host_buffer = PJRT_Event::makeReady();
  return nullptr;
}

PJRT_Error *bufferDestroy(PJRT_Buffer_Destroy_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_Destroy_Args, buffer);
  delete args->buffer;
  return nullptr;
}

PJRT_Error *bufferElementType(PJRT_Buffer_ElementType_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_ElementType_Args, type);
  args->type = args->buffer->type;
  return nullptr;
}

PJRT_Error *bufferDimensions(PJRT_Buffer_Dimensions_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_Dimensions_Args, num_dims);
  args->dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}

PJRT_Error *
bufferUnpaddedDimensions(PJRT_Buffer_UnpaddedDimensions_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_UnpaddedDimensions_Args, num_dims);
  args->unpadded_dims = args->buffer->dims.data();
  args->num_dims = args->buffer->dims.size();
  return nullptr;
}

PJRT_Error *
bufferDynamicDimensionIndices(PJRT_Buffer_DynamicDimensionIndices_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_DynamicDimensionIndices_Args,
                         num_dynamic_dims);
  args->dynamic_dim_indices = nullptr;
  args->num_dynamic_dims = 0;
  return nullptr;
}

PJRT_Error *bufferGetMemoryLayout(PJRT_Buffer_GetMemoryLayout_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_GetMemoryLayout_Args, layout);
  std::memset(&args->layout, 0, sizeof(args->layout));
  args->layout.struct_size = PJRT_STRUCT_SIZE(PJRT_Buffer_MemoryLayout, type);
  args->layout.type = PJRT_Buffer_MemoryLayout_Type_Tiled;
  args->layout.tiled.struct_size = sizeof(PJRT_Buffer_MemoryLayout_Tiled);
  args->layout.tiled.minor_to_major = args->buffer->minorToMajor.data();
  args->layout.tiled.minor_to_major_size = args->buffer->minorToMajor.size();
  return nullptr;
}

PJRT_Error *
bufferOnDeviceSizeInBytes(PJRT_Buffer_OnDeviceSizeInBytes_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_OnDeviceSizeInBytes_Args,
                         on_device_size_in_bytes);
  args->on_device_size_in_bytes = args->buffer->byteLength;
  return nullptr;
}

PJRT_Error *bufferDevice(PJRT_Buffer_Device_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_Device_Args, device);
  args->device = args->buffer->device;
  return nullptr;
}

PJRT_Error *bufferMemory(PJRT_Buffer_Memory_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_Memory_Args, memory);
  args->memory = args->buffer->device->memory;
  return nullptr;
}

PJRT_Error *bufferDelete(PJRT_Buffer_Delete_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_Delete_Args, buffer);
  strata_buffer_view_t *view;
  {
    std::lock_guard<std::mutex> lock(args->buffer->mutex);
    view = args->buffer->view;
    args->buffer->view = nullptr;
  }
  if (view)
    strata_buffer_view_release(view);
  return nullptr;
}

PJRT_Error *bufferIsDeleted(PJRT_Buffer_IsDeleted_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_IsDeleted_Args, is_deleted);
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  args->is_deleted = args->buffer->view == nullptr;
  return nullptr;
}

/// A copy of `buffer` on `device` (its bytes read back and uploaded).
PJRT_Error *copyBuffer(PJRT_Buffer *buffer, PJRT_Device *device,
                       PJRT_Buffer **out) {
  *out = nullptr;
  PJRT_Error *error = nullptr;
  strata_buffer_view_t *source = buffer->acquire(&error);
  if (!source)
    return error;
  std::vector<char> bytes(buffer->byteLength);
  error =
      fromStatus(strata_buffer_view_read(source, bytes.data(), bytes.size()),
                 "strata: cannot read the buffer");
  strata_element_type_t type = strata_buffer_view_element_type(source);
  strata_buffer_view_release(source);
  if (error)
    return error;
  strata_buffer_view_t *view = nullptr;
  if (PJRT_Error *createError = fromStatus(
          strata_buffer_view_create(
              device->device, type, buffer->dims.size(), buffer->dims.data(),
              bytes.empty() ? nullptr : bytes.data(), bytes.size(), &view),
          "strata: cannot create a buffer"))
    return createError;
  *out = PJRT_Buffer::make(device, view);
  return nullptr;
}

PJRT_Error *bufferCopyToDevice(PJRT_Buffer_CopyToDevice_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_CopyToDevice_Args, dst_buffer);
  if (!args->dst_device)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: dst_device is NULL");
  return copyBuffer(args->buffer, args->dst_device, &args->dst_buffer);
}

PJRT_Error *bufferCopyToMemory(PJRT_Buffer_CopyToMemory_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_CopyToMemory_Args, dst_buffer);
  if (!args->dst_memory)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: dst_memory is NULL");
  return copyBuffer(args->buffer,
                    static_cast<Memory *>(args->dst_memory)->device,
                    &args->dst_buffer);
}

PJRT_Error *bufferToHostBuffer(PJRT_Buffer_ToHostBuffer_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_ToHostBuffer_Args, event);
  args->event = nullptr;
  PJRT_Buffer *buffer = args->src;
  size_t elementSize = strata_element_type_size(toStrataType(buffer->type));
  std::vector<int64_t> strides;
  if (PJRT_Error *error =
          layoutStrides(args->host_layout, buffer->dims, elementSize, strides))
    return error;
  // The bytes the layout spans (its largest offset plus one element).
  size_t needed = buffer->byteLength ? elementSize : 0;
  for (size_t d = 0; d < buffer->dims.size(); ++d)
    if (buffer->dims[d] > 0)
      needed += size_t(buffer->dims[d] - 1) * size_t(strides[d]);
  if (buffer->byteLength == 0)
    needed = 0;
  if (!args->dst) {
    args->dst_size = needed;
    args->event = PJRT_Event::makeReady();
    return nullptr;
  }
  if (args->dst_size < needed)
    return makeError(PJRT_Error_Code_INVALID_ARGUMENT,
                     "strata: ToHostBuffer dst holds " +
                         std::to_string(args->dst_size) + " bytes, " +
                         std::to_string(needed) + " needed");
  PJRT_Error *error = nullptr;
  strata_buffer_view_t *view = buffer->acquire(&error);
  if (!view)
    return error;
  if (strides == denseStrides(buffer->dims, elementSize)) {
    error = fromStatus(strata_buffer_view_read(view, args->dst, args->dst_size),
                       "strata: cannot read the buffer");
  } else {
    std::vector<char> dense(buffer->byteLength);
    error =
        fromStatus(strata_buffer_view_read(view, dense.data(), dense.size()),
                   "strata: cannot read the buffer");
    if (!error)
      copyStrided(dense.data(), static_cast<char *>(args->dst), buffer->dims,
                  strides, elementSize, /*toStrided=*/true);
  }
  strata_buffer_view_release(view);
  if (error)
    return error;
  args->event = PJRT_Event::makeReady();
  return nullptr;
}

PJRT_Error *bufferIsOnCpu(PJRT_Buffer_IsOnCpu_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_IsOnCpu_Args, is_on_cpu);
  // Not zero-copy: NumPy reads results through ToHostBuffer.
  args->is_on_cpu = false;
  return nullptr;
}

PJRT_Error *bufferReadyEvent(PJRT_Buffer_ReadyEvent_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_ReadyEvent_Args, event);
  args->event = PJRT_Event::makeReady();
  return nullptr;
}

PJRT_Error *bufferUnsafePointer(PJRT_Buffer_UnsafePointer_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_UnsafePointer_Args, buffer_pointer);
  PJRT_Error *error = nullptr;
  strata_buffer_view_t *view = args->buffer->acquire(&error);
  if (!view)
    return error;
  // The view's host bytes (downloaded first from a driver device): valid
  // while the buffer lives, which the buffer's own reference guarantees.
  const void *data = nullptr;
  error = fromStatus(strata_buffer_view_map_read(view, &data),
                     "strata: cannot map the buffer");
  strata_buffer_view_release(view);
  if (error)
    return error;
  args->buffer_pointer = reinterpret_cast<uintptr_t>(data);
  return nullptr;
}

PJRT_Error *bufferIncreaseExternalReferenceCount(
    PJRT_Buffer_IncreaseExternalReferenceCount_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_IncreaseExternalReferenceCount_Args,
                         buffer);
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  ++args->buffer->externalReferences;
  return nullptr;
}

PJRT_Error *bufferDecreaseExternalReferenceCount(
    PJRT_Buffer_DecreaseExternalReferenceCount_Args *args) {
  STRATA_PJRT_CHECK_ARGS(args, PJRT_Buffer_DecreaseExternalReferenceCount_Args,
                         buffer);
  std::lock_guard<std::mutex> lock(args->buffer->mutex);
  if (args->buffer->externalReferences == 0)
    return makeError(PJRT_Error_Code_FAILED_PRECONDITION,
                     "strata: the buffer has no external reference");
  --args->buffer->externalReferences;
  return nullptr;
}

} // namespace

namespace strata::pjrt {
void fillBufferFunctions(PJRT_Api &api) {
  api.PJRT_Client_BufferFromHostBuffer = clientBufferFromHostBuffer;
  api.PJRT_Buffer_Destroy = bufferDestroy;
  api.PJRT_Buffer_ElementType = bufferElementType;
  api.PJRT_Buffer_Dimensions = bufferDimensions;
  api.PJRT_Buffer_UnpaddedDimensions = bufferUnpaddedDimensions;
  api.PJRT_Buffer_DynamicDimensionIndices = bufferDynamicDimensionIndices;
  api.PJRT_Buffer_GetMemoryLayout = bufferGetMemoryLayout;
  api.PJRT_Buffer_OnDeviceSizeInBytes = bufferOnDeviceSizeInBytes;
  api.PJRT_Buffer_Device = bufferDevice;
  api.PJRT_Buffer_Memory = bufferMemory;
  api.PJRT_Buffer_Delete = bufferDelete;
  api.PJRT_Buffer_IsDeleted = bufferIsDeleted;
  api.PJRT_Buffer_CopyToDevice = bufferCopyToDevice;
  api.PJRT_Buffer_CopyToMemory = bufferCopyToMemory;
  api.PJRT_Buffer_ToHostBuffer = bufferToHostBuffer;
  api.PJRT_Buffer_IsOnCpu = bufferIsOnCpu;
  api.PJRT_Buffer_ReadyEvent = bufferReadyEvent;
  api.PJRT_Buffer_UnsafePointer = bufferUnsafePointer;
  api.PJRT_Buffer_IncreaseExternalReferenceCount =
      bufferIncreaseExternalReferenceCount;
  api.PJRT_Buffer_DecreaseExternalReferenceCount =
      bufferDecreaseExternalReferenceCount;
}
} // namespace strata::pjrt
