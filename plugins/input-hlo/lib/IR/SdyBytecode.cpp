//===- SdyBytecode.cpp - Shardy attributes read from bytecode ---*- C++ -*-===//
//
// A portable artifact of an SPMD program (VHLO mixed with the Shardy dialect,
// StableHLO 1.11+) writes Shardy's meshes and shardings through Shardy's own
// bytecode encoding: a varint code, then the fields. Strata's sdy dialect
// keeps fewer attribute kinds (MeshAttr, TensorShardingAttr; a sharding per
// value is an ArrayAttr of them, manual axes an ArrayAttr of strings), so
// the pieces Shardy encodes as attributes of their own (mesh axes, axis
// references, dimension shardings) decode into builtin attributes that only
// live until the sharding that holds them is built, as do a sharding rule's
// dimension and tensor mappings. Sub-axes, inline meshes and unreduced axes
// are refused by name.
//
//===----------------------------------------------------------------------===//

#include "strata/InputHLO/IR/SdyOps.h"

#include "BytecodeNesting.h"

#include "mlir/Bytecode/BytecodeImplementation.h"
#include "mlir/IR/Builders.h"

using namespace mlir;

namespace strata::sdy {
namespace {

/// Shardy's attribute codes (its bytecode.td order).
enum SdyAttributeCode : uint64_t {
  kManualAxes = 0,
  kMeshAxis = 1,
  kMesh = 2,
  kSubAxisInfo = 3,
  kAxisRef = 4,
  kDimensionSharding = 5,
  kTensorShardingV1 = 6,
  kTensorShardingPerValueV1 = 7,
  kDimMapping = 8,
  kTensorMapping = 9,
  kOpShardingRule = 10,
  kTensorShardingV2 = 15,
  kTensorShardingPerValueV2 = 16,
  kTensorShardingV3 = 17,
};

/// Shardy writes a dialect version (major, minor, patch); any is read.
struct SdyVersion : public DialectVersion {};

class SdyBytecodeInterface : public BytecodeDialectInterface {
public:
  SdyBytecodeInterface(Dialect *dialect) : BytecodeDialectInterface(dialect) {}

  std::unique_ptr<DialectVersion>
  readVersion(DialectBytecodeReader &reader) const override {
    uint64_t major, minor, patch;
    if (failed(reader.readVarInt(major)) || failed(reader.readVarInt(minor)) ||
        failed(reader.readVarInt(patch)))
      return nullptr;
    return std::make_unique<SdyVersion>();
  }

  Attribute readAttribute(DialectBytecodeReader &reader) const override;

  LogicalResult writeAttribute(Attribute,
                               DialectBytecodeWriter &) const override {
    return failure();
  }

private:
  /// A list of attribute references, each of type T.
  template <typename T>
  LogicalResult readAttrs(DialectBytecodeReader &reader,
                          SmallVectorImpl<Attribute> &out) const {
    return input_hlo::readBoundedList(
        reader, out, [&](Attribute &value) -> LogicalResult {
          if (failed(reader.readAttribute(value)))
            return failure();
          if (!isa<T>(value))
            return reader.emitError() << "unexpected sdy attribute " << value;
          return success();
        });
  }
  Attribute readTensorSharding(DialectBytecodeReader &reader,
                               uint64_t code) const;
};

Attribute
SdyBytecodeInterface::readTensorSharding(DialectBytecodeReader &reader,
                                         uint64_t code) const {
  MLIRContext *ctx = getContext();
  Attribute meshOrRef;
  SmallVector<Attribute> dims, replicated, unreduced;
  if (failed(reader.readAttribute(meshOrRef)) ||
      failed(readAttrs<DictionaryAttr>(reader, dims)) ||
      failed(readAttrs<StringAttr>(reader, replicated)))
    return {};
  if (code != kTensorShardingV1 &&
      failed(readAttrs<StringAttr>(reader, unreduced)))
    return {};
  int64_t reduction = 0;
  if (code == kTensorShardingV3 && failed(reader.readSignedVarInt(reduction)))
    return {};
  auto mesh = dyn_cast<FlatSymbolRefAttr>(meshOrRef);
  if (!mesh) {
    reader.emitError() << "sharding over an inline mesh " << meshOrRef
                       << " is not supported (expected a mesh symbol)";
    return {};
  }
  if (!unreduced.empty()) {
    reader.emitError() << "sharding with unreduced axes is not supported";
    return {};
  }
  Builder b(ctx);
  SmallVector<Attribute> dimAxes;
  SmallVector<bool> open;
  SmallVector<int64_t> priorities;
  for (Attribute dim : dims) {
    auto fields = cast<DictionaryAttr>(dim);
    dimAxes.push_back(fields.get("axes"));
    open.push_back(!cast<BoolAttr>(fields.get("closed")).getValue());
    auto priority = fields.getAs<IntegerAttr>("priority");
    priorities.push_back(priority ? priority.getInt() : -1);
  }
  return TensorShardingAttr::get(ctx, mesh, b.getArrayAttr(dimAxes), open,
                                 priorities, b.getArrayAttr(replicated));
}

Attribute
SdyBytecodeInterface::readAttribute(DialectBytecodeReader &reader) const {
  input_hlo::BytecodeNestingGuard nesting(reader);
  if (!nesting.ok())
    return {};
  MLIRContext *ctx = getContext();
  Builder b(ctx);
  uint64_t code;
  if (failed(reader.readVarInt(code)))
    return {};
  switch (code) {
  case kManualAxes: {
    SmallVector<Attribute> axes;
    if (failed(readAttrs<StringAttr>(reader, axes)))
      return {};
    return b.getArrayAttr(axes);
  }
  case kMeshAxis: {
    // [name, size]: only read inside a mesh.
    StringRef name;
    int64_t size;
    if (failed(reader.readString(name)) ||
        failed(reader.readSignedVarInt(size)))
      return {};
    return b.getArrayAttr({b.getStringAttr(name), b.getI64IntegerAttr(size)});
  }
  case kMesh: {
    SmallVector<Attribute> axes;
    SmallVector<int64_t> deviceIds;
    if (failed(readAttrs<ArrayAttr>(reader, axes)) ||
        failed(input_hlo::readBoundedSignedVarInts(reader, deviceIds)))
      return {};
    SmallVector<Attribute> names;
    SmallVector<int64_t> sizes;
    for (Attribute axis : axes) {
      auto fields = cast<ArrayAttr>(axis);
      auto name =
          fields.size() == 2 ? dyn_cast<StringAttr>(fields[0]) : nullptr;
      auto size =
          fields.size() == 2 ? dyn_cast<IntegerAttr>(fields[1]) : nullptr;
      if (!name || !size) {
        reader.emitError() << "malformed mesh axis " << axis;
        return {};
      }
      names.push_back(name);
      sizes.push_back(size.getInt());
    }
    return MeshAttr::get(ctx, b.getArrayAttr(names), sizes, deviceIds);
  }
  case kAxisRef: {
    // The axis name; a sub-axis is refused.
    StringRef name;
    Attribute subAxis;
    if (failed(reader.readString(name)) ||
        failed(reader.readOptionalAttribute(subAxis)))
      return {};
    if (subAxis) {
      reader.emitError() << "sharding over a sub-axis of mesh axis '" << name
                         << "' is not supported";
      return {};
    }
    return b.getStringAttr(name);
  }
  case kDimensionSharding: {
    // {axes, closed, priority?}: only read inside a tensor sharding.
    SmallVector<Attribute> axes;
    bool closed;
    uint64_t priority;
    bool hasPriority;
    if (failed(readAttrs<StringAttr>(reader, axes)) ||
        failed(reader.readBool(closed)) ||
        failed(reader.readVarIntWithFlag(priority, hasPriority)))
      return {};
    SmallVector<NamedAttribute> fields = {
        b.getNamedAttr("axes", b.getArrayAttr(axes)),
        b.getNamedAttr("closed", b.getBoolAttr(closed))};
    if (hasPriority)
      fields.push_back(b.getNamedAttr(
          "priority", b.getI64IntegerAttr(static_cast<int64_t>(priority))));
    return b.getDictionaryAttr(fields);
  }
  case kTensorShardingV1:
  case kTensorShardingV2:
  case kTensorShardingV3:
    return readTensorSharding(reader, code);
  case kTensorShardingPerValueV1:
  case kTensorShardingPerValueV2: {
    SmallVector<Attribute> shardings;
    if (failed(readAttrs<TensorShardingAttr>(reader, shardings)))
      return {};
    return b.getArrayAttr(shardings);
  }
  case kDimMapping: {
    // A dimension's factor indices: only read inside a tensor mapping.
    SmallVector<int64_t> factors;
    if (failed(input_hlo::readBoundedSignedVarInts(reader, factors)))
      return {};
    return b.getDenseI64ArrayAttr(factors);
  }
  case kTensorMapping: {
    SmallVector<Attribute> dims;
    if (failed(readAttrs<DenseI64ArrayAttr>(reader, dims)))
      return {};
    return b.getArrayAttr(dims);
  }
  case kOpShardingRule: {
    // `sdy.sharding_rule` (JAX writes one on its linalg FFI calls), with
    // the factor names Shardy prints: i..z, then z_1, z_2, ...
    SmallVector<int64_t> sizes;
    SmallVector<int64_t> kindFactors[4];
    SmallVector<Attribute> operands, results;
    bool custom;
    if (failed(input_hlo::readBoundedSignedVarInts(reader, sizes)) ||
        failed(readAttrs<ArrayAttr>(reader, operands)) ||
        failed(readAttrs<ArrayAttr>(reader, results)))
      return {};
    for (SmallVector<int64_t> &factors : kindFactors)
      if (failed(input_hlo::readBoundedSignedVarInts(reader, factors)))
        return {};
    if (failed(reader.readBool(custom)))
      return {};
    auto factorName = [](int64_t index) -> std::string {
      return index < 18 ? std::string(1, static_cast<char>('i' + index))
                        : "z_" + std::to_string(index - 17);
    };
    auto inRange = [&](int64_t index) {
      return index >= 0 && index < static_cast<int64_t>(sizes.size());
    };
    // Dimension mappings (factor indices) -> `ij`-style names.
    auto named = [&](ArrayRef<Attribute> values,
                     SmallVectorImpl<Attribute> &out) -> LogicalResult {
      for (Attribute value : values) {
        SmallVector<Attribute> dims;
        for (Attribute dim : cast<ArrayAttr>(value)) {
          std::string name;
          for (int64_t index : cast<DenseI64ArrayAttr>(dim).asArrayRef()) {
            if (!inRange(index))
              return reader.emitError() << "sharding rule factor " << index
                                        << " of " << sizes.size();
            name += factorName(index);
          }
          dims.push_back(b.getStringAttr(name));
        }
        out.push_back(b.getArrayAttr(dims));
      }
      return success();
    };
    SmallVector<Attribute> operandNames, resultNames, names, kinds;
    if (failed(named(operands, operandNames)) ||
        failed(named(results, resultNames)))
      return {};
    for (int64_t i = 0, e = sizes.size(); i < e; ++i)
      names.push_back(b.getStringAttr(factorName(i)));
    const char *kindNames[] = {"reduction", "need_replication", "permutation",
                               "blocked_propagation"};
    for (auto [kind, factors] : llvm::zip_equal(kindNames, kindFactors)) {
      if (factors.empty())
        continue;
      SmallVector<Attribute> factorNames;
      for (int64_t index : factors) {
        if (!inRange(index)) {
          reader.emitError()
              << "sharding rule factor " << index << " of " << sizes.size();
          return {};
        }
        factorNames.push_back(b.getStringAttr(factorName(index)));
      }
      kinds.push_back(
          b.getArrayAttr({b.getStringAttr(kind), b.getArrayAttr(factorNames)}));
    }
    return OpShardingRuleAttr::get(
        ctx, b.getArrayAttr(operandNames), b.getArrayAttr(resultNames),
        b.getArrayAttr(names), sizes, b.getArrayAttr(kinds), custom);
  }
  default:
    reader.emitError() << "sdy attribute code " << code
                       << " (sub-axes, collective parameters) "
                          "is not supported";
    return {};
  }
}

} // namespace

void addBytecodeInterface(SdyDialect &dialect) {
  dialect.addInterfaces<SdyBytecodeInterface>();
}

} // namespace strata::sdy
