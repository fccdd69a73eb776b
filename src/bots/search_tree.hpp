// The tree of an MCTS search, in fixed-size blocks that keep their memory from one move to
// the next: nodes linked to their first child and next sibling, and each node's summed
// returns per player. A block is never moved or copied once made, so adding a node takes
// bounded time however large the tree (a doubling array copied tens of megabytes at once,
// which held up a stopped search by milliseconds). It never grows past the byte bound it
// is reset with; then add_child() refuses and the search goes on without new nodes.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
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
  // Nodes a block holds: 4096 nodes and their totals are 144-288 KiB.
  static constexpr std::size_t kBlockShift = 12;
  static constexpr std::size_t kBlockNodes = std::size_t{1} << kBlockShift;

  // Empties the tree down to a root, for `players` seats, in at most max_bytes.
  void reset(int players, std::size_t max_bytes) {
    const std::size_t node_bytes =
        sizeof(TreeNode) + sizeof(double) * static_cast<std::size_t>(players);
    const std::size_t max_nodes = std::max<std::size_t>(1, max_bytes / node_bytes);
    if (players != players_ || max_nodes != max_nodes_) blocks_.clear();  // other block sizes
    players_ = players;
    max_nodes_ = max_nodes;
    size_ = 0;
    add(0);
  }

  TreeNode& node(std::int32_t index) { return at(index).nodes[offset(index)]; }
  const TreeNode& node(std::int32_t index) const { return at(index).nodes[offset(index)]; }
  double* totals(std::int32_t index) {
    return at(index).totals.data() + offset(index) * static_cast<std::size_t>(players_);
  }
  std::size_t size() const { return size_; }

  // The child of `parent` reached by `action`, or -1.
  std::int32_t child(std::int32_t parent, ActionId action) const {
    for (std::int32_t c = node(parent).first_child; c >= 0; c = node(c).next_sibling)
      if (node(c).action == action) return c;
    return -1;
  }

  // A new child of `parent` for `action`, or -1 when the tree is at its bound.
  std::int32_t add_child(std::int32_t parent, ActionId action) {
    if (size_ >= max_nodes_) return -1;
    const std::int32_t index = add(action);
    TreeNode& p = node(parent);
    node(index).next_sibling = p.first_child;
    p.first_child = index;
    return index;
  }

 private:
  struct Block {
    std::vector<TreeNode> nodes;
    std::vector<double> totals;
  };

  const Block& at(std::int32_t index) const {
    return blocks_[static_cast<std::size_t>(index) >> kBlockShift];
  }
  Block& at(std::int32_t index) { return blocks_[static_cast<std::size_t>(index) >> kBlockShift]; }
  std::size_t offset(std::int32_t index) const {
    return static_cast<std::size_t>(index) & (kBlockNodes - 1);
  }

  std::int32_t add(ActionId action) {
    const std::size_t block = size_ / kBlockNodes;
    if (block == blocks_.size()) {
      // The last block holds only what the bound leaves, so the tree keeps to it exactly.
      const std::size_t nodes = std::min(kBlockNodes, max_nodes_ - block * kBlockNodes);
      blocks_.push_back(Block{std::vector<TreeNode>(nodes),
                              std::vector<double>(nodes * static_cast<std::size_t>(players_))});
    }
    const auto index = static_cast<std::int32_t>(size_++);
    node(index) = TreeNode{.action = action};
    std::fill_n(totals(index), players_, 0.0);
    return index;
  }

  int players_ = 0;
  std::size_t max_nodes_ = 1;
  std::size_t size_ = 0;
  std::vector<Block> blocks_;  // moving a Block moves its vectors' pointers, not the nodes
};

}  // namespace caper::bots
