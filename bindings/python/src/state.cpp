// caper.State: an immutable game state. apply() returns a new State; equal and hashed by
// the full state; copied and pickled through its JSON and its game's name and options.
#include <nanobind/ndarray.h>

#include <memory>

#include "binding.hpp"

namespace caper_py {

namespace {

using MaskArray = nb::ndarray<nb::numpy, uint8_t, nb::c_contig, nb::device::cpu>;
using FloatArray = nb::ndarray<nb::numpy, float, nb::c_contig, nb::device::cpu>;

constexpr int64_t kMaxAction = UINT32_MAX;

// An action id or its text; ids outside uint32 are InvalidArgumentError (no such action).
uint32_t action_id(const State& state, ActionArg action) {
  if (is_text(action)) {
    uint32_t id = 0;
    check(caper_state_action_from_string(state.get(), text_arg(action, "action").c_str(), &id));
    return id;
  }
  int64_t value = 0;
  if (PyLong_CheckExact(action.ptr())) {
    int overflow = 0;
    value = PyLong_AsLongLongAndOverflow(action.ptr(), &overflow);
    if (overflow) value = -1;
  } else {
    value = int_arg(action, "action", INT64_MIN, INT64_MAX);
  }
  if (value < 0 || value > kMaxAction)
    raise_error(CAPER_E_INVALID_ARGUMENT,
                "action id " + nb::cast<std::string>(nb::str(action)) + " is out of range");
  return static_cast<uint32_t>(value);
}

int32_t current_player(State& s) {
  if (s.player == INT32_MIN) s.player = caper_state_current_player(s.get());
  return s.player;
}

// An independent State equal to `s` (copy.copy and copy.deepcopy alike: a State is
// immutable and its game is shared).
State copy_of(const State& s) {
  caper_state* out = nullptr;
  check(caper_state_clone(s.get(), &out));
  return State(out, s.game, s.history);
}

nb::typed<nb::list, int> legal_actions(const State& s) {
  thread_local std::vector<uint32_t> buffer(CAPER_MAX_LEGAL_ACTIONS);
  size_t len = 0;
  caper_status status = caper_state_legal_actions(s.get(), buffer.data(), buffer.size(), &len);
  if (status == CAPER_E_BUFFER_TOO_SMALL) {
    buffer.resize(len);
    status = caper_state_legal_actions(s.get(), buffer.data(), buffer.size(), &len);
  }
  check(status);
  PyObject* list = PyList_New(static_cast<Py_ssize_t>(len));
  if (!list) throw nb::python_error();
  for (size_t i = 0; i < len; ++i)
    PyList_SET_ITEM(list, static_cast<Py_ssize_t>(i), PyLong_FromUnsignedLong(buffer[i]));
  return nb::typed<nb::list, int>(nb::steal<nb::list>(list));
}

// The caller's array as `out`, or a new one of `size` elements shaped `shape`.
template <typename Array, typename T>
Array output_array(nb::handle out, size_t size, const std::vector<size_t>& shape,
                   const char* wanted) {
  if (!out.is_none()) {
    Array array;
    if (!nb::try_cast<Array>(out, array, false) || array.size() != size)
      throw nb::type_error(("out must be a writable C-contiguous numpy array of " +
                            std::to_string(size) + " " + wanted)
                               .c_str());
    return array;
  }
  auto data = std::make_unique<T[]>(size);
  nb::capsule owner(data.get(), [](void* p) noexcept { delete[] static_cast<T*>(p); });
  T* raw = data.release();
  return Array(raw, shape.size(), shape.data(), owner);
}

MaskArray legal_mask(const State& s, MaskOutArg out) {
  const Game& game = s.owner();
  size_t size = game.num_distinct_actions;
  MaskArray mask = output_array<MaskArray, uint8_t>(out, size, {size}, "uint8");
  check(caper_state_legal_mask(s.get(), mask.data(), size));
  return mask;
}

FloatArray observation_array(const State& s, IndexArg player, FloatOutArg out) {
  const Game& game = s.owner();
  size_t size = game.observation_size;
  FloatArray array = output_array<FloatArray, float>(out, size, game.observation_shape, "float32");
  int32_t seat = seat_arg(player, "player");  // first: its __index__ may close the state
  size_t len = 0;
  check(caper_state_observation(s.get(), seat, array.data(), size, &len));
  return array;
}

std::string to_json(State& s, IndexArg viewer) {
  int32_t seat = seat_arg(viewer, "viewer");
  const caper_state* state = s.get();
  return call_string(
      [&](char* b, size_t c, size_t* l) { return caper_state_to_json(state, seat, b, c, l); });
}

std::string to_text(const State& s, IndexArg viewer) {
  int32_t seat = seat_arg(viewer, "viewer");
  const caper_state* state = s.get();
  return call_string(
      [&](char* b, size_t c, size_t* l) { return caper_state_to_text(state, seat, b, c, l); });
}

std::vector<double> returns(const State& s) {
  const caper_state* state = s.get();
  return call_array<double>(
      [&](double* b, size_t c, size_t* l) { return caper_state_returns(state, b, c, l); });
}

// No viewer: the notation (what action_from_string parses); a viewer, FULL_VIEW included:
// what that viewer learns of it, in words.
std::string action_to_string(const State& s, ActionArg action, IndexArg viewer) {
  const bool notation = viewer.is_none();
  int32_t seat = notation ? 0 : seat_arg(viewer, "viewer");
  uint32_t id = action_id(s, action);
  const caper_state* state = s.get();
  if (notation)
    return call_string([&](char* b, size_t c, size_t* l) {
      return caper_state_action_to_string(state, id, b, c, l);
    });
  return call_string([&](char* b, size_t c, size_t* l) {
    return caper_state_action_to_string_for(state, seat, id, b, c, l);
  });
}

std::string outcome_text(const State& s, ActionArg action, IndexArg viewer) {
  int32_t seat = seat_arg(viewer, "viewer");
  uint32_t id = action_id(s, action);
  const caper_state* state = s.get();
  return call_string([&](char* b, size_t c, size_t* l) {
    return caper_state_outcome_text(state, seat, id, b, c, l);
  });
}

std::optional<IntTuple> history(const State& s) {
  if (s.history.is_none()) return std::nullopt;
  std::vector<nb::object> actions;
  nb::object chain = s.history;
  while (nb::len(chain) != 0) {
    actions.push_back(chain[1]);
    chain = chain[0];
  }
  nb::list ordered;
  for (auto it = actions.rbegin(); it != actions.rend(); ++it) ordered.append(*it);
  return IntTuple(nb::tuple(ordered));
}

std::optional<JsonDict> result(State& s) {
  nb::dict document = nb::borrow<nb::dict>(json_loads(to_json(s, nb::int_(-1))));
  if (document.contains("result")) return JsonDict(nb::borrow<nb::dict>(document["result"]));
  if (current_player(s) != CAPER_TERMINAL) return std::nullopt;
  std::vector<double> values = returns(s);
  nb::list winners;
  for (size_t p = 0; p < values.size(); ++p)
    if (values[p] > 0) winners.append(p);
  nb::dict r;
  r["winners"] = winners;
  r["returns"] = nb::cast(values);
  r["reason"] = nb::none();
  r["truncated"] = nb::bool_(nb::bool_(document.get("truncated", nb::bool_(false))));
  return JsonDict(r);
}

using ChanceList = nb::typed<nb::list, nb::typed<nb::tuple, int, float>>;

ChanceList chance_outcomes(const State& s) {
  const caper_state* state = s.get();
  std::vector<double> probabilities(64);
  std::vector<uint32_t> actions = call_array<uint32_t>([&](uint32_t* b, size_t c, size_t* l) {
    probabilities.resize(c);
    return caper_state_chance_outcomes(state, b, probabilities.data(), c, l);
  });
  nb::list outcomes;
  for (size_t i = 0; i < actions.size(); ++i)
    outcomes.append(nb::make_tuple(actions[i], probabilities[i]));
  return ChanceList(outcomes);
}

std::string repr(State& s) {
  const std::string& name = s.owner().name;
  if (!s.ptr) return "<caper.State of " + name + ", closed>";
  int32_t player = current_player(s);
  std::string mover = player == CAPER_CHANCE     ? "chance"
                      : player == CAPER_TERMINAL ? "over"
                                                 : "p" + std::to_string(player) + " to move";
  std::string phase;
  try {
    nb::object value =
        nb::borrow<nb::dict>(json_loads(to_json(s, nb::int_(-1)))).get("phase", nb::none());
    if (!value.is_none()) phase = nb::cast<std::string>(nb::str(value));
  } catch (nb::python_error&) {  // a repr never fails
  }
  return "<caper.State " + name + (phase.empty() ? "" : ", phase " + phase) + ", " + mover + ">";
}

void bind_state_values(nb::class_<State>& cls) {
  cls.def(
         "__eq__",
         [](State& a, nb::handle b) -> nb::typed<nb::object, bool> {
           if (!nb::isinstance<State>(b)) return nb::borrow(Py_NotImplemented);
           State& other = nb::cast<State&>(b);
           return nb::bool_(&a == &other ||
                            (a.owner().name == other.owner().name &&
                             to_json(a, nb::int_(-1)) == to_json(other, nb::int_(-1))));
         },
         nb::arg("other"))
      .def("__hash__",
           [](State& s) {
             return nb::hash(nb::make_tuple(s.owner().name, to_json(s, nb::int_(-1))));
           })
      .def(
          "__reduce__",
          [](nb::handle self) {
            State& s = nb::cast<State&>(self);
            Game& g = s.owner();
            nb::object unpickle = nb::module_::import_("caper._pickling").attr("unpickle_state");
            return nb::typed<nb::tuple, nb::any, nb::ellipsis>(nb::make_tuple(
                unpickle, nb::make_tuple(g.name, g.options, to_json(s, nb::int_(-1)), history(s))));
          })
      .def("__copy__", &copy_of)
      .def(
          "__deepcopy__", [](const State& s, nb::handle) { return copy_of(s); }, nb::arg("memo"))
      .def("__repr__", &repr)
      .def("__str__", [](const State& s) { return to_text(s, nb::int_(-1)); });
  bind_closing<nb::class_<State>, State>(cls, [](State& s) { s.close(); });
}

}  // namespace

void bind_state(nb::module_& m) {
  nb::class_<State> cls(m, "State",
                        "An immutable game state: apply() returns a new State.\n\nStates come "
                        "from Game.initial_state(), Game.state_from_json() and State.apply(). "
                        "A State keeps its game alive; States may be read from several threads "
                        "at once.");
  cls.def_prop_ro("game", [](const State& s) { return nb::typed<nb::object, Game>(s.game); })
      .def_prop_ro("current_player", &current_player,
                   "A seat (0..n-1), CHANCE (-1) or TERMINAL (-2).")
      .def_prop_ro("is_terminal", [](State& s) { return current_player(s) == CAPER_TERMINAL; })
      .def_prop_ro("is_chance_node", [](State& s) { return current_player(s) == CAPER_CHANCE; })
      .def_prop_ro("history", &history,
                   "The action ids applied since the initial state, oldest first; None when "
                   "the state was loaded from JSON.")
      .def("legal_actions", &legal_actions,
           "The legal action ids, ascending (at a chance node: the outcomes' actions).")
      .def("legal_mask", &legal_mask, nb::arg("out") = nb::none(),
           "One byte per distinct action id, 1 where legal, as a numpy uint8 array (written "
           "into ``out`` when given).")
      .def(
          "legal_actions_mask",
          [](const State& s, MaskOutArg out) {
            warn_deprecated("State.legal_actions_mask", "State.legal_mask");
            return legal_mask(s, out);
          },
          nb::arg("out") = nb::none(), "Deprecated: legal_mask().")
      .def(
          "is_legal",
          [](const State& s, ActionArg action) {
            if (is_text(action)) {
              uint32_t id = 0;
              std::string text = text_arg(action, "action");
              return caper_state_action_from_string(s.get(), text.c_str(), &id) == CAPER_OK &&
                     caper_state_is_legal(s.get(), id);
            }
            int64_t value = int_arg(action, "action", INT64_MIN, INT64_MAX);
            return value >= 0 && value <= kMaxAction &&
                   caper_state_is_legal(s.get(), static_cast<uint32_t>(value)) != 0;
          },
          nb::arg("action"),
          "True when ``action`` may be applied now (never raises for an unknown id).")
      .def("chance_outcomes", &chance_outcomes,
           "[(action, probability), ...] at a chance node; WrongPhaseError elsewhere.")
      .def(
          "apply",
          [](const State& s, ActionArg action) {
            uint32_t id = action_id(s, action);
            caper_state* out = nullptr;
            check(caper_state_apply(s.get(), id, &out));
            nb::object hist =
                s.history.is_none() ? nb::none() : nb::object(nb::make_tuple(s.history, id));
            return State(out, s.game, std::move(hist));
          },
          nb::arg("action"),
          "The state after ``action`` (an id or its text); raises IllegalActionError.")
      .def("returns", &returns, "One value per player: zeros until terminal.")
      .def("action_to_string", &action_to_string, nb::arg("action"),
           nb::arg("viewer").none() = nb::none(),
           "The action's notation (what ``action_from_string`` parses); with a ``viewer``, "
           "what that viewer learns of it in words (``FULL_VIEW``: every secret shown; "
           "``PUBLIC_VIEW``: as a spectator, who learns no secret).")
      .def("outcome_text", &outcome_text, nb::arg("action"), nb::arg("viewer") = -1,
           "What ``viewer`` learns from what the legal ``action`` sets off by itself, in "
           "words (points, cards revealed, a player who could not play); \"\" when nothing "
           "follows. For a log written after the action, never a list of moves; raises "
           "IllegalActionError for an action that is not legal here.")
      .def(
          "action_from_string",
          [](const State& s, TextArg text) {
            uint32_t id = 0;
            check(caper_state_action_from_string(s.get(), text_arg(text, "action text").c_str(),
                                                 &id));
            return id;
          },
          nb::arg("text"))
      .def("to_json", &to_json, nb::arg("viewer") = -1,
           "The state as JSON text: the whole state (``FULL_VIEW``, -1), what seat ``viewer`` "
           "sees, or what a spectator sees (``PUBLIC_VIEW``, -2).")
      .def("to_dict", [](State& s) { return json_dict(to_json(s, nb::int_(-1))); })
      .def("to_text", &to_text, nb::arg("viewer") = -1)
      .def_prop_ro("result", &result,
                   "None until the game is over, then {\"winners\", \"returns\", \"reason\", "
                   "\"truncated\"}.")
      .def(
          "view", [](State& s, IndexArg viewer) { return json_dict(to_json(s, viewer)); },
          nb::arg("viewer") = -1,
          "to_json(viewer) parsed: the whole state (-1) or what seat ``viewer`` sees.")
      .def("observation", &observation_array, nb::arg("player"), nb::arg("out") = nb::none(),
           "The observation tensor: what ``player`` may know as a float32 array of "
           "Game.observation_shape (written into ``out``, of Game.observation_size floats, "
           "when given).")
      .def(
          "observation_array",
          [](const State& s, IndexArg player, FloatOutArg out) {
            warn_deprecated("State.observation_array", "State.observation");
            return observation_array(s, player, out);
          },
          nb::arg("player"), nb::arg("out") = nb::none(), "Deprecated: observation().")
      .def(
          "observation_tensor",
          [](const State& s, IndexArg player) {
            warn_deprecated("State.observation_tensor", "State.observation");
            int32_t seat = seat_arg(player, "player");
            const caper_state* state = s.get();
            return call_array<float>(
                [&](float* b, size_t c, size_t* l) {
                  return caper_state_observation(state, seat, b, c, l);
                },
                s.owner().observation_size);
          },
          nb::arg("player"),
          "Deprecated: observation(player).tolist() (observation() is a numpy array).")
      .def(
          "determinize",
          [](const State& s, IndexArg player, Rng& rng) {
            // The seat first: its __index__ may run Python code that closes the state or rng.
            int32_t seat = seat_arg(player, "player");
            caper_state* out = nullptr;
            check(caper_state_determinize(s.get(), seat, rng.get(), &out));
            return State(out, s.game, nb::none());
          },
          nb::arg("player"), nb::arg("rng"),
          "A full state drawn from what ``player`` knows (for search bots).")
      .def(
          "sample_chance",
          [](const State& s, Rng& rng) {
            uint32_t action = 0;
            check(caper_state_sample_chance(s.get(), rng.get(), &action));
            return action;
          },
          nb::arg("rng"), "A chance outcome drawn with its probability.");
  bind_state_values(cls);
}

}  // namespace caper_py
