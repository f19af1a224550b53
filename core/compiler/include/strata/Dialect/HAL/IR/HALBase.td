//===- HALBase.td - hal dialect definition -----------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_HAL_HALBASE
#define STRATA_DIALECT_HAL_HALBASE

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"

def HAL_Dialect : Dialect {
  let name = "hal";
  let cppNamespace = "::strata::hal";
  let summary = "Hardware abstraction layer: devices, buffers, command buffers";
  let description = [{
    A Vulkan-shaped model of a device. Executables carry one variant per
    target; host code allocates buffers, records command buffers with
    dispatches and barriers, submits them and waits on fences. Every op maps
    to one import of the runtime's `hal` module.
  }];
  let useDefaultTypePrinterParser = 1;
}

class HAL_Type<string name, string typeMnemonic>
    : TypeDef<HAL_Dialect, name> {
  let mnemonic = typeMnemonic;
}

def HAL_Device : HAL_Type<"Device", "device"> {
  let summary = "A logical device";
  let description = [{ `!hal.device` }];
}
def HAL_Buffer : HAL_Type<"Buffer", "buffer"> {
  let summary = "A range of device memory";
  let description = [{ `!hal.buffer` }];
}
def HAL_BufferView : HAL_Type<"BufferView", "buffer_view"> {
  let summary = "A buffer with a shape and element type";
  let description = [{ `!hal.buffer_view` }];
}
def HAL_CommandBuffer : HAL_Type<"CommandBuffer", "command_buffer"> {
  let summary = "Recorded device commands";
  let description = [{ `!hal.command_buffer` }];
}
def HAL_Executable : HAL_Type<"Executable", "executable"> {
  let summary = "A loaded executable variant";
  let description = [{ `!hal.executable` }];
}
def HAL_Fence : HAL_Type<"Fence", "fence"> {
  let summary = "A timeline semaphore and the value it reaches";
  let description = [{ `!hal.fence` }];
}

def HAL_Channel : HAL_Type<"Channel", "channel"> {
  let summary = "The ranks of an SPMD program and their collectives";
  let description = [{ `!hal.channel` }];
}

class HAL_Op<string mnemonic, list<Trait> traits = []>
    : Op<HAL_Dialect, mnemonic, traits>;

#endif // STRATA_DIALECT_HAL_HALBASE
