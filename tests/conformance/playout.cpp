#include "conformance/playout.hpp"
#include "caper/core/playout.hpp"

#include <sstream>

namespace caper::testing {

std::uint64_t fnv1a(const std::string& text) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  return hash;
}

std::string playout_transcript(const AnyGame& game, std::uint64_t seed, bool with_states) {
  std::ostringstream out;
  Rng rng(seed);
  std::unique_ptr<AnyState> state = game.initial_state();
  out << "game " << game.name() << " seed " << seed << "\n";
  out << "info " << game.info_json() << "\n";
  if (with_states) out << "state " << state->to_json() << "\n";
  for (int step = 1; !state->is_terminal(); ++step) {
    ActionList legal;
    ChanceList outcomes;
    const ActionId action = random_action(*state, legal, outcomes, rng);
    const int player = state->current_player();
    out << step << " "
        << (player == kChancePlayer ? std::string("chance") : "p" + std::to_string(player)) << " "
        << action << " " << state->action_to_string(action);
    state = state->apply(action);
    const std::string json = state->to_json();
    out << " #" << std::hex << fnv1a(json) << std::dec << "\n";
    if (with_states && (step % 25 == 0 || state->is_terminal())) out << "state " << json << "\n";
  }
  out << "returns";
  for (double r : state->returns()) out << " " << r;
  out << "\n";
  return out.str();
}

}  // namespace caper::testing
