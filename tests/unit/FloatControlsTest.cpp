//===- FloatControlsTest.cpp - DenormPreserve added at load ---------------===//
//
// addDenormPreserve on glslang-compiled SPIR-V 1.5 and 1.3 modules: the
// modes, capability and extension it adds, checked with spirv-dis and
// spirv-val; what it leaves alone; malformed input.
//
//===----------------------------------------------------------------------===//

#include "FloatControls.h"
#include "ToolTestSupport.h"
#include "VulkanTestSupport.h"

#include <doctest/doctest.h>

using namespace strata;
using namespace strata::test;
using strata::vulkan::driver::addDenormPreserve;
using strata::vulkan::driver::DenormPreserveWidths;

namespace {

/// spirv-dis's text of `words` (written to `dir`), or spirv-val's verdict.
std::string spirvTool(const TempDir &dir, const std::string &tool,
                      const std::vector<uint32_t> &words,
                      const std::string &flags = "") {
  std::string path = dir.path + "/m.spv";
  std::string bytes(reinterpret_cast<const char *>(words.data()),
                    words.size() * 4);
  writeBinaryFile(path, bytes);
  ToolResult r = runTool(tool, flags + " " + path);
  return std::to_string(r.exitCode) + "\n" + r.output;
}

} // namespace

TEST_CASE("float controls: DenormPreserve on every entry point, validated") {
  TempDir dir;
  const std::string val = STRATA_TEST_SPIRV_VAL;
  for (const char *shader : {"add_f32", "add_f32_spv13"}) {
    CAPTURE(shader);
    std::vector<uint32_t> spirv = spirvOf(shader);
    std::vector<uint32_t> original = spirv;
    std::string why;
    REQUIRE(addDenormPreserve(spirv, {true, true, true}, why));
    std::string text = spirvTool(dir, "spirv-dis", spirv);
    CHECK(text.find("OpCapability DenormPreserve") != std::string::npos);
    CHECK(text.find("OpExecutionMode %add_f32 DenormPreserve 32") !=
          std::string::npos);
    // The module declares neither Float16 nor Float64.
    CHECK(text.find("DenormPreserve 16") == std::string::npos);
    CHECK(text.find("DenormPreserve 64") == std::string::npos);
    bool spv13 = std::string(shader) == "add_f32_spv13";
    CHECK((text.find("OpExtension \"SPV_KHR_float_controls\"") !=
           std::string::npos) == spv13);
    if (!val.empty())
      CHECK(spirvTool(dir, val, spirv,
                      spv13 ? "--target-env vulkan1.1"
                            : "--target-env "
                              "vulkan1.2")
                .rfind("0\n", 0) == 0);
    // Again: nothing more to add.
    std::vector<uint32_t> once = spirv;
    REQUIRE(addDenormPreserve(spirv, {true, true, true}, why));
    CHECK(spirv == once);
    // No width asked for: unchanged.
    std::vector<uint32_t> untouched = original;
    REQUIRE(addDenormPreserve(untouched, {}, why));
    CHECK(untouched == original);
  }
}

TEST_CASE("float controls: malformed modules are refused, left unchanged") {
  std::string why;
  std::vector<uint32_t> notSpirv = {1, 2, 3, 4, 5, 6};
  CHECK_FALSE(addDenormPreserve(notSpirv, {false, true, false}, why));
  CHECK(why == "not a SPIR-V module (no magic number)");
  for (uint32_t wordCount : {0u, 0xffffu}) {
    CAPTURE(wordCount);
    std::vector<uint32_t> bad = spirvOf("add_f32");
    bad[5] = (wordCount << 16) | (bad[5] & 0xffff); // the first instruction
    std::vector<uint32_t> before = bad;
    CHECK_FALSE(addDenormPreserve(bad, {false, true, false}, why));
    CHECK(why == "malformed SPIR-V instruction at word 5");
    CHECK(bad == before);
  }
}
