//===- SPMDRun.h - strata-run for SPMD rank programs --------------*- C++
//-*-===//
//
// Runs an SPMD rank program on every rank of a channel group: the ranks of
// `--partitions=N` as threads of this process (the `local` provider), or
// this process's rank of an MPI job (`mpi`, under mpirun). Each rank loads
// the module on its device, checks the rank count and that every rank runs
// the same module, takes its shards of the global inputs, calls the
// function, and the shards of the results are joined on rank 0.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TOOLS_STRATA_RUN_SPMDRUN_H
#define STRATA_TOOLS_STRATA_RUN_SPMDRUN_H

#include "RuntimeCApi.h"

#include <string>
#include <vector>

namespace strata::spmd {

/// The SPMD flags strata-run and strata-benchmark share.
struct Flags {
  /// `--partitions`: ranks as threads of this process (0: not given).
  long partitions = 0;
  /// `--channel`: "local" or "mpi" (empty: mpi under mpirun, else local).
  std::string channel;
  /// `--channel_timeout_ms`.
  long channelTimeoutMs = 60000;
};

/// Their --help lines.
extern const char kFlagsUsage[];

/// True when `flag` is one of the SPMD flags; `error` is set when its value
/// is wrong.
bool parseFlag(const tooling::Flag &flag, Flags &flags, std::string *error);

/// Whether a run is an SPMD run: an SPMD flag was given or the process was
/// started by an MPI launcher.
bool requested(const Flags &flags);

/// Timed calls instead of one (strata-benchmark): the inputs are put on the
/// device, one warm-up call, then `repetitions` batches of `iterations`
/// calls each (0: calibrated until a batch lasts `minTimeS` on the slowest
/// rank). Every rank starts each batch together (a barrier over the
/// channel); a batch lasts as long as its slowest rank.
struct Timing {
  long repetitions = 0; // 0: one call whose results are joined (strata-run)
  long iterations = 0;
  double minTimeS = 0.5;
};

/// The call count of the next calibration batch after `n` calls took
/// `seconds` (Google Benchmark's rule; both tools calibrate with it).
long nextCalibrationCount(long n, double seconds, double minTimeS);

struct Options {
  std::string module, function;
  std::vector<std::string> inputs;
  /// `--device` (empty: the kind of device the module picks, as without
  /// ranks); a driver name without an ordinal gives rank r (mpi: its rank
  /// on the host) the driver's device r % count.
  std::string device;
  /// Ranks: `--partitions` (0 under mpi: the job's size).
  uint32_t partitions = 0;
  /// `--channel`: "local" or "mpi".
  std::string provider;
  uint64_t timeoutMs = 0;
  uint64_t deadlineMs = 0;
  Timing timing;

  /// A run of `function` of `module` on the global `inputs`, each rank on
  /// `device`, with the provider, rank count and timeout of `flags`.
  static Options of(const std::string &module, const std::string &function,
                    const std::vector<std::string> &inputs,
                    const std::string &device, const Flags &flags);
};

/// What rank 0 reports: the joined global results (empty on other MPI
/// ranks).
struct Outcome {
  bool reporter = true;
  std::vector<tooling::HostTensor> results;
  /// Timed runs: ms per call of each repetition (the slowest rank's) and
  /// the calls per repetition.
  std::vector<double> repetitionMs;
  long iterations = 0;
  uint32_t ranks = 0;
  /// Timed runs: the device of each rank, by rank.
  std::vector<std::string> rankDevices;
};

/// Runs the SPMD function; errors name the rank that failed.
StatusOr<Outcome> run(strata_instance_t *instance, const Options &options);

/// True when this process was started by an MPI launcher (Open MPI's
/// mpirun sets OMPI_COMM_WORLD_SIZE; PMIx launchers PMIX_RANK).
bool underMPILauncher();

} // namespace strata::spmd

#endif // STRATA_TOOLS_STRATA_RUN_SPMDRUN_H
