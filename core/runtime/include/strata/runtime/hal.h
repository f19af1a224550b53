//===- hal.h - Hardware abstraction layer (local CPU device) -----*- C++
//-*-===//
//
// Vulkan-shaped HAL: device, allocator, buffer, buffer view, command buffer
// (dispatch, copy, barrier), executable, timeline semaphore + fence, queue
// execute. Two kinds of device: the local one (command buffers execute
// synchronously at submit and the workgroups of each dispatch run in
// parallel on the device's task pool) and driver devices from HAL driver
// plugins (e.g. vulkan:0), which own their memory: a Buffer also has host
// bytes (a driver device's own allocations get them on first host access),
// and a driver device moves bytes explicitly around each submit (see
// Device::executeCommands and core/runtime/README.md "Driver devices").
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_HAL_H
#define STRATA_RUNTIME_HAL_H

#include "strata/runtime/ref.h"
#include "strata/runtime/status.h"
#include "strata/runtime/task_pool.h"
#include "strata/sdk/runtime_plugin.h"

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace strata::module_fb {
struct Executable;
} // namespace strata::module_fb

namespace strata {
class PluginManager;
} // namespace strata

namespace strata::hal {

/// The machine's physical memory in bytes (UINT64_MAX when unknown): the
/// local device's default allocation limit.
uint64_t physicalMemoryBytes();

class DriverDevice;
struct DeviceAllocation;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

/// Same codes as the schema's `ElementType`.
enum class ElementType : uint32_t {
  kNone = 0,
  kF32 = 1,
  kF64 = 2,
  kF16 = 3,
  kBF16 = 4,
  kI1 = 5, // one byte per element
  kI8 = 6,
  kI16 = 7,
  kI32 = 8,
  kI64 = 9,
  kUI8 = 10,
  kUI16 = 11,
  kUI32 = 12,
  kUI64 = 13,
  kC64 = 14,  // complex<f32>: real and imaginary f32, interleaved
  kC128 = 15, // complex<f64>
};
inline constexpr uint32_t kMaxElementTypeCode = 15;

/// True when `code` is a valid, non-NONE element type code.
bool isValidElementType(uint32_t code);
/// Bytes per element (0 for NONE or an invalid code).
size_t elementTypeSize(ElementType type);
/// MLIR/IREE spelling: f32 f64 f16 bf16 i1 i8 i16 i32 i64 ui8 ui16 ui32 ui64
/// complex<f32> complex<f64>.
const char *elementTypeName(ElementType type);
/// Parses a spelling; also accepts bool, u8..u64, si8..si64, c64/complex64,
/// c128/complex128. NONE if unknown.
ElementType parseElementTypeName(std::string_view name);
bool isFloatType(ElementType type);
bool isSignedIntType(ElementType type);   // i8..i64
bool isUnsignedIntType(ElementType type); // ui8..ui64 and i1
bool isComplexType(ElementType type);     // c64, c128
/// The type of a complex type's parts (f32 for c64, f64 for c128).
ElementType complexPartType(ElementType type);

/// "784x128xf32"; a scalar is just "f32". Negative dims print as "?".
std::string formatShapeType(const std::vector<int64_t> &shape,
                            ElementType type);
/// Element count of a shape (1 for a scalar); false on overflow or a
/// negative dim.
bool shapeElementCount(const std::vector<int64_t> &shape, uint64_t *count);

/// IEEE half <-> float and bfloat16 <-> float (round to nearest even).
float halfToFloat(uint16_t h);
uint16_t floatToHalf(float f);
float bf16ToFloat(uint16_t b);
uint16_t floatToBf16(float f);
/// f64 -> half / bfloat16 bits, rounded once to nearest even straight from
/// the double (no double rounding through f32); overflow gives +-inf and NaN
/// stays NaN.
uint16_t doubleToHalf(double d);
uint16_t doubleToBf16(double d);

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

/// A byte range owned elsewhere (module rodata), kept alive by `owner`.
class ByteBuffer : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kByteBuffer;
  ByteBuffer(const uint8_t *data, size_t size, Ref<RefObject> owner)
      : RefObject(kKind), data_(data), size_(size), owner_(std::move(owner)) {}
  const uint8_t *data() const { return data_; }
  size_t size() const { return size_; }
  const Ref<RefObject> &owner() const { return owner_; }

private:
  const uint8_t *data_;
  size_t size_;
  Ref<RefObject> owner_;
};

/// Device memory. On the local device this is host memory, 64-byte aligned.
/// A buffer used by a driver device also has a copy in that device's memory
/// (`DeviceAllocation`); the host bytes are then kept coherent explicitly:
/// a driver device uploads the host bytes before a submit when they may have
/// changed (any non-const `data()` call marks them so), and marks every
/// buffer the submit may have written as newer on the device. The host bytes
/// of such a buffer are downloaded on first host access (`syncToHost`, or
/// `data()`), so intermediates the host never reads never cross the bus.
/// A buffer allocated by a driver device has no host bytes at first: they
/// are allocated on first host access too (zero, or downloaded).
/// Do not keep a pointer from `data()` across a submit.
class Buffer : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kBuffer;
  ~Buffer() override;
  /// Zero-initialised, 64-byte aligned allocation; with `zero` false the
  /// bytes are left as malloc returned them (for buffers the caller writes
  /// whole before anything reads them).
  static StatusOr<Ref<Buffer>> allocate(uint64_t size, bool zero = true);
  /// Read-only buffer over memory kept alive by `owner` (no copy).
  static Ref<Buffer> wrapReadOnly(const uint8_t *data, uint64_t size,
                                  Ref<RefObject> owner);
  /// Writable buffer over memory owned by the caller (e.g. an executable
  /// loader's dispatch bindings); the memory must outlive the buffer, or be
  /// kept alive (and released) by `owner`.
  static Ref<Buffer> wrapExternal(uint8_t *data, uint64_t size,
                                  Ref<RefObject> owner = {});

  /// Host bytes for reading and writing: marks them newer than a device
  /// copy (uploaded at the next submit to a driver device).
  uint8_t *data() {
    syncOrAbort();
    // Tested first: buffers shared by concurrent calls (their inputs) stay
    // in every core's cache instead of bouncing on each dispatch.
    if (!readOnly_ && !hostDirty_.load(std::memory_order_relaxed))
      hostDirty_.store(true, std::memory_order_relaxed);
    return data_;
  }
  /// Host bytes for reading only.
  const uint8_t *data() const {
    syncOrAbort();
    return data_;
  }
  /// Gives the buffer host bytes when it has none yet, and downloads the
  /// device copy when a submit may have written it since the host bytes were
  /// last current. Readers that can report an error call this before
  /// `data()`; `data()` itself can only abort on a failure here (a lost
  /// device, no host memory), never return stale bytes. Thread-safe.
  Status syncToHost() const;
  /// True when the device copy may be newer than the host bytes.
  bool deviceDirty() const {
    return deviceDirty_.load(std::memory_order_acquire);
  }
  /// True when the host bytes are not allocated yet (a driver device's
  /// buffer the host has not accessed).
  bool hostMissing() const {
    return hostMissing_.load(std::memory_order_acquire);
  }
  uint64_t size() const { return size_; }
  bool readOnly() const { return readOnly_; }

  /// The device copy (null when none); used by driver devices.
  DeviceAllocation *deviceAllocation() const { return device_.get(); }
  /// True when the host bytes may be newer than the device copy.
  bool hostDirty() const {
    return hostDirty_.load(std::memory_order_relaxed);
  }

private:
  friend class Device;
  Buffer() : RefObject(kKind) {}
  void syncOrAbort() const {
    if (deviceDirty() || hostMissing())
      syncOrAbortSlow();
  }
  void syncOrAbortSlow() const;
  /// syncToHost with `syncMutex_` held.
  Status syncToHostLocked() const;
  // Concurrent calls share buffers (their inputs, module rodata), so the
  // coherence state is atomic and its transitions (download, upload,
  // marking after a submit) hold `syncMutex_`. The flags are released
  // after the bytes they describe are written, so a reader that sees them
  // clear reads current bytes without locking.
  mutable std::mutex syncMutex_;
  mutable std::atomic<bool> deviceDirty_{false};
  mutable std::atomic<bool> hostMissing_{false};
  mutable uint8_t *data_ = nullptr;
  uint64_t size_ = 0;
  bool owned_ = false;
  bool readOnly_ = false;
  std::atomic<bool> hostDirty_{false};
  Ref<RefObject> owner_;
  std::shared_ptr<DeviceAllocation> device_;
  // The allocating device's live-byte count (Device::allocate), released
  // with the buffer.
  std::shared_ptr<std::atomic<uint64_t>> liveBytes_;
};

/// A typed, shaped view of the start of a buffer.
class BufferView : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kBufferView;
  /// Fails with INVALID_ARGUMENT when the buffer is too small, a dim is
  /// negative or the element type is invalid.
  static StatusOr<Ref<BufferView>> create(Ref<Buffer> buffer, ElementType type,
                                          std::vector<int64_t> shape);

  const Ref<Buffer> &buffer() const { return buffer_; }
  ElementType elementType() const { return type_; }
  const std::vector<int64_t> &shape() const { return shape_; }
  uint64_t elementCount() const { return elementCount_; }
  uint64_t byteLength() const { return elementCount_ * elementTypeSize(type_); }
  const uint8_t *data() const {
    return static_cast<const Buffer &>(*buffer_).data();
  }
  uint8_t *data() { return buffer_->data(); }
  /// "2x3xf32"
  std::string typeString() const { return formatShapeType(shape_, type_); }

private:
  BufferView() : RefObject(kKind) {}
  Ref<Buffer> buffer_;
  ElementType type_ = ElementType::kNone;
  std::vector<int64_t> shape_;
  uint64_t elementCount_ = 0;
};

//===----------------------------------------------------------------------===//
// Executables
//===----------------------------------------------------------------------===//

/// An executable loader from a runtime plugin.
struct ExecutableLoader {
  const strata_executable_loader_t *api = nullptr;
  std::string pluginName;
  std::string pluginPath;
  /// The plugin says its loaders check binaries completely
  /// (STRATA_PLUGIN_FEATURE_VERIFIED_LOADERS): usable for untrusted modules.
  bool verified = false;
};

/// A HAL driver from a runtime plugin (API version 2).
struct HalDriver {
  const strata_hal_driver_t *api = nullptr;
  std::string pluginName;
  std::string pluginPath;
  /// True when the driver runs executables of `format`.
  bool runsFormat(const std::string &format) const;
};

/// One device a HAL driver reports.
struct DriverDeviceInfo {
  std::string name;   // "llvmpipe (LLVM 15.0.6, 256 bits)"
  std::string driver; // "llvmpipe Mesa 22.3.6 (LLVM 15.0.6)"
  uint64_t memoryBytes = 0;
};
/// Asks `driver` for its devices (an empty list when there are none).
StatusOr<std::vector<DriverDeviceInfo>>
enumerateDriverDevices(const HalDriver &driver);

/// A device created by a HAL driver. Shared by the hal::Device, the device
/// copies of buffers and the executables loaded on it, so the plugin device
/// (and the plugin) outlive all of them.
class DriverDevice {
public:
  DriverDevice(const HalDriver &driver, strata_hal_device_t *handle,
               std::shared_ptr<const PluginManager> plugins)
      : driver_(driver), handle_(handle), plugins_(std::move(plugins)) {}
  ~DriverDevice();
  DriverDevice(const DriverDevice &) = delete;
  DriverDevice &operator=(const DriverDevice &) = delete;
  const strata_hal_driver_t &api() const { return *driver_.api; }
  const HalDriver &driver() const { return driver_; }
  strata_hal_device_t *handle() const { return handle_; }

private:
  HalDriver driver_;
  strata_hal_device_t *handle_;
  std::shared_ptr<const PluginManager> plugins_;
};

/// A buffer's copy in a driver device's memory.
struct DeviceAllocation {
  DeviceAllocation(std::shared_ptr<DriverDevice> device,
                   strata_hal_buffer_t *handle)
      : device(std::move(device)), handle(handle) {}
  ~DeviceAllocation();
  std::shared_ptr<DriverDevice> device;
  strata_hal_buffer_t *handle;
};

/// A loaded executable variant.
class Executable : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kExecutable;
  struct EntryPoint {
    std::string name;
    uint32_t bindingCount = 0;
    uint32_t pushConstantCount = 0;
    uint32_t workgroupCount[3] = {1, 1, 1};
  };
  /// `plugins` (when set) keeps the loader's plugin loaded for as long as
  /// the executable lives, so unloading never calls into a closed library.
  Executable(std::string name, std::string target, std::string format,
             const ExecutableLoader *loader, strata_loaded_executable_t *handle,
             std::vector<EntryPoint> entries,
             std::shared_ptr<const PluginManager> plugins = nullptr)
      : RefObject(kKind), name_(std::move(name)), target_(std::move(target)),
        format_(std::move(format)), loader_(loader), handle_(handle),
        entries_(std::move(entries)), plugins_(std::move(plugins)) {}
  /// An executable loaded by a HAL driver on `device`.
  Executable(std::string name, std::string target, std::string format,
             std::shared_ptr<DriverDevice> device,
             strata_hal_executable_t *handle, std::vector<EntryPoint> entries)
      : RefObject(kKind), name_(std::move(name)), target_(std::move(target)),
        format_(std::move(format)), loader_(nullptr), handle_(nullptr),
        entries_(std::move(entries)), driverDevice_(std::move(device)),
        driverHandle_(handle) {}
  ~Executable() override;

  const std::string &name() const { return name_; }
  const std::string &target() const { return target_; }
  const std::string &format() const { return format_; }
  const std::vector<EntryPoint> &entryPoints() const { return entries_; }
  const ExecutableLoader *loader() const { return loader_; }
  strata_loaded_executable_t *handle() const { return handle_; }
  /// The driver device it was loaded on (null for loader executables).
  DriverDevice *driverDevice() const { return driverDevice_.get(); }
  strata_hal_executable_t *driverHandle() const { return driverHandle_; }
  /// Which of the module executable's binaries (variants) was loaded; the
  /// host program picks that binary's workgroup counts by it.
  uint32_t binaryOrdinal() const { return binaryOrdinal_; }
  void setBinaryOrdinal(uint32_t ordinal) { binaryOrdinal_ = ordinal; }

private:
  std::string name_, target_, format_;
  uint32_t binaryOrdinal_ = 0;
  const ExecutableLoader *loader_;
  strata_loaded_executable_t *handle_;
  std::vector<EntryPoint> entries_;
  std::shared_ptr<const PluginManager> plugins_;
  std::shared_ptr<DriverDevice> driverDevice_;
  strata_hal_executable_t *driverHandle_ = nullptr;
};

//===----------------------------------------------------------------------===//
// Command buffers
//===----------------------------------------------------------------------===//

class CommandBuffer : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kCommandBuffer;
  struct Dispatch {
    Ref<Executable> executable;
    uint32_t entry = 0;
    std::vector<Ref<Buffer>> bindings;
    /// The binary's static count, or what the host program computed.
    uint32_t workgroupCount[3] = {1, 1, 1};
    std::vector<uint32_t> pushConstants;
    uint64_t workgroups() const {
      return uint64_t(workgroupCount[0]) * workgroupCount[1] *
             workgroupCount[2];
    }
  };
  struct Copy {
    Ref<Buffer> src;
    uint64_t srcOffset = 0;
    Ref<Buffer> dst;
    uint64_t dstOffset = 0;
    uint64_t length = 0;
  };
  struct Barrier {};
  using Command = std::variant<Dispatch, Copy, Barrier>;

  CommandBuffer() : RefObject(kKind) {}
  /// Records a dispatch of `entry` with the push constants set last (see
  /// pushConstants) over `workgroupCount` (x, y, z) or, when null, the
  /// binary's static count; checks the entry ordinal, the binding count and
  /// the push constant count.
  Status dispatch(Ref<Executable> executable, uint32_t entry,
                  std::vector<Ref<Buffer>> bindings,
                  const uint32_t *workgroupCount = nullptr);
  /// Sets the push constants of the next dispatch (as vkCmdPushConstants).
  Status pushConstants(std::vector<uint32_t> values);
  /// Records a bounds-checked copy; refuses a read-only destination.
  Status copy(Ref<Buffer> src, uint64_t srcOffset, Ref<Buffer> dst,
              uint64_t dstOffset, uint64_t length);
  Status executionBarrier();
  Status finalize();
  bool finalized() const { return finalized_; }
  const std::vector<Command> &commands() const { return commands_; }

private:
  Status checkRecording(const char *what) const;
  std::vector<Command> commands_;
  std::vector<uint32_t> pendingPushConstants_;
  bool finalized_ = false;
};

//===----------------------------------------------------------------------===//
// Synchronization
//===----------------------------------------------------------------------===//

/// Timeline semaphore: a monotonically increasing value or a failure.
class Semaphore {
public:
  uint64_t value() const;
  void signal(uint64_t value);
  /// Marks the semaphore failed; waiters get `status`.
  void fail(Status status);
  /// Blocks until value >= `value` or failure; returns the failure.
  Status wait(uint64_t value);
  /// Non-blocking: OK when reached, the failure when failed,
  /// FAILED_PRECONDITION (`what` names the waiter) when not reached yet.
  Status query(uint64_t value, const char *what) const;

private:
  mutable std::mutex mutex_;
  std::condition_variable cv_;
  uint64_t value_ = 0;
  Status failure_;
};

/// A (semaphore, value) pair.
class Fence : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kFence;
  Fence(std::shared_ptr<Semaphore> semaphore, uint64_t value)
      : RefObject(kKind), semaphore_(std::move(semaphore)), value_(value) {}
  Semaphore &semaphore() { return *semaphore_; }
  uint64_t value() const { return value_; }
  Status wait() { return semaphore_->wait(value_); }

private:
  std::shared_ptr<Semaphore> semaphore_;
  uint64_t value_;
};

//===----------------------------------------------------------------------===//
// Channels
//===----------------------------------------------------------------------===//

/// A channel provider from a runtime plugin (API version 4).
struct ChannelProvider {
  const strata_channel_provider_t *api = nullptr;
  std::string pluginName;
  std::string pluginPath;
};

/// One rank's end of a channel between the ranks of an SPMD program
/// (`hal.channel`): its rank and count, and the collectives, run on host
/// bytes by a channel provider. See core/runtime/README.md "Channels".
class Channel : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kChannel;
  /// Opens a group of `count` ranks (0: the provider's own count, e.g. an
  /// MPI job's size) and returns the channels this process holds, in rank
  /// order. `timeout` (zero: none) bounds every wait for other ranks.
  static StatusOr<std::vector<Ref<Channel>>>
  open(std::shared_ptr<const PluginManager> plugins,
       const ChannelProvider &provider, uint32_t count,
       std::chrono::nanoseconds timeout);
  ~Channel() override;

  uint32_t rank() const { return rank_; }
  uint32_t count() const { return count_; }
  const std::string &providerName() const { return providerName_; }

  /// The flat collectives (runtime_plugin.h has their layouts).
  Status allReduce(const void *send, void *recv, uint64_t count,
                   ElementType type, uint32_t reduction);
  Status allGather(const void *send, void *recv, uint64_t bytes);
  Status reduceScatter(const void *send, void *recv, uint64_t count,
                       ElementType type, uint32_t reduction);
  Status allToAll(const void *send, void *recv, uint64_t bytes);
  Status sendRecv(const void *send, int32_t to, void *recv, int32_t from,
                  uint64_t bytes);
  /// Fails every rank's pending and later calls (this rank cannot go on).
  void abort(const std::string &message);

  /// `hal.channel.collective` (HALOps.td): `kind`, a rank table
  /// ([rows, columns, ranks...] as i32), source and target buffers and the
  /// kind's four params; the groups' sub-channels are split on first use.
  Status collective(int32_t kind, const Buffer &table, const Buffer &source,
                    Buffer &target, ElementType type, uint32_t reduction,
                    const int64_t params[4]);

private:
  Channel(std::shared_ptr<const PluginManager> plugins,
          const strata_channel_provider_t *api, strata_hal_channel_t *handle,
          std::string providerName);
  /// This rank's channel among the groups of `table` (rows of `columns`
  /// ranks) and its position there.
  StatusOr<Channel *> group(const std::vector<int32_t> &ranks, int32_t columns);
  Status check(int code, const char *error, const char *what) const;

  std::shared_ptr<const PluginManager> plugins_; // keeps the plugin loaded
  const strata_channel_provider_t *api_ = nullptr;
  strata_hal_channel_t *handle_ = nullptr;
  std::string providerName_;
  uint32_t rank_ = 0, count_ = 1;
  std::map<std::vector<int32_t>, Ref<Channel>> groups_;
};

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

/// A device: the local CPU device ("local": host memory and a task pool)
/// or a device of a HAL driver plugin ("vulkan:0").
class Device : public RefObject {
public:
  static constexpr RefKind kKind = RefKind::kDevice;
  /// `taskWorkers` <= 0 means one per hardware core.
  static Ref<Device> createLocal(std::shared_ptr<const PluginManager> plugins,
                                 int taskWorkers = 0);
  /// Creates device `ordinal` of `driver` (one of `plugins->drivers()`),
  /// named "<driver name>:<ordinal>".
  static StatusOr<Ref<Device>>
  createDriverDevice(std::shared_ptr<const PluginManager> plugins,
                     const HalDriver &driver, uint32_t ordinal);
  ~Device() override;

  const std::string &name() const { return name_; }
  /// The driver device, or null for the local device.
  const std::shared_ptr<DriverDevice> &driverDevice() const { return driver_; }
  int taskWorkerCount() const { return pool_->workerCount(); }
  TaskPool &taskPool() { return *pool_; }
  /// Executable loaders of the runtime plugins (disabled ones included).
  const std::vector<ExecutableLoader> &loaders() const;

  /// Hides loaders from loadExecutable: each name is a format
  /// ("system-elf-x86_64") or a plugin name ("llvm-cpu"). Variants of a
  /// disabled loader's format are skipped. Call before executables load.
  void setDisabledLoaders(std::vector<std::string> names);
  const std::vector<std::string> &disabledLoaderNames() const {
    return disabledLoaders_;
  }
  /// True when `loader`'s format or plugin name was disabled.
  bool isLoaderDisabled(const ExecutableLoader &loader) const;

  /// Most bytes of buffers allocate() keeps live at once (module results
  /// and intermediates); beyond it allocate() fails with RESOURCE_EXHAUSTED
  /// instead of letting the kernel's OOM killer end the process. Default:
  /// the local device, the machine's physical memory; a driver device, none
  /// (its driver reports out-of-memory). 0: no limit.
  void setAllocationLimit(uint64_t bytes) { allocationLimit_ = bytes; }
  uint64_t allocationLimit() const { return allocationLimit_; }
  /// Bytes of buffers allocate() returned that are still alive.
  uint64_t liveBytes() const { return liveBytes_->load(); }

  /// Allocator: zero-initialised 64-byte aligned device buffer (`zero`
  /// false: left uninitialised, see Buffer::allocate; on a driver device
  /// too where it has buffer_create_uninitialized). On a driver device only
  /// the device copy is created here (the host bytes follow on first host
  /// access).
  StatusOr<Ref<Buffer>> allocate(uint64_t size, bool zero = true);

  /// Gives `buffer` an up-to-date copy in this driver device's memory now,
  /// as the next submit using it would (uploading the host bytes when they
  /// are newer); nothing to do on the local device. For tools that stage
  /// inputs on the device once, outside what they time.
  Status makeResident(Buffer &buffer);

  /// Loads the first variant of `executable` that an enabled loader of this
  /// device can run. Errors name the executable, every variant's
  /// format/reason, the formats it has and the disabled loaders.
  StatusOr<Ref<Executable>>
  loadExecutable(const module_fb::Executable &executable);

  /// Waits for `wait` (must already be reached: execution is synchronous),
  /// executes `commandBuffer`, then signals or fails `signal`.
  /// `deadline`: the calling function's (vm::RunLimits); the local device
  /// starts no workgroup after it and hands it to loaders that can stop
  /// inside one (DEADLINE_EXCEEDED).
  Status queueExecute(Fence *wait, Fence *signal, CommandBuffer &commandBuffer,
                      std::chrono::steady_clock::time_point deadline =
                          std::chrono::steady_clock::time_point::max());

  /// Runs the commands directly (what queueExecute does after the wait).
  Status executeCommands(const CommandBuffer &commandBuffer,
                         std::chrono::steady_clock::time_point deadline =
                             std::chrono::steady_clock::time_point::max());

  /// One timed dispatch (see setDispatchTiming).
  struct DispatchTiming {
    Ref<Executable> executable;
    uint32_t entry = 0;
    uint64_t workgroups = 0;
    /// Local device: steady-clock wall time around the workgroup loop (all
    /// workers). Driver device: device time (timestamp queries), when
    /// `deviceTime`; 0 when the driver cannot measure it.
    uint64_t nanoseconds = 0;
    bool deviceTime = false;
  };
  /// Turns dispatch timing on or off (off by default). When on, every
  /// dispatch appends a DispatchTiming; when off a dispatch pays one relaxed
  /// atomic load.
  void setDispatchTiming(bool enabled) {
    dispatchTiming_.store(enabled, std::memory_order_relaxed);
  }
  bool dispatchTimingEnabled() const {
    return dispatchTiming_.load(std::memory_order_relaxed);
  }
  /// Returns the timings recorded so far, in dispatch order, and clears them.
  std::vector<DispatchTiming> takeDispatchTimings();

private:
  Device() : RefObject(kKind) {}
  Status executeDispatch(const CommandBuffer::Dispatch &dispatch,
                         std::chrono::steady_clock::time_point deadline);
  Status executeOnDriver(const CommandBuffer &commandBuffer);
  /// Gives `buffer` an up-to-date copy on this driver device.
  Status syncToDevice(Buffer &buffer);
  /// A new buffer in this driver device's memory: zero, or (without `zero`,
  /// where the driver can) contents unspecified until written.
  StatusOr<std::shared_ptr<DeviceAllocation>>
  createDeviceAllocation(uint64_t size, bool zero = true);
  StatusOr<Ref<Executable>>
  loadDriverExecutable(const module_fb::Executable &executable);
  std::string name_ = "local";
  std::shared_ptr<DriverDevice> driver_;
  std::shared_ptr<const PluginManager> plugins_;
  std::unique_ptr<TaskPool> pool_;
  std::vector<std::string> disabledLoaders_;
  uint64_t allocationLimit_ = 0;
  std::shared_ptr<std::atomic<uint64_t>> liveBytes_ =
      std::make_shared<std::atomic<uint64_t>>(0);
  std::atomic<bool> dispatchTiming_{false};
  // Serializes the driver path (uploads, the rodata cache, submits):
  // several contexts and threads may share one driver device.
  std::mutex driverMutex_;
  std::mutex timingMutex_;
  std::vector<DispatchTiming> timings_;
  /// Device copies of read-only host memory (module rodata wrapped by
  /// `hal.buffer.wrap_rodata` on every call), uploaded once: keyed by
  /// address and size, holding the memory's owner so the bytes cannot
  /// change or move while cached.
  struct RodataCopy {
    Ref<RefObject> owner;
    std::shared_ptr<DeviceAllocation> allocation;
  };
  std::map<std::pair<const uint8_t *, uint64_t>, RodataCopy> rodataCopies_;
};

} // namespace strata::hal

#endif // STRATA_RUNTIME_HAL_H
