"""States as Python values, integer-like actions, the OpenSpiel-style names, game metadata
and the bots, on every game of the loaded library (the real one or the toy copy)."""

import copy
import enum
import operator
import pickle
import threading
import unittest

import caper
from helpers import play

try:
    import numpy
except ImportError:  # the tests that need it say so
    numpy = None


def sample_states(game, seed, every=7):
    """Every `every`-th state of a seeded random game, the last one included."""
    states = []
    _, final = play(game, seed, states.append)
    return states[::every] + [final]


def first_seat_turn(game, seed=1):
    """The first state of a seeded game where a seat is to move with a real choice."""
    for state in sample_states(game, seed, 1):
        if state.current_player >= 0 and len(state.legal_actions()) >= 2:
            return state
    raise AssertionError("%s: no seat ever had two legal actions" % game.name)


class EveryGameTest(unittest.TestCase):
    def games(self):
        names = caper.game_names()
        self.assertTrue(names, "the library lists no game: an empty catalogue is an error")
        for name in names:
            game = caper.Game(name)
            self.addCleanup(game.close)
            yield game


class ValueTest(EveryGameTest):
    def test_equal_by_full_state_and_hashable(self):
        for game in self.games():
            states = sample_states(game, 3)
            for state in states:
                again = game.state_from_json(state.to_json())
                self.assertIsNot(again, state)
                self.assertEqual(again, state)
                self.assertEqual(hash(again), hash(state))
            self.assertNotEqual(states[0], states[-1])
            self.assertEqual(len({states[0], game.initial_state(), states[-1]}), 2)
            self.assertNotEqual(states[0], "not a state")

    def test_pickle_and_copies_round_trip(self):
        for game in self.games():
            for state in sample_states(game, 4, 11):
                for other in (
                    pickle.loads(pickle.dumps(state)),
                    copy.copy(state),
                    copy.deepcopy(state),
                ):
                    self.assertEqual(other, state)
                    self.assertIsNot(other, state)
                    self.assertEqual(other.to_json(), state.to_json())
                    self.assertEqual(other.history, state.history)
                    self.assertEqual(other.game, game)
            # The game pickles by name and options.
            again = pickle.loads(pickle.dumps(game))
            self.assertEqual(again.name, game.name)
            self.assertEqual(again.info(), game.info())

    def test_pickle_keeps_the_options(self):
        for game in self.games():
            low, high = game.players_range
            if low == high:
                continue
            other = caper.Game(game.name, {"players": high})
            state = pickle.loads(pickle.dumps(other.initial_state()))
            self.assertEqual(state.game.num_players, high)

    def test_repr_names_game_phase_and_mover(self):
        for game in self.games():
            states = sample_states(game, 5)
            for state in states:
                text = repr(state)
                self.assertIn(game.name, text)
                phase = state.to_dict().get("phase")
                if phase:
                    self.assertIn("phase %s" % phase, text)
                player = state.current_player
                if player >= 0:
                    self.assertIn("p%d to move" % player, text)
                elif player == caper.CHANCE:
                    self.assertIn("chance", text)
            self.assertIn("over", repr(states[-1]))

    def test_history_lists_the_applied_actions(self):
        for game in self.games():
            actions, final = play(game, 6)
            self.assertEqual(final.history, tuple(actions))
            self.assertEqual(game.initial_state().history, ())
            self.assertIsNone(game.state_from_json(final.to_json()).history)
            # Applying to a loaded state keeps its history unknown.
            start = game.state_from_json(game.initial_state().to_json())
            legal = start.legal_actions()
            self.assertIsNone(start.apply(legal[0]).history)


class ResultTest(EveryGameTest):
    def test_result_is_none_until_the_end_then_names_the_winners(self):
        for game in self.games():
            states = sample_states(game, 17, 9)
            for state in states[:-1]:
                self.assertIsNone(state.result)
            result = states[-1].result
            self.assertIsInstance(result, dict)
            returns = states[-1].returns()
            if sum(returns) > 0:
                self.assertEqual(result["winners"], [p for p, r in enumerate(returns) if r > 0])


class ActionArgumentTest(EveryGameTest):
    def test_integer_like_actions(self):
        for game in self.games():
            state = first_seat_turn(game)
            action = state.legal_actions()[-1]
            expected = state.apply(action)

            class Move(enum.IntEnum):
                CHOSEN = action

            class Index:
                def __index__(self):
                    return action

            for like in (Move.CHOSEN, Index()):
                self.assertEqual(state.apply(like), expected)
                self.assertTrue(state.is_legal(like))
                self.assertEqual(state.action_to_string(like), state.action_to_string(action))
                self.assertEqual(state.apply(like).history[-1], action)
                self.assertIs(type(state.apply(like).history[-1]), int)
            for bad in (1.0, None, [action], True):
                with self.assertRaises(TypeError):
                    state.apply(bad)
            with self.assertRaises(caper.InvalidArgumentError):
                state.apply(-1)
            with self.assertRaises(caper.IllegalActionError):
                state.apply(2**32 - 1)

    def test_numpy_integers(self):
        if numpy is None:
            self.fail("numpy is required (Debian: apt-get install python3-numpy)")
        for game in self.games():
            state = first_seat_turn(game)
            action = state.legal_actions()[0]
            for kind in (numpy.int64, numpy.uint32, numpy.int32, numpy.uint64):
                self.assertEqual(state.apply(kind(action)), state.apply(action))
                self.assertTrue(state.is_legal(kind(action)))
            legal = numpy.array(state.legal_actions())
            self.assertEqual(state.apply(legal[0]), state.apply(action))

    def test_is_legal(self):
        for game in self.games():
            for state in sample_states(game, 8, 13):
                legal = set(state.legal_actions())
                for action in range(min(game.num_distinct_actions, 300)):
                    self.assertEqual(state.is_legal(action), action in legal)
                self.assertFalse(state.is_legal(game.num_distinct_actions))
                self.assertFalse(state.is_legal(-1))
                self.assertFalse(state.is_legal(2**40))
                self.assertFalse(state.is_legal("definitely not an action"))
                for action in list(legal)[:3]:
                    self.assertTrue(state.is_legal(state.action_to_string(action)))


class OpenSpielNamesTest(EveryGameTest):
    def test_legal_mask(self):
        for game in self.games():
            for state in sample_states(game, 9):
                mask = state.legal_mask()
                self.assertEqual(len(mask), game.num_distinct_actions)
                self.assertEqual([a for a, m in enumerate(mask) if m], state.legal_actions())
                self.assertLessEqual(set(mask), {0, 1})

    def test_observation_tensor(self):
        for game in self.games():
            size = game.observation_size
            shape = game.observation_shape
            product = 1
            for dim in shape:
                product *= dim
            self.assertTrue(shape and size > 0, "every game has an observation")
            self.assertEqual(size, product)
            for state in sample_states(game, 10, 17):
                for p in range(game.num_players):
                    tensor = state.observation(p)
                    self.assertEqual(tensor.size, size)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.observation(game.num_players)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.observation(-1)

    def test_observation_array(self):
        if numpy is None:
            self.fail("numpy is required (Debian: apt-get install python3-numpy)")
        for game in self.games():
            state = sample_states(game, 11)[1]
            array = state.observation(0)
            self.assertEqual(array.dtype, numpy.float32)
            self.assertEqual(array.shape, game.observation_shape)

    def test_old_names_warn_and_still_work(self):
        for game in self.games():
            state = sample_states(game, 11)[1]
            with self.assertWarnsRegex(DeprecationWarning, "use State.observation"):
                tensor = state.observation_tensor(0)
            self.assertEqual(tensor, state.observation(0).ravel().tolist())
            with self.assertWarnsRegex(DeprecationWarning, "use State.observation"):
                array = state.observation_array(0)
            self.assertEqual(array.tolist(), state.observation(0).tolist())
            with self.assertWarnsRegex(DeprecationWarning, "use State.legal_mask"):
                mask = state.legal_actions_mask()
            self.assertEqual(mask.tolist(), state.legal_mask().tolist())

    def test_is_chance_node(self):
        for game in self.games():
            for state in sample_states(game, 12, 3):
                self.assertEqual(state.is_chance_node, state.current_player == caper.CHANCE)
                self.assertEqual(state.is_terminal, state.current_player == caper.TERMINAL)


class TextTest(EveryGameTest):
    def test_to_text_for_every_viewer(self):
        for game in self.games():
            for state in sample_states(game, 13, 19):
                self.assertTrue(state.to_text())
                self.assertEqual(str(state), state.to_text())
                for p in range(game.num_players):
                    self.assertTrue(state.to_text(p))
                with self.assertRaises(caper.InvalidArgumentError):
                    state.to_text(game.num_players)

    def test_action_to_string_for_a_viewer(self):
        for game in self.games():
            for state in sample_states(game, 14, 5):
                for action in state.legal_actions()[:4]:
                    # No viewer: the notation, which parses back; the full view in words.
                    notation = state.action_to_string(action)
                    self.assertEqual(state.action_from_string(notation), action)
                    full = state.action_to_string(action, caper.FULL_VIEW)
                    self.assertTrue(full)
                    for p in range(game.num_players):
                        self.assertTrue(state.action_to_string(action, p))
                    with self.assertRaises(caper.InvalidArgumentError):
                        state.action_to_string(action, game.num_players)


    def test_outcome_text_for_every_viewer(self):
        for game in self.games():
            for state in sample_states(game, 15, 5):
                if state.is_terminal:
                    continue
                action = state.legal_actions()[0]
                for viewer in [caper.FULL_VIEW] + list(range(game.num_players)):
                    self.assertIsInstance(state.outcome_text(action, viewer), str)
                self.assertEqual(state.outcome_text(action), state.outcome_text(action, -1))
                self.assertEqual(state.outcome_text(state.action_to_string(action), 0),
                                 state.outcome_text(action, 0))
                with self.assertRaises(caper.InvalidArgumentError):
                    state.outcome_text(action, game.num_players)
                with self.assertRaises(caper.IllegalActionError):
                    state.outcome_text(game.num_distinct_actions)


class MetadataTest(EveryGameTest):
    def test_players_options_and_type(self):
        for game in self.games():
            low, high = game.players_range
            self.assertLessEqual(low, game.num_players)
            self.assertLessEqual(game.num_players, high)
            self.assertLessEqual(low, game.default_players)
            self.assertLessEqual(game.default_players, high)
            options = game.options
            self.assertIn("players", options)
            self.assertEqual(options["players"]["value"], game.num_players)
            for key, spec in options.items():
                self.assertIn("value", spec, key)
                if "allowed" in spec:
                    self.assertIn(spec["value"], spec["allowed"])
                if "min" in spec:
                    self.assertLessEqual(spec["min"], spec["value"])
                    self.assertLessEqual(spec["value"], spec["max"])
            info = game.info()
            if "type" in info:
                self.assertEqual(game.game_type, info["type"])
                self.assertLessEqual(
                    {"chance", "hidden_information", "simultaneous", "utility"},
                    set(game.game_type),
                )
            if isinstance(info.get("players"), dict):
                self.assertEqual((low, high), (info["players"]["min"], info["players"]["max"]))
                # Every count in the range makes a game, and one past it does not.
                for n in (low, high):
                    self.assertEqual(caper.Game(game.name, {"players": n}).num_players, n)
                with self.assertRaises(caper.BadOptionsError):
                    caper.Game(game.name, {"players": high + 1})
            # info() is a copy: changing it changes nothing.
            info["name"] = "changed"
            self.assertEqual(game.info()["name"], game.name)


class BotTest(EveryGameTest):
    def test_every_spec_chooses_legal_actions_reproducibly(self):
        for game in self.games():
            state = first_seat_turn(game)
            for spec in ("random", "greedy", "mcts", "mcts:30"):
                first = caper.Bot(game, spec, seed=4).choose(state)
                self.assertTrue(state.is_legal(first), (game.name, spec))
                self.assertEqual(caper.Bot(game, spec, seed=4).choose(state), first)
            timed = caper.Bot(game, "mcts:ms=5", seed=4)
            self.assertTrue(state.is_legal(timed.choose(state)))
            self.assertEqual(timed.spec, "mcts:ms=5")
            self.assertIn("mcts:ms=5", repr(timed))

    def test_bots_play_whole_games(self):
        for game in self.games():
            bots = [caper.Bot(game, "mcts:20" if p == 0 else "greedy", seed=p)
                    for p in range(game.num_players)]
            with caper.Rng(2) as rng:
                state = game.initial_state()
                for _ in range(5000):
                    if state.is_terminal:
                        break
                    if state.is_chance_node:
                        state = state.apply(state.sample_chance(rng))
                    else:
                        state = state.apply(bots[state.current_player].choose(state))
            self.assertTrue(state.is_terminal, game.name)

    def test_a_bot_decides_on_what_its_seat_knows(self):
        # Two states a seat cannot tell apart (the real one and a determinization for
        # it) get the same choice from bots seeded alike.
        for game in self.games():
            checked = 0
            with caper.Rng(8) as rng:
                for state in sample_states(game, 15, 1):
                    me = state.current_player
                    if me < 0 or checked >= 8:
                        continue
                    other = state.determinize(me, rng)
                    self.assertEqual(other.view(me), state.view(me))
                    for spec in ("greedy", "mcts:25"):
                        self.assertEqual(
                            caper.Bot(game, spec, seed=9).choose(other),
                            caper.Bot(game, spec, seed=9).choose(state),
                            (game.name, spec, state.to_json(me)),
                        )
                    checked += 1
            self.assertGreater(checked, 0)

    def test_refused_where_no_seat_moves(self):
        for game in self.games():
            states = sample_states(game, 16, 1)
            bot = caper.Bot(game, "random", seed=1)
            with self.assertRaises(caper.WrongPhaseError) as cm:
                bot.choose(states[-1])
            self.assertIn("over", cm.exception.message)
            chance = [s for s in states if s.is_chance_node]
            if chance:
                with self.assertRaises(caper.WrongPhaseError):
                    bot.choose(chance[0])

    def test_bad_specs(self):
        for game in self.games():
            for spec in ("alphazero", "mcts:", "mcts:0", "mcts:ms=0", "mcts:ms=x", ""):
                with self.assertRaises(caper.BadOptionsError) as cm:
                    caper.Bot(game, spec, seed=1)
                self.assertIn("known bots", cm.exception.message)
                self.assertEqual(cm.exception.status_name, "CAPER_E_BAD_OPTIONS")
            with self.assertRaises(TypeError):
                caper.Bot("not a game", "random")  # type: ignore[arg-type]
            with self.assertRaises(TypeError):
                caper.Bot(game, "random", seed=1.5)  # type: ignore[arg-type]
            break

    def test_one_bot_per_thread(self):
        for game in self.games():
            state = first_seat_turn(game)
            expected = caper.Bot(game, "mcts:40", seed=3).choose(state)
            results = []

            def work():
                bot = caper.Bot(game, "mcts:40", seed=3)
                results.append(bot.choose(state))

            threads = [threading.Thread(target=work) for _ in range(3)]
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            self.assertEqual(results, [expected] * 3)


class ErrorTest(unittest.TestCase):
    def test_errors_carry_the_library_status_name(self):
        with self.assertRaises(caper.UnknownGameError) as cm:
            caper.Game("no_such_game")
        self.assertEqual(cm.exception.status_name, "CAPER_E_UNKNOWN_GAME")
        self.assertIn("no_such_game", cm.exception.message)
        self.assertEqual(operator.index(cm.exception.status), 2)


if __name__ == "__main__":
    unittest.main()
