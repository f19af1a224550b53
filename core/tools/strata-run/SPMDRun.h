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
};

/// What rank 0 reports: the joined global results (empty on other MPI
/// ranks).
struct Outcome {
  bool reporter = true;
  std::vector<tooling::HostTensor> results;
};

/// Runs the SPMD function; errors name the rank that failed.
StatusOr<Outcome> run(strata_instance_t *instance, const Options &options);

/// True when this process was started by an MPI launcher (Open MPI's
/// mpirun sets OMPI_COMM_WORLD_SIZE; PMIx launchers PMIX_RANK).
bool underMPILauncher();

} // namespace strata::spmd

#endif // STRATA_TOOLS_STRATA_RUN_SPMDRUN_H
