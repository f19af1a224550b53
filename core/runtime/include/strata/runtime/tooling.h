//===- tooling.h - Host tensors, .npy files, IREE-style text ------*- C++
//-*-===//
//
// What strata-run needs around the runtime: host-side tensors, reading and
// writing NumPy .npy files, parsing `--input` text (`2x2xf32=1 2 3 4`),
// printing results IREE-style and comparing them with tolerances; and the
// command-line plumbing strata-run and strata-benchmark share (flags, plugin
// directory, device start-up and the default device, export lookup, --input
// parsing).
//
// Two libraries: strata_runtime_tooling_host holds the host code (HostTensor
// and its text/.npy forms, formatTensor, compareTensors, splitFlag,
// parseIntInRange, the device flags, defaultPluginDir,
// appendDisabledLoadersFromEnv) over strata_runtime_base only; the tools use
// it beside libstrata-runtime.so. strata_runtime_tooling adds everything
// that touches devices or modules (DeviceSetup and below, toBufferView,
// fromBufferView), which the runtime C API is built on.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_TOOLING_H
#define STRATA_RUNTIME_TOOLING_H

#include "strata/runtime/hal.h"
#include "strata/runtime/module.h"
#include "strata/runtime/plugin_manager.h"

#include <memory>

#include <string>
#include <string_view>
#include <vector>

namespace strata::tooling {

/// A dense row-major tensor in host memory.
struct HostTensor {
  hal::ElementType type = hal::ElementType::kNone;
  std::vector<int64_t> shape;
  std::vector<uint8_t> data;

  uint64_t elementCount() const;
  std::string typeString() const { return hal::formatShapeType(shape, type); }
  /// Element `i` converted to double (bool -> 0/1, f16/bf16 widened, the
  /// real part of a complex number).
  double elementAsDouble(uint64_t i) const;
  /// Exact signed value of an integer/bool element (unsigned 64-bit wraps).
  int64_t elementAsInt(uint64_t i) const;
};

/// How a global array of an SPMD program splits over its mesh (ranks in
/// row-major order over the mesh axes, the first major): per dim, the mesh
/// axes it is split over, the first major; a dim with none is whole.
struct Sharding {
  std::vector<int64_t> mesh;
  std::vector<std::vector<uint32_t>> dims;
};
/// Rank `rank`'s shard of `global`; INVALID_ARGUMENT naming `what` when the
/// rank or a dim does not fit the sharding.
StatusOr<HostTensor> shardOf(const HostTensor &global, const Sharding &sharding,
                             uint32_t rank, const std::string &what);
/// The global array from every rank's shard (`shards[r]`: rank r's); a
/// block held by several ranks (replicated over an axis) is taken from the
/// one with coordinate 0 on the axes the array is not split over.
StatusOr<HostTensor> joinShards(const std::vector<HostTensor> &shards,
                                const Sharding &sharding,
                                const std::string &what);

/// Parses an .npy image. `what` names the source in messages.
StatusOr<HostTensor> parseNpy(const void *data, size_t size,
                              const std::string &what);
StatusOr<HostTensor> readNpy(const std::string &path);
/// Encodes an .npy (format 1.0) image; bf16 is written as '<V2'.
std::string encodeNpy(const HostTensor &tensor);
Status writeNpy(const std::string &path, const HostTensor &tensor);
/// The npy descr of an element type ("<f4").
const char *npyDescr(hal::ElementType type);

/// Parses IREE text form: `2x2xf32=1 2 3 4`, `4xi32=[1 2 3 4]`,
/// `f32=3.5`, `2x2xf32` (zeros), `2x2xf32=7` (one value: splat).
/// Separators: whitespace, ',', '[' and ']'. Bools: true/false/1/0.
/// A tensor of more than `maxBytes` is RESOURCE_EXHAUSTED before anything is
/// allocated.
StatusOr<HostTensor>
parseTensorText(std::string_view text,
                uint64_t maxBytes = hal::physicalMemoryBytes());
/// `@file.npy` reads the file; anything else is parseTensorText.
StatusOr<HostTensor> parseTensorArg(std::string_view value);

/// IREE-style text: `2x3xf32=[1 2 3][4 5 6]`, `4xi32=1 2 3 4`, `f32=3.5`.
/// More than `maxElements` elements: the first ones, flat, then "...".
std::string formatTensor(const HostTensor &tensor, size_t maxElements = 1024);

/// Compares `actual` with `expected`: same element type and shape, then
/// per element |a - e| <= atol + rtol * |e| for floats (NaN == NaN, infs
/// must match), exact for integers and bools. Returns an empty string on
/// success, else "element at index [0, 3]: 0.5 vs expected 0.25 (...)".
std::string compareTensors(const HostTensor &actual, const HostTensor &expected,
                           double rtol, double atol);

/// Copies a host tensor into a new device buffer view, and back.
StatusOr<Ref<hal::BufferView>> toBufferView(hal::Device &device,
                                            const HostTensor &tensor);
HostTensor fromBufferView(const hal::BufferView &view);

//===----------------------------------------------------------------------===//
// Command-line tool support (strata-run, strata-benchmark)
//===----------------------------------------------------------------------===//

/// A `--name=value` flag; `_` in the name reads as `-`.
struct Flag {
  std::string name;
  std::string value;
  bool hasValue = false;
};
/// Splits `arg`; false when it does not start with "--".
bool splitFlag(const std::string &arg, Flag *flag);
/// Parses a decimal integer in [min, max]; false otherwise.
bool parseIntInRange(const std::string &text, long min, long max, long *out);

/// `<directory of the running executable>/../lib/strata/plugins`.
std::string defaultPluginDir();
/// Appends the comma-separated names of STRATA_DISABLE_LOADERS (blanks
/// around names ignored, empty entries skipped).
void appendDisabledLoadersFromEnv(std::vector<std::string> &names);

//===----------------------------------------------------------------------===//
// Device start-up (device_setup.cpp)
//===----------------------------------------------------------------------===//

/// The device flags every runtime tool takes.
struct DeviceOptions {
  /// `--device`: "local", "DRIVER" or "DRIVER:N"; empty: the module picks
  /// (chooseDevice).
  std::string device;
  bool listDevices = false;
  /// `--task-workers`; <= 0: one per hardware core.
  int taskWorkers = 0;
  /// `--plugin-dir`; empty: defaultPluginDir().
  std::string pluginDir;
  /// `--disable-loader` names (STRATA_DISABLE_LOADERS is added at start-up).
  std::vector<std::string> disabledLoaders;
  /// `--untrusted-module` (SECURITY.md): only formats whose binaries are
  /// checked completely run (loaders of plugins with
  /// STRATA_PLUGIN_FEATURE_VERIFIED_LOADERS, drivers with
  /// executable_validate, which checks every variant at load).
  bool untrustedModule = false;
  /// `--device_allocation_limit=BYTES` (K/M/G suffixes: powers of 1024):
  /// hal::Device::setAllocationLimit on every device; 0 when not given (the
  /// devices' defaults).
  uint64_t allocationLimit = 0;
  /// `--trace=FILE.json`: record a trace (strata/runtime/trace.h) while the
  /// tool runs and write it when its DeviceSetup goes away.
  std::string tracePath;
};
/// Handles `flag` when it is a device flag (--device, --list-devices,
/// --task-workers, --plugin-dir, --disable-loader, --untrusted-module,
/// --device_allocation_limit, --trace):
/// returns true, with
/// `*error` set when its value is bad. False for any other flag.
bool parseDeviceFlag(const Flag &flag, DeviceOptions &options,
                     std::string *error);
/// The --help lines of the device flags, descriptions starting at `column`.
std::string deviceFlagsUsage(size_t column);

/// Records a trace from construction and writes it to `path` at
/// destruction (whatever path the tool exits by); a write error is printed
/// as "<tool>: error: ...".
class TraceFile {
public:
  TraceFile(std::string tool, std::string path);
  ~TraceFile();
  TraceFile(const TraceFile &) = delete;
  TraceFile &operator=(const TraceFile &) = delete;

private:
  std::string tool_, path_;
};

/// The runtime plugins and the local device a tool runs on.
struct DeviceSetup {
  /// The tool's name, prefixing its warnings ("strata-run").
  std::string tool;
  std::string pluginDir;
  std::shared_ptr<PluginManager> plugins;
  /// The local (CPU) device, with the disabled loaders set.
  Ref<hal::Device> local;
  /// `--untrusted-module`: the formats refused (disabled) for it.
  bool untrustedModule = false;
  std::vector<std::string> unverifiedFormats;
  /// `--device_allocation_limit` (0: each device's default).
  uint64_t allocationLimit = 0;
  /// `--trace`: written when the last copy of the setup goes away.
  std::shared_ptr<TraceFile> trace;
};
/// Loads the runtime plugins of `options.pluginDir` (default:
/// defaultPluginDir()) and creates the local device with
/// `options.taskWorkers` workers and the disabled loaders of `options` and
/// STRATA_DISABLE_LOADERS. Plugin refusals and disabled names matching no
/// format or plugin are printed to stderr as "<tool>: warning: ...".
DeviceSetup startDevices(const std::string &tool, const DeviceOptions &options);
/// What `--list-devices` shows: the local device with its executable
/// formats, then every device of every HAL driver (name, driver, memory,
/// formats), or why a driver has none (strata_instance_describe_devices).
std::string describeDevices(const DeviceSetup &setup);
/// Prints describeDevices to stdout.
void printDevices(const DeviceSetup &setup);

/// The device `name` names: "local" (the setup's local device), a driver
/// name ("vulkan": its device 0) or "driver:N" (a new device of that
/// driver, with the setup's disabled loaders). Errors list what exists.
StatusOr<Ref<hal::Device>> selectDevice(const DeviceSetup &setup,
                                        const std::string &name);

/// The device a module runs on when no `--device` is given (DESIGN 5): the
/// module's executable variants are walked in their stored order (executable
/// by executable, each in target-manifest order), and for each variant the
/// devices that run its format are tried, the local device first, then
/// device 0 of each HAL driver in plugin order; the first device that can
/// run a variant of every executable wins. The local device runs a variant
/// when an enabled loader of its format accepts it (`can_load`); a driver
/// device when its driver lists the format and is not disabled. A module
/// without executables (host code only) runs on the local device. When no
/// device fits, NOT_FOUND names the module's formats, every device tried
/// and why it cannot run the module. `modulePath` names the module in
/// messages.
StatusOr<Ref<hal::Device>> chooseDevice(const DeviceSetup &setup,
                                        const Module &module,
                                        const std::string &modulePath);

/// A loaded module and the device a tool runs it on.
struct ModuleOnDevice {
  Ref<Module> module;
  Ref<hal::Device> device;
  /// How the tool reports the device: the `--device` value as given, else
  /// the chosen device's name ("local", "vulkan:0").
  std::string deviceName;
};
/// Loads `modulePath` and finds its device: with `options.device` set, that
/// device (selectDevice, checked before the module is read), else
/// chooseDevice. For an untrusted module, every variant of a format a HAL
/// driver validates is validated first (INVALID_ARGUMENT naming the
/// executable, the variant and the problem).
StatusOr<ModuleOnDevice> openModule(const DeviceSetup &setup,
                                    const DeviceOptions &options,
                                    const std::string &modulePath);
/// The second half of openModule for a module already loaded (from a file
/// or memory): the untrusted-module checks, then `device`, or with `device`
/// null chooseDevice. `moduleName` names the module in messages.
StatusOr<ModuleOnDevice> placeModule(const DeviceSetup &setup,
                                     Ref<hal::Device> device,
                                     Ref<Module> module,
                                     const std::string &moduleName);

/// The ordinal of export `function`, else NOT_FOUND "function 'f' is not
/// exported by PATH (exports: a, b)".
StatusOr<int> findExportOrdinal(const Module &module,
                                const std::string &function,
                                const std::string &modulePath);

/// Parses `--input` values (text or @file.npy) into buffer views of
/// `device`; errors start with "--input I: ".
StatusOr<std::vector<Ref<hal::BufferView>>>
parseInputs(hal::Device &device, const std::vector<std::string> &inputs);

} // namespace strata::tooling

#endif // STRATA_RUNTIME_TOOLING_H
