// The greedy bot's choice on a position it may see whole (a determinization): the legal
// action whose successor has the best heuristic for the mover, a chance successor valued
// by the expectation over its outcomes, ties broken uniformly. Shared by the greedy bot
// and by the search, which uses it as its model of how a player chooses. Keeps its
// scratch states, so a choice allocates nothing after the first.
#pragma once

#include <memory>

#include "caper/core/any_game.hpp"

namespace caper::bots {

class GreedyPolicy {
 public:
  ActionId choose(const AnyState& view, int me, Rng& rng);

 private:
  double expected(const AnyState& after, int me);

  std::unique_ptr<AnyState> after_;
  std::unique_ptr<AnyState> outcome_;
  ActionList legal_;
  ChanceList outcomes_;
};

}  // namespace caper::bots
