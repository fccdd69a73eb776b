// The tree of an MCTS search, in two flat arrays that keep their memory from one move to
// the next: nodes linked to their first child and next sibling, and each node's summed
// returns per player. It never grows past the byte bound it is reset with; then
// add_child() refuses and the search goes on without new nodes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "caper/core/action.hpp"

namespace caper::bots {

struct TreeNode {
  ActionId action = 0;  // the move from the parent
  std::int32_t first_child = -1;
  std::int32_t next_sibling = -1;
  double visits = 0;
  double available = 0;  // iterations in which the action was legal at the parent
};

class SearchTree {
 public:
  // Empties the tree down to a root, for `players` seats, in at most max_bytes.
  void reset(int players, std::size_t max_bytes) {
    players_ = players;
    const std::size_t node_bytes =
        sizeof(TreeNode) + sizeof(double) * static_cast<std::size_t>(players);
    max_nodes_ = std::max<std::size_t>(1, max_bytes / node_bytes);
    nodes_.clear();
    totals_.clear();
    add(0);
  }

  TreeNode& node(std::int32_t index) { return nodes_[static_cast<std::size_t>(index)]; }
  double* totals(std::int32_t index) {
    return totals_.data() + static_cast<std::size_t>(index) * static_cast<std::size_t>(players_);
  }
  std::size_t size() const { return nodes_.size(); }

  // The child of `parent` reached by `action`, or -1.
  std::int32_t child(std::int32_t parent, ActionId action) const {
    for (std::int32_t c = nodes_[static_cast<std::size_t>(parent)].first_child; c >= 0;
         c = nodes_[static_cast<std::size_t>(c)].next_sibling)
      if (nodes_[static_cast<std::size_t>(c)].action == action) return c;
    return -1;
  }

  // A new child of `parent` for `action`, or -1 when the tree is at its bound.
  std::int32_t add_child(std::int32_t parent, ActionId action) {
    if (nodes_.size() >= max_nodes_) return -1;
    const std::int32_t index = add(action);
    TreeNode& p = node(parent);
    node(index).next_sibling = p.first_child;
    p.first_child = index;
    return index;
  }

 private:
  std::int32_t add(ActionId action) {
    if (nodes_.size() == nodes_.capacity()) {
      // Grow by doubling, but never past the bound (reserve() keeps to what it is asked).
      const std::size_t wanted =
          std::min(max_nodes_, std::max<std::size_t>(256, 2 * nodes_.size()));
      nodes_.reserve(wanted);
      totals_.reserve(wanted * static_cast<std::size_t>(players_));
    }
    nodes_.push_back(TreeNode{.action = action});
    totals_.resize(totals_.size() + static_cast<std::size_t>(players_), 0.0);
    return static_cast<std::int32_t>(nodes_.size() - 1);
  }

  int players_ = 0;
  std::size_t max_nodes_ = 1;
  std::vector<TreeNode> nodes_;
  std::vector<double> totals_;
};

}  // namespace caper::bots
