#include "conformance/golden_diff.hpp"

#include <algorithm>
#include <cstddef>
#include <map>
#include <sstream>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

namespace caper::testing {
namespace {

using Json = nlohmann::json;
using Members = std::map<std::string, std::string>;  // key -> its value's JSON text

constexpr std::size_t kMaxFields = 40;  // fields listed, so that a broken game stays readable
constexpr std::string_view kAbsent = "(absent)";

// One checkpoint of a transcript as playout_transcript writes it: the full state's members,
// each seat's view as the members that differ from them, each seat's tensor as its tokens.
struct Checkpoint {
  std::string after;  // the step line before it
  Members full;
  std::vector<Members> views;
  std::vector<std::vector<std::string>> tensors;
};

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// `  "key": value` into members; `  20: . 0.5 ...` onto a tensor's tokens.
void read_indented(const std::string& line, Checkpoint& checkpoint, char section) {
  if (section == 'o') {
    std::istringstream row(line.substr(line.find(':') + 1));
    for (std::string token; row >> token;) checkpoint.tensors.back().push_back(token);
    return;
  }
  const std::size_t colon = line.find("\": ");
  if (colon == std::string::npos || line.size() < 4) return;
  Members& members = section == 's' ? checkpoint.full : checkpoint.views.back();
  members[line.substr(3, colon - 3)] = line.substr(colon + 3);
}

std::vector<Checkpoint> checkpoints_of(const std::vector<std::string>& lines) {
  std::vector<Checkpoint> out;
  std::string last_step;
  char section = ' ';  // 's' the state, 'v' a view, 'o' an observation
  for (const std::string& line : lines) {
    if (line == "state") {
      out.push_back({last_step, {}, {}, {}});
      section = 's';
    } else if (!out.empty() && line.starts_with("view p")) {
      out.back().views.emplace_back();
      section = 'v';
    } else if (!out.empty() && line.starts_with("observation p")) {
      out.back().tensors.emplace_back();
      section = 'o';
    } else if (!out.empty() && line.starts_with("  ") && section != ' ') {
      read_indented(line, out.back(), section);
    } else {
      section = ' ';
      if (!line.empty() && line[0] >= '0' && line[0] <= '9') last_step = line;
    }
  }
  return out;
}

Json parsed(const std::string& text) {
  return Json::parse(text, nullptr, /*allow_exceptions=*/false);
}

// The document of the full state, or of a seat's view (the full state's members with the
// view's own in their place, and without those it lacks).
Json document(const Members& full, const Members* view) {
  Json doc = Json::object();
  for (const auto& [key, value] : full) doc[key] = parsed(value);
  if (view == nullptr) return doc;
  for (const auto& [key, value] : *view) {
    if (value == kAbsent) {
      doc.erase(key);
    } else {
      doc[key] = parsed(value);
    }
  }
  return doc;
}

std::string shown(const Json* value) {
  return value == nullptr ? std::string(kAbsent) : value->dump();
}

void add_field(std::vector<std::string>& out, const std::string& path, const Json* expected,
               const Json* actual) {
  if (out.size() < kMaxFields)
    out.push_back(path + ": expected " + shown(expected) + ", actual " + shown(actual));
}

// Every leaf where the two documents differ, by path: objects by key, arrays by index.
void leaf_differences(const std::string& path, const Json& expected, const Json& actual,
                      std::vector<std::string>& out) {
  if (expected.is_object() && actual.is_object()) {
    std::map<std::string, int> keys;
    for (auto it = expected.begin(); it != expected.end(); ++it) keys[it.key()] |= 1;
    for (auto it = actual.begin(); it != actual.end(); ++it) keys[it.key()] |= 2;
    for (const auto& [key, sides] : keys) {
      if (sides == 3) {
        leaf_differences(path + "." + key, expected[key], actual[key], out);
      } else {
        add_field(out, path + "." + key, sides == 1 ? &expected[key] : nullptr,
                  sides == 2 ? &actual[key] : nullptr);
      }
    }
  } else if (expected.is_array() && actual.is_array()) {
    const std::size_t n = std::max(expected.size(), actual.size());
    for (std::size_t i = 0; i < n; ++i) {
      const std::string at = path + "[" + std::to_string(i) + "]";
      if (i < expected.size() && i < actual.size()) {
        leaf_differences(at, expected[i], actual[i], out);
      } else {
        add_field(out, at, i < expected.size() ? &expected[i] : nullptr,
                  i < actual.size() ? &actual[i] : nullptr);
      }
    }
  } else if (expected != actual) {
    add_field(out, path, &expected, &actual);
  }
}

void tensor_differences(const std::string& name, const std::vector<std::string>& expected,
                        const std::vector<std::string>& actual, std::vector<std::string>& out) {
  const std::size_t n = std::max(expected.size(), actual.size());
  for (std::size_t i = 0; i < n && out.size() < kMaxFields; ++i) {
    const std::string a = i < expected.size() ? expected[i] : std::string(kAbsent);
    const std::string b = i < actual.size() ? actual[i] : std::string(kAbsent);
    if (a != b)
      out.push_back(name + "[" + std::to_string(i) + "]: expected " + (a == "." ? "0" : a) +
                    ", actual " + (b == "." ? "0" : b));
  }
}

std::vector<std::string> checkpoint_differences(const Checkpoint& expected,
                                                const Checkpoint& actual) {
  std::vector<std::string> out;
  leaf_differences("state", document(expected.full, nullptr), document(actual.full, nullptr), out);
  const std::size_t seats = std::max(expected.views.size(), actual.views.size());
  for (std::size_t seat = 0; seat < seats; ++seat) {
    const std::string p = "p" + std::to_string(seat);
    const Members none;
    leaf_differences(
        "view " + p,
        document(expected.full, seat < expected.views.size() ? &expected.views[seat] : &none),
        document(actual.full, seat < actual.views.size() ? &actual.views[seat] : &none), out);
    const std::vector<std::string> empty;
    tensor_differences("observation " + p,
                       seat < expected.tensors.size() ? expected.tensors[seat] : empty,
                       seat < actual.tensors.size() ? actual.tensors[seat] : empty, out);
  }
  return out;
}

// The fields of the first checkpoint that differs, or a line saying that none does.
void write_first_checkpoint_difference(std::ostream& out, const std::vector<std::string>& expected,
                                       const std::vector<std::string>& actual) {
  const std::vector<Checkpoint> a = checkpoints_of(expected);
  const std::vector<Checkpoint> b = checkpoints_of(actual);
  for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i) {
    const std::vector<std::string> fields = checkpoint_differences(a[i], b[i]);
    if (fields.empty()) continue;
    out << "checkpoint " << i + 1 << ", expected after step '" << a[i].after << "', actual after '"
        << b[i].after << "'; the fields that differ:\n";
    for (const std::string& field : fields) out << "  " << field << "\n";
    return;
  }
  out << "no stored checkpoint differs (" << a.size() << " expected, " << b.size()
      << " actual): the difference is in the steps' hashes only\n";
}

// Two lines "WORD {JSON}" (the info, the initial state) as the fields that differ.
void write_document_difference(std::ostream& out, const std::string& expected,
                               const std::string& actual) {
  const std::size_t a = expected.find(" {");
  const std::size_t b = actual.find(" {");
  if (a == std::string::npos || b == std::string::npos ||
      expected.substr(0, a) != actual.substr(0, b))
    return;
  std::vector<std::string> fields;
  leaf_differences(expected.substr(0, a), parsed(expected.substr(a + 1)),
                   parsed(actual.substr(b + 1)), fields);
  for (const std::string& field : fields) out << "  " << field << "\n";
}

}  // namespace

std::string golden_difference(const std::string& expected, const std::string& actual) {
  if (expected == actual) return "";
  const std::vector<std::string> a = lines_of(expected);
  const std::vector<std::string> b = lines_of(actual);
  std::size_t line = 0;
  while (line < a.size() && line < b.size() && a[line] == b[line]) ++line;
  std::ostringstream out;
  out << "first difference at line " << line + 1 << ":\n"
      << "  expected: " << (line < a.size() ? a[line] : std::string(kAbsent)) << "\n"
      << "  actual:   " << (line < b.size() ? b[line] : std::string(kAbsent)) << "\n";
  write_document_difference(out, line < a.size() ? a[line] : "", line < b.size() ? b[line] : "");
  write_first_checkpoint_difference(out, a, b);
  return out.str();
}

}  // namespace caper::testing
