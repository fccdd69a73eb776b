// caper.Game: a game with its options, immutable (shared by threads, copied as itself,
// pickled by name and options).

#include <memory>

#include "binding.hpp"

namespace caper_py {

namespace {

// dict(value): a fresh dict of a mapping.
nb::dict to_dict(nb::handle value) {
  PyObject* copy = PyObject_CallOneArg(reinterpret_cast<PyObject*>(&PyDict_Type), value.ptr());
  if (!copy) throw nb::python_error();
  return nb::steal<nb::dict>(copy);
}

std::optional<std::string> options_json(nb::handle options) {
  if (options.is_none()) return std::nullopt;
  if (is_text(options)) return text_arg(options, "options");
  if (PyMapping_Check(options.ptr()) && !PySequence_Check(options.ptr()))
    return json_dumps(to_dict(options));
  throw nb::type_error("options must be a dict, a JSON text or None");
}

// State.history is kept as a chain of (earlier, action) pairs: one small tuple per apply.
nb::object history_chain(nb::handle actions) {
  if (actions.is_none()) return nb::none();
  nb::object chain = nb::tuple();
  for (nb::handle action : actions)
    chain = nb::make_tuple(chain, static_cast<uint32_t>(int_arg(action, "history", 0, UINT32_MAX)));
  return chain;
}

// Refuses a history that does not lead from the initial state to `loaded` (compared by
// their full JSON, as State.__eq__ compares): a pickle or a caller could pass any ints.
void check_history(const Game& game, nb::handle chain, const caper_state* loaded) {
  std::vector<uint32_t> actions;  // the last action first, as the chain holds them
  for (nb::object link = nb::borrow(chain); nb::len(link) != 0; link = link[0])
    actions.push_back(nb::cast<uint32_t>(link[1]));
  caper_state* state = nullptr;
  check(caper_game_initial_state(game.get(), &state));
  std::unique_ptr<caper_state, void (*)(caper_state*)> owned(state, caper_state_free);
  for (size_t i = 0; i < actions.size(); ++i) {
    size_t step = actions.size() - 1 - i;
    caper_state* next = nullptr;
    if (caper_state_apply(owned.get(), actions[step], &next) != CAPER_OK)
      raise_error(CAPER_E_INVALID_ARGUMENT, "state_from_json: history[" + std::to_string(i) +
                                                "] = " + std::to_string(actions[step]) +
                                                " is refused: " + caper_last_error());
    owned.reset(next);
  }
  auto full_json = [](const caper_state* s) {
    return call_string(
        [&](char* b, size_t c, size_t* l) { return caper_state_to_json(s, -1, b, c, l); });
  };
  if (full_json(owned.get()) != full_json(loaded))
    raise_error(CAPER_E_INVALID_ARGUMENT, "state_from_json: the history of " +
                                              std::to_string(actions.size()) +
                                              " actions leads to another state than the document");
}

}  // namespace

Game::Game(nb::handle name_arg, nb::handle options_arg)
    : name(text_arg(name_arg, "name")), options(options_json(options_arg)) {
  check(caper_game_new(name.c_str(), options ? options->c_str() : nullptr, &ptr));
  num_players = caper_game_num_players(ptr);
  num_distinct_actions = caper_game_num_distinct_actions(ptr);
  observation_size = caper_game_observation_size(ptr);
  for (int32_t d : call_array<int32_t>([&](int32_t*b, size_t c, size_t*l) {
         return caper_game_observation_shape(ptr, b, c, l);
       }))
    observation_shape.push_back(static_cast<size_t>(d));
}

nb::dict Game::cached_info() {
  if (!info.is_valid()) {
    const caper_game* game = get();
    info = json_loads(call_string(
        [&](char* b, size_t c, size_t* l) { return caper_game_info_json(game, b, c, l); }));
  }
  return nb::borrow<nb::dict>(info);
}

namespace {

// The info's "players" `key` ("min", "max", "default"); the game's own count where the
// info gives one number, not a range.
nb::int_ players_info(Game& self, const char* key) {
  nb::object players = self.cached_info().get("players", nb::none());
  nb::int_ own(self.num_players);
  if (!nb::isinstance<nb::dict>(players)) return own;
  return nb::int_(nb::borrow<nb::dict>(players).get(key, own));
}

nb::typed<nb::dict, nb::str, JsonDict> game_options(Game& self) {
  nb::dict result;
  nb::object options = self.cached_info().get("options", nb::dict());
  for (auto [key, spec] : nb::borrow<nb::dict>(options)) {
    bool full = nb::isinstance<nb::dict>(spec) && nb::borrow<nb::dict>(spec).contains("value");
    nb::dict entry;
    if (full) {
      entry = to_dict(spec);
    } else {
      entry["value"] = spec;
    }
    result[key] = entry;
  }
  return nb::typed<nb::dict, nb::str, JsonDict>(result);
}

bool same_game(Game& self, Game& other) {
  return &self == &other ||
         (self.name == other.name && self.cached_info().equal(other.cached_info()));
}

}  // namespace

void bind_game(nb::module_& m) {
  nb::class_<Game> cls(m, "Game",
                       "A game with its options: ``Game(name, {\"players\": 3})``.\n\n"
                       "``options`` is a dict (sent as JSON), a JSON text, or None for the "
                       "defaults. Games are immutable and may be shared between threads; a "
                       "copy is the game itself, a pickle holds its name and options.",
                       nb::is_weak_referenceable());
  cls.def(nb::init<TextArg, OptionsArg>(), nb::arg("name"), nb::arg("options") = nb::none())
      .def_prop_ro("name", [](const Game& g) { return g.name; })
      .def_prop_ro(
          "options_json", [](const Game& g) { return g.options; },
          "The options as given (JSON text), None for the defaults.")
      .def_prop_ro("num_players",
                   [](const Game& g) {
                     g.get();
                     return g.num_players;
                   })
      .def_prop_ro("num_distinct_actions",
                   [](const Game& g) {
                     g.get();
                     return g.num_distinct_actions;
                   })
      .def_prop_ro(
          "observation_size",
          [](const Game& g) {
            g.get();
            return g.observation_size;
          },
          "The number of floats of State.observation_tensor().")
      .def_prop_ro(
          "observation_shape",
          [](const Game& g) {
            g.get();
            nb::list dims;
            for (size_t d : g.observation_shape) dims.append(d);
            return IntTuple(nb::tuple(dims));
          },
          "The dimensions of State.observation_array(), row-major.")
      .def_prop_ro(
          "observation_high",
          [](const Game& g) {
            const caper_game* game = g.get();
            return call_array<float>(
                [&](float* b, size_t c, size_t* l) {
                  return caper_game_observation_high(game, b, c, l);
                },
                g.observation_size);
          },
          "The largest value each float of State.observation_tensor() can take (the "
          "smallest is 0): 1 for most, more where the game says so.")
      .def(
          "info_json",
          [](const Game& g) {
            const caper_game* game = g.get();
            return call_string(
                [&](char* b, size_t c, size_t* l) { return caper_game_info_json(game, b, c, l); });
          },
          "The game's description as JSON text (name, players, options, type, data).")
      .def(
          "info", [](Game& g) { return json_dict(json_dumps(g.cached_info())); },
          "The game's description as a dict (a fresh copy).")
      .def_prop_ro(
          "players_range",
          [](Game& g) {
            return nb::typed<nb::tuple, int, int>(
                nb::make_tuple(players_info(g, "min"), players_info(g, "max")));
          },
          "(fewest, most) players the game allows.")
      .def_prop_ro("default_players", [](Game& g) { return players_info(g, "default"); })
      .def_prop_ro("options", &game_options,
                   "Every option: {key: {\"value\", \"default\", and \"min\"/\"max\" or "
                   "\"allowed\"}}.")
      .def_prop_ro(
          "game_type",
          [](Game& g) { return JsonDict(to_dict(g.cached_info().get("type", nb::dict()))); },
          "{\"chance\", \"hidden_information\", \"simultaneous\", \"utility\"}.")
      .def(
          "initial_state",
          [](nb::handle self) {
            caper_state* out = nullptr;
            check(caper_game_initial_state(nb::cast<Game&>(self).get(), &out));
            return State(out, nb::borrow(self), nb::tuple());
          },
          "The state before the first move.")
      .def(
          "state_from_json",
          [](nb::handle self, DocumentArg document, HistoryArg history) {
            std::string text =
                is_text(document) ? text_arg(document, "json") : json_dumps(document);
            nb::object chain = history_chain(history);
            caper_state* out = nullptr;
            check(caper_state_from_json(nb::cast<Game&>(self).get(), text.c_str(), &out));
            State state(out, nb::borrow(self), std::move(chain));
            if (!state.history.is_none()) check_history(nb::cast<Game&>(self), state.history, out);
            return state;
          },
          nb::arg("document"), nb::arg("history") = nb::none(),
          "A state from its full JSON (str or dict); raises ParseError naming the field. "
          "``history``: the actions that led to it from the initial state, when known "
          "(State.history); InvalidArgumentError when they do not lead to it.")
      .def(
          "__eq__",
          [](Game& a, nb::handle b) -> nb::typed<nb::object, bool> {
            if (!nb::isinstance<Game>(b)) return nb::borrow(Py_NotImplemented);
            return nb::bool_(same_game(a, nb::cast<Game&>(b)));
          },
          nb::arg("other"))
      .def("__hash__",
           [](const Game& g) { return nb::hash(nb::make_tuple(g.name, g.num_players)); })
      .def("__copy__",
           [](nb::typed<nb::handle, Game> self) {
             return nb::typed<nb::object, Game>(nb::borrow(self));
           })
      .def(
          "__deepcopy__",
          [](nb::typed<nb::handle, Game> self, nb::handle) {
            return nb::typed<nb::object, Game>(nb::borrow(self));
          },
          nb::arg("memo"))
      .def("__reduce__",
           [](nb::handle self) {
             const Game& g = nb::cast<const Game&>(self);
             return nb::typed<nb::tuple, nb::any, nb::ellipsis>(
                 nb::make_tuple(self.type(), nb::make_tuple(g.name, g.options)));
           })
      .def("__repr__", [](const Game& g) {
        if (!g.ptr) return "<caper.Game " + g.name + " closed>";
        return "<caper.Game " + g.name + ", " + std::to_string(g.num_players) + " players>";
      });
  bind_closing<nb::class_<Game>, Game>(cls, [](Game& g) {
    caper_game_free(g.ptr);
    g.ptr = nullptr;
  });
}

}  // namespace caper_py
