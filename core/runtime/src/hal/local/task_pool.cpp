//===- task_pool.cpp - Fixed pool of worker threads -----------------------===//
//
// A published job is a stack object of parallelFor: workers claim indices
// with one atomic counter. A worker announces itself in `active_` and then
// re-checks that the job is still published; the submitter retracts the job
// and waits for `active_` to drain, so no worker touches a job after
// parallelFor returns.
//
//===----------------------------------------------------------------------===//

#include "strata/runtime/task_pool.h"

#include <chrono>

// Polls are plain loads, no PAUSE: under a hypervisor with pause-loop
// exiting, a PAUSE loop hands the vCPU back to the host, and the next job
// then waits tens of microseconds for it (measured on the 2-vCPU dev VM: 16
// jobs of 1.5 us took as long on 2 workers as on 1).
#define STRATA_CPU_RELAX() asm volatile("" ::: "memory")

namespace strata {

namespace {
/// How long an idle worker polls for the next job before it blocks: longer
/// than the host-side gap between two dispatches, short enough not to keep
/// a core busy when the program is done.
constexpr auto kSpin = std::chrono::microseconds(200);
} // namespace

struct TaskPool::Job {
  const std::function<void(uint64_t)> *fn;
  uint64_t count;
  const std::atomic<bool> *stop;
  std::atomic<uint64_t> next{0};
};

TaskPool::TaskPool(int workerCount) {
  if (workerCount <= 0)
    workerCount = int(std::thread::hardware_concurrency());
  if (workerCount <= 0)
    workerCount = 1;
  workerCount_ = workerCount;
  for (int i = 1; i < workerCount_; ++i)
    threads_.emplace_back([this] { workerMain(); });
}

TaskPool::~TaskPool() {
  {
    std::lock_guard<std::mutex> lock(mutex_);
    stop_.store(true);
    generation_.fetch_add(1);
  }
  wake_.notify_all();
  for (auto &t : threads_)
    t.join();
}

void TaskPool::runJob(Job &job) {
  for (;;) {
    uint64_t i = job.next.fetch_add(1, std::memory_order_relaxed);
    if (i >= job.count ||
        (job.stop && job.stop->load(std::memory_order_relaxed)))
      return;
    (*job.fn)(i);
  }
}

void TaskPool::workerMain() {
  uint64_t seen = 0;
  for (;;) {
    auto deadline = std::chrono::steady_clock::now() + kSpin;
    unsigned polls = 0;
    while (generation_.load() == seen) {
      STRATA_CPU_RELAX();
      if (++polls % 64 != 0 || std::chrono::steady_clock::now() < deadline)
        continue;
      // Block. `sleepers_` goes up before the predicate is checked, so a
      // submitter that bumps the generation afterwards sees a sleeper and
      // notifies under the mutex.
      std::unique_lock<std::mutex> lock(mutex_);
      sleepers_.fetch_add(1);
      wake_.wait(lock, [&] { return generation_.load() != seen; });
      sleepers_.fetch_sub(1);
      break;
    }
    if (stop_.load())
      return;
    seen = generation_.load();
    Job *job = job_.load();
    if (!job)
      continue;
    active_.fetch_add(1);
    if (job_.load() == job)
      runJob(*job);
    active_.fetch_sub(1);
  }
}

void TaskPool::parallelFor(uint64_t count,
                           const std::function<void(uint64_t)> &fn,
                           const std::atomic<bool> *stop) {
  if (count == 0)
    return;
  std::lock_guard<std::mutex> submit(submitMutex_);
  if (threads_.empty() || count == 1) {
    for (uint64_t i = 0; i < count && !(stop && stop->load()); ++i)
      fn(i);
    return;
  }
  Job job;
  job.fn = &fn;
  job.count = count;
  job.stop = stop;
  job_.store(&job);
  generation_.fetch_add(1);
  if (sleepers_.load() > 0) {
    std::lock_guard<std::mutex> lock(mutex_);
    wake_.notify_all();
  }
  runJob(job);
  // Retract the job, then wait for the workers still inside it (finishing
  // their last index, or about to see that it was retracted).
  job_.store(nullptr);
  while (active_.load() != 0)
    STRATA_CPU_RELAX();
}

} // namespace strata
