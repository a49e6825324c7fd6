// A FIFO on a ring buffer that grows by doubling to its peak size and is then reused: no
// allocation per element in steady state. An optional cap stops the growth (the owner refuses
// pushes past it); a cap of 0 means unbounded. Memory follows the content, never the cap.
#pragma once
#include <cstddef>
#include <vector>

namespace ps {

template <class T>
class Ring {
 public:
  explicit Ring(std::size_t cap = 0) : cap_(cap) { slots_.resize(cap && cap < kInitial ? cap : kInitial); }

  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  // Slots held now (tests check that they follow the content, not the cap).
  std::size_t allocated() const { return slots_.size(); }

  // Appends at the back; the caller keeps size() below a non-zero cap.
  void push(const T& x) {
    if (size_ == slots_.size()) grow();
    slots_[wrap(head_ + size_)] = x;
    ++size_;
  }
  const T& front() const { return slots_[head_]; }
  T pop() {
    const T x = slots_[head_];
    head_ = wrap(head_ + 1);
    --size_;
    return x;
  }
  const T& at(std::size_t i) const { return slots_[wrap(head_ + i)]; }

 private:
  static constexpr std::size_t kInitial = 16;

  // Indices stay below 2 * slots_.size(), so one subtraction replaces a division.
  std::size_t wrap(std::size_t i) const { return i >= slots_.size() ? i - slots_.size() : i; }

  void grow() {
    std::size_t next = slots_.size() * 2;
    if (cap_ && next > cap_) next = cap_;
    std::vector<T> bigger(next);
    for (std::size_t i = 0; i < size_; ++i) bigger[i] = at(i);
    slots_.swap(bigger);
    head_ = 0;
  }

  std::vector<T> slots_;
  std::size_t head_ = 0, size_ = 0, cap_;
};

}  // namespace ps
