// caper.Rng and caper.Bot: handles with a hidden position in a stream, which the C ABI
// cannot copy, so both refuse copy and pickle with a TypeError instead of sharing it.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "binding.hpp"

namespace caper_py {

Rng::Rng(nb::handle seed) {
  check(caper_rng_new(u64_arg(seed, "seed"), &ptr));
}

Bot::Bot(nb::handle game_arg, nb::handle spec_arg, nb::handle seed)
    : game(nb::borrow(game_arg)), spec(text_arg(spec_arg, "spec")) {
  if (!nb::isinstance<Game>(game_arg)) throw nb::type_error("game must be a caper.Game");
  uint64_t value = u64_arg(seed, "seed");
  check(caper_bot_new(nb::cast<Game&>(game_arg).get(), spec.c_str(), value, &ptr));
}

namespace {

// The bots inside choose() (under the GIL), which the interpreter's exit cancels.
std::vector<Bot*> searching;
// Set at exit: a search that returns then never takes the GIL again (Python would end its
// thread by unwinding through the GIL's guard, which aborts the process).
std::atomic<bool> exiting{false};

// Keeps `bot` in `searching` for one call, under the GIL.
class Searching {
 public:
  explicit Searching(Bot& bot) : bot_(&bot) { searching.push_back(bot_); }
  Searching(const Searching&) = delete;
  Searching& operator=(const Searching&) = delete;
  ~Searching() { searching.erase(std::find(searching.begin(), searching.end(), bot_)); }

 private:
  Bot* bot_;
};

uint32_t choose(Bot& bot, State& state) {
  StateInUse in_use(state);  // a close() of the state during the search waits for its end
  Searching registered(bot);
  uint32_t action = 0;
  caper_status status = CAPER_OK;
  std::string message;
  {
    // Without the GIL, so that other threads run while the bot searches; the bot's lock
    // makes a second caller (or close()) wait for this search.
    nb::gil_scoped_release release;
    {
      std::lock_guard<std::mutex> lock(bot.busy);
      if (!bot.ptr) {
        status = CAPER_E_INVALID_ARGUMENT;
        message = "this Bot is closed";
      } else {
        status = caper_bot_choose(bot.ptr, in_use.get(), &action);
        if (status != CAPER_OK) message = caper_last_error();  // the message is per thread
      }
    }
    while (exiting.load()) std::this_thread::sleep_for(std::chrono::hours(1));
  }
  if (status != CAPER_OK) {
    if (message == "this Bot is closed") raise_closed("Bot");
    raise_error(status, message);
  }
  return action;
}

// At the interpreter's exit (atexit), with daemon threads still inside choose(): their
// searches stop at once and their threads wait for the process to end. Python never
// frees what those threads' frames hold, so nanobind's report of leaked instances would
// only describe that: it is turned off then.
void stop_searches_at_exit() {
  if (searching.empty()) return;
  exiting.store(true);
  for (Bot* bot : searching) {
    std::lock_guard<std::mutex> lock(bot->handle);
    if (bot->ptr) caper_bot_cancel(bot->ptr);
  }
  nb::set_leak_warnings(false);
}

void close_bot(Bot& bot) {
  nb::gil_scoped_release release;
  std::lock_guard<std::mutex> lock(bot.busy);
  std::lock_guard<std::mutex> freeing(bot.handle);
  caper_bot_free(bot.ptr);
  bot.ptr = nullptr;
}

// From any thread, while choose() runs on another: it returns within milliseconds with
// the best action so far. Without a running choose(), the next one stops at its start.
void cancel(Bot& bot) {
  std::lock_guard<std::mutex> lock(bot.handle);
  if (!bot.ptr) raise_closed("Bot");
  check(caper_bot_cancel(bot.ptr));
}

}  // namespace

void bind_rng_bot(nb::module_& m) {
  nb::module_::import_("atexit").attr("register")(nb::cpp_function(&stop_searches_at_exit));
  nb::class_<Rng> rng(m, "Rng",
                      "The library's seeded random generator (the same stream on every "
                      "platform and host).\n\nOne thread at a time: use one Rng per thread. "
                      "It refuses copy and pickle (make a new Rng from the seed).");
  rng.def(nb::init<IndexArg>(), nb::arg("seed") = 0, "seed: an int in [0, 2**64).")
      .def(
          "next_u64",
          [](const Rng& r) {
            uint64_t out = 0;
            check(caper_rng_next_u64(r.get(), &out));
            return out;
          },
          "The next 64-bit value of the generator.")
      .def(
          "below",
          [](const Rng& r, IndexArg n) {
            int64_t bound = int_arg(n, "n", INT64_MIN, INT64_MAX);
            if (bound <= 0) throw nb::value_error("below(n) needs n > 0");
            uint64_t out = 0;
            check(caper_rng_below(r.get(), static_cast<uint64_t>(bound), &out));
            return out;
          },
          nb::arg("n"), "A uniform value in [0, n): the draw of C++ caper::Rng::below.")
      .def("__repr__",
           [](const Rng& r) { return std::string(r.ptr ? "<caper.Rng>" : "<caper.Rng closed>"); });
  refuse_copies(rng, "the C ABI cannot copy a generator's position; make a new Rng from the seed");
  // Every call that uses an Rng holds the GIL throughout, so close() never frees under one.
  bind_closing<nb::class_<Rng>, Rng>(rng, [](Rng& r) {
    caper_rng_free(r.ptr);
    r.ptr = nullptr;
  });

  nb::class_<Bot> bot(m, "Bot",
                      "A computer opponent: ``Bot(game, \"mcts:200\", seed=1).choose(state)``.\n\n"
                      "spec: a level, \"easy\", \"medium\" or \"hard\" (the game's own "
                      "spec for it: game.info()[\"bot_levels\"]), \"random\", \"greedy\", "
                      "\"mcts\", \"mcts:ITERATIONS\" or \"mcts:ms=MILLISECONDS\" (more items: "
                      "docs/bots.md). choose() releases the GIL; calls of one bot "
                      "from several threads run one after the other, and cancel() from "
                      "another thread stops the running one; bots of one game may run on "
                      "different threads at once. It refuses copy and pickle.");
  bot.def(nb::init<nb::typed<nb::handle, Game>, nb::typed<nb::handle, nb::str>, IndexArg>(),
          nb::arg("game"), nb::arg("spec") = "mcts", nb::arg("seed") = 0)
      .def_prop_ro("spec", [](const Bot& b) { return b.spec; })
      .def_prop_ro("game", [](const Bot& b) { return nb::typed<nb::object, Game>(b.game); })
      .def("choose", &choose, nb::arg("state"),
           "The bot's action id for the seat to move in ``state``.")
      .def("__repr__", [](const Bot& b) {
        return "<caper.Bot " + b.spec + " for " + nb::cast<const Game&>(b.game).name +
               (b.ptr ? ">" : " closed>");
      });
  refuse_copies(bot, "the C ABI cannot copy a bot's generator and search memory; make a new Bot");
  bot.def("cancel", &cancel,
          "Stops the choose() running on another thread: it returns at once with the best "
          "action found so far. Called when no choose() runs, it stops the next one at its "
          "start (a cancel is used up by the call it stopped).")
      .def("close", &close_bot, "Frees the bot now (idempotent; waits for a running choose()).")
      .def_prop_ro("closed", [](const Bot& b) { return b.ptr == nullptr; })
      .def("__enter__", [](nb::handle self) { return nb::borrow(self); })
      .def(
          "__exit__", [](Bot& b, nb::args) { close_bot(b); },
          nb::sig("def __exit__(self, *args: object) -> None"));  // nanobind types no *args
}

}  // namespace caper_py
