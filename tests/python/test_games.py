"""Game-specific checks through the binding, one class per game of the library. A class is
skipped (with a message) while its game is not registered in the loaded library."""

import unittest

import caper
from helpers import close_to, play


class GameTestCase(unittest.TestCase):
    GAME = None

    def setUp(self):
        if self.GAME not in caper.game_names():
            self.skipTest("%s is not registered in this library (yet)" % self.GAME)

    def game(self, options=None):
        game = caper.Game(self.GAME, options)
        self.addCleanup(game.close)
        return game


def without_markers(document):
    """A view without the fields that only say whose view it is."""
    return {k: v for k, v in document.items() if k not in ("view", "viewer")}


class HiddenInformationChecks:
    """For the games with hidden information: views redact, determinize samples."""

    def test_views_hide_something_and_determinize_samples(self):
        game = self.game()
        redacted = []
        resampled = []
        with caper.Rng(21) as rng:

            def visit(state):
                if state.is_terminal or len(redacted) > 5 and len(resampled) > 5:
                    return
                full = without_markers(state.to_dict())
                for p in range(game.num_players):
                    view = state.observation(p)
                    if without_markers(view) != full:
                        redacted.append(p)
                    d = state.determinize(p, rng)
                    self.assertEqual(d.observation(p), view)
                    if d.to_dict() != full:
                        resampled.append(p)

            play(game, 3, visit)
        self.assertTrue(redacted, "no player view ever differs from the full state")
        self.assertTrue(resampled, "determinize never drew another hidden state")

    def test_full_state_round_trips(self):
        game = self.game()
        states = []
        play(game, 4, states.append)
        for state in states[:: max(1, len(states) // 20)]:
            self.assertEqual(game.state_from_json(state.to_json()).to_json(), state.to_json())


class TrapTheCapTest(GameTestCase):
    GAME = "trap_the_cap"

    def test_options_and_variants(self):
        game = self.game()
        info = game.info()
        self.assertEqual(info["name"], "trap_the_cap")
        self.assertEqual(info["num_players"], game.num_players)
        self.assertEqual(info["options"]["variant"]["value"], "basic")
        for variant in ("basic", "tower_race", "golden_cap"):
            for players in (2, 3, 4):
                g = self.game({"players": players, "variant": variant})
                self.assertEqual(g.num_players, players)
                self.assertEqual(g.info()["options"]["variant"]["value"], variant)
        for variant in ("partners", "total_partners"):
            self.assertEqual(self.game({"players": 4, "variant": variant}).num_players, 4)
            with self.assertRaises(caper.BadOptionsError) as cm:
                caper.Game(self.GAME, {"players": 2, "variant": variant})
            self.assertIn("variant", cm.exception.message)
        for scoring in ("offensive", "defensive"):
            self.assertEqual(
                self.game({"scoring": scoring}).info()["options"]["scoring"]["value"], scoring)
        with self.assertRaises(caper.BadOptionsError) as cm:
            caper.Game(self.GAME, {"variant": "no_such_variant"})
        self.assertIn("variant", cm.exception.message)

    def test_a_turn_starts_with_a_die_roll(self):
        state = self.game({"players": 2}).initial_state()
        self.assertTrue(state.is_chance_node)
        outcomes = state.chance_outcomes()
        self.assertEqual(len(outcomes), 6)
        for _, p in outcomes:
            self.assertTrue(close_to(p, 1 / 6))
        texts = [state.action_to_string(a) for a, _ in outcomes]
        self.assertEqual(len(set(texts)), 6)
        after = state.apply(outcomes[0][0])
        self.assertEqual(after.current_player, 0)

    def test_no_hidden_information(self):
        game = self.game({"players": 3, "variant": "golden_cap"})
        with caper.Rng(2) as rng:

            def visit(state):
                full = state.to_dict()
                for p in range(3):
                    self.assertEqual(state.observation(p), dict(full, view=p))
                    self.assertEqual(state.determinize(p, rng).to_json(), state.to_json())

            _, final = play(game, 12, visit)
        self.assertTrue(close_to(sum(final.returns()), 1.0))

    def test_every_variant_plays_to_the_end(self):
        for variant, players in (("partners", 4), ("total_partners", 4), ("tower_race", 2),
                                 ("golden_cap", 4), ("basic", 3)):
            with self.subTest(variant=variant):
                game = self.game({"players": players, "variant": variant})
                _, final = play(game, 5)
                returns = final.returns()
                self.assertEqual(len(returns), players)
                self.assertTrue(close_to(sum(returns), 1.0), returns)


class CardCaperTest(GameTestCase, HiddenInformationChecks):
    GAME = "card_caper"

    def test_players_option(self):
        game = self.game()
        players = game.num_players
        self.assertEqual(self.game({"players": players}).info(), game.info())
        with self.assertRaises(caper.BadOptionsError):
            caper.Game(self.GAME, {"players": 0})


class CaptainCoolTest(GameTestCase, HiddenInformationChecks):
    GAME = "captain_cool"

    def test_advanced_option(self):
        self.assertIs(self.game({"advanced": True}).options["advanced"]["value"], True)
        self.assertIs(self.game({"advanced": False}).options["advanced"]["value"], False)
        with self.assertRaises(caper.BadOptionsError) as cm:
            caper.Game(self.GAME, {"advanced": "yes"})
        self.assertIn("advanced", cm.exception.message)
        _, final = play(self.game({"advanced": True}), 8)
        self.assertTrue(final.is_terminal)


class ManskyCaperTest(GameTestCase):
    # Its unseen cards and tokens are chance nodes drawn when revealed, so the views need
    # not redact anything: only the generic determinize check (test_every_game) applies.
    GAME = "mansky_caper"

    def test_full_state_round_trips(self):
        HiddenInformationChecks.test_full_state_round_trips(self)

    def test_two_players_and_the_driver(self):
        # With 2 players the Driver (not a player) may win: then every return is 0.
        try:
            game = self.game({"players": 2})
        except caper.BadOptionsError as e:
            self.skipTest("mansky_caper has no 2-player game here: %s" % e.message)
        for seed in range(1, 9):
            _, final = play(game, seed)
            returns = final.returns()
            self.assertEqual(len(returns), 2)
            total = sum(returns)
            self.assertTrue(close_to(total, 1.0) or close_to(total, 0.0), returns)


if __name__ == "__main__":
    unittest.main()
