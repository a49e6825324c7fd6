// Counts what the test binary allocates: calls to operator new (the hot-loop test) and live and
// peak heap bytes (the budget tests compare estimates with measured peaks). The replacement
// operators are in heap_counter.cpp and serve every test in the binary.
#pragma once
#include <cstddef>

namespace ps::testing {

long allocationCount();
std::size_t heapBytes();
std::size_t heapPeak();
// Sets the peak to the current live bytes, so the next peak measures from here.
void resetHeapPeak();

}  // namespace ps::testing
