// JSON glue shared by every game (private: no public header includes nlohmann).
//
// parse() refuses documents nested deeper than kMaxJsonDepth before handing them to
// nlohmann (whose parser recurses), and ObjectReader names the field that is
// wrong in every error message.
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <set>
#include <span>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "caper/core/error.hpp"

namespace caper::json {

using Json = nlohmann::json;

// Parses `text`; throws an Error with `status` (kParse or kBadOptions) naming `what`: a
// document over kMaxJsonBytes or nested deeper than kMaxJsonDepth (caper/core/error.hpp),
// malformed, or with a key repeated within one object. Time O(n log n) at worst (the key sets),
// memory O(n).
Json parse(std::string_view text, std::string_view what, Status status = Status::kParse);

// Compact text; nlohmann keeps object keys sorted, so equal values give equal bytes.
std::string dump(const Json& value);

[[noreturn]] void fail(Status status, const std::string& message);

// Whether `value` is an integer where one is expected: a JSON integer, or a float whose
// value is a whole number a double holds exactly (-1.0, 3e2, up to 2^53), as Godot,
// JavaScript and many JSON libraries write every number. The document is never rewritten:
// what is read as an integer stays as it was written.
bool is_integer(const Json& value);
// An is_integer `value` within [lo, hi]; else `path` and why, with the value
// ("state.turn: expected an integer, got 1.5"), as an Error with `status`.
std::int64_t read_integer(const Json& value, std::string_view path, std::int64_t lo,
                          std::int64_t hi, Status status = Status::kParse);

// Reads the fields of one JSON object; every error names `path.key`.
class ObjectReader {
 public:
  // Throws if `value` is not an object.
  ObjectReader(const Json& value, std::string path, Status status = Status::kParse);

  const Json& require(std::string_view key) const;
  const Json* find(std::string_view key) const;
  bool has(std::string_view key) const { return find(key) != nullptr; }

  std::int64_t integer(std::string_view key, std::int64_t lo, std::int64_t hi) const;
  std::int64_t integer_or(std::string_view key, std::int64_t fallback, std::int64_t lo,
                          std::int64_t hi) const;
  bool boolean(std::string_view key) const;
  bool boolean_or(std::string_view key, bool fallback) const;
  std::string string(std::string_view key) const;
  // The index of the key's value in `allowed`.
  int choice(std::string_view key, std::initializer_list<std::string_view> allowed) const;
  int choice(std::string_view key, std::span<const std::string_view> allowed) const;
  int choice_or(std::string_view key, int fallback,
                std::initializer_list<std::string_view> allowed) const;
  const Json& array(std::string_view key, std::size_t min_size, std::size_t max_size) const;
  ObjectReader object(std::string_view key) const;

  // Throws for the first key of the object that no call above asked for.
  void reject_unknown() const;

  std::string path_of(std::string_view key) const;
  [[noreturn]] void fail(std::string_view key, std::string_view message) const;
  Status status() const { return status_; }

 private:
  const Json& value_;
  std::string path_;
  Status status_;
  mutable std::set<std::string, std::less<>> asked_;
};

// Array elements, named "path[i]" in errors.
std::int64_t integer_at(const Json& array, std::size_t index, const std::string& path,
                        std::int64_t lo, std::int64_t hi, Status status = Status::kParse);
std::string string_at(const Json& array, std::size_t index, const std::string& path,
                      Status status = Status::kParse);
// Requires `value` to be an array of size within [min_size, max_size].
const Json& require_array(const Json& value, const std::string& path, std::size_t min_size,
                          std::size_t max_size, Status status = Status::kParse);

// Options: empty text means "{}"; errors are BadOptions.
class Options {
 public:
  explicit Options(std::string_view options_json);
  Options(const Options&) = delete;
  Options& operator=(const Options&) = delete;
  ObjectReader& fields() { return reader_; }
  const Json& json() const { return root_; }

 private:
  Json root_;
  ObjectReader reader_;
};

}  // namespace caper::json
