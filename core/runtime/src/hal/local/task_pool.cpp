//===- task_pool.cpp - Fixed pool of worker threads ----------------*- C++
//-*-===//

#include "strata/runtime/task_pool.h"

#include <atomic>

namespace strata {

struct TaskPool::Job {
  const std::function<void(uint64_t)> *fn;
  uint64_t count;
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
    stop_ = true;
  }
  wake_.notify_all();
  for (auto &t : threads_)
    t.join();
}

void TaskPool::runJob(Job &job) {
  for (;;) {
    uint64_t i = job.next.fetch_add(1, std::memory_order_relaxed);
    if (i >= job.count)
      return;
    (*job.fn)(i);
  }
}

void TaskPool::workerMain() {
  uint64_t seen = 0;
  std::unique_lock<std::mutex> lock(mutex_);
  for (;;) {
    wake_.wait(lock, [&] { return stop_ || generation_ != seen; });
    if (stop_)
      return;
    seen = generation_;
    Job *job = job_;
    if (!job)
      continue;
    ++active_;
    lock.unlock();
    runJob(*job);
    lock.lock();
    if (--active_ == 0)
      done_.notify_all();
  }
}

void TaskPool::parallelFor(uint64_t count,
                           const std::function<void(uint64_t)> &fn) {
  if (count == 0)
    return;
  std::lock_guard<std::mutex> submit(submitMutex_);
  if (threads_.empty() || count == 1) {
    for (uint64_t i = 0; i < count; ++i)
      fn(i);
    return;
  }
  Job job;
  job.fn = &fn;
  job.count = count;
  {
    std::lock_guard<std::mutex> lock(mutex_);
    job_ = &job;
    ++generation_;
  }
  wake_.notify_all();
  runJob(job);
  std::unique_lock<std::mutex> lock(mutex_);
  done_.wait(lock, [&] { return active_ == 0; });
  job_ = nullptr;
}

} // namespace strata
