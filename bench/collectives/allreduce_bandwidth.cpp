//===- allreduce_bandwidth.cpp - Strata's mpi channel vs MPI_Allreduce ----===//
//
// Run under mpirun (-n 2, -n 4): for f32 all-reduce sums of 1 KB to 256 MB,
// times Strata's `mpi` channel provider through the runtime's C API
// (strata_channel_all_reduce: what hal.channel.collective calls) and Open
// MPI's own MPI_Allreduce on the same buffers in the same job, alternating
// per size. Rank 0 prints one row per size: median time of each and the
// bus bandwidth (2 (n-1)/n bytes / time, as nccl-tests reports it).
//
// usage: mpirun -n N strata-allreduce-bench [--plugin-dir=DIR] [--max-mb=256]
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/strata_runtime.h"

#include <mpi.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

int check(strata_status_t *status, const char *what) {
  if (!status)
    return 0;
  std::fprintf(stderr, "allreduce-bench: %s: %s\n", what,
               strata_status_message(status));
  strata_status_free(status);
  return 1;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

} // namespace

int main(int argc, char **argv) {
  std::string pluginDir;
  uint64_t maxBytes = 256ull << 20;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--plugin-dir=", 0) == 0)
      pluginDir = arg.substr(13);
    else if (arg.rfind("--max-mb=", 0) == 0)
      maxBytes = std::strtoull(arg.c_str() + 9, nullptr, 10) << 20;
  }
  strata_instance_options_t options;
  strata_instance_options_init(&options);
  if (!pluginDir.empty())
    options.plugin_dir = pluginDir.c_str();
  options.diagnostic_prefix = "allreduce-bench";
  strata_instance_t *instance = nullptr;
  if (check(strata_instance_create(&options, &instance), "instance"))
    return 1;
  // The provider initializes MPI; the reference calls share its job.
  strata_channel_t *channel = nullptr;
  size_t opened = 0;
  if (check(strata_instance_open_channels(instance, "mpi", 0, 600000, &channel,
                                          1, &opened),
            "open mpi channel"))
    return 1;
  uint32_t rank = strata_channel_rank(channel);
  uint32_t ranks = strata_channel_count(channel);
  if (rank == 0)
    std::printf(
        "| bytes | ranks | strata mpi channel (us) | MPI_Allreduce (us) "
        "| strata busbw (GB/s) | MPI busbw (GB/s) | ratio |\n"
        "|---:|---:|---:|---:|---:|---:|---:|\n");
  for (uint64_t bytes = 1024; bytes <= maxBytes; bytes *= 4) {
    uint64_t count = bytes / 4;
    std::vector<float> send(count), recv(count);
    for (uint64_t i = 0; i < count; ++i)
      send[i] = float((i + rank) % 17);
    int iterations = bytes <= (1 << 20) ? 50 : bytes <= (16 << 20) ? 10 : 5;
    std::vector<double> strataTimes, mpiTimes;
    for (int it = -2; it < iterations; ++it) { // 2 warm-up rounds
      MPI_Barrier(MPI_COMM_WORLD);
      auto t0 = std::chrono::steady_clock::now();
      if (check(strata_channel_all_reduce(channel, send.data(), recv.data(),
                                          count, STRATA_ELEMENT_TYPE_F32, 0),
                "strata all_reduce"))
        return 1;
      auto t1 = std::chrono::steady_clock::now();
      MPI_Barrier(MPI_COMM_WORLD);
      auto t2 = std::chrono::steady_clock::now();
      MPI_Allreduce(send.data(), recv.data(), int(count), MPI_FLOAT, MPI_SUM,
                    MPI_COMM_WORLD);
      auto t3 = std::chrono::steady_clock::now();
      if (it < 0)
        continue;
      strataTimes.push_back(std::chrono::duration<double>(t1 - t0).count());
      mpiTimes.push_back(std::chrono::duration<double>(t3 - t2).count());
    }
    // Every rank's median; the slowest rank's is the collective's time.
    double mine[2] = {median(strataTimes), median(mpiTimes)}, slowest[2];
    MPI_Reduce(mine, slowest, 2, MPI_DOUBLE, MPI_MAX, 0, MPI_COMM_WORLD);
    if (rank == 0) {
      double factor = 2.0 * (ranks - 1) / ranks * double(bytes) / 1e9;
      std::printf("| %llu | %u | %.1f | %.1f | %.2f | %.2f | %.2f |\n",
                  (unsigned long long)bytes, ranks, slowest[0] * 1e6,
                  slowest[1] * 1e6, factor / slowest[0], factor / slowest[1],
                  slowest[0] / slowest[1]);
      std::fflush(stdout);
    }
  }
  strata_channel_release(channel); // the last channel finalizes MPI
  strata_instance_release(instance);
  return 0;
}
