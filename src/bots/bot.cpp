// The part of every bot that is not its algorithm: a cancel is used up by the call it
// stopped, whether that call returned or threw.
#include "caper/bots/bot.hpp"

namespace caper::bots {

ActionId Bot::choose(const AnyState& state) {
  struct UseUpCancel {
    std::atomic<bool>& flag;
    ~UseUpCancel() { flag.store(false, std::memory_order_relaxed); }
  } use_up{cancel_};
  return decide(state);
}

}  // namespace caper::bots
