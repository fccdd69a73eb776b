// Single-observer IS-MCTS (Cowling, Powley and Whitehouse, 2012): every iteration draws
// a determinization of what the searching player cannot see, then walks one shared tree
// of actions. A child's availability counts the iterations in which it was legal, and
// replaces the parent's visit count in UCB so rarely-available moves are not starved.
#include <chrono>
#include <cmath>
#include <map>
#include <vector>

#include "caper/bots/bot.hpp"

namespace caper::bots {
namespace {

struct Node {
  std::map<ActionId, std::unique_ptr<Node>> children;
  std::vector<double> total;  // summed returns per player
  double visits = 0;
  double available = 0;
};

class MctsBot final : public Bot {
 public:
  explicit MctsBot(const MctsSettings& settings) : settings_(settings), rng_(settings.seed) {}
  std::string_view name() const override { return "mcts"; }

  ActionId choose(const AnyState& root_state) override {
    const int me = root_state.current_player();
    if (me < 0) throw WrongPhase("mcts bot: not a player's turn");
    ActionList legal;
    root_state.legal_actions(legal);
    if (legal.size() == 1) return legal[0];
    const int players = root_state.game().num_players();
    Node root;
    root.total.assign(static_cast<std::size_t>(players), 0.0);
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0;; ++i) {
      if (settings_.time_ms > 0) {
        const std::chrono::duration<double, std::milli> spent =
            std::chrono::steady_clock::now() - start;
        if (spent.count() >= settings_.time_ms && i > 0) break;
      } else if (i >= settings_.iterations) {
        break;
      }
      iterate(root, *root_state.determinize(me, rng_), players);
    }
    ActionId best = legal[0];
    double most = -1;
    for (ActionId action : legal) {
      auto it = root.children.find(action);
      const double visits = it == root.children.end() ? 0 : it->second->visits;
      if (visits > most) {
        most = visits;
        best = action;
      }
    }
    return best;
  }

 private:
  void iterate(Node& root, const AnyState& determinized, int players) {
    std::vector<Node*> path{&root};
    std::unique_ptr<AnyState> state = determinized.clone();
    Node* node = &root;
    bool expanded = false;
    while (!state->is_terminal() && !expanded) {
      ActionList legal;
      state->legal_actions(legal);
      ActionId action;
      if (state->is_chance_node()) {
        action = state->sample_chance(rng_);
      } else {
        action = select(*node, legal, state->current_player(), expanded);
      }
      auto& child = node->children[action];
      if (!child) {
        child = std::make_unique<Node>();
        child->total.assign(static_cast<std::size_t>(players), 0.0);
        expanded = true;
      }
      node = child.get();
      path.push_back(node);
      state = state->apply(action);
    }
    const std::vector<double> result = rollout(*state);
    for (Node* visited : path) {
      visited->visits += 1;
      for (int p = 0; p < players; ++p) visited->total[p] += result[p];
    }
  }

  // Unexpanded legal actions first (a random one), else UCB with availability counts.
  ActionId select(Node& node, const ActionList& legal, int player, bool& expanding) {
    ActionList unexpanded;
    for (ActionId action : legal) {
      auto it = node.children.find(action);
      if (it == node.children.end()) {
        unexpanded.push_back(action);
      } else {
        it->second->available += 1;
      }
    }
    if (!unexpanded.empty()) {
      expanding = true;
      return unexpanded[static_cast<std::size_t>(rng_.below(unexpanded.size()))];
    }
    ActionId best = legal[0];
    double best_score = -1e300;
    for (ActionId action : legal) {
      const Node& child = *node.children[action];
      const double mean = child.total[static_cast<std::size_t>(player)] / child.visits;
      const double score =
          mean + settings_.exploration * std::sqrt(std::log(child.available + 1) / child.visits);
      if (score > best_score) {
        best_score = score;
        best = action;
      }
    }
    return best;
  }

  std::vector<double> rollout(const AnyState& from) {
    std::unique_ptr<AnyState> a = from.clone();
    std::unique_ptr<AnyState> b = from.clone();
    ActionList legal;
    for (int step = 0; step < settings_.max_rollout_steps && !a->is_terminal(); ++step) {
      ActionId action;
      if (a->is_chance_node()) {
        action = a->sample_chance(rng_);
      } else {
        a->legal_actions(legal);
        action = legal[static_cast<std::size_t>(rng_.below(legal.size()))];
      }
      a->apply_into(action, *b);
      std::swap(a, b);
    }
    if (a->is_terminal()) return a->returns();
    // Cut off before the end: value the position by each player's heuristic, normalised
    // to a share so that it is on the scale of the returns.
    const int players = a->game().num_players();
    std::vector<double> values(static_cast<std::size_t>(players));
    double sum = 0;
    for (int p = 0; p < players; ++p) sum += values[p] = a->heuristic(p);
    for (double& v : values) v = sum > 0 ? v / sum : 1.0 / players;
    return values;
  }

  MctsSettings settings_;
  Rng rng_;
};

}  // namespace

std::unique_ptr<Bot> make_mcts_bot(const MctsSettings& settings) {
  return std::make_unique<MctsBot>(settings);
}

}  // namespace caper::bots
