//===- LocalChannels.cpp - The `local` channel provider ------------*- C++
//-*-===//
//
// All ranks of a group live in this process, one thread per rank. A
// collective is a rendezvous: each rank posts its buffers, waits for the
// others, computes its own result reading their buffers directly, and
// waits again before anyone may reuse them. A rank that gives up (abort,
// or a wait past the group's timeout) fails every rank of every group of
// the same world. See README.md.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/ChannelReduction.h"
#include "strata/sdk/runtime_plugin.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#define STRATA_EXPORT __attribute__((visibility("default")))

namespace {

using Clock = std::chrono::steady_clock;

/// What every group opened together shares: the abort flag and message.
struct World {
  std::mutex mutex;
  std::atomic<bool> aborted{false};
  std::string message;
};

struct Post {
  const void *send = nullptr;
  int32_t to = -1;
  int32_t color = 0, key = 0;
};

struct Group {
  std::shared_ptr<World> world;
  uint32_t count = 0;
  std::chrono::nanoseconds timeout{0};
  std::mutex mutex;
  std::condition_variable arrived;
  uint32_t waiting = 0;
  uint64_t generation = 0;
  std::vector<Post> posts;
  /// Groups split from this one, by (split sequence, color).
  std::map<std::pair<uint64_t, int32_t>, std::shared_ptr<Group>> splits;
  uint64_t splitSequence = 0;
};

} // namespace

struct strata_hal_channel_t {
  std::shared_ptr<Group> group;
  uint32_t rank = 0;
  uint64_t splitCount = 0;
};

namespace {

int fail(char *error, size_t capacity, int code, const std::string &message) {
  if (error && capacity)
    std::snprintf(error, capacity, "%s", message.c_str());
  return code;
}

int abortedStatus(const World &world, char *error, size_t capacity) {
  return fail(error, capacity, STRATA_PLUGIN_ABORTED,
              "the group was aborted: " + world.message);
}

void abortWorld(World &world, const std::string &message) {
  std::lock_guard<std::mutex> lock(world.mutex);
  if (world.aborted.load())
    return;
  world.message = message;
  world.aborted.store(true);
}

/// Waits until every rank of the group has arrived; the last one in
/// releases them. Polls the world's abort flag so an abort in any group of
/// the world ends every wait.
int rendezvous(strata_hal_channel_t *channel, char *error, size_t capacity) {
  Group &g = *channel->group;
  std::unique_lock<std::mutex> lock(g.mutex);
  if (g.world->aborted.load())
    return abortedStatus(*g.world, error, capacity);
  uint64_t generation = g.generation;
  if (++g.waiting == g.count) {
    g.waiting = 0;
    ++g.generation;
    g.arrived.notify_all();
    return STRATA_PLUGIN_OK;
  }
  Clock::time_point deadline = g.timeout.count() > 0 ? Clock::now() + g.timeout
                                                     : Clock::time_point::max();
  while (g.generation == generation) {
    if (g.world->aborted.load())
      return abortedStatus(*g.world, error, capacity);
    if (Clock::now() >= deadline) {
      std::string message =
          "rank " + std::to_string(channel->rank) + " waited " +
          std::to_string(
              std::chrono::duration_cast<std::chrono::milliseconds>(g.timeout)
                  .count()) +
          " ms for the other ranks of its group of " + std::to_string(g.count) +
          " (a rank stopped taking part)";
      lock.unlock();
      abortWorld(*g.world, message);
      return fail(error, capacity, STRATA_PLUGIN_DEADLINE_EXCEEDED, message);
    }
    g.arrived.wait_for(lock, std::chrono::milliseconds(20));
  }
  return STRATA_PLUGIN_OK;
}

/// Posts this rank's buffers, waits for all, runs `work` (which reads the
/// others' posts), waits again so no buffer is reused early.
template <typename Work>
int collective(strata_hal_channel_t *channel, const Post &post, char *error,
               size_t capacity, Work work) {
  Group &g = *channel->group;
  {
    std::lock_guard<std::mutex> lock(g.mutex);
    g.posts[channel->rank] = post;
  }
  if (int code = rendezvous(channel, error, capacity))
    return code;
  int code = work(g.posts);
  if (code) {
    abortWorld(*g.world, "rank " + std::to_string(channel->rank) + ": " +
                             std::string(error ? error : ""));
    return code;
  }
  return rendezvous(channel, error, capacity);
}

int localOpen(void * /*self*/, uint32_t count, uint64_t timeoutNs,
              strata_hal_channel_t **channels, uint32_t capacity,
              uint32_t *outCount, char *error, size_t errorCapacity) {
  if (count == 0)
    return fail(error, errorCapacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "the local provider needs a rank count (--partitions=N)");
  if (count > capacity)
    return fail(error, errorCapacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                std::to_string(count) + " ranks but room for " +
                    std::to_string(capacity) + " channels");
  try {
    auto group = std::make_shared<Group>();
    group->world = std::make_shared<World>();
    group->count = count;
    group->timeout = std::chrono::nanoseconds(timeoutNs);
    group->posts.resize(count);
    for (uint32_t r = 0; r < count; ++r)
      channels[r] = new strata_hal_channel_t{group, r, 0};
  } catch (const std::exception &e) {
    return fail(error, errorCapacity, STRATA_PLUGIN_RESOURCE_EXHAUSTED,
                e.what());
  }
  *outCount = count;
  return STRATA_PLUGIN_OK;
}

void localClose(strata_hal_channel_t *channel) { delete channel; }

void localQuery(strata_hal_channel_t *channel, uint32_t *rank,
                uint32_t *count) {
  *rank = channel->rank;
  *count = channel->group->count;
}

int localSplit(strata_hal_channel_t *channel, int32_t color, int32_t key,
               strata_hal_channel_t **out, char *error, size_t capacity) {
  Group &g = *channel->group;
  Post post;
  post.color = color;
  post.key = key;
  uint64_t sequence = channel->splitCount++;
  std::shared_ptr<Group> sub;
  uint32_t subRank = 0;
  int code =
      collective(channel, post, error, capacity, [&](std::vector<Post> &posts) {
        std::vector<std::pair<int32_t, uint32_t>> members; // (key, rank)
        for (uint32_t r = 0; r < g.count; ++r)
          if (posts[r].color == color)
            members.push_back({posts[r].key, r});
        std::sort(members.begin(), members.end());
        for (uint32_t i = 0; i < members.size(); ++i)
          if (members[i].second == channel->rank)
            subRank = i;
        std::lock_guard<std::mutex> lock(g.mutex);
        std::shared_ptr<Group> &slot = g.splits[{sequence, color}];
        if (!slot) {
          slot = std::make_shared<Group>();
          slot->world = g.world;
          slot->count = uint32_t(members.size());
          slot->timeout = g.timeout;
          slot->posts.resize(members.size());
        }
        sub = slot;
        return STRATA_PLUGIN_OK;
      });
  if (code)
    return code;
  {
    // Every rank has its group now: the last reference is the members'.
    std::lock_guard<std::mutex> lock(g.mutex);
    g.splits.erase({sequence, color});
  }
  *out = new strata_hal_channel_t{sub, subRank, 0};
  return STRATA_PLUGIN_OK;
}

int localAllReduce(strata_hal_channel_t *channel, const void *send, void *recv,
                   uint64_t count, uint32_t type, uint32_t reduction,
                   char *error, size_t capacity) {
  size_t width = strata::sdk::channelElementSize(type);
  if (!width)
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "unknown element type code " + std::to_string(type));
  Post post;
  post.send = send;
  return collective(
      channel, post, error, capacity, [&](std::vector<Post> &posts) {
        // Every rank folds in rank order: all get the same bits.
        std::memcpy(recv, posts[0].send, count * width);
        for (size_t r = 1; r < posts.size(); ++r)
          if (!strata::sdk::reduceInto(recv, posts[r].send, count, type,
                                       reduction))
            return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                        "reduction " + std::to_string(reduction) +
                            " is not defined on element type " +
                            std::to_string(type));
        return int(STRATA_PLUGIN_OK);
      });
}

int localAllGather(strata_hal_channel_t *channel, const void *send, void *recv,
                   uint64_t bytes, char *error, size_t capacity) {
  Post post;
  post.send = send;
  return collective(channel, post, error, capacity,
                    [&](std::vector<Post> &posts) {
                      for (size_t r = 0; r < posts.size(); ++r)
                        std::memcpy(static_cast<uint8_t *>(recv) + r * bytes,
                                    posts[r].send, bytes);
                      return int(STRATA_PLUGIN_OK);
                    });
}

int localReduceScatter(strata_hal_channel_t *channel, const void *send,
                       void *recv, uint64_t count, uint32_t type,
                       uint32_t reduction, char *error, size_t capacity) {
  size_t width = strata::sdk::channelElementSize(type);
  if (!width)
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "unknown element type code " + std::to_string(type));
  uint64_t block = count * width, offset = channel->rank * block;
  Post post;
  post.send = send;
  return collective(
      channel, post, error, capacity, [&](std::vector<Post> &posts) {
        std::memcpy(recv, static_cast<const uint8_t *>(posts[0].send) + offset,
                    block);
        for (size_t r = 1; r < posts.size(); ++r)
          if (!strata::sdk::reduceInto(
                  recv, static_cast<const uint8_t *>(posts[r].send) + offset,
                  count, type, reduction))
            return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                        "reduction " + std::to_string(reduction) +
                            " is not defined on element type " +
                            std::to_string(type));
        return int(STRATA_PLUGIN_OK);
      });
}

int localAllToAll(strata_hal_channel_t *channel, const void *send, void *recv,
                  uint64_t bytes, char *error, size_t capacity) {
  Post post;
  post.send = send;
  uint64_t offset = channel->rank * bytes;
  return collective(
      channel, post, error, capacity, [&](std::vector<Post> &posts) {
        for (size_t r = 0; r < posts.size(); ++r)
          std::memcpy(static_cast<uint8_t *>(recv) + r * bytes,
                      static_cast<const uint8_t *>(posts[r].send) + offset,
                      bytes);
        return int(STRATA_PLUGIN_OK);
      });
}

int localSendRecv(strata_hal_channel_t *channel, const void *send, int32_t to,
                  void *recv, int32_t from, uint64_t bytes, char *error,
                  size_t capacity) {
  uint32_t count = channel->group->count;
  if (to >= int32_t(count) || from >= int32_t(count))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "send_recv peer out of range");
  Post post;
  post.send = send;
  post.to = to;
  // Every rank takes part (a rendezvous of the group): the ranks of a
  // permutation call it together.
  return collective(
      channel, post, error, capacity, [&](std::vector<Post> &posts) {
        if (from < 0)
          return int(STRATA_PLUGIN_OK);
        if (posts[from].to != int32_t(channel->rank))
          return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                      "rank " + std::to_string(channel->rank) +
                          " expects data from rank " + std::to_string(from) +
                          ", which sends to rank " +
                          std::to_string(posts[from].to));
        std::memcpy(recv, posts[from].send, bytes);
        return int(STRATA_PLUGIN_OK);
      });
}

void localAbort(strata_hal_channel_t *channel, const char *message) {
  abortWorld(*channel->group->world, "rank " + std::to_string(channel->rank) +
                                         ": " +
                                         (message ? message : "aborted"));
  channel->group->arrived.notify_all();
}

const strata_channel_provider_t kProviders[] = {{
    "local",
    nullptr,
    localOpen,
    localClose,
    localQuery,
    localSplit,
    localAllReduce,
    localAllGather,
    localReduceScatter,
    localAllToAll,
    localSendRecv,
    localAbort,
    {},
}};

strata_runtime_plugin_header_t makeHeader() {
  strata_runtime_plugin_header_t h;
  std::memset(&h, 0, sizeof(h));
  h.version = STRATA_RUNTIME_PLUGIN_API_VERSION;
  h.name = "channel-local";
  h.sanitizer = STRATA_PLUGIN_BUILD_SANITIZER;
  h.channel_provider_count = 1;
  h.channel_providers = kProviders;
  return h;
}

const strata_runtime_plugin_header_t kHeader = makeHeader();

} // namespace

extern "C" STRATA_EXPORT const strata_runtime_plugin_header_t *
strata_runtime_plugin_query(uint32_t max_version,
                            const strata_runtime_host_t *host) {
  (void)host;
  // Channel providers came with version 4.
  if (max_version < 4)
    return nullptr;
  return &kHeader;
}
