//===- MPIChannels.cpp - The `mpi` channel provider ----------------*- C++
//-*-===//
//
// One rank per process of an MPI job (mpirun -n N strata-run ...): `open`
// initializes MPI and returns this process's channel over MPI_COMM_WORLD;
// split channels are MPI_Comm_split communicators. Collectives are MPI's
// own blocking ones under a watchdog: a call that outlives the group's
// timeout (a rank stopped taking part) ends the job with the reason instead
// of hanging it; `abort` ends the job too (MPI_Abort). Reductions MPI has
// natively (sums, products, integer min/max and bit ops) use MPI's; the rest
// (f16, bf16, float min/max with StableHLO's NaN rule, booleans, complex) use
// the SDK's reduceInto as user-defined MPI ops. See README.md.
//
//===----------------------------------------------------------------------===//

#include "strata/sdk/ChannelReduction.h"
#include "strata/sdk/runtime_plugin.h"

#include <mpi.h>

#include <array>
#include <atomic>
#include <chrono>
#include <climits>
#include <cstdio>
#include <cstring>
#include <mutex>
#include <string>
#include <thread>
#include <utility>

#define STRATA_EXPORT __attribute__((visibility("default")))

struct strata_hal_channel_t {
  MPI_Comm comm = MPI_COMM_NULL;
  bool world = false;
  uint32_t rank = 0, count = 0;
  std::chrono::nanoseconds timeout{0};
};

namespace {

using Clock = std::chrono::steady_clock;

std::mutex gMutex;
int gOpenWorlds = 0;
bool gFinalized = false;

int fail(char *error, size_t capacity, int code, const std::string &message) {
  if (error && capacity)
    std::snprintf(error, capacity, "%s", message.c_str());
  return code;
}

std::string mpiError(int code) {
  char text[MPI_MAX_ERROR_STRING];
  int length = 0;
  MPI_Error_string(code, text, &length);
  return std::string(text, size_t(length));
}

/// Ends the job when a blocking MPI call of this process outlives its
/// group's timeout (a rank stopped taking part): MPI cannot hand the call
/// back, so the process says why and exits, and mpirun ends every rank.
/// Arming is two atomic stores (no syscall), so the collectives run at
/// MPI's own speed; the watchdog thread looks every 20 ms.
class Watchdog {
public:
  static Watchdog &get() {
    static Watchdog *watchdog = new Watchdog(); // never destroyed: detached
    return *watchdog;
  }
  void arm(const char *what, const strata_hal_channel_t *c) {
    what_.store(what, std::memory_order_relaxed);
    rank_.store(c->rank, std::memory_order_relaxed);
    count_.store(c->count, std::memory_order_relaxed);
    timeoutMs_.store(
        std::chrono::duration_cast<std::chrono::milliseconds>(c->timeout)
            .count(),
        std::memory_order_relaxed);
    deadline_.store((Clock::now() + c->timeout).time_since_epoch().count(),
                    std::memory_order_release);
  }
  void disarm() { deadline_.store(0, std::memory_order_release); }

private:
  Watchdog() {
    std::thread([this] { watch(); }).detach();
  }
  [[noreturn]] void watch() {
    for (;;) {
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
      int64_t deadline = deadline_.load(std::memory_order_acquire);
      if (deadline == 0 || Clock::now().time_since_epoch().count() < deadline)
        continue;
      std::fprintf(stderr,
                   "strata mpi: rank %u aborts the job: %s waited %lld ms "
                   "for the other ranks of its group of %u (a rank stopped "
                   "taking part)\n",
                   rank_.load(), what_.load(), (long long)timeoutMs_.load(),
                   count_.load());
      std::fflush(stderr);
      std::_Exit(1);
    }
  }
  std::atomic<int64_t> deadline_{0};
  std::atomic<const char *> what_{""};
  std::atomic<uint32_t> rank_{0}, count_{0};
  std::atomic<long long> timeoutMs_{0};
};

/// Runs one blocking MPI call under the watchdog (when the group has a
/// timeout).
template <typename Call>
int guardedCall(strata_hal_channel_t *c, const char *what, char *error,
                size_t capacity, Call call) {
  bool watched = c->timeout.count() > 0;
  if (watched)
    Watchdog::get().arm(what, c);
  int code = call();
  if (watched)
    Watchdog::get().disarm();
  if (code == MPI_SUCCESS)
    return STRATA_PLUGIN_OK;
  return fail(error, capacity, STRATA_PLUGIN_INTERNAL,
              std::string(what) + ": " + mpiError(code));
}

bool fitsInt(uint64_t n) { return n <= uint64_t(INT_MAX); }

//===--- Reductions
//--------------------------------------------------------===//

/// MPI's own datatype and op for (type, reduction), when it has them with
/// StableHLO's meaning.
bool nativeReduction(uint32_t type, uint32_t reduction, MPI_Datatype *dt,
                     MPI_Op *op) {
  bool isFloat = type == 1 || type == 2;
  bool isInt = type >= 6 && type <= 13;
  switch (type) {
  case 1:
    *dt = MPI_FLOAT;
    break;
  case 2:
    *dt = MPI_DOUBLE;
    break;
  case 6:
    *dt = MPI_INT8_T;
    break;
  case 7:
    *dt = MPI_INT16_T;
    break;
  case 8:
    *dt = MPI_INT32_T;
    break;
  case 9:
    *dt = MPI_INT64_T;
    break;
  case 10:
    *dt = MPI_UINT8_T;
    break;
  case 11:
    *dt = MPI_UINT16_T;
    break;
  case 12:
    *dt = MPI_UINT32_T;
    break;
  case 13:
    *dt = MPI_UINT64_T;
    break;
  default:
    return false;
  }
  switch (reduction) {
  case STRATA_REDUCTION_SUM:
    *op = MPI_SUM;
    return isFloat || isInt;
  case STRATA_REDUCTION_PRODUCT:
    *op = MPI_PROD;
    return isFloat || isInt;
  // Float min/max: StableHLO propagates NaN, MPI_MIN/MAX need not.
  case STRATA_REDUCTION_MINIMUM:
    *op = MPI_MIN;
    return isInt;
  case STRATA_REDUCTION_MAXIMUM:
    *op = MPI_MAX;
    return isInt;
  case STRATA_REDUCTION_AND:
    *op = MPI_BAND;
    return isInt;
  case STRATA_REDUCTION_OR:
    *op = MPI_BOR;
    return isInt;
  case STRATA_REDUCTION_XOR:
    *op = MPI_BXOR;
    return isInt;
  }
  return false;
}

template <uint32_t Type, uint32_t Reduction>
void userReduction(void *in, void *inout, int *len, MPI_Datatype *) {
  strata::sdk::reduceInto(inout, in, uint64_t(*len), Type, Reduction);
}

using UserFn = void (*)(void *, void *, int *, MPI_Datatype *);

template <uint32_t Type, uint32_t... Reductions>
constexpr std::array<UserFn, 7>
row(std::integer_sequence<uint32_t, Reductions...>) {
  return {&userReduction<Type, Reductions>...};
}

template <uint32_t... Types>
constexpr std::array<std::array<UserFn, 7>, 16>
table(std::integer_sequence<uint32_t, Types...>) {
  return {row<Types>(std::make_integer_sequence<uint32_t, 7>())...};
}

constexpr auto kUserFns = table(std::make_integer_sequence<uint32_t, 16>());

/// A user-defined op over a contiguous type of the element's width; made
/// once per (type, reduction). Needs MPI initialized.
bool userReductionOp(uint32_t type, uint32_t reduction, MPI_Datatype *dt,
                     MPI_Op *op) {
  static std::mutex mutex;
  static MPI_Op ops[16][7];
  static bool made[16][7] = {};
  static MPI_Datatype widths[17];
  static bool haveWidth[17] = {};
  size_t width = strata::sdk::channelElementSize(type);
  if (!width || reduction > 6)
    return false;
  // Refuse pairs reduceInto does not define before MPI calls them.
  uint8_t probe[32] = {0}, probe2[32] = {0};
  if (!strata::sdk::reduceInto(probe, probe2, 1, type, reduction))
    return false;
  std::lock_guard<std::mutex> lock(mutex);
  if (!haveWidth[width]) {
    MPI_Type_contiguous(int(width), MPI_BYTE, &widths[width]);
    MPI_Type_commit(&widths[width]);
    haveWidth[width] = true;
  }
  if (!made[type][reduction]) {
    MPI_Op_create(kUserFns[type][reduction], /*commute=*/1,
                  &ops[type][reduction]);
    made[type][reduction] = true;
  }
  *dt = widths[width];
  *op = ops[type][reduction];
  return true;
}

int reductionFor(uint32_t type, uint32_t reduction, MPI_Datatype *dt,
                 MPI_Op *op, char *error, size_t capacity) {
  if (nativeReduction(type, reduction, dt, op) ||
      userReductionOp(type, reduction, dt, op))
    return STRATA_PLUGIN_OK;
  return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
              "reduction " + std::to_string(reduction) +
                  " is not defined on element type " + std::to_string(type));
}

//===--- Provider entry points
//---------------------------------------------===//

int mpiOpen(void * /*self*/, uint32_t count, uint64_t timeoutNs,
            strata_hal_channel_t **channels, uint32_t capacity,
            uint32_t *outCount, char *error, size_t errorCapacity) {
  std::lock_guard<std::mutex> lock(gMutex);
  if (capacity < 1)
    return fail(error, errorCapacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "no room for this process's channel");
  if (gFinalized)
    return fail(error, errorCapacity, STRATA_PLUGIN_UNAVAILABLE,
                "MPI was finalized when the last channel closed; it cannot "
                "start again in this process");
  int initialized = 0;
  MPI_Initialized(&initialized);
  if (!initialized) {
    int provided = 0;
    if (int code =
            MPI_Init_thread(nullptr, nullptr, MPI_THREAD_SERIALIZED, &provided))
      return fail(error, errorCapacity, STRATA_PLUGIN_UNAVAILABLE,
                  "MPI_Init_thread: " + mpiError(code));
    // Errors come back as codes (with messages), not as job aborts.
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  }
  int rank = 0, size = 0;
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (count != 0 && count != uint32_t(size))
    return fail(error, errorCapacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "the MPI job has " + std::to_string(size) + " ranks but " +
                    std::to_string(count) + " were asked for");
  auto *c = new strata_hal_channel_t;
  c->comm = MPI_COMM_WORLD;
  c->world = true;
  c->rank = uint32_t(rank);
  c->count = uint32_t(size);
  c->timeout = std::chrono::nanoseconds(timeoutNs);
  channels[0] = c;
  *outCount = 1;
  ++gOpenWorlds;
  return STRATA_PLUGIN_OK;
}

void mpiClose(strata_hal_channel_t *c) {
  std::lock_guard<std::mutex> lock(gMutex);
  if (!c->world) {
    if (!gFinalized)
      MPI_Comm_free(&c->comm);
  } else if (--gOpenWorlds == 0 && !gFinalized) {
    MPI_Finalize();
    gFinalized = true;
  }
  delete c;
}

void mpiQuery(strata_hal_channel_t *c, uint32_t *rank, uint32_t *count) {
  *rank = c->rank;
  *count = c->count;
}

int mpiSplit(strata_hal_channel_t *c, int32_t color, int32_t key,
             strata_hal_channel_t **out, char *error, size_t capacity) {
  MPI_Comm comm;
  if (int code = guardedCall(c, "MPI_Comm_split", error, capacity, [&] {
        return MPI_Comm_split(c->comm, color, key, &comm);
      }))
    return code;
  int rank = 0, size = 0;
  MPI_Comm_rank(comm, &rank);
  MPI_Comm_size(comm, &size);
  auto *s = new strata_hal_channel_t;
  s->comm = comm;
  s->rank = uint32_t(rank);
  s->count = uint32_t(size);
  s->timeout = c->timeout;
  *out = s;
  return STRATA_PLUGIN_OK;
}

int mpiAllReduce(strata_hal_channel_t *c, const void *send, void *recv,
                 uint64_t count, uint32_t type, uint32_t reduction, char *error,
                 size_t capacity) {
  if (!fitsInt(count))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "all_reduce of " + std::to_string(count) +
                    " elements exceeds one MPI call");
  MPI_Datatype dt;
  MPI_Op op;
  if (int code = reductionFor(type, reduction, &dt, &op, error, capacity))
    return code;
  return guardedCall(c, "MPI_Allreduce", error, capacity, [&] {
    return MPI_Allreduce(send, recv, int(count), dt, op, c->comm);
  });
}

int mpiAllGather(strata_hal_channel_t *c, const void *send, void *recv,
                 uint64_t bytes, char *error, size_t capacity) {
  if (!fitsInt(bytes))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "all_gather of " + std::to_string(bytes) +
                    " bytes exceeds one MPI call");
  return guardedCall(c, "MPI_Allgather", error, capacity, [&] {
    return MPI_Allgather(send, int(bytes), MPI_BYTE, recv, int(bytes), MPI_BYTE,
                         c->comm);
  });
}

int mpiReduceScatter(strata_hal_channel_t *c, const void *send, void *recv,
                     uint64_t count, uint32_t type, uint32_t reduction,
                     char *error, size_t capacity) {
  if (!fitsInt(count))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "reduce_scatter block exceeds one MPI call");
  MPI_Datatype dt;
  MPI_Op op;
  if (int code = reductionFor(type, reduction, &dt, &op, error, capacity))
    return code;
  return guardedCall(c, "MPI_Reduce_scatter_block", error, capacity, [&] {
    return MPI_Reduce_scatter_block(send, recv, int(count), dt, op, c->comm);
  });
}

int mpiAllToAll(strata_hal_channel_t *c, const void *send, void *recv,
                uint64_t bytes, char *error, size_t capacity) {
  if (!fitsInt(bytes))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "all_to_all block exceeds one MPI call");
  return guardedCall(c, "MPI_Alltoall", error, capacity, [&] {
    return MPI_Alltoall(send, int(bytes), MPI_BYTE, recv, int(bytes), MPI_BYTE,
                        c->comm);
  });
}

int mpiSendRecv(strata_hal_channel_t *c, const void *send, int32_t to,
                void *recv, int32_t from, uint64_t bytes, char *error,
                size_t capacity) {
  if (!fitsInt(bytes))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "send_recv of " + std::to_string(bytes) +
                    " bytes exceeds one MPI call");
  if (to >= int32_t(c->count) || from >= int32_t(c->count))
    return fail(error, capacity, STRATA_PLUGIN_INVALID_ARGUMENT,
                "send_recv peer out of range");
  // MPI_PROC_NULL: no peer on that side.
  return guardedCall(c, "MPI_Sendrecv", error, capacity, [&] {
    return MPI_Sendrecv(send, int(bytes), MPI_BYTE,
                        to >= 0 ? to : MPI_PROC_NULL, 0, recv, int(bytes),
                        MPI_BYTE, from >= 0 ? from : MPI_PROC_NULL, 0, c->comm,
                        MPI_STATUS_IGNORE);
  });
}

void mpiAbort(strata_hal_channel_t *c, const char *message) {
  std::fprintf(stderr, "strata mpi: rank %u aborts the job: %s\n", c->rank,
               message ? message : "aborted");
  std::fflush(stderr);
  MPI_Abort(MPI_COMM_WORLD, 1);
}

const strata_channel_provider_t kProviders[] = {{
    "mpi",
    nullptr,
    mpiOpen,
    mpiClose,
    mpiQuery,
    mpiSplit,
    mpiAllReduce,
    mpiAllGather,
    mpiReduceScatter,
    mpiAllToAll,
    mpiSendRecv,
    mpiAbort,
    {},
}};

strata_runtime_plugin_header_t makeHeader() {
  strata_runtime_plugin_header_t h;
  std::memset(&h, 0, sizeof(h));
  h.version = STRATA_RUNTIME_PLUGIN_API_VERSION;
  h.name = "channel-mpi";
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
  if (max_version < 4)
    return nullptr;
  return &kHeader;
}
