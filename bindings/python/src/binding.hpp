// The nanobind module caper._caper over the C ABI (caper.h): what its files share.
#pragma once

#include <caper/caper.h>
#include <nanobind/nanobind.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/vector.h>

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "args.hpp"

namespace caper_py {

namespace nb = nanobind;

// ---- errors and arguments (errors.cpp) ----------------------------------------------
// Raises the caper.errors class of `status` with caper_last_error()'s message.
[[noreturn]] void raise_status(caper_status status);
inline void check(caper_status status) {
  if (status != CAPER_OK) raise_status(status);
}
// Raises caper.errors' class for `status` with a message of the binding's own.
[[noreturn]] void raise_error(caper_status status, const std::string& message);

// An integer argument (int, numpy integer, IntEnum: anything with __index__; never a
// bool, a float or a str), in [low, high]: TypeError or OverflowError naming `what`.
int64_t int_arg(nb::handle value, const char* what, int64_t low, int64_t high);
uint64_t u64_arg(nb::handle value, const char* what);
inline int32_t seat_arg(nb::handle value, const char* what) {
  return static_cast<int32_t>(int_arg(value, what, INT32_MIN, INT32_MAX));
}
// str or bytes as UTF-8 without NUL (TypeError / ValueError naming `what`).
std::string text_arg(nb::handle value, const char* what);
// What text_arg takes: a str or bytes (action text, JSON text) rather than a number or a dict.
inline bool is_text(nb::handle value) {
  return PyUnicode_Check(value.ptr()) || PyBytes_Check(value.ptr());
}

// Calls fill(buf, cap, &len) with `buf` as it is, then once more resized to the size it
// reported; returns that size.
template <typename T, typename Fill>
size_t fill_buffer(std::vector<T>& buf, Fill fill) {
  size_t len = 0;
  caper_status status = fill(buf.data(), buf.size(), &len);
  if (status == CAPER_E_BUFFER_TOO_SMALL) {
    buf.resize(len);
    status = fill(buf.data(), buf.size(), &len);
  }
  check(status);
  return len;
}
template <typename T, typename Fill>
std::vector<T> call_array(Fill fill, size_t guess = 64) {
  std::vector<T> buf(guess);
  buf.resize(fill_buffer(buf, fill));
  return buf;
}
// A text through a per-thread buffer kept at the largest size met, so that a long text
// (a whole state's JSON) is not written twice on every call.
template <typename Fill>
std::string call_string(Fill fill) {
  thread_local std::vector<char> buf(512);
  size_t len = fill_buffer(buf, fill);
  return std::string(buf.data(), len == 0 ? 0 : len - 1);
}

// A DeprecationWarning that `old_name` is now `new_name` (raised when warnings are errors).
void warn_deprecated(const char* old_name, const char* new_name);

// json.loads / json.dumps of the standard library.
nb::object json_loads(const std::string& text);
std::string json_dumps(nb::handle value);
// A JSON object's text as a dict.
inline JsonDict json_dict(const std::string& text) {
  return JsonDict(nb::borrow<nb::dict>(json_loads(text)));
}

// A handle that was closed: ValueError naming the class.
[[noreturn]] void raise_closed(const char* kind);

// ---- the classes --------------------------------------------------------------------
struct Game {
  caper_game* ptr = nullptr;
  std::string name;
  std::optional<std::string> options;  // the options JSON as given (None: defaults)
  int32_t num_players = 0;
  uint32_t num_distinct_actions = 0;
  size_t observation_size = 0;
  std::vector<size_t> observation_shape;
  nb::object info;  // the parsed info_json, made on first use

  Game(nb::handle name, nb::handle options);
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;
  ~Game() { caper_game_free(ptr); }
  const caper_game* get() const {
    if (!ptr) raise_closed("Game");
    return ptr;
  }
  nb::dict cached_info();
};

struct State {
  caper_state* ptr = nullptr;  // null once closed
  nb::object game;             // the caper.Game, kept alive
  nb::object history;          // a chain of (earlier, action) tuples; () initial, None unknown
  int32_t player = INT32_MIN;  // cached current player (INT32_MIN: not asked yet)
  // Bot.choose reads the handle without the GIL: close() meanwhile moves it here and the
  // last such call to return frees it (StateInUse). Both counted under the GIL.
  int searches = 0;
  caper_state* deferred = nullptr;

  State(caper_state* state, nb::object owner, nb::object hist)
      : ptr(state), game(std::move(owner)), history(std::move(hist)) {}
  State(State&& other) noexcept
      : ptr(other.ptr),
        game(std::move(other.game)),
        history(std::move(other.history)),
        player(other.player) {
    other.ptr = nullptr;
  }
  State(const State&) = delete;
  State& operator=(const State&) = delete;
  ~State() {
    caper_state_free(ptr);
    caper_state_free(deferred);
  }
  const caper_state* get() const {
    if (!ptr) raise_closed("State");
    return ptr;
  }
  Game& owner() const { return nb::cast<Game&>(game); }
  // Frees the handle now, or when the last search using it returns (idempotent).
  void close() {
    if (searches > 0 && ptr) {
      deferred = ptr;
    } else {
      caper_state_free(ptr);
    }
    ptr = nullptr;
  }
};

// A state's handle held for a call that runs without the GIL: made and ended with the GIL
// held, so that a close() on another thread meanwhile leaves the handle to this call.
class StateInUse {
 public:
  explicit StateInUse(State& state) : state_(state), ptr_(state.get()) { ++state.searches; }
  StateInUse(const StateInUse&) = delete;
  StateInUse& operator=(const StateInUse&) = delete;
  ~StateInUse() {
    if (--state_.searches == 0 && state_.deferred) {
      caper_state_free(state_.deferred);
      state_.deferred = nullptr;
    }
  }
  const caper_state* get() const { return ptr_; }

 private:
  State& state_;
  const caper_state* ptr_;
};

struct Rng {
  caper_rng* ptr = nullptr;
  explicit Rng(nb::handle seed);
  Rng(const Rng&) = delete;
  Rng& operator=(const Rng&) = delete;
  ~Rng() { caper_rng_free(ptr); }
  caper_rng* get() const {
    if (!ptr) raise_closed("Rng");
    return ptr;
  }
};

struct Bot {
  caper_bot* ptr = nullptr;
  nb::object game;
  std::string spec;
  std::mutex busy;    // choose() runs without the GIL: one call at a time per bot
  std::mutex handle;  // cancel() against close(): the C ABI may not cancel a bot being freed
  Bot(nb::handle game, nb::handle spec, nb::handle seed);
  Bot(const Bot&) = delete;
  Bot& operator=(const Bot&) = delete;
  ~Bot() { caper_bot_free(ptr); }
};

void bind_errors(nb::module_& m);
void bind_game(nb::module_& m);
void bind_state(nb::module_& m);
void bind_rng_bot(nb::module_& m);
void bind_batch(nb::module_& m);
void bind_seat_view(nb::module_& m);
// __copy__/__deepcopy__/__reduce__ that refuse with a TypeError saying why.
template <typename Class>
void refuse_copies(Class& cls, const char* why) {
  auto refuse = [why](nb::handle self, nb::args) -> NoReturn {
    std::string name = nb::cast<std::string>(self.type().attr("__name__"));
    throw nb::type_error(("cannot copy or pickle a caper." + name + ": " + why).c_str());
  };
  auto copy = [refuse](nb::handle self) -> NoReturn { return refuse(self, nb::args()); };
  cls.def("__copy__", copy)
      .def(
          "__deepcopy__",
          [refuse](nb::handle self, nb::handle) -> NoReturn { return refuse(self, nb::args()); },
          nb::arg("memo"))
      .def("__reduce__", copy);
}
// close(), closed, __enter__ and __exit__ over `ptr` and `free`.
template <typename Class, typename T, typename Free>
void bind_closing(Class& cls, Free free) {
  cls.def(
         "close", [free](T& self) { free(self); },
         "Frees the native handle (idempotent); a call using it on another thread "
         "finishes first. Later use raises ValueError.")
      .def_prop_ro("closed", [](const T& self) { return self.ptr == nullptr; })
      .def("__enter__", [](nb::handle self) { return nb::borrow(self); })
      .def(
          "__exit__", [free](T& self, nb::args) { free(self); },
          nb::sig("def __exit__(self, *args: object) -> None"));  // nanobind types no *args
}

}  // namespace caper_py
