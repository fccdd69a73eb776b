#include "conformance/playout.hpp"
#include "caper/core/playout.hpp"

#include <charconv>
#include <map>
#include <sstream>
#include <vector>

#include "core/json_util.hpp"

namespace caper::testing {
namespace {

// The top-level members of a JSON object, one `  "key": value` line each, so that a diff
// names the part of a state that changed.
std::map<std::string, std::string> member_lines(const std::string& text) {
  std::map<std::string, std::string> out;
  const json::Json doc = json::parse(text, "state");
  for (auto it = doc.begin(); it != doc.end(); ++it)
    out[it.key()] = "  \"" + it.key() + "\": " + json::dump(it.value()) + "\n";
  return out;
}

void write_members(std::ostream& out, const std::map<std::string, std::string>& lines) {
  for (const auto& [key, line] : lines) out << line;
}

// A seat's view as the members that differ from the full state's (a member the view lacks
// reads `(absent)`): what the seat does not see, and nothing else, shows.
void write_view(std::ostream& out, const std::map<std::string, std::string>& full,
                const std::string& view_text) {
  const std::map<std::string, std::string> view = member_lines(view_text);
  for (const auto& [key, line] : view) {
    const auto same = full.find(key);
    if (same == full.end() || same->second != line) out << line;
  }
  for (const auto& [key, line] : full)
    if (view.count(key) == 0) out << "  \"" << key << "\": (absent)\n";
}

// The tensor in rows of kPerRow values after their first index; zeros as "." and every
// other value in its shortest exact decimal form.
void write_tensor(std::ostream& out, const std::vector<float>& values) {
  constexpr std::size_t kPerRow = 20;
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i % kPerRow == 0) out << (i == 0 ? "" : "\n") << "  " << i << ":";
    out << ' ';
    if (values[i] == 0.0F) {
      out << '.';
    } else {
      char text[32];
      const auto end = std::to_chars(text, text + sizeof text, values[i]).ptr;
      out.write(text, end - text);
    }
  }
  out << "\n";
}

// The full state, then for every seat what it sees: its JSON view (as differences from the
// full state) and its observation tensor.
void write_checkpoint(std::ostream& out, const AnyState& state) {
  const std::string full_text = state.to_json();
  const std::map<std::string, std::string> full = member_lines(full_text);
  out << "state\n";
  write_members(out, full);
  const int seats = state.game().num_players();
  for (int seat = 0; seat < seats; ++seat) {
    out << "view p" << seat << " (members other than the full state's)\n";
    write_view(out, full, state.to_json(seat));
    out << "observation p" << seat << "\n";
    write_tensor(out, state.observation(seat));
  }
}

// The number of steps of the game played with Rng(seed).
int game_length(const AnyGame& game, std::uint64_t seed) {
  Rng rng(seed);
  std::unique_ptr<AnyState> state = game.initial_state();
  ActionList legal;
  ChanceList outcomes;
  int steps = 0;
  for (; !state->is_terminal(); ++steps)
    state = state->apply(random_action(*state, legal, outcomes, rng));
  return steps;
}

}  // namespace

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
  const int length = with_states ? game_length(game, seed) : 0;
  const auto checkpoint = [&](int step) {
    return with_states &&
           (step == length / 4 || step == length / 2 || step == 3 * length / 4 || step == length);
  };
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
    out << " #" << std::hex << fnv1a(state->to_json()) << std::dec << "\n";
    if (checkpoint(step)) write_checkpoint(out, *state);
  }
  out << "returns";
  for (double r : state->returns()) out << " " << r;
  out << "\n";
  return out.str();
}

}  // namespace caper::testing
