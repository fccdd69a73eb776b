#include "conformance/mutation.hpp"

#include <cstdint>
#include <map>

namespace caper::testing {
namespace {

using json::Json;
using Pointer = Json::json_pointer;

constexpr std::int64_t kHuge = 1000000;
constexpr std::size_t kPartnersPerPlace = 3;  // same-kind places each place is swapped with

struct Place {
  std::string path;  // JSON pointer
  std::string kind;  // the key it sits under
};

struct Tree {
  std::vector<Place> leaves;  // scalars and nulls
  std::vector<Place> arrays;
  std::vector<Place> members;  // object members (removable keys)
};

void walk(const Json& value, const std::string& path, const std::string& kind, Tree& tree) {
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it) {
      const std::string child = path + "/" + it.key();
      tree.members.push_back({child, it.key()});
      walk(it.value(), child, it.key(), tree);
    }
  } else if (value.is_array()) {
    tree.arrays.push_back({path, kind});
    for (std::size_t i = 0; i < value.size(); ++i)
      walk(value[i], path + "/" + std::to_string(i), kind, tree);
  } else {
    tree.leaves.push_back({path, kind});
  }
}

// Whether one place holds the other (a swap or move between them would alias).
bool nested(const std::string& a, const std::string& b) {
  const std::string& shorter = a.size() < b.size() ? a : b;
  const std::string& longer = a.size() < b.size() ? b : a;
  return longer.compare(0, shorter.size(), shorter) == 0 &&
         (longer.size() == shorter.size() || longer[shorter.size()] == '/');
}

std::string parent_of(const std::string& path) {
  return path.substr(0, path.rfind('/'));
}
std::string last_of(const std::string& path) {
  return path.substr(path.rfind('/') + 1);
}

void set_to(std::vector<Mutation>& out, const std::string& path, const Json& value,
            const std::string& kind) {
  out.push_back({kind, "set " + path + " to " + json::dump(value) + " (" + kind + ")",
                 [path, value](Json& doc) { doc[Pointer(path)] = value; }});
}

void integer_mutations(const Json& doc, const Place& leaf, std::vector<Mutation>& out) {
  const std::int64_t v = doc[Pointer(leaf.path)].get<std::int64_t>();
  for (std::int64_t to : {v + 1, v - 1, std::int64_t{0}, std::int64_t{-1}, kHuge})
    if (to != v) set_to(out, leaf.path, Json(to), "integer moved");
}

// Pairs of places of the same kind: swap their values, copy one over the other.
void same_kind_mutations(const Json& doc, const std::vector<Place>& places,
                         std::vector<Mutation>& out, const char* what) {
  std::map<std::string, std::vector<const Place*>> by_kind;
  for (const Place& place : places) by_kind[place.kind].push_back(&place);
  for (const auto& [kind, group] : by_kind) {
    for (std::size_t i = 0; i < group.size(); ++i) {
      for (std::size_t k = 1; k <= kPartnersPerPlace && k < group.size(); ++k) {
        const Place& a = *group[i];
        const Place& b = *group[(i + k * 7) % group.size()];  // spread partners out
        if (nested(a.path, b.path) || doc[Pointer(a.path)] == doc[Pointer(b.path)]) continue;
        out.push_back(
            {std::string("swap ") + what,
             std::string("swap ") + what + " " + a.path + " and " + b.path,
             [pa = a.path, pb = b.path](Json& d) { std::swap(d[Pointer(pa)], d[Pointer(pb)]); }});
        out.push_back({std::string("copy ") + what,
                       std::string("copy ") + what + " " + b.path + " over " + a.path,
                       [pa = a.path, pb = b.path](Json& d) { d[Pointer(pa)] = d[Pointer(pb)]; }});
      }
    }
  }
}

void array_mutations(const Json& doc, const std::vector<Place>& arrays,
                     std::vector<Mutation>& out) {
  for (const Place& array : arrays) {
    const std::size_t size = doc[Pointer(array.path)].size();
    if (size == 0) continue;
    for (std::size_t i : {std::size_t{0}, size / 2, size - 1}) {
      out.push_back({"remove element", "remove " + array.path + "/" + std::to_string(i),
                     [p = array.path, i](Json& d) { d[Pointer(p)].erase(i); }});
      out.push_back({"duplicate element", "duplicate " + array.path + "/" + std::to_string(i),
                     [p = array.path, i](Json& d) {
                       Json& a = d[Pointer(p)];
                       a.insert(a.begin() + static_cast<std::ptrdiff_t>(i), a[i]);
                     }});
      if (size == 1) break;
    }
    // Move the last element to another array of the same kind.
    for (const Place& other : arrays) {
      if (other.kind != array.kind || nested(other.path, array.path)) continue;
      out.push_back({"move element", "move the last of " + array.path + " to " + other.path,
                     [from = array.path, to = other.path](Json& d) {
                       Json& a = d[Pointer(from)];
                       d[Pointer(to)].push_back(a.back());
                       a.erase(a.size() - 1);
                     }});
    }
  }
}

}  // namespace

std::vector<Mutation> mutations_of(const Json& doc) {
  Tree tree;
  walk(doc, "", "", tree);
  std::vector<Mutation> out;
  std::vector<Place> filled;  // non-null leaves, for filling nulls of the same kind
  for (const Place& leaf : tree.leaves) {
    const Json& value = doc[Pointer(leaf.path)];
    if (value.is_number_integer()) integer_mutations(doc, leaf, out);
    if (value.is_boolean()) set_to(out, leaf.path, Json(!value.get<bool>()), "boolean flipped");
    if (!value.is_null()) {
      set_to(out, leaf.path, Json(nullptr), "value nulled");
      filled.push_back(leaf);
    }
  }
  for (const Place& leaf : tree.leaves) {
    if (!doc[Pointer(leaf.path)].is_null()) continue;
    for (const Place& other : filled) {
      if (other.kind != leaf.kind) continue;
      set_to(out, leaf.path, doc[Pointer(other.path)], "null filled");
      break;
    }
  }
  same_kind_mutations(doc, tree.leaves, out, "values");
  same_kind_mutations(doc, tree.arrays, out, "arrays");
  array_mutations(doc, tree.arrays, out);
  for (const Place& member : tree.members)
    out.push_back({"remove key", "remove key " + member.path,
                   [p = member.path](Json& d) { d[Pointer(parent_of(p))].erase(last_of(p)); }});
  return out;
}

}  // namespace caper::testing
