//===- channel.cpp - hal::Channel over a channel provider ---------*- C++
//-*-===//
//
// The runtime's side of collectives: rank tables to sub-channels, the
// layouts of gathers, scatters and all-to-all along any dim to the flat
// collectives a provider implements (runtime_plugin.h), and checks of every
// size against the buffers so a bad module fails instead of overrunning.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/hal.h"
#include "strata/runtime/trace.h"

#include <algorithm>
#include <cstring>

namespace strata::hal {

namespace {
constexpr size_t kErrorCapacity = 512;
} // namespace

Channel::Channel(std::shared_ptr<const PluginManager> plugins,
                 const strata_channel_provider_t *api,
                 strata_hal_channel_t *handle, std::string providerName)
    : RefObject(kKind), plugins_(std::move(plugins)), api_(api),
      handle_(handle), providerName_(std::move(providerName)) {
  api_->query(handle_, &rank_, &count_);
}

Channel::~Channel() {
  groups_.clear();
  if (handle_)
    api_->close(handle_);
}

StatusOr<std::vector<Ref<Channel>>>
Channel::open(std::shared_ptr<const PluginManager> plugins,
              const ChannelProvider &provider, uint32_t count,
              std::chrono::nanoseconds timeout) {
  std::vector<strata_hal_channel_t *> handles(std::max<uint32_t>(count, 1));
  uint32_t opened = 0;
  char error[kErrorCapacity] = {0};
  int code = provider.api->open(provider.api->self, count,
                                uint64_t(std::max<int64_t>(timeout.count(), 0)),
                                handles.data(), uint32_t(handles.size()),
                                &opened, error, sizeof(error));
  if (code != STRATA_PLUGIN_OK)
    return Status(StatusCode(code), "channel provider '" +
                                        std::string(provider.api->name) +
                                        "': " + error);
  if (opened > handles.size())
    return internalError("channel provider '", provider.api->name,
                         "' returned ", opened, " channels for ",
                         handles.size(), " slots");
  std::vector<Ref<Channel>> channels;
  for (uint32_t i = 0; i < opened; ++i)
    channels.push_back(Ref<Channel>(
        new Channel(plugins, provider.api, handles[i], provider.api->name)));
  return channels;
}

Status Channel::check(int code, const char *error, const char *what) const {
  if (code == STRATA_PLUGIN_OK)
    return Status::ok();
  return Status(StatusCode(code), std::string(what) + " on rank " +
                                      std::to_string(rank_) + " of " +
                                      std::to_string(count_) + " (" +
                                      providerName_ + "): " + error);
}

Status Channel::allReduce(const void *send, void *recv, uint64_t count,
                          ElementType type, uint32_t reduction) {
  char error[kErrorCapacity] = {0};
  return check(api_->all_reduce(handle_, send, recv, count, uint32_t(type),
                                reduction, error, sizeof(error)),
               error, "all_reduce");
}

Status Channel::allGather(const void *send, void *recv, uint64_t bytes) {
  char error[kErrorCapacity] = {0};
  return check(
      api_->all_gather(handle_, send, recv, bytes, error, sizeof(error)), error,
      "all_gather");
}

Status Channel::reduceScatter(const void *send, void *recv, uint64_t count,
                              ElementType type, uint32_t reduction) {
  char error[kErrorCapacity] = {0};
  return check(api_->reduce_scatter(handle_, send, recv, count, uint32_t(type),
                                    reduction, error, sizeof(error)),
               error, "reduce_scatter");
}

Status Channel::allToAll(const void *send, void *recv, uint64_t bytes) {
  char error[kErrorCapacity] = {0};
  return check(
      api_->all_to_all(handle_, send, recv, bytes, error, sizeof(error)), error,
      "all_to_all");
}

Status Channel::sendRecv(const void *send, int32_t to, void *recv, int32_t from,
                         uint64_t bytes) {
  char error[kErrorCapacity] = {0};
  return check(api_->send_recv(handle_, send, to, recv, from, bytes, error,
                               sizeof(error)),
               error, "send_recv");
}

void Channel::abort(const std::string &message) {
  api_->abort(handle_, message.c_str());
}

StatusOr<Channel *> Channel::group(const std::vector<int32_t> &ranks,
                                   int32_t columns) {
  // One row of every rank in order: this channel itself.
  bool whole = int64_t(ranks.size()) == int64_t(count_) &&
               int64_t(columns) == int64_t(count_);
  for (size_t i = 0; whole && i < ranks.size(); ++i)
    whole = ranks[i] == int32_t(i);
  if (whole)
    return this;
  auto it = groups_.find(ranks);
  if (it != groups_.end())
    return it->second.get();
  int32_t color = -1, key = 0;
  for (size_t i = 0; i < ranks.size(); ++i) {
    if (ranks[i] < 0 || uint32_t(ranks[i]) >= count_)
      return invalidArgument("replica groups name rank ", ranks[i],
                             " of a channel of ", count_, " ranks");
    if (uint32_t(ranks[i]) == rank_) {
      color = int32_t(i / size_t(columns));
      key = int32_t(i % size_t(columns));
    }
  }
  if (color < 0)
    return invalidArgument("rank ", rank_, " is in none of the ",
                           ranks.size() / size_t(columns), " replica groups");
  strata_hal_channel_t *split = nullptr;
  char error[kErrorCapacity] = {0};
  STRATA_RETURN_IF_ERROR(
      check(api_->split(handle_, color, key, &split, error, sizeof(error)),
            error, "split"));
  Ref<Channel> sub(new Channel(plugins_, api_, split, providerName_));
  if (sub->count() != uint32_t(columns) || sub->rank() != uint32_t(key))
    return internalError("split of rank ", rank_, " into group ", color,
                         " gave rank ", sub->rank(), " of ", sub->count(),
                         "; expected ", key, " of ", columns);
  Channel *result = sub.get();
  groups_.emplace(ranks, std::move(sub));
  return result;
}

namespace {

/// dst[o][j] = src[j][o] for `outer` x `members` blocks of `block` bytes.
void interleave(uint8_t *dst, const uint8_t *src, uint64_t members,
                uint64_t outer, uint64_t block) {
  for (uint64_t j = 0; j < members; ++j)
    for (uint64_t o = 0; o < outer; ++o)
      std::memcpy(dst + (o * members + j) * block,
                  src + (j * outer + o) * block, block);
}

/// dst[j][o] = src[o][j] (the inverse of interleave).
void deinterleave(uint8_t *dst, const uint8_t *src, uint64_t members,
                  uint64_t outer, uint64_t block) {
  for (uint64_t o = 0; o < outer; ++o)
    for (uint64_t j = 0; j < members; ++j)
      std::memcpy(dst + (j * outer + o) * block,
                  src + (o * members + j) * block, block);
}

/// a * b, or false on overflow.
bool mul(uint64_t a, uint64_t b, uint64_t *out) {
  return !__builtin_mul_overflow(a, b, out);
}

} // namespace

Status Channel::collective(int32_t kind, const Buffer &table,
                           const Buffer &source, Buffer &target,
                           ElementType type, uint32_t reduction,
                           const int64_t params[4]) {
  for (int i = 0; i < 4; ++i)
    if (params[i] < 0)
      return invalidArgument("collective param ", i, " is negative (",
                             params[i], ")");
  if (kind == 5) { // partition_id: this rank as i32
    if (target.size() < 4)
      return invalidArgument("partition_id needs a 4-byte target, got ",
                             target.size());
    int32_t rank = int32_t(rank_);
    std::memcpy(target.data(), &rank, 4);
    return Status::ok();
  }
  // One trace slice per collective: its operand's download (a driver
  // device), the channel's call and the result's bytes.
  trace::Scope traced("collective", [&] {
    static const char *const kNames[] = {
        "all_reduce", "all_gather", "reduce_scatter", "all_to_all", "permute"};
    return std::string(kind >= 0 && kind < 5 ? kNames[kind] : "collective");
  });
  traced.arg("bytes", double(source.size()));
  STRATA_RETURN_IF_ERROR(table.syncToHost());
  STRATA_RETURN_IF_ERROR(source.syncToHost());
  if (table.size() < 8 || table.size() % 4)
    return invalidArgument("collective rank table of ", table.size(),
                           " bytes; expected [rows, columns, ranks...] as i32");
  std::vector<int32_t> header(2);
  std::memcpy(header.data(), table.data(), 8);
  int32_t rows = header[0], columns = header[1];
  uint64_t entries = 0;
  if (rows <= 0 || columns <= 0 ||
      !mul(uint64_t(rows), uint64_t(columns), &entries) ||
      entries * 4 + 8 != table.size())
    return invalidArgument("collective rank table says ", rows, "x", columns,
                           " but holds ", (table.size() - 8) / 4, " ranks");
  std::vector<int32_t> ranks(entries);
  std::memcpy(ranks.data(), table.data() + 8, entries * 4);
  size_t width = elementTypeSize(type);
  if (!width)
    return invalidArgument("collective on invalid element type code ",
                           uint32_t(type));
  const uint8_t *src = source.data();
  uint64_t p0 = uint64_t(params[0]), p1 = uint64_t(params[1]),
           p2 = uint64_t(params[2]), p3 = uint64_t(params[3]);

  // Bytes each side needs; checked before anything moves.
  auto need = [&](uint64_t sourceBytes, uint64_t targetBytes) -> Status {
    if (sourceBytes > source.size() || targetBytes > target.size())
      return invalidArgument("collective kind ", kind, " needs ", sourceBytes,
                             " source and ", targetBytes,
                             " target bytes; the buffers have ", source.size(),
                             " and ", target.size());
    return Status::ok();
  };

  if (kind == 4) { // permute: (source, target) pairs of global ranks
    if (columns != 2)
      return invalidArgument("permute pairs table has ", columns,
                             " columns; expected 2");
    STRATA_RETURN_IF_ERROR(need(p0, p0));
    int32_t to = -1, from = -1;
    for (uint64_t i = 0; i < entries; i += 2) {
      if (ranks[i] < 0 || uint32_t(ranks[i]) >= count_ || ranks[i + 1] < 0 ||
          uint32_t(ranks[i + 1]) >= count_)
        return invalidArgument("permute pair (", ranks[i], ", ", ranks[i + 1],
                               ") names a rank outside 0..", count_ - 1);
      if (uint32_t(ranks[i]) == rank_)
        to = ranks[i + 1];
      if (uint32_t(ranks[i + 1]) == rank_)
        from = ranks[i];
    }
    uint8_t *dst = target.data();
    STRATA_RETURN_IF_ERROR(sendRecv(src, to, dst, from, p0));
    if (from < 0)
      std::memset(dst, 0, p0);
    return Status::ok();
  }

  STRATA_ASSIGN_OR_RETURN(Channel * channel, group(ranks, columns));
  uint64_t members = uint64_t(columns);
  switch (kind) {
  case 0: { // all_reduce: p0 elements
    uint64_t bytes = 0;
    if (!mul(p0, width, &bytes))
      return invalidArgument("all_reduce of ", p0, " elements overflows");
    STRATA_RETURN_IF_ERROR(need(bytes, bytes));
    return channel->allReduce(src, target.data(), p0, type, reduction);
  }
  case 1: { // all_gather: p0 outer x p1-byte blocks per member
    uint64_t part = 0, whole = 0;
    if (!mul(p0, p1, &part) || !mul(part, members, &whole))
      return invalidArgument("all_gather sizes overflow");
    STRATA_RETURN_IF_ERROR(need(part, whole));
    uint8_t *dst = target.data();
    if (p0 == 1)
      return channel->allGather(src, dst, part);
    std::vector<uint8_t> gathered(whole);
    STRATA_RETURN_IF_ERROR(channel->allGather(src, gathered.data(), part));
    interleave(dst, gathered.data(), members, p0, p1);
    return Status::ok();
  }
  case 2: { // reduce_scatter: p0 outer x p1-element blocks per member
    uint64_t block = 0, part = 0, whole = 0;
    if (!mul(p1, width, &block) || !mul(p0, block, &part) ||
        !mul(part, members, &whole))
      return invalidArgument("reduce_scatter sizes overflow");
    STRATA_RETURN_IF_ERROR(need(whole, part));
    uint8_t *dst = target.data();
    if (p0 == 1)
      return channel->reduceScatter(src, dst, p1, type, reduction);
    std::vector<uint8_t> blocks(whole);
    deinterleave(blocks.data(), src, members, p0, block);
    return channel->reduceScatter(blocks.data(), dst, p0 * p1, type, reduction);
  }
  case 3: { // all_to_all: split p0 x p1 bytes, concat p2 x p3 bytes
    uint64_t chunk = 0, other = 0, whole = 0;
    if (!mul(p0, p1, &chunk) || !mul(p2, p3, &other) ||
        !mul(chunk, members, &whole))
      return invalidArgument("all_to_all sizes overflow");
    if (chunk != other)
      return invalidArgument("all_to_all split chunk of ", chunk,
                             " bytes but concat chunk of ", other);
    STRATA_RETURN_IF_ERROR(need(whole, whole));
    std::vector<uint8_t> send, received;
    const uint8_t *sendData = src;
    if (p0 != 1) {
      send.resize(whole);
      deinterleave(send.data(), src, members, p0, p1);
      sendData = send.data();
    }
    uint8_t *dst = target.data();
    if (p2 == 1)
      return channel->allToAll(sendData, dst, chunk);
    received.resize(whole);
    STRATA_RETURN_IF_ERROR(channel->allToAll(sendData, received.data(), chunk));
    interleave(dst, received.data(), members, p2, p3);
    return Status::ok();
  }
  }
  return invalidArgument("unknown collective kind ", kind, " (expected 0-5)");
}

} // namespace strata::hal
