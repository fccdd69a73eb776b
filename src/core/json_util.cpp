#include "core/json_util.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>

namespace caper::json {
namespace {

// Depth of the deepest array/object, counting brackets outside strings. Stops early
// once `limit` is exceeded, so hostile input costs O(n) and no recursion.
int nesting_depth(std::string_view text, int limit) {
  int depth = 0;
  int deepest = 0;
  bool in_string = false;
  bool escaped = false;
  for (char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
      continue;
    }
    if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      deepest = std::max(deepest, ++depth);
      if (deepest > limit) return deepest;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return deepest;
}

// Builds the document like nlohmann's own parser, and stops at the first key repeated
// within one object (nlohmann would silently keep the last). Each event costs O(1) plus
// the key's set insertion, so parsing is O(n log n) in the worst case and O(n) memory; the
// callback form of Json::parse is not used because it rescans the enclosing array at the
// end of every object, which made `[{},{},...]` quadratic.
class DomParser {
 public:
  explicit DomParser(Json& root) : dom_(root, /*allow_exceptions=*/false) {}

  bool null() { return dom_.null(); }
  bool boolean(bool value) { return dom_.boolean(value); }
  bool number_integer(Json::number_integer_t value) { return dom_.number_integer(value); }
  bool number_unsigned(Json::number_unsigned_t value) { return dom_.number_unsigned(value); }
  bool number_float(Json::number_float_t value, const Json::string_t& text) {
    return dom_.number_float(value, text);
  }
  bool string(Json::string_t& value) { return dom_.string(value); }
  bool binary(Json::binary_t& value) { return dom_.binary(value); }
  bool start_object(std::size_t size) {
    keys_.emplace_back();
    return dom_.start_object(size);
  }
  bool key(Json::string_t& key) {
    if (!keys_.back().insert(key).second) {
      duplicate_ = key;
      return false;
    }
    return dom_.key(key);
  }
  bool end_object() {
    keys_.pop_back();
    return dom_.end_object();
  }
  bool start_array(std::size_t size) { return dom_.start_array(size); }
  bool end_array() { return dom_.end_array(); }
  bool parse_error(std::size_t position, const std::string& token,
                   const nlohmann::detail::exception& error) {
    return dom_.parse_error(position, token, error);
  }

  bool errored() const { return dom_.is_errored(); }
  const std::string& duplicate() const { return duplicate_; }

 private:
  nlohmann::detail::json_sax_dom_parser<Json> dom_;
  std::vector<std::set<std::string, std::less<>>> keys_;
  std::string duplicate_;
};

std::string type_name(const Json& value) {
  return value.type_name();
}

// The largest magnitude up to which a double holds every whole number exactly.
constexpr double kMaxExactDouble = 9007199254740992.0;  // 2^53

bool is_integral_float(const Json& value) {
  if (!value.is_number_float()) return false;
  const double x = value.get<double>();
  return std::trunc(x) == x && std::fabs(x) <= kMaxExactDouble;
}

// For an is_integer value: whether it lies in [lo, hi]. Unsigned values above INT64_MAX
// are compared as unsigned so they never wrap into range.
bool in_range(const Json& value, std::int64_t lo, std::int64_t hi) {
  if (value.is_number_unsigned()) {
    const auto n = value.get<std::uint64_t>();
    return hi >= 0 && n <= static_cast<std::uint64_t>(hi) && static_cast<std::int64_t>(n) >= lo;
  }
  const auto n = value.get<std::int64_t>();  // an integral float within 2^53 converts exactly
  return n >= lo && n <= hi;
}

// Why `value` is not an integer: a number shows itself ("1.5"), anything else its type.
std::string not_an_integer(const Json& value) {
  if (value.is_number_float()) {
    const char* why = std::trunc(value.get<double>()) == value.get<double>()
                          ? " (a float is exact only up to 2^53)"
                          : "";
    return fmt::format("expected an integer{}, got {}", why, value.dump());
  }
  return fmt::format("expected an integer, got {}", type_name(value));
}

}  // namespace

void fail(Status status, const std::string& message) {
  if (status == Status::kBadOptions) throw BadOptions(message);
  throw ParseError(message);
}

bool is_integer(const Json& value) {
  return value.is_number_integer() || is_integral_float(value);
}

std::int64_t read_integer(const Json& value, std::string_view path, std::int64_t lo,
                          std::int64_t hi, Status status) {
  if (!is_integer(value)) fail(status, fmt::format("{}: {}", path, not_an_integer(value)));
  if (!in_range(value, lo, hi))
    fail(status, fmt::format("{}: must be between {} and {}, got {}", path, lo, hi, value.dump()));
  return value.get<std::int64_t>();
}

Json parse(std::string_view text, std::string_view what, Status status) {
  if (text.size() > kMaxJsonBytes)
    fail(status, fmt::format("{}: document larger than {} bytes", what, kMaxJsonBytes));
  if (nesting_depth(text, kMaxJsonDepth) > kMaxJsonDepth)
    fail(status, fmt::format("{}: nested deeper than {} levels", what, kMaxJsonDepth));
  Json value;
  DomParser sax(value);
  const bool ok = Json::sax_parse(text, &sax, Json::input_format_t::json, /*strict=*/true);
  if (!sax.duplicate().empty())
    fail(status, fmt::format("{}: duplicated key '{}'", what, sax.duplicate()));
  if (!ok || sax.errored()) fail(status, fmt::format("{}: malformed JSON", what));
  return value;
}

std::string dump(const Json& value) {
  return value.dump();
}

ObjectReader::ObjectReader(const Json& value, std::string path, Status status)
    : value_(value), path_(std::move(path)), status_(status) {
  if (!value_.is_object())
    json::fail(status_, fmt::format("{}: expected an object, got {}", path_, type_name(value_)));
}

std::string ObjectReader::path_of(std::string_view key) const {
  return path_.empty() ? std::string(key) : fmt::format("{}.{}", path_, key);
}

void ObjectReader::fail(std::string_view key, std::string_view message) const {
  json::fail(status_, fmt::format("{}: {}", path_of(key), message));
}

const Json* ObjectReader::find(std::string_view key) const {
  asked_.emplace(key);
  auto it = value_.find(key);
  return it == value_.end() ? nullptr : &*it;
}

const Json& ObjectReader::require(std::string_view key) const {
  const Json* value = find(key);
  if (value == nullptr) fail(key, "missing");
  return *value;
}

std::int64_t ObjectReader::integer(std::string_view key, std::int64_t lo, std::int64_t hi) const {
  return read_integer(require(key), path_of(key), lo, hi, status_);
}

std::int64_t ObjectReader::integer_or(std::string_view key, std::int64_t fallback, std::int64_t lo,
                                      std::int64_t hi) const {
  return find(key) == nullptr ? fallback : integer(key, lo, hi);
}

bool ObjectReader::boolean(std::string_view key) const {
  const Json& value = require(key);
  if (!value.is_boolean())
    fail(key, fmt::format("expected true or false, got {}", type_name(value)));
  return value.get<bool>();
}

bool ObjectReader::boolean_or(std::string_view key, bool fallback) const {
  return find(key) == nullptr ? fallback : boolean(key);
}

std::string ObjectReader::string(std::string_view key) const {
  const Json& value = require(key);
  if (!value.is_string()) fail(key, fmt::format("expected a string, got {}", type_name(value)));
  return value.get<std::string>();
}

int ObjectReader::choice(std::string_view key,
                         std::initializer_list<std::string_view> allowed) const {
  return choice(key, std::span<const std::string_view>(allowed.begin(), allowed.size()));
}

int ObjectReader::choice(std::string_view key, std::span<const std::string_view> allowed) const {
  const std::string text = string(key);
  for (std::size_t index = 0; index < allowed.size(); ++index)
    if (allowed[index] == text) return static_cast<int>(index);
  fail(key, fmt::format("unknown value '{}'; expected one of: {}", text, fmt::join(allowed, ", ")));
}

int ObjectReader::choice_or(std::string_view key, int fallback,
                            std::initializer_list<std::string_view> allowed) const {
  return find(key) == nullptr ? fallback : choice(key, allowed);
}

const Json& ObjectReader::array(std::string_view key, std::size_t min_size,
                                std::size_t max_size) const {
  return require_array(require(key), path_of(key), min_size, max_size, status_);
}

ObjectReader ObjectReader::object(std::string_view key) const {
  return ObjectReader(require(key), path_of(key), status_);
}

void ObjectReader::reject_unknown() const {
  for (auto it = value_.begin(); it != value_.end(); ++it) {
    if (asked_.find(it.key()) == asked_.end()) fail(it.key(), "unknown key");
  }
}

const Json& require_array(const Json& value, const std::string& path, std::size_t min_size,
                          std::size_t max_size, Status status) {
  if (!value.is_array())
    fail(status, fmt::format("{}: expected an array, got {}", path, type_name(value)));
  if (value.size() < min_size || value.size() > max_size) {
    const std::string sizes = min_size == max_size ? fmt::format("{}", min_size)
                                                   : fmt::format("{} to {}", min_size, max_size);
    fail(status, fmt::format("{}: expected {} elements, got {}", path, sizes, value.size()));
  }
  return value;
}

std::int64_t integer_at(const Json& array, std::size_t index, const std::string& path,
                        std::int64_t lo, std::int64_t hi, Status status) {
  return read_integer(array.at(index), fmt::format("{}[{}]", path, index), lo, hi, status);
}

std::string string_at(const Json& array, std::size_t index, const std::string& path,
                      Status status) {
  const Json& value = array.at(index);
  if (!value.is_string())
    fail(status, fmt::format("{}[{}]: expected a string, got {}", path, index, type_name(value)));
  return value.get<std::string>();
}

Options::Options(std::string_view options_json)
    : root_(options_json.find_first_not_of(" \t\r\n") == std::string_view::npos
                ? Json::object()
                : parse(options_json, "options", Status::kBadOptions)),
      reader_(root_, "options", Status::kBadOptions) {}

}  // namespace caper::json
