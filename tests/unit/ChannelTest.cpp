//===- ChannelTest.cpp - Channels, reductions and shardings --------*- C++
//-*-===//
//
// The SDK's reduceInto over the element types and reductions channel
// providers serve, the tools' shard/join of global arrays, and the `local`
// provider through hal::Channel: every flat collective, the layouts of
// hal.channel.collective, and the errors that replace hangs (a rank that
// never arrives, a rank that aborts).
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/hal.h"
#include "strata/runtime/plugin_manager.h"
#include "strata/runtime/tooling.h"
#include "strata/sdk/ChannelReduction.h"

#include <doctest/doctest.h>

#include <cmath>
#include <complex>
#include <cstring>
#include <thread>

using namespace strata;

namespace {

template <typename T>
std::vector<T> fold(std::vector<T> a, const std::vector<T> &b, uint32_t type,
                    uint32_t reduction, bool *ok = nullptr) {
  bool done = sdk::reduceInto(a.data(), b.data(), a.size(), type, reduction);
  if (ok)
    *ok = done;
  else
    REQUIRE(done);
  return a;
}

std::shared_ptr<PluginManager> localProviderPlugins() {
  auto plugins = std::make_shared<PluginManager>();
  Status s = plugins->loadFile(std::string(STRATA_TEST_PLUGIN_DIR) +
                               "/libstrata-channel-local.so");
  REQUIRE_MESSAGE(s.isOk(), s.message());
  return plugins;
}

std::vector<Ref<hal::Channel>> openLocal(uint32_t count,
                                         std::chrono::milliseconds timeout) {
  auto plugins = localProviderPlugins();
  const hal::ChannelProvider *provider = plugins->findChannelProvider("local");
  REQUIRE(provider);
  auto channels = hal::Channel::open(plugins, *provider, count, timeout);
  REQUIRE_MESSAGE(channels.isOk(), channels.status().message());
  REQUIRE(channels->size() == count);
  return *channels;
}

/// Runs `body(rank)` on one thread per rank.
template <typename Body> void onEveryRank(uint32_t count, Body body) {
  std::vector<std::thread> threads;
  for (uint32_t r = 0; r < count; ++r)
    threads.emplace_back(body, r);
  for (auto &t : threads)
    t.join();
}

Ref<hal::Buffer> bufferOf(const void *data, size_t bytes) {
  auto buffer = hal::Buffer::allocate(bytes);
  REQUIRE(buffer.isOk());
  std::memcpy((*buffer)->data(), data, bytes);
  return *buffer;
}

} // namespace

TEST_CASE("reduceInto: floats, halves, integers, booleans, complex") {
  // f32: NaN wins minimum and maximum (StableHLO), sums are exact here.
  float nan = std::nanf("");
  auto mins =
      fold<float>({1, nan, 3}, {2, 0, nan}, 1, STRATA_REDUCTION_MINIMUM);
  CHECK(mins[0] == 1);
  CHECK(std::isnan(mins[1]));
  CHECK(std::isnan(mins[2]));
  CHECK(fold<double>({1.5, -2}, {2.25, 4}, 2, STRATA_REDUCTION_SUM) ==
        std::vector<double>{3.75, 2});
  // f16: 2048 + 1 rounds to even (2048); 1 + 2^-11 too.
  CHECK(fold<uint16_t>({0x6800}, {0x3c00}, 3, STRATA_REDUCTION_SUM) ==
        std::vector<uint16_t>{0x6800});
  CHECK(fold<uint16_t>({0x3c00}, {0x3c00}, 3, STRATA_REDUCTION_SUM) ==
        std::vector<uint16_t>{0x4000});
  // bf16: maximum of 1.0 (0x3f80) and -2.0 (0xc000).
  CHECK(fold<uint16_t>({0x3f80}, {0xc000}, 4, STRATA_REDUCTION_MAXIMUM) ==
        std::vector<uint16_t>{0x3f80});
  // i1: sum is or, product is and.
  CHECK(fold<uint8_t>({0, 1, 0}, {0, 0, 1}, 5, STRATA_REDUCTION_SUM) ==
        std::vector<uint8_t>{0, 1, 1});
  CHECK(fold<uint8_t>({0, 1, 1}, {1, 0, 1}, 5, STRATA_REDUCTION_PRODUCT) ==
        std::vector<uint8_t>{0, 0, 1});
  // i32 wraps like the hardware; ui8 max is unsigned; bit ops.
  CHECK(fold<int32_t>({INT32_MAX}, {1}, 8, STRATA_REDUCTION_SUM) ==
        std::vector<int32_t>{INT32_MIN});
  CHECK(fold<uint8_t>({200}, {100}, 10, STRATA_REDUCTION_MAXIMUM) ==
        std::vector<uint8_t>{200});
  CHECK(fold<int64_t>({0b1100}, {0b1010}, 9, STRATA_REDUCTION_XOR) ==
        std::vector<int64_t>{0b0110});
  // complex<f32> product.
  using C = std::complex<float>;
  CHECK(fold<C>({C(1, 2)}, {C(3, -1)}, 14, STRATA_REDUCTION_PRODUCT) ==
        std::vector<C>{C(5, 5)});
  // Undefined pairs are refused, not guessed.
  bool ok = true;
  fold<float>({1}, {2}, 1, STRATA_REDUCTION_XOR, &ok);
  CHECK_FALSE(ok);
  fold<C>({C(1, 0)}, {C(2, 0)}, 14, STRATA_REDUCTION_MAXIMUM, &ok);
  CHECK_FALSE(ok);
  fold<float>({1}, {2}, 99, STRATA_REDUCTION_SUM, &ok);
  CHECK_FALSE(ok);
}

TEST_CASE("shards of a global array and back, on a 2x3 mesh") {
  tooling::HostTensor global;
  global.type = hal::ElementType::kI32;
  global.shape = {4, 6, 2};
  global.data.resize(4 * 6 * 2 * 4);
  for (int32_t i = 0; i < 48; ++i)
    std::memcpy(global.data.data() + 4 * i, &i, 4);
  // Dim 0 over axis 0, dim 1 over axis 1, dim 2 whole.
  tooling::Sharding both{{2, 3}, {{0}, {1}, {}}};
  // Dim 1 over both axes (axis 1 major); replicated over none.
  tooling::Sharding merged{{2, 3}, {{}, {1, 0}, {}}};
  // Dim 0 over axis 1 only: replicated over axis 0.
  tooling::Sharding replicated{{2, 3}, {{}, {1}, {}}};
  for (const tooling::Sharding *s : {&both, &merged, &replicated}) {
    std::vector<tooling::HostTensor> shards;
    for (uint32_t r = 0; r < 6; ++r) {
      auto shard = tooling::shardOf(global, *s, r, "x");
      REQUIRE_MESSAGE(shard.isOk(), shard.status().message());
      shards.push_back(*shard);
    }
    auto joined = tooling::joinShards(shards, *s, "x");
    REQUIRE_MESSAGE(joined.isOk(), joined.status().message());
    CHECK(joined->shape == global.shape);
    CHECK(joined->data == global.data);
  }
  // Rank 4 = coordinates (1, 1): rows 2..3, columns 2..3.
  auto shard = tooling::shardOf(global, both, 4, "x");
  REQUIRE(shard.isOk());
  CHECK(shard->shape == std::vector<int64_t>{2, 2, 2});
  int32_t first;
  std::memcpy(&first, shard->data.data(), 4);
  CHECK(first == (2 * 6 + 2) * 2);
  // A dim that does not split evenly, a rank past the mesh.
  tooling::Sharding bad{{4}, {{0}, {}, {}}};
  global.shape = {6, 4, 2};
  auto uneven = tooling::shardOf(global, bad, 0, "--input 0");
  CHECK(uneven.status().message() ==
        "--input 0: dim 0 of 6x4x2xi32 does not split into 4 equal blocks");
  CHECK_FALSE(tooling::shardOf(global, both, 6, "x").isOk());
}

TEST_CASE("local channels: every collective kind with its layouts") {
  constexpr uint32_t kRanks = 3;
  auto channels = openLocal(kRanks, std::chrono::milliseconds(10000));
  // Rank r holds a 2x3 i32 tensor of r*100 + i.
  std::vector<Status> status(kRanks);
  std::vector<std::vector<int32_t>> gathered(kRanks), reduced(kRanks),
      scattered(kRanks), exchanged(kRanks), permuted(kRanks);
  onEveryRank(kRanks, [&](uint32_t r) {
    hal::Channel &c = *channels[r];
    std::vector<int32_t> mine(6);
    for (int i = 0; i < 6; ++i)
      mine[i] = int32_t(r * 100 + i);
    auto src = bufferOf(mine.data(), 24);
    std::vector<int32_t> all = {1, kRanks, 0, 1, 2};
    auto table = bufferOf(all.data(), all.size() * 4);
    auto run = [&](int32_t kind, size_t targetBytes,
                   std::array<int64_t, 4> params, std::vector<int32_t> &out,
                   hal::Buffer &tableBuffer) {
      auto dst = hal::Buffer::allocate(targetBytes);
      REQUIRE(dst.isOk());
      Status s =
          c.collective(kind, tableBuffer, *src, **dst, hal::ElementType::kI32,
                       STRATA_REDUCTION_SUM, params.data());
      if (!s.isOk() && status[r].isOk())
        status[r] = s;
      out.resize(targetBytes / 4);
      std::memcpy(out.data(), (*dst)->data(), targetBytes);
    };
    // all_gather along dim 1: outer 2, block 3 elements.
    run(1, 72, {2, 12, 0, 0}, gathered[r], *table);
    run(0, 24, {6, 0, 0, 0}, reduced[r], *table);
    // reduce_scatter along dim 1 of a 2x3 (blocks of 1): outer 2.
    run(2, 8, {2, 1, 0, 0}, scattered[r], *table);
    // all_to_all: split dim 1 (outer 2, 1 element), concat dim 0 (outer
    // 1, 2 elements).
    run(3, 24, {2, 4, 1, 8}, exchanged[r], *table);
    // permute 0 -> 1 -> 2 (rank 0 gets zeros).
    std::vector<int32_t> pairs = {2, 2, 0, 1, 1, 2};
    auto pairTable = bufferOf(pairs.data(), pairs.size() * 4);
    run(4, 24, {24, 0, 0, 0}, permuted[r], *pairTable);
  });
  for (uint32_t r = 0; r < kRanks; ++r)
    REQUIRE_MESSAGE(status[r].isOk(), status[r].message());
  // Gathered: rows [r0 row0 | r1 row0 | r2 row0], then the second rows.
  CHECK(gathered[1] == std::vector<int32_t>{0, 1, 2, 100, 101, 102, 200, 201,
                                            202, 3, 4, 5, 103, 104, 105, 203,
                                            204, 205});
  CHECK(reduced[2] == std::vector<int32_t>{300, 303, 306, 309, 312, 315});
  // Rank 1 keeps column 1 of the sum: rows (303, 312).
  CHECK(scattered[1] == std::vector<int32_t>{303, 312});
  // Rank 2 receives column 2 of every rank, stacked along dim 0.
  CHECK(exchanged[2] == std::vector<int32_t>{2, 5, 102, 105, 202, 205});
  CHECK(permuted[0] == std::vector<int32_t>(6, 0));
  CHECK(permuted[2] == std::vector<int32_t>{100, 101, 102, 103, 104, 105});
}

TEST_CASE("local channels: replica groups become sub-channels") {
  auto channels = openLocal(4, std::chrono::milliseconds(10000));
  std::vector<float> result(4);
  std::vector<Status> status(4);
  onEveryRank(4, [&](uint32_t r) {
    float mine = float(r + 1);
    auto src = bufferOf(&mine, 4);
    std::vector<int32_t> groups = {2, 2, 0, 2, 1, 3};
    auto table = bufferOf(groups.data(), groups.size() * 4);
    auto dst = hal::Buffer::allocate(4);
    int64_t params[4] = {1, 0, 0, 0};
    status[r] =
        channels[r]->collective(0, *table, *src, **dst, hal::ElementType::kF32,
                                STRATA_REDUCTION_SUM, params);
    std::memcpy(&result[r], (*dst)->data(), 4);
  });
  for (const Status &s : status)
    REQUIRE_MESSAGE(s.isOk(), s.message());
  CHECK(result == std::vector<float>{4, 6, 4, 6});
}

TEST_CASE("local channels: a missing rank times out, an abort reaches all") {
  SUBCASE("a rank that never arrives") {
    auto channels = openLocal(2, std::chrono::milliseconds(50));
    float x = 1, y = 0;
    Status s = channels[0]->allReduce(&x, &y, 1, hal::ElementType::kF32,
                                      STRATA_REDUCTION_SUM);
    CHECK(s.code() == StatusCode::kDeadlineExceeded);
    CHECK(s.message().find("waited 50 ms for the other ranks") !=
          std::string::npos);
    // The group is broken for everyone now.
    Status later = channels[1]->allReduce(&x, &y, 1, hal::ElementType::kF32,
                                          STRATA_REDUCTION_SUM);
    CHECK(later.code() == StatusCode::kAborted);
  }
  SUBCASE("a rank that aborts") {
    auto channels = openLocal(3, std::chrono::milliseconds(0));
    std::vector<Status> status(3);
    onEveryRank(3, [&](uint32_t r) {
      float x = 1, y = 0;
      if (r == 2) {
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
        channels[r]->abort("out of memory");
        return;
      }
      status[r] = channels[r]->allReduce(&x, &y, 1, hal::ElementType::kF32,
                                         STRATA_REDUCTION_SUM);
    });
    for (uint32_t r = 0; r < 2; ++r) {
      CHECK(status[r].code() == StatusCode::kAborted);
      CHECK(status[r].message().find("rank 2: out of memory") !=
            std::string::npos);
    }
  }
  SUBCASE("an undefined reduction is an error on every rank") {
    auto channels = openLocal(2, std::chrono::milliseconds(10000));
    std::vector<Status> status(2);
    onEveryRank(2, [&](uint32_t r) {
      float x = 1, y = 0;
      status[r] = channels[r]->allReduce(&x, &y, 1, hal::ElementType::kF32,
                                         STRATA_REDUCTION_XOR);
    });
    for (const Status &s : status)
      CHECK_FALSE(s.isOk());
  }
}

TEST_CASE("hal.channel.collective refuses tables and sizes that do not fit") {
  auto channels = openLocal(1, std::chrono::milliseconds(1000));
  float x = 1;
  auto src = bufferOf(&x, 4);
  auto dst = hal::Buffer::allocate(4);
  int64_t tooMany[4] = {2, 0, 0, 0};
  std::vector<int32_t> table = {1, 1, 0};
  auto t = bufferOf(table.data(), 12);
  Status s = channels[0]->collective(0, *t, *src, **dst, hal::ElementType::kF32,
                                     STRATA_REDUCTION_SUM, tooMany);
  CHECK(s.message() == "collective kind 0 needs 8 source and 8 target bytes; "
                       "the buffers have 4 and 4");
  std::vector<int32_t> lying = {2, 2, 0};
  auto l = bufferOf(lying.data(), 12);
  int64_t one[4] = {1, 0, 0, 0};
  s = channels[0]->collective(0, *l, *src, **dst, hal::ElementType::kF32,
                              STRATA_REDUCTION_SUM, one);
  CHECK(s.message() == "collective rank table says 2x2 but holds 1 ranks");
  s = channels[0]->collective(9, *t, *src, **dst, hal::ElementType::kF32,
                              STRATA_REDUCTION_SUM, one);
  CHECK(s.message() == "unknown collective kind 9 (expected 0-5)");
}
