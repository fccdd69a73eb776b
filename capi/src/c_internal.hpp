// Shared by the C ABI's sources: the exception guard, the buffer protocol and the
// caper_state <-> AnyState mapping. Internal: never installed.
#pragma once

// These sources define the C ABI: on Windows, caper.h marks its functions dllexport.
#define CAPER_C_BUILD

#include <exception>
#include <memory>
#include <new>
#include <string>

#include <fmt/format.h>

#include "caper/caper.h"
#include "caper/core/any_game.hpp"

struct caper_game {
  std::shared_ptr<caper::AnyGame> game;
};

namespace caper::capi {

// The thread-local message behind caper_last_error() (defined in caper_c.cpp).
std::string& last_error();

inline caper_status fail(caper_status status, std::string message) {
  last_error() = std::move(message);
  return status;
}

// Runs `body` (which returns caper_status) and turns any exception into a status.
template <class Body>
caper_status guarded(const char* function, Body&& body) noexcept {
  try {
    return body(function);
  } catch (const caper::Error& e) {
    return fail(static_cast<caper_status>(e.status()), fmt::format("{}: {}", function, e.what()));
  } catch (const std::bad_alloc&) {
    return fail(CAPER_E_INTERNAL, fmt::format("{}: out of memory", function));
  } catch (const std::exception& e) {
    return fail(CAPER_E_INTERNAL, fmt::format("{}: internal error: {}", function, e.what()));
  } catch (...) {
    return fail(CAPER_E_INTERNAL, fmt::format("{}: unknown internal error", function));
  }
}

// The error paths are cold and out of line: the calls made once per step (the observation,
// the legal actions) keep only their checks inline.
[[gnu::cold, gnu::noinline]] inline caper_status null_argument(const char* function,
                                                               const char* name) {
  return fail(CAPER_E_INVALID_ARGUMENT, fmt::format("{}: {} is NULL", function, name));
}

#define CAPER_REQUIRE(arg) \
  if ((arg) == nullptr) return ::caper::capi::null_argument(fn, #arg)

[[gnu::cold, gnu::noinline]] inline caper_status too_small(const char* function, size_t cap,
                                                           size_t needed, const char* unit) {
  return fail(CAPER_E_BUFFER_TOO_SMALL,
              fmt::format("{}: buffer holds {} {}, {} needed", function, cap, unit, needed));
}

// Copies `text` and its NUL into (buf, cap), reporting the needed size in *len.
inline caper_status write_string(const char* function, const std::string& text, char* buf,
                                 size_t cap, size_t* len) {
  const size_t needed = text.size() + 1;
  *len = needed;
  if (cap < needed) return too_small(function, cap, needed, "bytes");
  text.copy(buf, text.size());
  buf[text.size()] = '\0';
  return CAPER_OK;
}

[[gnu::cold, gnu::noinline]] inline caper_status null_buffer(const char* function, size_t cap) {
  return fail(CAPER_E_INVALID_ARGUMENT,
              fmt::format("{}: buf is NULL but cap is {}", function, cap));
}

inline caper_status check_buffer(const char* function, const void* buf, size_t cap, size_t* len) {
  if (len == nullptr) return null_argument(function, "len");
  if (buf == nullptr && cap > 0) return null_buffer(function, cap);
  return CAPER_OK;
}

// A caper_state* is the AnyState itself, with no wrapper object: one allocation and one
// pointer hop fewer on every call. The C type stays opaque (it is never defined).
inline const caper::AnyState& any(const caper_state* state) {
  return *reinterpret_cast<const caper::AnyState*>(state);
}
inline caper::AnyState& any(caper_state* state) {
  return *reinterpret_cast<caper::AnyState*>(state);
}

}  // namespace caper::capi
