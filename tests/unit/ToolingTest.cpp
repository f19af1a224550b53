//===- ToolingTest.cpp - npy I/O, --input parsing, printing, compare ------===//

#include "strata/runtime/tooling.h"
#include "ToolTestSupport.h"

#include <doctest/doctest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <unistd.h>

using namespace strata;
using namespace strata::tooling;
using hal::ElementType;

namespace {

HostTensor parse(const std::string &text) {
  auto t = parseTensorText(text);
  REQUIRE_MESSAGE(t.isOk(), t.status().toString());
  return *t;
}

std::string parseError(const std::string &text) {
  auto t = parseTensorText(text);
  return t.isOk() ? "<ok>" : t.status().message();
}

} // namespace

TEST_CASE("--input text parsing") {
  HostTensor t = parse("2x2xf32=1 2 3 4");
  CHECK(t.type == ElementType::kF32);
  CHECK(t.shape == std::vector<int64_t>{2, 2});
  CHECK(formatTensor(t) == "2x2xf32=[1 2][3 4]");
  CHECK(formatTensor(parse("4xi32=[1 2 3 4]")) == "4xi32=1 2 3 4");
  CHECK(formatTensor(parse("f32=3.5")) == "f32=3.5");
  CHECK(formatTensor(parse("2x3xi8=[1,2,3][-4,-5,-6]")) ==
        "2x3xi8=[1 2 3][-4 -5 -6]");
  CHECK(formatTensor(parse("3xf32=7")) == "3xf32=7 7 7");
  CHECK(formatTensor(parse("2xf32")) == "2xf32=0 0");
  CHECK(formatTensor(parse("3xi1=true 0 1")) == "3xi1=1 0 1");
  CHECK(formatTensor(parse("2xbool=false true")) == "2xi1=0 1");
  CHECK(formatTensor(parse("2xui8=0 255")) == "2xui8=0 255");
  CHECK(formatTensor(parse("2xu16=0 65535")) == "2xui16=0 65535");
  CHECK(formatTensor(parse("1xi64=-9223372036854775808")) ==
        "1xi64=-9223372036854775808");
  CHECK(formatTensor(parse("1xui64=18446744073709551615")) ==
        "1xui64=18446744073709551615");
  CHECK(formatTensor(parse("2xf16=1.5 -2")) == "2xf16=1.5 -2");
  CHECK(formatTensor(parse("2xbf16=1.5 -2")) == "2xbf16=1.5 -2");
  CHECK(formatTensor(parse("2xf64=0.25 1e300")) == "2xf64=0.25 1e+300");
  CHECK(formatTensor(parse("0x3xf32=")) == "0x3xf32=");
  HostTensor nan = parse("2xf32=nan -inf");
  CHECK(std::isnan(nan.elementAsDouble(0)));
  CHECK(std::isinf(nan.elementAsDouble(1)));
}

TEST_CASE("malformed --input text is refused with a message") {
  CHECK(parseError("2x2xf32=1 2 3") ==
        "'2x2xf32=1 2 3': 2x2xf32 has 4 elements but 3 values were given");
  CHECK(parseError("2x2xq32=1 2 3 4").find("unknown element type 'q32'") !=
        std::string::npos);
  CHECK(parseError("2xax2xf32=1").find("bad dimension 'a'") !=
        std::string::npos);
  CHECK(parseError("2xf32=1 abc") ==
        "'2xf32=1 abc': cannot parse 'abc' as f32 (element 1)");
  CHECK(parseError("1xi8=300") ==
        "'1xi8=300': cannot parse '300' as i8 (element 0) (out of range)");
  CHECK(parseError("1xui8=-1").find("negative value for an unsigned type") !=
        std::string::npos);
  CHECK(parseError("1xi1=2").find("expected true, false, 1 or 0") !=
        std::string::npos);
  CHECK(parseError("1xi32=1.5").find("cannot parse '1.5' as i32") !=
        std::string::npos);
}

TEST_CASE("formatting elides large tensors") {
  HostTensor t = parse("2x3xf32=1 2 3 4 5 6");
  CHECK(formatTensor(t, 4) == "2x3xf32=1 2 3 4...");
  CHECK(formatTensor(parse("2x2x2xi32=1 2 3 4 5 6 7 8")) ==
        "2x2x2xi32=[[1 2][3 4]][[5 6][7 8]]");
}

TEST_CASE("npy round trip for every element type") {
  const char *inputs[] = {"2x3xf32=1 2 3 4 5 -6.5",
                          "2xf64=1e-300 3",
                          "3xf16=1 0.5 -2",
                          "2xbf16=1 -3",
                          "4xi1=1 0 0 1",
                          "2xi8=-128 127",
                          "2xi16=-3 300",
                          "2xi32=-70000 5",
                          "2xi64=-1 9000000000",
                          "2xui8=0 255",
                          "2xui16=1 65535",
                          "2xui32=1 4000000000",
                          "2xui64=1 18000000000000000000",
                          "2xcomplex<f32>=(1,-2) (0.5,3)",
                          "complex<f64>=(1e-300,-7)",
                          "f32=2.5"};
  for (const char *in : inputs) {
    HostTensor t = parse(in);
    std::string bytes = encodeNpy(t);
    CHECK(bytes.compare(0, 6, "\x93NUMPY") == 0);
    size_t headerLen = size_t(uint8_t(bytes[8])) | size_t(uint8_t(bytes[9]))
                                                       << 8;
    CHECK((10 + headerLen) % 64 == 0);
    auto back = parseNpy(bytes.data(), bytes.size(), "x.npy");
    REQUIRE_MESSAGE(back.isOk(), back.status().toString());
    CHECK(back->type == t.type);
    CHECK(back->shape == t.shape);
    CHECK(back->data == t.data);
    CHECK(compareTensors(*back, t, 0, 0).empty());
  }
  // Through a file.
  char path[] = "/tmp/strata-npy-test-XXXXXX";
  int fd = mkstemp(path);
  REQUIRE(fd >= 0);
  close(fd);
  HostTensor t = parse("2x2xi32=1 2 3 4");
  REQUIRE(writeNpy(path, t).isOk());
  auto back = readNpy(path);
  REQUIRE(back.isOk());
  CHECK(formatTensor(*back) == "2x2xi32=[1 2][3 4]");
  std::remove(path);
  CHECK(readNpy("/nonexistent/a.npy")
            .status()
            .message()
            .find("/nonexistent/a.npy: cannot open") == 0);
}

TEST_CASE("bad npy files are refused") {
  HostTensor t = parse("2x2xf32=1 2 3 4");
  std::string good = encodeNpy(t);
  auto err = [](std::string bytes) {
    auto r = parseNpy(bytes.data(), bytes.size(), "x.npy");
    return r.isOk() ? std::string("<ok>") : r.status().message();
  };
  CHECK(err("hello").find("missing \\x93NUMPY magic") != std::string::npos);
  CHECK(err(good.substr(0, good.size() - 1))
            .find("expected 16 data bytes for 2x2xf32, "
                  "file has 15") != std::string::npos);
  std::string fortran = good;
  size_t p = fortran.find("False");
  fortran.replace(p, 5, "True ");
  CHECK(err(fortran).find("fortran_order=True arrays are not supported") !=
        std::string::npos);
  std::string complex = good; // 2x2 complex64 needs 32 bytes, not 16
  complex.replace(complex.find("<f4"), 3, "<c8");
  CHECK(err(complex).find("expected 32 data bytes for 2x2xcomplex<f32>") !=
        std::string::npos);
  std::string half = good;
  half.replace(half.find("<f4"), 3, "<c4");
  CHECK(err(half).find("npy dtype '<c4': unsupported dtype") !=
        std::string::npos);
  std::string big = good;
  big.replace(big.find("<f4"), 3, ">f4");
  CHECK(err(big).find("big-endian data is not supported") != std::string::npos);
  std::string huge = good;
  huge[8] = char(0xFF);
  huge[9] = char(0x7F);
  CHECK(err(huge).find("exceeds the file size") != std::string::npos);
  std::string structured = good;
  structured.replace(structured.find("'<f4'"), 5, "[('',)]");
  CHECK(err(structured).find("no 'descr' string") != std::string::npos);
  std::string v3 = good;
  v3[6] = 9;
  CHECK(err(v3).find("unsupported format version 9") != std::string::npos);
}

TEST_CASE("compare: tolerances, NaN, ints, shapes") {
  HostTensor a = parse("1x4xf32=0 1 0.5 nan");
  HostTensor e = parse("1x4xf32=0 1 0.25 nan");
  std::string diff = compareTensors(a, e, 1e-4, 1e-5);
  CHECK(diff ==
        "element at index [0, 2]: 0.5 vs expected 0.25 (tolerance atol=1e-05 "
        "rtol=0.0001)");
  CHECK(compareTensors(a, e, 0, 0.3).empty());
  CHECK(compareTensors(a, e, 1.0, 0).empty());
  CHECK(compareTensors(parse("2xf32=nan 1"), parse("2xf32=1 1"), 1, 1) ==
        "element at index [0]: nan vs expected 1 (tolerance atol=1 rtol=1)");
  CHECK(!compareTensors(parse("1xf32=inf"), parse("1xf32=-inf"), 1, 1).empty());
  CHECK(compareTensors(parse("1xf32=inf"), parse("1xf32=inf"), 0, 0).empty());
  CHECK(compareTensors(parse("3xi32=1 2 3"), parse("3xi32=1 2 4"), 1, 1) ==
        "element at index [2]: 3 vs expected 4 (exact match required for i32)");
  CHECK(compareTensors(parse("2xf32=1 2"), parse("2xf32=3 4"), 0, 0)
            .find("2 of 2 elements differ") != std::string::npos);
  CHECK(compareTensors(parse("2xf32=1 2"), parse("1x2xf32=1 2"), 0, 0) ==
        "shape 2xf32 vs expected 1x2xf32");
  CHECK(compareTensors(parse("2xf32=1 2"), parse("2xi32=1 2"), 0, 0) ==
        "element type f32 vs expected i32 (2xf32 vs 2xi32)");
}

TEST_CASE("complex64 and complex128 tensors") {
  HostTensor c = parse("2x2xcomplex<f32>=(1,2) (3,-4) (0.5,0) (-1,-1)");
  CHECK(c.type == ElementType::kC64);
  CHECK(c.shape == std::vector<int64_t>{2, 2});
  CHECK(c.data.size() == 32);
  float parts[8];
  std::memcpy(parts, c.data.data(), 32);
  CHECK(parts[2] == 3.0f); // interleaved: re0 im0 re1 im1 ...
  CHECK(parts[3] == -4.0f);
  CHECK(formatTensor(c) == "2x2xcomplex<f32>=[(1,2) (3,-4)][(0.5,0) (-1,-1)]");
  // Plain `re im` pairs, the c64/c128 spellings, and a splat.
  CHECK(formatTensor(parse("2xc64=1 2 3 4")) == "2xcomplex<f32>=(1,2) (3,4)");
  CHECK(formatTensor(parse("3xcomplex128=(2,-1)")) ==
        "3xcomplex<f64>=(2,-1) (2,-1) (2,-1)");
  CHECK(formatTensor(parse("complex<f64>=0.25 1e300")) ==
        "complex<f64>=(0.25,1e+300)");
  CHECK(parseError("2xcomplex<f32>=1 2 3") ==
        "'2xcomplex<f32>=1 2 3': 2xcomplex<f32> has 2 elements but 3 values "
        "were given (two per complex element: re im)");
  CHECK(parseError("2ycomplex<f32>=1 2").find("bad dimension") !=
        std::string::npos);
  // Each part against the tolerance; the first mismatch names both values.
  CHECK(compareTensors(parse("2xc64=(1,2) (3,4)"), parse("2xc64=(1,2) (3,4)"),
                       0, 0)
            .empty());
  CHECK(compareTensors(parse("2xc64=(1,2) (3,4)"),
                       parse("2xc64=(1,2) (3,4.5)"), 1e-4, 1e-5) ==
        "element at index [1]: (3,4) vs expected (3,4.5) (tolerance "
        "atol=1e-05 rtol=0.0001)");
  CHECK(compareTensors(parse("1xc128=(nan,1)"), parse("1xc128=(nan,1)"), 0, 0)
            .empty());
  CHECK(hal::elementTypeSize(ElementType::kC64) == 8);
  CHECK(hal::elementTypeSize(ElementType::kC128) == 16);
  CHECK(hal::complexPartType(ElementType::kC128) == ElementType::kF64);
}

TEST_CASE("f16 and bf16 conversions") {
  CHECK(hal::floatToHalf(1.0f) == 0x3c00);
  CHECK(hal::floatToHalf(-2.0f) == 0xc000);
  CHECK(hal::floatToHalf(65504.0f) == 0x7bff);
  CHECK(hal::floatToHalf(1e6f) == 0x7c00);
  CHECK(hal::floatToHalf(5.96046448e-8f) == 0x0001); // smallest subnormal
  CHECK(hal::halfToFloat(0x0001) == doctest::Approx(5.96046448e-8));
  CHECK(hal::halfToFloat(0x3c00) == 1.0f);
  CHECK(std::isnan(hal::halfToFloat(hal::floatToHalf(NAN))));
  // NaN payloads survive f16 -> f32 -> f16 (f16 copies through f32
  // registers on vmvx must keep the bits); a payload that would vanish
  // stays a (quiet) NaN.
  for (uint16_t h : {0x7c01, 0x7e05, 0xffff, 0xfd00})
    CHECK(hal::floatToHalf(hal::halfToFloat(h)) == h);
  {
    uint32_t lowPayload = 0x7f800001;
    float f;
    std::memcpy(&f, &lowPayload, 4);
    CHECK(hal::floatToHalf(f) == 0x7e00);
  }
  for (uint32_t h = 0; h < 0x7c00;
       ++h) // every finite positive half round-trips
    REQUIRE(hal::floatToHalf(hal::halfToFloat(uint16_t(h))) == h);
  CHECK(hal::floatToBf16(1.0f) == 0x3f80);
  CHECK(hal::bf16ToFloat(0x4040) == 3.0f);
  CHECK(hal::floatToBf16(1.00390625f) == 0x3f80); // ties to even
}

TEST_CASE("element type names") {
  CHECK(hal::parseElementTypeName("bool") == ElementType::kI1);
  CHECK(hal::parseElementTypeName("u32") == ElementType::kUI32);
  CHECK(hal::parseElementTypeName("x") == ElementType::kNone);
  CHECK(hal::formatShapeType({784, 128}, ElementType::kF32) == "784x128xf32");
  CHECK(hal::formatShapeType({}, ElementType::kBF16) == "bf16");
  CHECK(hal::formatShapeType({-1, 4}, ElementType::kI8) == "?x4xi8");
}

//===----------------------------------------------------------------------===//
// Device flags and the default device (device_setup.cpp)
//===----------------------------------------------------------------------===//

TEST_CASE("device flags") {
  DeviceOptions o;
  std::string error;
  auto parse = [&](const std::string &arg) {
    Flag flag;
    REQUIRE(splitFlag(arg, &flag));
    error.clear();
    return parseDeviceFlag(flag, o, &error);
  };
  CHECK(parse("--device=vulkan:1"));
  CHECK(error.empty());
  CHECK(o.device == "vulkan:1");
  CHECK(parse("--list-devices"));
  CHECK(o.listDevices);
  CHECK(parse("--task_workers=3"));
  CHECK(o.taskWorkers == 3);
  CHECK(parse("--plugin-dir=/p"));
  CHECK(o.pluginDir == "/p");
  CHECK(parse("--disable_loader=llvm-cpu"));
  CHECK(o.disabledLoaders == std::vector<std::string>{"llvm-cpu"});
  CHECK_FALSE(parse("--function=main"));
  CHECK(error.empty());
  CHECK(parse("--device="));
  CHECK(error.find("--device needs a device name") == 0);
  CHECK(parse("--device"));
  CHECK(error == "flag --device needs a value (--device=...)");
  CHECK(parse("--list-devices=yes"));
  CHECK(error == "--list-devices takes no value");
  CHECK(parse("--task-workers=0"));
  CHECK(error == "--task-workers: '0' is not a count in [1, 1024]");
  CHECK(parse("--disable-loader="));
  CHECK(error == "--disable-loader needs a format or plugin name");
  CHECK(o.device == "vulkan:1"); // bad values change nothing

  // Descriptions start at the column and wrap within 78 characters.
  std::string usage = deviceFlagsUsage(27);
  CHECK(usage.find("  --device=NAME            device to run on: ") == 0);
  size_t start = 0;
  while (start < usage.size()) {
    size_t end = usage.find('\n', start);
    REQUIRE(end != std::string::npos);
    std::string line = usage.substr(start, end - start);
    CAPTURE(line);
    CHECK(line.size() <= 78);
    CHECK((line.rfind("  --", 0) == 0 || line.find_first_not_of(' ') == 27));
    start = end + 1;
  }
}

namespace {

using namespace strata::test;

/// A setup over exactly the llvm-cpu and test-ref-c loader plugins (no HAL
/// driver), with `disabled` loaders.
DeviceSetup twoLoaders(std::vector<std::string> disabled = {}) {
  DeviceSetup setup;
  setup.tool = "test";
  setup.plugins = std::make_shared<PluginManager>();
  Status s = setup.plugins->loadFile(STRATA_TEST_LLVM_CPU_PLUGIN_SO);
  REQUIRE_MESSAGE(s.isOk(), s.toString());
  s = setup.plugins->loadFile(STRATA_TEST_REF_PLUGIN_SO);
  REQUIRE_MESSAGE(s.isOk(), s.toString());
  setup.local = hal::Device::createLocal(setup.plugins, 1);
  setup.local->setDisabledLoaders(std::move(disabled));
  return setup;
}

/// The name of the device chooseDevice picks for `spec`, else
/// "error: MESSAGE".
std::string chosen(const DeviceSetup &setup, const ModuleSpec &spec) {
  std::string bytes = spec.build();
  auto module = Module::loadBytes(bytes.data(), bytes.size(), "m.smod");
  REQUIRE_MESSAGE(module.isOk(), module.status().toString());
  auto device = chooseDevice(setup, **module, "m.smod");
  if (!device.isOk())
    return "error: " + device.status().toString();
  return (*device)->name();
}

VariantSpec otherVariant(const std::string &format) {
  VariantSpec v = refVariant(8);
  v.target = format;
  v.format = format;
  return v;
}

} // namespace

TEST_CASE("chooseDevice: local device cases") {
  VariantSpec elf = elfVariant(STRATA_TEST_KERNELS_SO, 8);
  VariantSpec ref = refVariant(8);
  // Host code only: local, even with every loader disabled.
  CheckProgram host;
  auto a = host.f32({2}, {1.0f, 2.0f});
  host.expectEq(a, a);
  ModuleSpec hostOnly = host.finish();
  REQUIRE(hostOnly.executables.empty());
  CHECK(chosen(twoLoaders({"llvm-cpu", "test-ref-c"}), hostOnly) == "local");

  CHECK(chosen(twoLoaders(), dispatchModule(8, {elf, ref})) == "local");
  // A variant no device runs is skipped for the next one.
  CHECK(chosen(twoLoaders(),
               dispatchModule(8, {otherVariant("no-such"), ref})) == "local");
  CHECK(chosen(twoLoaders({"llvm-cpu"}), dispatchModule(8, {elf, ref})) ==
        "local");

  // No device runs any variant: the error names the formats, the devices
  // tried and the local device's reasons.
  std::string none = chosen(twoLoaders({"test-ref-c"}),
                            dispatchModule(8, {otherVariant("no-such"), ref}));
  CHECK(none ==
        "error: NOT_FOUND: no device can run m.smod (executable formats: "
        "no-such, test-ref-c; devices tried: local)\n"
        "  local: executable 'add_dispatch' has no variant this device can "
        "run: variant 0 (no-such, no-such): no loader for this format; "
        "variant 1 (ref-c, test-ref-c): loader disabled (plugin 'ref-test') "
        "(executable formats: no-such, test-ref-c; device 'local' loads "
        "formats: system-elf-x86_64; disabled loaders: test-ref-c (plugin "
        "'ref-test'))");
  // A loader's can_load refusing the binary counts as not running it.
  VariantSpec badRef = ref;
  badRef.binary = {'x'};
  std::string refused = chosen(twoLoaders(), dispatchModule(8, {badRef}));
  CHECK(refused.find("error: NOT_FOUND: no device can run m.smod") == 0);
  CHECK(refused.find("cannot run here: binary is not a STRATA-REF-C image") !=
        std::string::npos);

  // The device must run every executable, not just the first.
  ModuleSpec two = dispatchModule(8, {elf});
  ExecutableSpec second = two.executables[0];
  second.name = "second_dispatch";
  second.variants = {ref};
  two.executables.push_back(second);
  CHECK(chosen(twoLoaders(), two) == "local");
  std::string partial = chosen(twoLoaders({"test-ref-c"}), two);
  CHECK(partial.find("error: NOT_FOUND: no device can run m.smod "
                     "(executable formats: system-elf-x86_64, test-ref-c; "
                     "devices tried: local)\n  local: executable "
                     "'second_dispatch' has no variant") == 0);
}

TEST_CASE("chooseDevice: a HAL driver's device in variant order") {
  // The real plugin directory: the vulkan driver where it was built. Which
  // device runs [vulkan-spirv, llvm-cpu] depends on whether this machine
  // has a Vulkan device; [llvm-cpu, vulkan-spirv] runs on local either way.
  DeviceOptions options;
  options.pluginDir = STRATA_TEST_PLUGIN_DIR;
  DeviceSetup setup = startDevices("test", options);
  VariantSpec elf = elfVariant(STRATA_TEST_KERNELS_SO, 8);
  VariantSpec spirv = otherVariant("vulkan-spirv");
  bool haveVulkan = false;
  if (const hal::HalDriver *vulkan = setup.plugins->findDriver("vulkan")) {
    auto devices = hal::enumerateDriverDevices(*vulkan);
    haveVulkan = devices.isOk() && !devices->empty();
  }
  CAPTURE(haveVulkan);
  CHECK(chosen(setup, dispatchModule(8, {spirv, elf})) ==
        (haveVulkan ? "vulkan:0" : "local"));
  CHECK(chosen(setup, dispatchModule(8, {elf, spirv})) == "local");
  std::string spirvOnly = chosen(setup, dispatchModule(8, {spirv}));
  if (haveVulkan)
    CHECK(spirvOnly == "vulkan:0");
  else
    CHECK(spirvOnly.find("error: NOT_FOUND: no device can run m.smod "
                         "(executable formats: vulkan-spirv; devices tried: "
                         "local") == 0);

  // With the driver disabled the SPIR-V variant has no device.
  options.disabledLoaders = {"vulkan"};
  DeviceSetup noVulkan = startDevices("test", options);
  CHECK(chosen(noVulkan, dispatchModule(8, {spirv, elf})) == "local");
  std::string none = chosen(noVulkan, dispatchModule(8, {spirv}));
  CHECK(none.find("error: NOT_FOUND: no device can run m.smod (executable "
                  "formats: vulkan-spirv; devices tried: local") == 0);
  if (haveVulkan)
    CHECK(none.find("\n  vulkan:0: executable 'add_dispatch' has no variant "
                    "it can run: variant 0 (vulkan-spirv, vulkan-spirv): "
                    "driver disabled (plugin 'vulkan') (executable formats: "
                    "vulkan-spirv; driver 'vulkan' runs formats: "
                    "vulkan-spirv)") != std::string::npos);
}

TEST_CASE("openModule: an explicit device is checked first") {
  DeviceOptions options;
  options.pluginDir = STRATA_TEST_PLUGIN_DIR;
  options.device = "metal";
  DeviceSetup setup = startDevices("test", options);
  auto bad = openModule(setup, options, "/nonexistent/m.smod");
  REQUIRE_FALSE(bad.isOk());
  CHECK(bad.status().message().find("unknown device 'metal'") == 0);

  TempDir dir;
  std::string path = dir.path + "/m.smod";
  writeBinaryFile(
      path, dispatchModule(8, {elfVariant(STRATA_TEST_KERNELS_SO, 8)}).build());
  options.device = "local";
  auto explicitLocal = openModule(setup, options, path);
  REQUIRE_MESSAGE(explicitLocal.isOk(), explicitLocal.status().toString());
  CHECK(explicitLocal->deviceName == "local");
  CHECK(explicitLocal->device.get() == setup.local.get());
  options.device.clear();
  auto chosenLocal = openModule(setup, options, path);
  REQUIRE_MESSAGE(chosenLocal.isOk(), chosenLocal.status().toString());
  CHECK(chosenLocal->deviceName == "local");
  auto missing = openModule(setup, options, dir.path + "/missing.smod");
  REQUIRE_FALSE(missing.isOk());
  CHECK(missing.status().message().find("missing.smod") != std::string::npos);
}
