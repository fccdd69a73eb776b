// Error types thrown by the C++ API. Their codes match caper_status in the C ABI.
#pragma once

#include <stdexcept>
#include <string>

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
