// Error types thrown by the C++ API, and the status table: each Status here is the
// caper_status of the same value in the C ABI (capi/src/caper_c.cpp static_asserts every
// pair) and status_name gives both their one name.
#pragma once

#include <array>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace caper {

enum class Status : int {
  kOk = 0,
  kInvalidArgument = 1,
  kUnknownGame = 2,
  kBadOptions = 3,
  kIllegalAction = 4,
  kParse = 5,
  kBufferTooSmall = 6,
  kWrongPhase = 7,
  kInternal = 100,
};

inline constexpr std::array kAllStatuses{
    Status::kOk,
    Status::kInvalidArgument,
    Status::kUnknownGame,
    Status::kBadOptions,
    Status::kIllegalAction,
    Status::kParse,
    Status::kBufferTooSmall,
    Status::kWrongPhase,
    Status::kInternal,
};

// "CAPER_OK", "CAPER_E_PARSE", ...; any other value (Status holds every int) is
// "CAPER_E_UNKNOWN".
constexpr std::string_view status_name(Status status) {
  switch (status) {
    case Status::kOk:
      return "CAPER_OK";
    case Status::kInvalidArgument:
      return "CAPER_E_INVALID_ARGUMENT";
    case Status::kUnknownGame:
      return "CAPER_E_UNKNOWN_GAME";
    case Status::kBadOptions:
      return "CAPER_E_BAD_OPTIONS";
    case Status::kIllegalAction:
      return "CAPER_E_ILLEGAL_ACTION";
    case Status::kParse:
      return "CAPER_E_PARSE";
    case Status::kBufferTooSmall:
      return "CAPER_E_BUFFER_TOO_SMALL";
    case Status::kWrongPhase:
      return "CAPER_E_WRONG_PHASE";
    case Status::kInternal:
      return "CAPER_E_INTERNAL";
  }
  return "CAPER_E_UNKNOWN";
}

// Size limits of outside input (docs/api.md), refused with a ParseError or BadOptions
// naming the limit before anything else is read: JSON documents (states, options,
// edition data, game records) and action text. Parsing below them is linear in the size.
inline constexpr std::size_t kMaxJsonBytes = 16 * 1024 * 1024;
inline constexpr int kMaxJsonDepth = 64;
inline constexpr std::size_t kMaxActionTextBytes = 4096;

// Base of every error the library throws on bad input or misuse.
class Error : public std::runtime_error {
 public:
  Error(Status status, const std::string& message) : std::runtime_error(message), status_(status) {}
  Status status() const noexcept { return status_; }

 private:
  Status status_;
};

#define CAPER_DEFINE_ERROR(Name, code)                                          \
  class Name : public Error {                                                   \
   public:                                                                      \
    explicit Name(const std::string& message) : Error(Status::code, message) {} \
  }

CAPER_DEFINE_ERROR(InvalidArgument, kInvalidArgument);
CAPER_DEFINE_ERROR(UnknownGame, kUnknownGame);
CAPER_DEFINE_ERROR(BadOptions, kBadOptions);
CAPER_DEFINE_ERROR(IllegalAction, kIllegalAction);
CAPER_DEFINE_ERROR(ParseError, kParse);
CAPER_DEFINE_ERROR(WrongPhase, kWrongPhase);

#undef CAPER_DEFINE_ERROR

}  // namespace caper
