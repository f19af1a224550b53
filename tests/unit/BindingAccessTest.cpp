//===- BindingAccessTest.cpp - Read-only bindings, NonWritable removed ----===//
//
// readOnlyBindings and stripNonWritable on a module written the way the
// compiler writes storage buffers (NonWritable on the variable), assembled
// with spirv-as: which bindings read as read-only, that the decoration is
// gone (spirv-dis) and the module still valid (spirv-val), and that
// glslang's member decorations and malformed input are left alone.
//
//===----------------------------------------------------------------------===//

#include "BindingAccess.h"
#include "ToolTestSupport.h"
#include "VulkanTestSupport.h"

#include <doctest/doctest.h>

#include <cstring>

using namespace strata;
using namespace strata::test;
using strata::vulkan::driver::readOnlyBindings;
using strata::vulkan::driver::stripNonWritable;

namespace {

/// Reads binding 0 (NonWritable), writes binding 1; binding 2 is declared
/// by no variable.
constexpr const char *kCopyShader = R"(
               OpCapability Shader
               OpMemoryModel Logical GLSL450
               OpEntryPoint GLCompute %main "main" %in %out
               OpExecutionMode %main LocalSize 1 1 1
               OpDecorate %arr ArrayStride 4
               OpDecorate %blk Block
               OpMemberDecorate %blk 0 Offset 0
               OpDecorate %in DescriptorSet 0
               OpDecorate %in Binding 0
               OpDecorate %in NonWritable
               OpDecorate %out DescriptorSet 0
               OpDecorate %out Binding 1
       %void = OpTypeVoid
         %fn = OpTypeFunction %void
      %float = OpTypeFloat 32
       %uint = OpTypeInt 32 0
        %int = OpTypeInt 32 1
     %uint_4 = OpConstant %uint 4
      %int_0 = OpConstant %int 0
        %arr = OpTypeArray %float %uint_4
        %blk = OpTypeStruct %arr
        %ptr = OpTypePointer StorageBuffer %blk
       %fptr = OpTypePointer StorageBuffer %float
         %in = OpVariable %ptr StorageBuffer
        %out = OpVariable %ptr StorageBuffer
       %main = OpFunction %void None %fn
      %entry = OpLabel
          %a = OpAccessChain %fptr %in %int_0 %int_0
          %v = OpLoad %float %a
          %b = OpAccessChain %fptr %out %int_0 %int_0
               OpStore %b %v
               OpReturn
               OpFunctionEnd
)";

std::vector<uint32_t> assemble(const TempDir &dir, const std::string &text) {
  writeBinaryFile(dir.path + "/m.spvasm", text);
  ToolResult r = runTool("spirv-as", "--target-env vulkan1.2 -o " + dir.path +
                                         "/m.spv " + dir.path + "/m.spvasm");
  REQUIRE_MESSAGE(r.exitCode == 0, r.output);
  std::vector<uint8_t> bytes = readBinaryFile(dir.path + "/m.spv");
  std::vector<uint32_t> words(bytes.size() / 4);
  std::memcpy(words.data(), bytes.data(), words.size() * 4);
  return words;
}

std::string disassemble(const TempDir &dir, const std::vector<uint32_t> &w) {
  writeBinaryFile(
      dir.path + "/d.spv",
      std::string(reinterpret_cast<const char *>(w.data()), w.size() * 4));
  return runTool("spirv-dis", dir.path + "/d.spv").output;
}

} // namespace

TEST_CASE("binding access: read-only bindings known, NonWritable removed") {
  TempDir dir;
  std::vector<uint32_t> spirv = assemble(dir, kCopyShader);
  CHECK(readOnlyBindings(spirv, 3) == std::vector<bool>{true, false, true});
  REQUIRE(stripNonWritable(spirv) == 1);
  std::string text = disassemble(dir, spirv);
  CHECK(text.find("NonWritable") == std::string::npos);
  CHECK(text.find("Binding 0") != std::string::npos);
  CHECK(readOnlyBindings(spirv, 3) == std::vector<bool>{false, false, true});
  const std::string val = STRATA_TEST_SPIRV_VAL;
  if (!val.empty()) {
    writeBinaryFile(dir.path + "/v.spv",
                    std::string(reinterpret_cast<const char *>(spirv.data()),
                                spirv.size() * 4));
    ToolResult r =
        runTool(val, "--target-env vulkan1.2 " + dir.path + "/v.spv");
    CHECK_MESSAGE(r.exitCode == 0, r.output);
  }
  // Nothing left to remove.
  CHECK(stripNonWritable(spirv) == 0);
}

TEST_CASE("binding access: glslang's readonly members and bad input stay") {
  // add_f32.comp's `readonly buffer`s: NonWritable on the block member.
  std::vector<uint32_t> glslang = spirvOf("add_f32");
  std::vector<uint32_t> original = glslang;
  CHECK(stripNonWritable(glslang) == 0);
  CHECK(glslang == original);
  // An instruction running past the end, or one of no words: unchanged, and
  // every binding reads as written.
  TempDir dir;
  std::vector<uint32_t> spirv = assemble(dir, kCopyShader);
  spirv.back() = (9u << 16) | (spirv.back() & 0xffffu);
  std::vector<uint32_t> overrun = spirv;
  CHECK(stripNonWritable(spirv) == 0);
  CHECK(spirv == overrun);
  spirv[5] &= 0xffffu;
  std::vector<uint32_t> empty = spirv;
  CHECK(stripNonWritable(spirv) == 0);
  CHECK(spirv == empty);
  CHECK(readOnlyBindings(spirv, 2) == std::vector<bool>{false, false});
}
