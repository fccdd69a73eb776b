// Field-by-field mutations of a real state document (loaded states must be sound): integers moved
// up, down and to bounds, values swapped between two places of the same kind (two cards, two
// scores, two hands), array elements removed, duplicated or moved to an array of the same
// kind, nulls filled with a value of the same kind, values nulled, keys removed. The kind
// of a place is the name of the key it sits under ("hand" for /players/1/hand/3).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "core/json_util.hpp"

namespace caper::testing {

struct Mutation {
  std::string kind;         // the attack class, e.g. "swap values", "remove element"
  std::string description;  // e.g. "swap values /players/0/hand/2 and /players/1/hand/0"
  std::function<void(json::Json&)> edit;
};

// Every mutation of `doc` this generator knows, in a fixed order.
std::vector<Mutation> mutations_of(const json::Json& doc);

}  // namespace caper::testing
