//===- FloatControls.h - Denormal preservation for a device -----*- C++ -*-===//
//
// A vulkan-spirv binary is compiled for any Vulkan device, so it leaves
// denormal behaviour to the driver, and NVIDIA's flushes f32 denormals to
// zero (chlo.next_after from the smallest denormal, a complex sign at 1e-40
// come out wrong). Where the device can preserve denormals of a width
// (VkPhysicalDeviceFloatControlsProperties), the driver adds the
// DenormPreserve execution mode for it to every entry point at load, so every
// device that can computes what the StableHLO reference (and lavapipe, which
// preserves them without the mode) computes.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_VULKAN_RUNTIME_FLOATCONTROLS_H
#define STRATA_VULKAN_RUNTIME_FLOATCONTROLS_H

#include <cstdint>
#include <string>
#include <vector>

namespace strata::vulkan::driver {

/// Float widths (16, 32, 64) whose denormals the device can preserve.
struct DenormPreserveWidths {
  bool f16 = false, f32 = false, f64 = false;
  bool any() const { return f16 || f32 || f64; }
};

/// Adds `OpExecutionMode %entry DenormPreserve <width>` to every entry point
/// of `spirv` for each width in `widths` that the module uses (f32 always;
/// f16/f64 when it declares Float16/Float64) and that no execution mode of
/// the entry point sets already, plus the DenormPreserve capability and, for
/// SPIR-V before 1.4, the SPV_KHR_float_controls extension. Returns false
/// with `why` on a malformed module (left unchanged).
bool addDenormPreserve(std::vector<uint32_t> &spirv,
                       DenormPreserveWidths widths, std::string &why);

} // namespace strata::vulkan::driver

#endif // STRATA_VULKAN_RUNTIME_FLOATCONTROLS_H
