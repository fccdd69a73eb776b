"""Every registered game through the binding: seeded random games to the end, the
contract of each call, and errors mapped to exceptions.

Generic over caper.game_names(), so each game is covered as soon as it is registered."""

import json
import threading
import unittest

import caper
from helpers import close_to, play, random_action


def games():
    return caper.game_names()


class EveryGameTest(unittest.TestCase):
    def setUp(self):
        self.assertTrue(games(), "the library lists no game: an empty catalogue is an error")

    def test_random_games_to_the_end(self):
        for name in games():
            for seed in (1, 2):
                with self.subTest(game=name, seed=seed), caper.Game(name) as game:
                    self._check_playthrough(game, seed)

    def _check_playthrough(self, game, seed):
        n = game.num_players
        seen = {"chance": 0, "player": 0}

        def visit(state):
            player = state.current_player
            self.assertIn(player, list(range(n)) + [caper.CHANCE, caper.TERMINAL])
            self.assertEqual(state.is_terminal, player == caper.TERMINAL)
            self.assertEqual(state.is_chance_node, player == caper.CHANCE)
            full = json.loads(state.to_json())
            self.assertIsInstance(full, dict)
            self.assertEqual(state.to_dict(), full)
            for p in range(n):
                self.assertIsInstance(state.view(p), dict)
            legal = state.legal_actions()
            self.assertEqual(legal, sorted(set(legal)))
            for a in legal:
                self.assertLess(a, game.num_distinct_actions)
            returns = state.returns()
            self.assertEqual(len(returns), n)
            if state.is_terminal:
                self.assertEqual(legal, [])
                total = sum(returns)
                self.assertTrue(close_to(total, 1.0) or close_to(total, 0.0), returns)
                for r in returns:
                    self.assertTrue(0.0 <= r <= 1.0)
                return
            self.assertEqual(returns, [0.0] * n)
            self.assertTrue(legal)
            if state.is_chance_node:
                seen["chance"] += 1
                outcomes = state.chance_outcomes()
                self.assertEqual([a for a, _ in outcomes], legal)
                self.assertTrue(close_to(sum(p for _, p in outcomes), 1.0, 1e-6))
                self.assertTrue(all(p > 0 for _, p in outcomes))
            else:
                seen["player"] += 1
                with self.assertRaises(caper.WrongPhaseError):
                    state.chance_outcomes()
            for a in legal[:8] + legal[-8:]:
                text = state.action_to_string(a)
                self.assertIsInstance(text, str)
                self.assertTrue(text)
                self.assertEqual(state.action_from_string(text), a)

        actions, final = play(game, seed, visit)
        self.assertTrue(final.is_terminal)
        self.assertGreater(seen["player"], 0)
        # Determinism: the same seed replays the same game, to the same JSON.
        again, final2 = play(game, seed)
        self.assertEqual(actions, again)
        self.assertEqual(final.to_json(), final2.to_json())
        # And the recorded actions replay by id and by text.
        state = game.initial_state()
        for a in actions:
            state = state.apply(state.action_to_string(a) if a % 2 else a)
        self.assertEqual(state.to_json(), final.to_json())

    def test_states_are_immutable(self):
        for name in games():
            with self.subTest(game=name), caper.Game(name) as game, caper.Rng(9) as rng:
                state = game.initial_state()
                before = state.to_json()
                successor = state.apply(random_action(state, rng))
                self.assertEqual(state.to_json(), before)
                self.assertIsNot(successor, state)
                with self.assertRaises(AttributeError):
                    state.current_player = 3
                with self.assertRaises(AttributeError):
                    state.anything = 3

    def test_json_round_trip(self):
        for name in games():
            with self.subTest(game=name), caper.Game(name) as game:
                checked = []

                def visit(state):
                    if len(checked) < 40:
                        text = state.to_json()
                        copy = game.state_from_json(text)
                        self.assertEqual(copy.to_json(), text)
                        self.assertEqual(game.state_from_json(json.loads(text)).to_json(), text)
                        checked.append(1)

                play(game, 5, visit)

    def test_determinize_keeps_what_the_player_knows(self):
        for name in games():
            with self.subTest(game=name), caper.Game(name) as game, caper.Rng(11) as rng:
                states = []
                play(game, 6, states.append)
                for state in states[:60:3] + states[-1:]:  # the terminal state too
                    for p in range(game.num_players):
                        d = state.determinize(p, rng)
                        self.assertEqual(d.view(p), state.view(p))
                        self.assertEqual(d.current_player, state.current_player)
                with self.assertRaises(caper.InvalidArgumentError):
                    states[0].determinize(game.num_players, rng)

    def test_public_view_shows_nothing_a_seat_cannot_know(self):
        for name in games():
            with self.subTest(game=name), caper.Game(name) as game, caper.Rng(13) as rng:
                states = []
                play(game, 7, states.append)
                for state in states[:60:3] + states[-1:]:
                    shown = state.to_json(caper.PUBLIC_VIEW)
                    text = state.to_text(caper.PUBLIC_VIEW)
                    legal = state.legal_actions()
                    words = [state.action_to_string(a, caper.PUBLIC_VIEW) for a in legal]
                    for a in legal:
                        state.outcome_text(a, caper.PUBLIC_VIEW)
                    for p in range(game.num_players):
                        d = state.determinize(p, rng)
                        self.assertEqual(d.to_json(caper.PUBLIC_VIEW), shown)
                        self.assertEqual(d.to_text(caper.PUBLIC_VIEW), text)
                        for a, w in zip(legal, words):
                            if d.is_legal(a):
                                self.assertEqual(d.action_to_string(a, caper.PUBLIC_VIEW), w)
                with self.assertRaisesRegex(caper.InvalidArgumentError, r"-2 \(public view\)"):
                    states[0].to_json(-3)
                with self.assertRaisesRegex(caper.InvalidArgumentError, "public view has no tensor"):
                    states[0].observation_tensor(caper.PUBLIC_VIEW)

    def test_errors_map_to_exceptions(self):
        for name in games():
            with self.subTest(game=name), caper.Game(name) as game, caper.Rng(4) as rng:
                state = game.initial_state()
                while state.is_chance_node:
                    state = state.apply(state.sample_chance(rng))
                self.assertGreaterEqual(state.current_player, 0)
                legal = set(state.legal_actions())
                illegal = next(
                    (a for a in range(game.num_distinct_actions) if a not in legal),
                    game.num_distinct_actions,
                )
                with self.assertRaises(caper.IllegalActionError) as cm:
                    state.apply(illegal)
                self.assertEqual(cm.exception.status, 4)
                self.assertTrue(cm.exception.message)
                with self.assertRaises(caper.IllegalActionError):
                    state.apply(0xFFFFFFFF)
                with self.assertRaises(caper.WrongPhaseError) as cm:
                    state.sample_chance(rng)
                self.assertEqual(cm.exception.status, 7)
                with self.assertRaises(caper.ParseError) as cm:
                    state.action_from_string("this is no action ~~")
                self.assertEqual(cm.exception.status, 5)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.action_to_string(game.num_distinct_actions)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.observation(game.num_players)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.observation(-1)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.view(game.num_players)
                with self.assertRaises(caper.InvalidArgumentError):
                    state.to_json(-3)
                with self.assertRaises(caper.ParseError):
                    game.state_from_json("{not json")
                with self.assertRaises(caper.ParseError):
                    game.state_from_json("{}")
                with self.assertRaises(caper.ParseError):
                    game.state_from_json("[1, 2, 3]")
                with self.assertRaises(caper.BadOptionsError) as cm:
                    caper.Game(name, {"no_such_option": 1})
                self.assertIn("no_such_option", cm.exception.message)
                with self.assertRaises(caper.BadOptionsError) as cm:
                    caper.Game(name, {"players": 1000})
                self.assertIn("players", cm.exception.message)
                with self.assertRaises((caper.BadOptionsError, caper.ParseError)):
                    caper.Game(name, "{not json")

    def test_options_as_dict_or_text(self):
        for name in games():
            with self.subTest(game=name), caper.Game(name) as default:
                players = default.num_players
                with caper.Game(name, {"players": players}) as a, caper.Game(
                    name, '{"players": %d}' % players
                ) as b, caper.Game(name, {}) as c:
                    self.assertEqual(a.num_players, players)
                    self.assertEqual(a.info(), b.info())
                    self.assertEqual(c.info(), default.info())

    def test_one_game_shared_by_threads(self):
        # Games and states are immutable and may be shared; each thread has its own Rng.
        for name in games():
            with self.subTest(game=name), caper.Game(name) as game:
                expected = {seed: play(game, seed)[1].to_json() for seed in (31, 32, 33, 34)}
                got = {}
                errors = []

                def worker(seed):
                    try:
                        got[seed] = play(game, seed)[1].to_json()
                    except Exception as e:  # reported below
                        errors.append(repr(e))

                threads = [threading.Thread(target=worker, args=(s,)) for s in expected]
                for t in threads:
                    t.start()
                for t in threads:
                    t.join()
                self.assertEqual(errors, [])
                self.assertEqual(got, expected)

    def test_states_outlive_their_game(self):
        for name in games():
            with self.subTest(game=name):
                game = caper.Game(name)
                state = game.initial_state()
                game.close()
                del game
                self.assertIsInstance(state.to_dict(), dict)
                self.assertTrue(state.legal_actions())


if __name__ == "__main__":
    unittest.main()
