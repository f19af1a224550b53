//===- sharding.cpp - Global arrays to shards and back -------------*- C++
//-*-===//
//
// The tools' side of SPMD programs (tooling.h Sharding): a rank's shard is
// the block of the global array at the rank's mesh coordinates along the
// axes each dim is split over; joining walks every block of the global
// array and copies it from a rank that holds it.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/tooling.h"

#include <cstring>

namespace strata::tooling {

namespace {

/// Mesh coordinate of `rank` along `axis` (row-major, the first axis major).
int64_t coordinate(const std::vector<int64_t> &mesh, uint32_t rank,
                   uint32_t axis) {
  int64_t stride = 1;
  for (size_t a = axis + 1; a < mesh.size(); ++a)
    stride *= mesh[a];
  return (int64_t(rank) / stride) % mesh[axis];
}

int64_t rankCount(const std::vector<int64_t> &mesh) {
  int64_t n = 1;
  for (int64_t size : mesh)
    n *= size;
  return n;
}

/// Per dim: the number of blocks and which block `rank` holds.
struct Blocks {
  std::vector<int64_t> count, index;
};

StatusOr<Blocks> blocksOf(const Sharding &sharding, uint32_t rank,
                          const std::string &what) {
  Blocks b;
  for (const auto &axes : sharding.dims) {
    int64_t count = 1, index = 0;
    for (uint32_t axis : axes) {
      if (axis >= sharding.mesh.size())
        return invalidArgument(what, ": sharding names mesh axis ", axis,
                               " of ", sharding.mesh.size());
      count *= sharding.mesh[axis];
      index =
          index * sharding.mesh[axis] + coordinate(sharding.mesh, rank, axis);
    }
    b.count.push_back(count);
    b.index.push_back(index);
  }
  return b;
}

/// Copies the block `blockIndex` (per dim) of shape `local` between a
/// global array of shape `global` and a dense local array. `toLocal` picks
/// the direction.
void copyBlock(uint8_t *globalData, uint8_t *localData,
               const std::vector<int64_t> &global,
               const std::vector<int64_t> &local,
               const std::vector<int64_t> &blockIndex, size_t width,
               bool toLocal) {
  size_t rank = global.size();
  if (rank == 0) {
    if (toLocal)
      std::memcpy(localData, globalData, width);
    else
      std::memcpy(globalData, localData, width);
    return;
  }
  // Rows of the innermost dim, contiguous in both.
  uint64_t row = uint64_t(local[rank - 1]) * width;
  uint64_t rows = 1;
  for (size_t d = 0; d + 1 < rank; ++d)
    rows *= uint64_t(local[d]);
  std::vector<int64_t> at(rank, 0);
  for (uint64_t r = 0; r < rows; ++r) {
    uint64_t offset = 0;
    for (size_t d = 0; d < rank; ++d)
      offset = offset * uint64_t(global[d]) +
               uint64_t(blockIndex[d] * local[d] + at[d]);
    uint8_t *g = globalData + offset * width;
    uint8_t *l = localData + r * row;
    if (toLocal)
      std::memcpy(l, g, row);
    else
      std::memcpy(g, l, row);
    for (size_t d = rank - 1; d-- > 0;) {
      if (++at[d] < local[d])
        break;
      at[d] = 0;
    }
  }
}

} // namespace

StatusOr<HostTensor> shardOf(const HostTensor &global, const Sharding &sharding,
                             uint32_t rank, const std::string &what) {
  if (int64_t(rank) >= rankCount(sharding.mesh))
    return invalidArgument(what, ": rank ", rank, " of a mesh of ",
                           rankCount(sharding.mesh));
  if (sharding.dims.size() != global.shape.size())
    return invalidArgument(what, ": sharding of rank ", sharding.dims.size(),
                           " for a ", global.typeString(), " array");
  STRATA_ASSIGN_OR_RETURN(Blocks blocks, blocksOf(sharding, rank, what));
  HostTensor local;
  local.type = global.type;
  for (size_t d = 0; d < global.shape.size(); ++d) {
    if (global.shape[d] % blocks.count[d])
      return invalidArgument(what, ": dim ", d, " of ", global.typeString(),
                             " does not split into ", blocks.count[d],
                             " equal blocks");
    local.shape.push_back(global.shape[d] / blocks.count[d]);
  }
  size_t width = hal::elementTypeSize(global.type);
  local.data.resize(local.elementCount() * width);
  copyBlock(const_cast<uint8_t *>(global.data.data()), local.data.data(),
            global.shape, local.shape, blocks.index, width, /*toLocal=*/true);
  return local;
}

StatusOr<HostTensor> joinShards(const std::vector<HostTensor> &shards,
                                const Sharding &sharding,
                                const std::string &what) {
  int64_t ranks = rankCount(sharding.mesh);
  if (int64_t(shards.size()) != ranks || shards.empty())
    return invalidArgument(what, ": ", shards.size(), " shards for a mesh of ",
                           ranks, " ranks");
  const HostTensor &first = shards.front();
  if (sharding.dims.size() != first.shape.size())
    return invalidArgument(what, ": sharding of rank ", sharding.dims.size(),
                           " for a ", first.typeString(), " shard");
  HostTensor global;
  global.type = first.type;
  STRATA_ASSIGN_OR_RETURN(Blocks b0, blocksOf(sharding, 0, what));
  for (size_t d = 0; d < first.shape.size(); ++d)
    global.shape.push_back(first.shape[d] * b0.count[d]);
  size_t width = hal::elementTypeSize(global.type);
  global.data.resize(global.elementCount() * width);
  // Ranks with coordinate 0 on every axis the array is not split over hold
  // the blocks between them exactly once.
  std::vector<bool> splitAxis(sharding.mesh.size(), false);
  for (const auto &axes : sharding.dims)
    for (uint32_t axis : axes)
      splitAxis[axis] = true;
  for (int64_t r = 0; r < ranks; ++r) {
    bool owner = true;
    for (uint32_t a = 0; a < sharding.mesh.size(); ++a)
      owner = owner && (splitAxis[a] || coordinate(sharding.mesh, r, a) == 0);
    if (!owner)
      continue;
    const HostTensor &shard = shards[r];
    if (shard.type != first.type || shard.shape != first.shape)
      return invalidArgument(what, ": rank ", r, " returned ",
                             shard.typeString(), ", rank 0 ",
                             first.typeString());
    STRATA_ASSIGN_OR_RETURN(Blocks b, blocksOf(sharding, uint32_t(r), what));
    copyBlock(global.data.data(), const_cast<uint8_t *>(shard.data.data()),
              global.shape, shard.shape, b.index, width, /*toLocal=*/false);
  }
  return global;
}

} // namespace strata::tooling
