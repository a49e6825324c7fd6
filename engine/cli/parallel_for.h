// parallelFor (runner.h): a fixed pool of threads taking job indexes in turn.
#pragma once
#include <atomic>
#include <thread>
#include <vector>

namespace ps::cli {

template <class F>
void parallelFor(int n, int jobs, F f) {
  if (jobs <= 1 || n <= 1) {
    for (int i = 0; i < n; ++i) f(i);
    return;
  }
  std::atomic<int> next{0};
  std::vector<std::thread> pool;
  for (int t = 0; t < jobs && t < n; ++t)
    pool.emplace_back([&] {
      for (int i = next++; i < n; i = next++) f(i);
    });
  for (auto& th : pool) th.join();
}

}  // namespace ps::cli
