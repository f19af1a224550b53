//===- ref.h - Intrusive reference counting ----------------------*- C++
//-*-===//
//
// Every object a VM ref register can hold derives from RefObject; Ref<T> is
// the owning smart pointer (atomic counts: HAL objects cross threads).
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_RUNTIME_REF_H
#define STRATA_RUNTIME_REF_H

#include <atomic>
#include <cstdint>
#include <utility>

namespace strata {

/// Kinds of ref-counted objects (used for checked downcasts in the VM).
enum class RefKind : uint8_t {
  kByteBuffer,
  kBuffer,
  kBufferView,
  kCommandBuffer,
  kExecutable,
  kFence,
  kDevice,
  kModule,
  kChannel,
};

/// Name of a ref kind for messages, e.g. "hal.buffer_view".
const char *refKindName(RefKind kind);

/// Base class of ref-counted objects.
class RefObject {
public:
  explicit RefObject(RefKind kind) : kind_(kind) {}
  RefObject(const RefObject &) = delete;
  RefObject &operator=(const RefObject &) = delete;
  virtual ~RefObject() = default;

  RefKind refKind() const { return kind_; }
  void retain() const { count_.fetch_add(1, std::memory_order_relaxed); }
  void release() const {
    if (count_.fetch_sub(1, std::memory_order_acq_rel) == 1)
      delete this;
  }

private:
  mutable std::atomic<uint32_t> count_{0};
  RefKind kind_;
};

/// Owning pointer to a RefObject subclass.
template <typename T> class Ref {
public:
  Ref() = default;
  Ref(std::nullptr_t) {}
  explicit Ref(T *p) : p_(p) {
    if (p_)
      p_->retain();
  }
  Ref(const Ref &o) : Ref(o.p_) {}
  Ref(Ref &&o) noexcept : p_(o.p_) { o.p_ = nullptr; }
  template <typename U> Ref(const Ref<U> &o) : Ref(static_cast<T *>(o.get())) {}
  ~Ref() { reset(); }
  Ref &operator=(Ref o) noexcept {
    std::swap(p_, o.p_);
    return *this;
  }
  void reset() {
    if (p_)
      p_->release();
    p_ = nullptr;
  }
  T *get() const { return p_; }
  T *operator->() const { return p_; }
  T &operator*() const { return *p_; }
  explicit operator bool() const { return p_ != nullptr; }

private:
  T *p_ = nullptr;
};

/// Allocates a T and returns the first reference to it.
template <typename T, typename... Args> Ref<T> makeRef(Args &&...args) {
  return Ref<T>(new T(std::forward<Args>(args)...));
}

/// Downcast `obj` to T when its kind is T::kKind, else null.
template <typename T> T *refCast(RefObject *obj) {
  if (!obj || obj->refKind() != T::kKind)
    return nullptr;
  return static_cast<T *>(obj);
}

} // namespace strata

#endif // STRATA_RUNTIME_REF_H
