// Test helpers: build a Trap the Cap position as JSON (hideouts hold whatever caps are
// not placed elsewhere) and read legal moves as text.
#pragma once

#include <algorithm>
#include <array>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "caper/trap_the_cap/game.hpp"

namespace caper::trap_the_cap::testing {

class Builder {
 public:
  explicit Builder(const Game& game) : game_(game) {}

  // A cap or tower: top colour (or kGold) and the prisoners under it per colour.
  Builder& stack(int square, int top, std::array<int, 4> prisoners = {0, 0, 0, 0},
                 bool golden_prisoner = false) {
    stacks_.push_back({{"square", square},
                       {"top", top},
                       {"prisoners", std::vector<int>(prisoners.begin(),
                                                      prisoners.begin() + game_.num_players())},
                       {"golden_prisoner", golden_prisoner}});
    if (top != kGold) ++used_[static_cast<std::size_t>(top)];
    for (std::size_t c = 0; c < 4; ++c) used_[c] += prisoners[c];
    return *this;
  }
  Builder& hideout(int colour, int count) {
    hideout_[static_cast<std::size_t>(colour)] = count;
    return *this;
  }
  Builder& locked(int player, int colour, int count) {
    locked_[static_cast<std::size_t>(player)][static_cast<std::size_t>(colour)] = count;
    used_[static_cast<std::size_t>(colour)] += count;
    return *this;
  }
  Builder& to_move(int seat) {
    to_move_ = seat;
    return *this;
  }
  Builder& roll(int r) {
    roll_ = r;
    return *this;
  }
  Builder& last_roll(int r) {
    last_roll_ = r;
    return *this;
  }
  Builder& turns(int t) {
    turns_ = t;
    return *this;
  }
  Builder& golden(int owner, bool in_hideout) {
    golden_owner_ = owner;
    golden_in_hideout_ = in_hideout;
    return *this;
  }

  std::string json() const {
    const int n = game_.num_players();
    nlohmann::json j;
    j["players"] = n;
    j["variant"] = variant_name(game_.options().variant);
    j["to_move"] = to_move_;
    j["roll"] = roll_;
    // The last die: the pending throw, else any throw once turns were played.
    j["last_roll"] = last_roll_ ? *last_roll_ : roll_ != 0 ? roll_ : turns_ > 0 ? 1 : 0;
    j["turns"] = turns_;
    std::vector<int> hideouts;
    std::vector<std::vector<int>> locked;
    for (int c = 0; c < n; ++c) {
      const auto uc = static_cast<std::size_t>(c);
      hideouts.push_back(hideout_[uc] ? *hideout_[uc] : std::max(0, kCapsPerColour - used_[uc]));
      locked.emplace_back(locked_[uc].begin(), locked_[uc].begin() + n);
    }
    j["hideouts"] = hideouts;
    j["locked"] = locked;
    j["stacks"] = stacks_.empty() ? nlohmann::json::array() : nlohmann::json(stacks_);
    if (game_.golden_cap())
      j["golden"] = {{"owner", golden_owner_}, {"in_hideout", golden_in_hideout_}};
    else
      j["golden"] = nullptr;
    return j.dump();
  }
  State build() const { return game_.state_from_json(json()); }

 private:
  const Game& game_;
  std::vector<nlohmann::json> stacks_;
  std::array<std::optional<int>, 4> hideout_{};
  std::array<std::array<int, 4>, 4> locked_{};
  std::array<int, 4> used_{};
  int to_move_ = 0;
  int roll_ = 0;
  std::optional<int> last_roll_;
  int turns_ = 0;
  int golden_owner_ = -1;
  bool golden_in_hideout_ = false;
};

inline std::vector<std::string> legal_texts(const State& s) {
  ActionList list;
  s.legal_actions(list);
  std::vector<std::string> out;
  for (ActionId a : list) out.push_back(s.action_to_string(a));
  std::sort(out.begin(), out.end());
  return out;
}

inline State play(const State& s, const std::string& text) {
  return s.apply(s.action_from_string(text));
}

inline bool has(const std::vector<std::string>& v, const std::string& text) {
  return std::find(v.begin(), v.end(), text) != v.end();
}

// The stacks on one square, as "top:p0p1p2p3" strings (g for a golden prisoner).
inline std::vector<std::string> on(const State& s, int square) {
  std::vector<std::string> out;
  for (const Stack& st : s.stacks()) {
    if (st.square != square) continue;
    std::string t = (st.top == kGold ? std::string("G") : std::to_string(st.top)) + ":";
    for (int c = 0; c < s.game().num_players(); ++c)
      t += std::to_string(st.prisoners[static_cast<std::size_t>(c)]);
    if (st.golden_prisoner) t += "g";
    out.push_back(t);
  }
  return out;
}

}  // namespace caper::trap_the_cap::testing
