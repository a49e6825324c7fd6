// A double-ended queue over a power-of-two circular array that grows by doubling and never
// shrinks, so once it has reached a run's high-water mark pushes and pops allocate nothing (unlike
// std::deque, which allocates and frees blocks as it slides). Used for the DCCP sender's packet
// history, the Ack Vector's runs and the receiver's record of its own Acks.
#pragma once
#include <cstddef>
#include <vector>

namespace ps::dccp {

template <class T>
class Ring {
 public:
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return buf_[(head_ + i) & (buf_.size() - 1)]; }
  const T& operator[](std::size_t i) const { return buf_[(head_ + i) & (buf_.size() - 1)]; }
  T& front() { return (*this)[0]; }
  const T& front() const { return (*this)[0]; }
  T& back() { return (*this)[size_ - 1]; }
  const T& back() const { return (*this)[size_ - 1]; }

  void pushBack(const T& v) {
    if (size_ == buf_.size()) grow();
    buf_[(head_ + size_) & (buf_.size() - 1)] = v;
    ++size_;
  }
  void pushFront(const T& v) {
    if (size_ == buf_.size()) grow();
    head_ = (head_ + buf_.size() - 1) & (buf_.size() - 1);
    buf_[head_] = v;
    ++size_;
  }
  void popFront(std::size_t n = 1) {
    head_ = (head_ + n) & (buf_.size() - 1);
    size_ -= n;
  }
  void popBack(std::size_t n = 1) { size_ -= n; }
  void clear() { head_ = size_ = 0; }
  // Inserts before position i (rare: a reordered packet splitting a run).
  void insert(std::size_t i, const T& v) {
    pushBack(v);
    for (std::size_t k = size_ - 1; k > i; --k) (*this)[k] = (*this)[k - 1];
    (*this)[i] = v;
  }

 private:
  void grow() {
    std::vector<T> next(buf_.empty() ? 16 : buf_.size() * 2);
    for (std::size_t i = 0; i < size_; ++i) next[i] = (*this)[i];
    buf_.swap(next);
    head_ = 0;
  }
  std::vector<T> buf_;
  std::size_t head_ = 0, size_ = 0;
};

}  // namespace ps::dccp
