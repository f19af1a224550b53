//===- FlowBase.td - flow dialect definition ---------------*- tablegen -*-===//

#ifndef STRATA_DIALECT_FLOW_FLOWBASE
#define STRATA_DIALECT_FLOW_FLOWBASE

include "mlir/IR/OpBase.td"

def Flow_Dialect : Dialect {
  let name = "flow";
  let cppNamespace = "::strata::flow";
  let summary = "Dataflow of whole tensors between dispatches";
  let description = [{
    The flow dialect describes a program as host-side dataflow between
    dispatches: regions of tensor computation (`flow.dispatch.region`) are
    outlined into `flow.executable`s and invoked with `flow.dispatch`.
    Metadata-only tensor operations that need no kernel (reshapes of dense
    row-major tensors) stay on the host as `flow.tensor.*`.
  }];
}

class Flow_Op<string mnemonic, list<Trait> traits = []>
    : Op<Flow_Dialect, mnemonic, traits>;

#endif // STRATA_DIALECT_FLOW_FLOWBASE
