#include "conformance/soundness.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <string>

#include "caper/core/error.hpp"
#include "caper/core/playout.hpp"

namespace caper::testing {
namespace {

// Games with at most kFullSweep ids have every id asked of is_legal at every step; larger
// ones a sample of kUnlistedTries random ids.
constexpr ActionId kFullSweep = 1024;
constexpr ActionId kUnlistedTries = 8;

// The checks of one step; returns the failed check's class, with `detail` filled.
std::string check_step(const AnyState& state, const ActionList& legal, Rng& rng,
                       std::string& detail) {
  const AnyGame& game = state.game();
  if (state.is_terminal()) {
    if (!legal.empty()) return "terminal state with legal actions";
    (void)state.returns();
    return {};
  }
  if (legal.empty()) return "no legal action at a non-terminal state";
  if (state.is_chance_node()) {
    ChanceList outcomes;
    state.chance_outcomes(outcomes);
    if (outcomes.empty()) return "chance node without outcomes";
    double sum = 0;
    bool same = outcomes.size() == legal.size();
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
      sum += outcomes[i].probability;
      same = same && outcomes[i].action == legal[i] && outcomes[i].probability > 0;
    }
    if (!same || std::abs(sum - 1.0) > 1e-9) return "chance outcomes are not the legal actions";
  }
  const std::string json = state.to_json(kFullView);
  std::unique_ptr<AnyState> back;
  try {
    back = game.state_from_json(json);
  } catch (const Error& e) {
    detail = std::string("reload refused: ") + e.what();
    return "to_json does not reload";
  }
  if (back->to_json(kFullView) != json) return "reloaded JSON differs";
  if (back->legal_actions() != state.legal_actions()) return "reloaded legal actions differ";
  for (int p = 0; p < game.num_players(); ++p) (void)state.to_json(p);
  const int mover = state.current_player();
  if (mover >= 0) {
    std::unique_ptr<AnyState> sample = state.determinize(mover, rng);
    if (sample->to_json(mover) != state.to_json(mover)) return "determinize changes the view";
    if (sample->legal_actions() != state.legal_actions())
      return "determinize changes the mover's legal actions";
  }
  for (ActionId id : legal)
    if (!state.is_legal(id)) return "is_legal refuses a listed action";
  const ActionId limit = game.num_distinct_actions();
  const bool full = limit <= kFullSweep;
  for (ActionId k = 0; k < (full ? limit : kUnlistedTries); ++k) {
    const ActionId id = full ? k : static_cast<ActionId>(rng.below(limit));
    if (!std::binary_search(legal.begin(), legal.end(), id) && state.is_legal(id)) {
      detail = "id " + std::to_string(id) + " (" + state.action_to_string(id) + ")";
      return "is_legal accepts an unlisted action";
    }
  }
  if (state.is_legal(limit)) return "is_legal accepts an id out of range";
  return {};
}

}  // namespace

Unsound play_soundly(const AnyState& start, std::uint64_t seed, int steps) {
  Rng rng(seed);
  std::unique_ptr<AnyState> state = start.clone();
  ActionList legal;
  ChanceList outcomes;
  for (int step = 0; step <= steps; ++step) {
    std::string check;
    std::string detail;
    try {
      state->legal_actions(legal);
      check = check_step(*state, legal, rng, detail);
      if (check.empty() && !state->is_terminal() && step < steps) {
        const ActionId action = random_action(*state, legal, outcomes, rng);
        try {
          state = state->apply(action);
        } catch (const std::exception& e) {
          check = "apply of a legal action throws";
          detail = state->action_to_string(action) + ": " + e.what();
        }
      }
    } catch (const std::exception& e) {
      check = "exception during play";
      detail = e.what();
    }
    if (!check.empty()) {
      std::string where;
      try {
        where = state->to_json(kFullView);
      } catch (const std::exception&) {
        where = "(to_json throws)";
      }
      return {check, detail + " at step " + std::to_string(step) + " in " + where};
    }
    if (state->is_terminal()) break;
  }
  return {};
}

Unsound load_and_play(const AnyGame& game, const std::string& document, std::uint64_t seed,
                      int steps, bool& refused) {
  refused = false;
  std::unique_ptr<AnyState> state;
  try {
    state = game.state_from_json(document);
  } catch (const Error& e) {
    refused = true;
    if (std::string(e.what()).empty()) return {"refused without a message", document};
    return {};
  } catch (const std::exception& e) {
    return {"load throws something other than caper::Error", e.what()};
  }
  return play_soundly(*state, seed, steps);
}

}  // namespace caper::testing
