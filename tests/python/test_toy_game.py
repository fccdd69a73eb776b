"""Exact answers from the toy test game (tests/toy_game), run by the ctest
python.binding_toy against a test copy of libcaper.so (python.binding does not run it)."""

import struct
import unittest

import caper

TOY = "toy_high_card"


def float32(values):
    """The values as the tensor holds them: rounded to 32-bit floats."""
    return [struct.unpack("f", struct.pack("f", v))[0] for v in values]


class ToyGameTest(unittest.TestCase):
    def setUp(self):
        # This file runs against the toy library only (ctest python.binding_toy).
        self.assertIn(TOY, caper.game_names(), "run against the toy library (CAPER_LIBRARY)")
        self.game = caper.Game(TOY, {"players": 3})
        self.addCleanup(self.game.close)

    def test_game(self):
        self.assertEqual(self.game.num_players, 3)
        self.assertEqual(self.game.num_distinct_actions, 106)
        info = self.game.info()
        self.assertEqual(info["options"]["max_bid"], {"value": 99, "default": 99, "min": 0, "max": 199})
        self.assertEqual(self.game.players_range, (2, 4))
        self.assertEqual(self.game.default_players, 2)
        self.assertEqual(self.game.options["players"],
                         {"value": 3, "default": 2, "min": 2, "max": 4})
        self.assertEqual(self.game.game_type, {"chance": True, "hidden_information": True,
                                               "simultaneous": False, "utility": "constant_sum"})
        self.assertGreater(len(self.game.info_json()), 512)  # longer than the first guess
        self.assertEqual(info["actions"][:2], ["card 1", "card 2"])

    def test_chance_nodes(self):
        state = self.game.initial_state()
        self.assertTrue(state.is_chance_node)
        self.assertEqual(state.current_player, caper.CHANCE)
        outcomes = state.chance_outcomes()
        self.assertEqual([a for a, _ in outcomes], [0, 1, 2, 3, 4, 5])
        for _, p in outcomes:
            self.assertAlmostEqual(p, 1 / 6)
        with caper.Rng(8) as rng:
            draws = [state.sample_chance(rng) for _ in range(600)]
        self.assertEqual(set(draws), set(range(6)))

    def test_more_legal_actions_than_the_first_guess(self):
        state = self.deal(6, 3, 2)
        self.assertEqual(state.current_player, 0)
        legal = state.legal_actions()
        self.assertEqual(legal, list(range(6, 106)))
        self.assertEqual(state.action_to_string(105), "bid 99")

    def deal(self, *cards):
        state = self.game.initial_state()
        for card in cards:
            state = state.apply("card %d" % card)
        return state

    def test_hidden_cards_and_observations(self):
        state = self.deal(6, 3, 2)
        self.assertEqual(state.to_dict(), {"cards": [6, 3, 2], "bids": [-1, -1, -1]})
        self.assertEqual(state.view(1), {"cards": [None, 3, None], "bids": [-1, -1, -1],
                                         "viewer": 1})
        self.assertEqual(state.to_json(0), '{"bids":[-1,-1,-1],"cards":[6,null,null],"viewer":0}')

    def test_text_and_viewer_text(self):
        state = self.game.initial_state()
        self.assertEqual(state.action_to_string("card 6", caper.FULL_VIEW), "card 6")
        self.assertEqual(state.action_to_string("card 6", 0), "card 6")  # dealt to seat 0
        self.assertEqual(state.action_to_string("card 6", 1), "card ?")
        state = self.deal(6, 3).apply("card 2").apply("bid 5")
        self.assertEqual(state.to_text(), "cards 6 3 2 | bids 5 - -")
        self.assertEqual(state.to_text(1), "cards ? 3 ? | bids 5 - -")
        self.assertEqual(state.action_to_string("bid 7", 2), "bid 7")  # bids are public
        end = self.game.state_from_json({"cards": [6, 6, 1], "bids": [0, 1, 2]})
        self.assertEqual(end.to_text(2), "cards 6 6 1 | bids 0 1 2 | winners 0 1")

    def test_observation_tensor(self):
        self.assertEqual(self.game.observation_shape, (18,))
        state = self.deal(6, 3, 2).apply("bid 5")
        expected = [0.0] * 18
        expected[5] = 1.0  # seat 0's card 6
        expected[6] = 1.0  # seat 0 has bid ...
        expected[10] = 5 / 99  # ... 5 of at most 99
        self.assertEqual(state.observation(0).tolist(), float32(expected))
        expected[5], expected[2] = 0.0, 1.0  # seat 1 sees its own card 3 only
        self.assertEqual(state.observation(1).tolist(), float32(expected))
        end = self.game.state_from_json({"cards": [6, 6, 1], "bids": [0, 1, 2]})
        # seat 2: its card 1; every seat has bid (0, 1, 2 of 99); the showdown's cards / 6.
        self.assertEqual(end.observation(2).tolist(), float32(
            [1.0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 1 / 99, 2 / 99, 0, 1, 1, 1 / 6, 0]))

    def test_determinize(self):
        state = self.deal(6, 3, 2).apply("bid 5")
        with caper.Rng(1) as rng:
            seen = set()
            for _ in range(100):
                d = state.determinize(1, rng)
                full = d.to_dict()
                self.assertEqual(full["cards"][1], 3)
                self.assertEqual(full["bids"], [5, -1, -1])
                seen.add((full["cards"][0], full["cards"][2]))
        self.assertGreater(len(seen), 10)
        with caper.Rng(1) as a, caper.Rng(1) as b:
            self.assertEqual(state.determinize(0, a).to_json(), state.determinize(0, b).to_json())

    def test_terminal_returns_share_ties(self):
        state = self.game.state_from_json({"cards": [6, 6, 1], "bids": [0, 1, 2]})
        self.assertTrue(state.is_terminal)
        self.assertEqual(state.returns(), [0.5, 0.5, 0.0])
        self.assertEqual(state.to_dict()["winners"], [0, 1])
        self.assertEqual(state.legal_actions(), [])
        state = self.game.state_from_json({"cards": [1, 2, 3], "bids": [0, 0, -1]})
        self.assertEqual(state.returns(), [0.0, 0.0, 0.0])
        self.assertEqual(state.apply("bid 7").returns(), [0.0, 0.0, 1.0])

    def test_errors_name_the_field(self):
        with self.assertRaises(caper.ParseError) as cm:
            self.game.state_from_json({"cards": [1, 9, 3], "bids": [-1, -1, -1]})
        self.assertIn("cards[1]", cm.exception.message)
        with self.assertRaises(caper.BadOptionsError) as cm:
            caper.Game(TOY, {"max_bid": 500})
        self.assertIn("max_bid", cm.exception.message)
        state = self.deal(1, 2, 3)
        with self.assertRaises(caper.IllegalActionError) as cm:
            state.apply(0)  # a card at a bidding turn
        self.assertIn("not legal", cm.exception.message)
        with self.assertRaises(caper.ParseError):
            state.apply("bid 100")

    def test_apply_by_text_and_immutability(self):
        state = self.deal(4, 4, 4)
        before = state.to_json()
        after = state.apply("bid 12")
        self.assertEqual(state.to_json(), before)
        self.assertEqual(after.to_dict()["bids"], [12, -1, -1])
        self.assertEqual(after.current_player, 1)


if __name__ == "__main__":
    unittest.main()
