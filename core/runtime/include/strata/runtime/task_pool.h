//===- task_pool.h - Fixed pool of worker threads ----------------*- C++
//-*-===//

#ifndef STRATA_RUNTIME_TASK_POOL_H
#define STRATA_RUNTIME_TASK_POOL_H

#include <atomic>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace strata {

/// Runs index-parallel loops on `workerCount` threads: the calling thread
/// plus workerCount-1 background threads. One loop runs at a time (callers
/// from several threads are serialised). Idle workers spin for a short while
/// before they block, so the next loop of a program (dispatches come back to
/// back) starts without a futex wake-up; a loop of one index runs inline.
class TaskPool {
public:
  /// `workerCount` <= 0 means std::thread::hardware_concurrency().
  explicit TaskPool(int workerCount = 0);
  ~TaskPool();
  TaskPool(const TaskPool &) = delete;
  TaskPool &operator=(const TaskPool &) = delete;

  int workerCount() const { return workerCount_; }
  /// Calls fn(i) for every i in [0, count), in parallel, and returns when
  /// all calls have returned. Once `*stop` is true no further index starts
  /// (a failed or cancelled dispatch of 2^40 workgroups ends at once).
  void parallelFor(uint64_t count, const std::function<void(uint64_t)> &fn,
                   const std::atomic<bool> *stop = nullptr);

private:
  struct Job;
  void workerMain();
  static void runJob(Job &job);

  int workerCount_;
  std::vector<std::thread> threads_;
  std::mutex submitMutex_;
  /// Guards sleeping: workers block on `wake_` under it.
  std::mutex mutex_;
  std::condition_variable wake_;
  std::atomic<Job *> job_{nullptr};
  /// Bumped for every published job (and at shutdown).
  std::atomic<uint64_t> generation_{0};
  /// Workers inside the published job; the submitter waits for zero.
  std::atomic<int> active_{0};
  std::atomic<int> sleepers_{0};
  std::atomic<bool> stop_{false};
};

} // namespace strata

#endif // STRATA_RUNTIME_TASK_POOL_H
