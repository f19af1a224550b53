//===- LLVMCPUBackendTest.cpp - llvm-cpu backend end to end ----*- C++ -*-===//
//
// Loads libstrata-target-llvm-cpu.so through its plugin entry point,
// compiles small dispatches (translation pipeline + serialize), dlopens the
// resulting shared object from a memfd, runs every workgroup through the
// C-ABI entry point and compares with plain C++ references.
//
//===----------------------------------------------------------------------===//

#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include "strata/sdk/CompilerPlugin.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <array>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <dlfcn.h>
#include <functional>
#include <random>
#include <string>
#include <sys/mman.h>
#include <unistd.h>
#include <vector>

using EntryFn = void (*)(void *const *, const uint32_t *, uint32_t, uint32_t,
                         uint32_t);

namespace {

class TestRegistrar : public strata::PluginRegistrar {
public:
  mlir::DialectRegistry &getDialectRegistry() override { return registry; }
  void notePass(llvm::StringRef argument) override {
    passes.push_back(argument.str());
  }
  void addInputType(strata::InputType) override {}
  void addTargetBackend(std::shared_ptr<strata::TargetBackend> b) override {
    backends.push_back(std::move(b));
  }
  void addPipelineExtension(strata::PipelineExtension) override {}

  mlir::DialectRegistry registry;
  std::vector<std::string> passes;
  std::vector<std::shared_ptr<strata::TargetBackend>> backends;
};

/// The plugin, loaded once for the whole test binary.
struct Plugin {
  Plugin() {
    handle = dlopen(STRATA_LLVM_CPU_PLUGIN_PATH, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
      error = dlerror();
      return;
    }
    auto query = reinterpret_cast<const StrataCompilerPluginInfo *(*)()>(
        dlsym(handle, "strataGetCompilerPluginInfo"));
    if (!query) {
      error = "no strataGetCompilerPluginInfo";
      return;
    }
    info = query();
    if (info->apiVersion != STRATA_COMPILER_PLUGIN_API_VERSION ||
        std::strcmp(info->abiTag, STRATA_COMPILER_PLUGIN_ABI_TAG) != 0) {
      error = "ABI mismatch";
      return;
    }
    info->registerFn(&registrar);
    if (registrar.backends.size() == 1)
      backend = registrar.backends.front();
    context = std::make_unique<mlir::MLIRContext>(registrar.registry);
    context->loadAllAvailableDialects();
  }
  void *handle = nullptr;
  const StrataCompilerPluginInfo *info = nullptr;
  std::string error;
  TestRegistrar registrar;
  std::shared_ptr<strata::TargetBackend> backend;
  std::unique_ptr<mlir::MLIRContext> context;
};

Plugin &plugin() {
  static Plugin p;
  return p;
}

/// A shared object opened from a memfd.
struct LoadedExecutable {
  explicit LoadedExecutable(const std::vector<uint8_t> &bytes) {
    fd = memfd_create("strata-llvm-cpu-test", MFD_CLOEXEC);
    if (fd < 0)
      return;
    size_t done = 0;
    while (done < bytes.size()) {
      ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
      if (n <= 0)
        return;
      done += n;
    }
    std::string path = "/proc/self/fd/" + std::to_string(fd);
    handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (!handle)
      error = dlerror();
  }
  ~LoadedExecutable() {
    if (handle)
      dlclose(handle);
    if (fd >= 0)
      close(fd);
  }
  EntryFn entry(const char *name) const {
    return handle ? reinterpret_cast<EntryFn>(dlsym(handle, name)) : nullptr;
  }
  int fd = -1;
  void *handle = nullptr;
  std::string error;
};

struct Compiled {
  std::vector<uint8_t> binary;
  std::array<int64_t, 3> workgroupCount = {0, 0, 0};
  std::string diagnostics;
  bool ok = false;
};

mlir::DictionaryAttr
makeOptions(std::vector<std::pair<std::string, std::string>> entries) {
  mlir::Builder b(plugin().context.get());
  llvm::SmallVector<mlir::NamedAttribute> attrs;
  for (auto &[k, v] : entries)
    attrs.push_back(b.getNamedAttr(k, b.getStringAttr(v)));
  return b.getDictionaryAttr(attrs);
}

Compiled compile(const std::string &source, const std::string &entry,
                 mlir::DictionaryAttr options = {}) {
  Compiled result;
  mlir::MLIRContext *ctx = plugin().context.get();
  llvm::raw_string_ostream diagOS(result.diagnostics);
  mlir::ScopedDiagnosticHandler handler(ctx, [&](mlir::Diagnostic &d) {
    diagOS << d << "\n";
    return mlir::success();
  });
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(source, ctx);
  if (!module)
    return result;
  mlir::PassManager pm(ctx, mlir::ModuleOp::getOperationName());
  plugin().backend->buildTranslationPipeline(pm, options);
  if (mlir::failed(pm.run(*module)))
    return result;
  auto fn = module->lookupSymbol<mlir::LLVM::LLVMFuncOp>(entry);
  if (!fn)
    return result;
  auto count =
      fn->getAttrOfType<mlir::DenseI64ArrayAttr>("strata.workgroup_count");
  if (!count || count.size() != 3)
    return result;
  for (int i = 0; i < 3; ++i)
    result.workgroupCount[i] = count[i];
  mlir::FailureOr<std::vector<uint8_t>> binary =
      plugin().backend->serialize(*module, options, {entry});
  if (mlir::failed(binary))
    return result;
  result.binary = std::move(*binary);
  result.ok = true;
  return result;
}

void runAllWorkgroups(EntryFn fn, std::vector<void *> bindings,
                      const std::array<int64_t, 3> &count) {
  for (uint32_t z = 0; z < count[2]; ++z)
    for (uint32_t y = 0; y < count[1]; ++y)
      for (uint32_t x = 0; x < count[0]; ++x)
        fn(bindings.data(), nullptr, x, y, z);
}

std::vector<float> randomVector(size_t n, unsigned seed, float lo = -1.f,
                                float hi = 1.f) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(n);
  for (float &x : v)
    x = dist(gen);
  return v;
}

void checkClose(const std::vector<float> &actual,
                const std::vector<float> &expected, float rtol = 1e-4f,
                float atol = 1e-5f) {
  REQUIRE(actual.size() == expected.size());
  size_t bad = 0, firstBad = 0;
  for (size_t i = 0; i < actual.size(); ++i) {
    float tol = atol + rtol * std::fabs(expected[i]);
    if (!(std::fabs(actual[i] - expected[i]) <= tol)) {
      if (!bad)
        firstBad = i;
      ++bad;
    }
  }
  INFO("first mismatch at " << firstBad << ": " << actual[firstBad] << " vs "
                            << expected[firstBad]);
  CHECK(bad == 0);
}

size_t countTempLeftovers() {
  const char *tmp = std::getenv("TMPDIR");
  std::string dir = tmp && *tmp ? tmp : "/tmp";
  size_t n = 0;
  if (DIR *d = opendir(dir.c_str())) {
    while (dirent *e = readdir(d))
      if (std::strncmp(e->d_name, "strata-llvm-cpu", 15) == 0)
        ++n;
    closedir(d);
  }
  return n;
}

std::string matmulBiasReluSource(int m, int n, int k) {
  std::string M = std::to_string(m), N = std::to_string(n),
              K = std::to_string(k);
  std::string a = "tensor<" + M + "x" + K + "xf32>";
  std::string b = "tensor<" + K + "x" + N + "xf32>";
  std::string c = "tensor<" + M + "x" + N + "xf32>";
  std::string bias = "tensor<" + N + "xf32>";
  return R"(
module {
  func.func @matmul_bias_relu(%a: )" +
         a + R"(, %b: )" + b + R"(, %bias: )" + bias + R"() -> )" + c + R"( {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : )" +
         c + R"(
    %f = linalg.fill ins(%zero : f32) outs(%e : )" +
         c + R"() -> )" + c + R"(
    %mm = linalg.matmul ins(%a, %b : )" +
         a + ", " + b + R"() outs(%f : )" + c + R"() -> )" + c + R"(
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                         affine_map<(d0, d1) -> (d1)>,
                         affine_map<(d0, d1) -> (d0, d1)>],
        iterator_types = ["parallel", "parallel"]}
        ins(%mm, %bias : )" +
         c + ", " + bias + R"() outs(%e : )" + c + R"() {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %s = arith.addf %x, %y : f32
      %v = arith.maximumf %s, %zero : f32
      linalg.yield %v : f32
    } -> )" +
         c + R"(
    return %r : )" +
         c + R"(
  }
}
)";
}

void testMatmulBiasRelu(int m, int n, int k, mlir::DictionaryAttr options = {},
                        std::array<int64_t, 3> *countOut = nullptr) {
  Compiled c =
      compile(matmulBiasReluSource(m, n, k), "matmul_bias_relu", options);
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  if (countOut)
    *countOut = c.workgroupCount;
  LoadedExecutable exe(c.binary);
  INFO(exe.error);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("matmul_bias_relu");
  REQUIRE(static_cast<bool>(fn));
  std::vector<float> a = randomVector(m * k, 1), b = randomVector(k * n, 2),
                     bias = randomVector(n, 3), out(m * n, -7.f);
  runAllWorkgroups(fn, {a.data(), b.data(), bias.data(), out.data()},
                   c.workgroupCount);
  std::vector<float> ref(m * n);
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j) {
      double acc = 0;
      for (int p = 0; p < k; ++p)
        acc += double(a[i * k + p]) * b[p * n + j];
      ref[i * n + j] = std::max(0.f, float(acc) + bias[j]);
    }
  checkClose(out, ref);
}

} // namespace

TEST_CASE("plugin loads and registers the llvm-cpu backend") {
  INFO(plugin().error);
  REQUIRE(plugin().backend);
  CHECK(plugin().backend->getName() == "llvm-cpu");
  CHECK(plugin().backend->getExecutableFormat({}) == "system-elf-x86_64");
  CHECK(std::string(plugin().info->name) == "target-llvm-cpu");
  auto &passes = plugin().registrar.passes;
  CHECK(std::find(passes.begin(), passes.end(), "strata-llvm-cpu-translate") !=
        passes.end());
}

TEST_CASE("option verification") {
  REQUIRE(plugin().backend);
  std::string error;
  auto collect = [&](const llvm::Twine &msg) { error = msg.str(); };
  CHECK(mlir::succeeded(plugin().backend->verifyOptions({}, collect)));
  CHECK(mlir::succeeded(plugin().backend->verifyOptions(
      makeOptions({{"cpu", "x86-64-v3"}, {"features", "+avx2,+fma"}}),
      collect)));
  CHECK(mlir::failed(plugin().backend->verifyOptions(
      makeOptions({{"cpu", "pentium-9000"}}), collect)));
  CHECK(error.find("pentium-9000") != std::string::npos);
  CHECK(mlir::failed(plugin().backend->verifyOptions(
      makeOptions({{"opt-level", "3"}}), collect)));
  CHECK(error.find("opt-level") != std::string::npos);
  CHECK(mlir::failed(plugin().backend->verifyOptions(
      makeOptions({{"features", "avx2"}}), collect)));
  CHECK(error.find("avx2") != std::string::npos);
  CHECK(mlir::failed(plugin().backend->verifyOptions(
      makeOptions({{"features", "+notafeature"}}), collect)));
  CHECK(error.find("notafeature") != std::string::npos);
}

TEST_CASE("matmul 64x32x16 + bias + relu") {
  REQUIRE(plugin().backend);
  size_t before = countTempLeftovers();
  testMatmulBiasRelu(64, 32, 16);
  CHECK(countTempLeftovers() == before);
}

TEST_CASE("matmul 256x512x300 + bias + relu, distributed") {
  REQUIRE(plugin().backend);
  std::array<int64_t, 3> count{};
  testMatmulBiasRelu(256, 512, 300, {}, &count);
  CHECK(count[0] == 2);
  CHECK(count[1] == 4);
  CHECK(count[2] == 1);
}

TEST_CASE("matmul for x86-64-v3 (AVX2) and feature symbol") {
  REQUIRE(plugin().backend);
  mlir::DictionaryAttr options = makeOptions({{"cpu", "x86-64-v3"}});
  testMatmulBiasRelu(96, 80, 24, options);
  Compiled c =
      compile(matmulBiasReluSource(8, 8, 8), "matmul_bias_relu", options);
  REQUIRE(c.ok);
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  auto *features = static_cast<const char *>(
      dlsym(exe.handle, "strata_required_cpu_features"));
  REQUIRE(features);
  std::string f = features;
  CHECK(f.find("avx2") != std::string::npos);
  CHECK(f.find("fma") != std::string::npos);
  CHECK(f.find("avx512f") == std::string::npos);
  // Internal symbols stay hidden.
  CHECK(dlsym(exe.handle, "matmul_bias_relu.impl") == nullptr);
}

TEST_CASE("row reduction") {
  REQUIRE(plugin().backend);
  const char *src = R"(
module {
  func.func @row_sum(%a: tensor<128x256xf32>) -> tensor<128xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<128xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<128xf32>) -> tensor<128xf32>
    %r = linalg.generic {
        indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>,
                         affine_map<(d0, d1) -> (d0)>],
        iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<128x256xf32>) outs(%f : tensor<128xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    } -> tensor<128xf32>
    return %r : tensor<128xf32>
  }
}
)";
  Compiled c = compile(src, "row_sum");
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  CHECK(c.workgroupCount[0] * c.workgroupCount[1] * c.workgroupCount[2] > 1);
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("row_sum");
  REQUIRE(static_cast<bool>(fn));
  std::vector<float> a = randomVector(128 * 256, 4), out(128, 99.f), ref(128);
  runAllWorkgroups(fn, {a.data(), out.data()}, c.workgroupCount);
  for (int i = 0; i < 128; ++i) {
    double s = 0;
    for (int j = 0; j < 256; ++j)
      s += a[i * 256 + j];
    ref[i] = float(s);
  }
  checkClose(out, ref);
}

TEST_CASE("elementwise chain with math") {
  REQUIRE(plugin().backend);
  const char *src = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @chain(%a: tensor<64x1000xf32>, %b: tensor<64x1000xf32>) -> tensor<64x1000xf32> {
    %one = arith.constant 1.0 : f32
    %e = tensor.empty() : tensor<64x1000xf32>
    %t = linalg.generic {indexing_maps = [#id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
        ins(%a, %b : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%e : tensor<64x1000xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      %s = arith.addf %m, %one : f32
      linalg.yield %s : f32
    } -> tensor<64x1000xf32>
    %r = linalg.generic {indexing_maps = [#id, #id, #id],
                         iterator_types = ["parallel", "parallel"]}
        ins(%t, %a : tensor<64x1000xf32>, tensor<64x1000xf32>) outs(%e : tensor<64x1000xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %ex = math.exp %x : f32
      %th = math.tanh %y : f32
      %ab = math.absf %x : f32
      %d = arith.addf %ab, %one : f32
      %q = arith.divf %ex, %d : f32
      %s = arith.addf %q, %th : f32
      linalg.yield %s : f32
    } -> tensor<64x1000xf32>
    return %r : tensor<64x1000xf32>
  }
}
)";
  Compiled c = compile(src, "chain");
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  CHECK(c.workgroupCount[0] * c.workgroupCount[1] * c.workgroupCount[2] > 1);
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("chain");
  REQUIRE(static_cast<bool>(fn));
  size_t n = 64 * 1000;
  std::vector<float> a = randomVector(n, 5, -3.f, 3.f),
                     b = randomVector(n, 6, -2.f, 2.f), out(n), ref(n);
  runAllWorkgroups(fn, {a.data(), b.data(), out.data()}, c.workgroupCount);
  for (size_t i = 0; i < n; ++i) {
    float t = a[i] * b[i] + 1.f;
    ref[i] = std::exp(t) / (std::fabs(t) + 1.f) + std::tanh(a[i]);
  }
  checkClose(out, ref, 1e-4f, 1e-5f);
}

TEST_CASE("softmax rows (reductions fused into the workgroup loop)") {
  REQUIRE(plugin().backend);
  const char *src = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
module {
  func.func @softmax(%a: tensor<64x10xf32>) -> tensor<64x10xf32> {
    %ninf = arith.constant 0xFF800000 : f32
    %zero = arith.constant 0.0 : f32
    %er = tensor.empty() : tensor<64xf32>
    %e = tensor.empty() : tensor<64x10xf32>
    %m0 = linalg.fill ins(%ninf : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
    %m = linalg.generic {indexing_maps = [#id, #row],
                         iterator_types = ["parallel", "reduction"]}
        ins(%a : tensor<64x10xf32>) outs(%m0 : tensor<64xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %v = arith.maximumf %x, %acc : f32
      linalg.yield %v : f32
    } -> tensor<64xf32>
    %ex = linalg.generic {indexing_maps = [#id, #row, #id],
                          iterator_types = ["parallel", "parallel"]}
        ins(%a, %m : tensor<64x10xf32>, tensor<64xf32>) outs(%e : tensor<64x10xf32>) {
    ^bb0(%x: f32, %mx: f32, %o: f32):
      %d = arith.subf %x, %mx : f32
      %v = math.exp %d : f32
      linalg.yield %v : f32
    } -> tensor<64x10xf32>
    %s0 = linalg.fill ins(%zero : f32) outs(%er : tensor<64xf32>) -> tensor<64xf32>
    %s = linalg.generic {indexing_maps = [#id, #row],
                         iterator_types = ["parallel", "reduction"]}
        ins(%ex : tensor<64x10xf32>) outs(%s0 : tensor<64xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %v = arith.addf %x, %acc : f32
      linalg.yield %v : f32
    } -> tensor<64xf32>
    %r = linalg.generic {indexing_maps = [#id, #row, #id],
                         iterator_types = ["parallel", "parallel"]}
        ins(%ex, %s : tensor<64x10xf32>, tensor<64xf32>) outs(%e : tensor<64x10xf32>) {
    ^bb0(%x: f32, %sum: f32, %o: f32):
      %v = arith.divf %x, %sum : f32
      linalg.yield %v : f32
    } -> tensor<64x10xf32>
    return %r : tensor<64x10xf32>
  }
}
)";
  Compiled c = compile(src, "softmax");
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("softmax");
  REQUIRE(static_cast<bool>(fn));
  std::vector<float> a = randomVector(640, 7, -5.f, 5.f), out(640), ref(640);
  runAllWorkgroups(fn, {a.data(), out.data()}, c.workgroupCount);
  for (int i = 0; i < 64; ++i) {
    float mx = -INFINITY;
    for (int j = 0; j < 10; ++j)
      mx = std::max(mx, a[i * 10 + j]);
    double s = 0;
    for (int j = 0; j < 10; ++j)
      s += std::exp(a[i * 10 + j] - mx);
    for (int j = 0; j < 10; ++j)
      ref[i * 10 + j] = float(std::exp(a[i * 10 + j] - mx) / s);
  }
  checkClose(out, ref);
}

TEST_CASE("two results map to bindings n and n+1") {
  REQUIRE(plugin().backend);
  const char *src = R"(
#id = affine_map<(d0) -> (d0)>
module {
  func.func @two(%a: tensor<100xf32>, %b: tensor<100xf32>) -> (tensor<100xf32>, tensor<100xf32>) {
    %e = tensor.empty() : tensor<100xf32>
    %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<100xf32>, tensor<100xf32>) outs(%e : tensor<100xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %v = arith.addf %x, %y : f32
      linalg.yield %v : f32
    } -> tensor<100xf32>
    %p = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel"]}
        ins(%a, %b : tensor<100xf32>, tensor<100xf32>) outs(%e : tensor<100xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %v = arith.mulf %x, %y : f32
      linalg.yield %v : f32
    } -> tensor<100xf32>
    return %s, %p : tensor<100xf32>, tensor<100xf32>
  }
}
)";
  Compiled c = compile(src, "two");
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  CHECK(c.workgroupCount == std::array<int64_t, 3>{1, 1, 1});
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("two");
  REQUIRE(static_cast<bool>(fn));
  std::vector<float> a = randomVector(100, 8), b = randomVector(100, 9), s(100),
                     p(100), rs(100), rp(100);
  runAllWorkgroups(fn, {a.data(), b.data(), s.data(), p.data()},
                   c.workgroupCount);
  for (int i = 0; i < 100; ++i) {
    rs[i] = a[i] + b[i];
    rp[i] = a[i] * b[i];
  }
  checkClose(s, rs);
  checkClose(p, rp);
}

TEST_CASE("pad then concat") {
  REQUIRE(plugin().backend);
  const char *src = R"(
module {
  func.func @pad_concat(%a: tensor<4x6xf32>, %b: tensor<2x8xf32>) -> tensor<8x8xf32> {
    %c = arith.constant 0.5 : f32
    %p = tensor.pad %a low[1, 1] high[1, 1] {
    ^bb0(%i: index, %j: index):
      tensor.yield %c : f32
    } : tensor<4x6xf32> to tensor<6x8xf32>
    %r = tensor.concat dim(0) %p, %b : (tensor<6x8xf32>, tensor<2x8xf32>) -> tensor<8x8xf32>
    return %r : tensor<8x8xf32>
  }
}
)";
  Compiled c = compile(src, "pad_concat");
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("pad_concat");
  REQUIRE(static_cast<bool>(fn));
  std::vector<float> a = randomVector(24, 12), b = randomVector(16, 13),
                     out(64, -1.f), ref(64);
  runAllWorkgroups(fn, {a.data(), b.data(), out.data()}, c.workgroupCount);
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) {
      float v;
      if (i >= 6)
        v = b[(i - 6) * 8 + j];
      else if (i >= 1 && i <= 4 && j >= 1 && j <= 6)
        v = a[(i - 1) * 6 + (j - 1)];
      else
        v = 0.5f;
      ref[i * 8 + j] = v;
    }
  checkClose(out, ref);
}

TEST_CASE("serialize reports errors instead of crashing") {
  REQUIRE(plugin().backend);
  mlir::MLIRContext *ctx = plugin().context.get();
  std::string diags;
  llvm::raw_string_ostream os(diags);
  mlir::ScopedDiagnosticHandler handler(ctx, [&](mlir::Diagnostic &d) {
    os << d << "\n";
    return mlir::success();
  });
  // Not lowered: func.func on tensors.
  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(
          "func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> { return %a : "
          "tensor<4xf32> }",
          ctx);
  REQUIRE(module);
  CHECK(mlir::failed(plugin().backend->serialize(*module, {}, {"f"})));
  CHECK(!diags.empty());
  // Lowered, but the entry point does not exist.
  diags.clear();
  mlir::OwningOpRef<mlir::ModuleOp> empty =
      mlir::parseSourceString<mlir::ModuleOp>(
          "llvm.mlir.global external constant "
          "@strata_required_cpu_features(\"\\00\") : !llvm.array<1 x i8>",
          ctx);
  REQUIRE(empty);
  CHECK(mlir::failed(plugin().backend->serialize(*empty, {}, {"missing"})));
  CHECK(diags.find("missing") != std::string::npos);
}

TEST_CASE("benchmark: 1024^3 f32 matmul dispatch on one thread") {
  REQUIRE(plugin().backend);
  const int n = 1024;
  const char *src = R"(
module {
  func.func @matmul(%a: tensor<1024x1024xf32>, %b: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
    %zero = arith.constant 0.0 : f32
    %e = tensor.empty() : tensor<1024x1024xf32>
    %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    %r = linalg.matmul ins(%a, %b : tensor<1024x1024xf32>, tensor<1024x1024xf32>)
                       outs(%f : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
    return %r : tensor<1024x1024xf32>
  }
}
)";
  auto t0 = std::chrono::steady_clock::now();
  Compiled c = compile(src, "matmul");
  auto t1 = std::chrono::steady_clock::now();
  INFO(c.diagnostics);
  REQUIRE(c.ok);
  LoadedExecutable exe(c.binary);
  REQUIRE(exe.handle);
  EntryFn fn = exe.entry("matmul");
  REQUIRE(static_cast<bool>(fn));
  std::vector<float> a = randomVector(n * n, 10), b = randomVector(n * n, 11),
                     out(n * n);
  runAllWorkgroups(fn, {a.data(), b.data(), out.data()}, c.workgroupCount);
  double best = 1e30;
  for (int rep = 0; rep < 5; ++rep) {
    auto s = std::chrono::steady_clock::now();
    runAllWorkgroups(fn, {a.data(), b.data(), out.data()}, c.workgroupCount);
    auto e = std::chrono::steady_clock::now();
    best = std::min(best, std::chrono::duration<double>(e - s).count());
  }
  double gflops = 2.0 * n * n * n / best / 1e9;
  MESSAGE("1024^3 matmul: compile "
          << std::chrono::duration<double>(t1 - t0).count() << " s, "
          << c.workgroupCount[0] << "x" << c.workgroupCount[1] << "x"
          << c.workgroupCount[2] << " workgroups, best " << best * 1e3
          << " ms = " << gflops << " GF/s (one thread)");
  // Spot-check 16 rows against a double-precision reference.
  for (int i = 0; i < n; i += 64)
    for (int j = 0; j < n; j += 7) {
      double acc = 0;
      for (int p = 0; p < n; ++p)
        acc += double(a[i * n + p]) * b[p * n + j];
      REQUIRE(std::fabs(out[i * n + j] - acc) <= 1e-3 + 1e-4 * std::fabs(acc));
    }
  CHECK(gflops > 1.0);
}
