"""State.outcome_text: what an action sets off, in words, worked out by hand in a 2-player
Card Caper game dealt in card order (dealer p0; p1, on the dealer's left, gets the hidden
AC and p0 the hidden 2C; then the hands alternate from p1: p1 3C 5C ... QS, p0 4C 6C ... KS).
Run by python.binding against the installed package."""

import unittest

import caper

RANKS = "A23456789TJQK"
SUITS = "CDHS"


def apply_all(state, texts):
    for text in texts:
        state = state.apply(text)
    return state


class CardCaperOutcomeTest(unittest.TestCase):
    def setUp(self):
        self.game = caper.Game("card_caper", {"players": 2})
        self.addCleanup(self.game.close)
        deal = ["dealer p0"] + ["deal " + RANKS[c % 13] + SUITS[c // 13] for c in range(52)]
        self.opened = apply_all(self.game.initial_state(), deal)

    def assert_outcome(self, state, action, expected):
        for viewer in (caper.FULL_VIEW, 0, 1):
            self.assertEqual(state.outcome_text(action, viewer), expected, (action, viewer))

    def test_events_in_words_a_deal_secret(self):
        start = self.game.initial_state().apply("dealer p0")
        # The first hidden card goes to p1, on the dealer's left.
        deal = start.action_from_string("deal AC")
        self.assertEqual(start.action_to_string(deal), "deal AC")
        self.assertEqual(start.action_to_string(deal, 1), "you are dealt AC as your hidden card")
        self.assertEqual(start.action_to_string(deal, 0), "p1 is dealt a hidden card")
        # The full view (caper watch, caper replay) sees every secret: the card is named.
        self.assertEqual(start.action_to_string(deal, caper.FULL_VIEW),
                         "p1 is dealt AC as their hidden card")
        self.assertEqual(start.action_to_string("deal 2C", caper.FULL_VIEW),
                         "p1 is dealt 2C as their hidden card")
        hands = apply_all(start, ["deal AC", "deal 2C"])
        self.assertEqual(hands.action_to_string("deal 3C", 0), "p1 is dealt a card")
        self.assertEqual(hands.action_to_string("deal 3C", 1), "you are dealt 3C")
        self.assertEqual(hands.action_to_string("deal 3C", caper.FULL_VIEW), "p1 is dealt 3C")
        # The second hand card goes to p0, the dealer.
        self.assertEqual(hands.apply("deal 3C").action_to_string("deal 4C", caper.FULL_VIEW),
                         "p0 is dealt 4C")
        # The dealer is drawn in public: the notation "dealer p0" reads so for everyone.
        for viewer in (caper.FULL_VIEW, 0, 1):
            self.assertEqual(self.game.initial_state().action_to_string("dealer p0", viewer),
                             "p0 is the dealer")
        # Public events read the same for every seat and for the full view.
        for viewer in (caper.FULL_VIEW, 0, 1):
            self.assertEqual(self.opened.action_to_string("play suit 2D", viewer),
                             "play onto Different Suit 2D")
        self.assertEqual(self.opened.action_to_string("play suit 2D"), "play suit 2D")

    def test_could_not_play_right_and_wrong_guesses(self):
        # p1 (hidden AC) holds nothing below an ace: the play that fills its third pile ends
        # its opening, and everyone learns that it could not play onto Lower Value.
        state = apply_all(self.opened, ["play suit 2D", "play higher 3C"])
        self.assert_outcome(state, "play value 5C", "p1 could not play onto Lower Value")
        state = apply_all(state, ["play value 5C", "play suit AD", "play lower AS",
                                  "play higher 4C", "play value 6C"])
        self.assert_outcome(state, "die guess", "")
        state = state.apply("die guess")
        self.assert_outcome(state, "guess p1 AC",
                            "right: p1's hidden card AC is revealed; game over: p0 gets away "
                            "with it (+1); p0's hidden card was 2C; points: p0 2 p1 0")
        self.assert_outcome(state, state.action_from_string("guess p1 7C"),
                            "wrong: p1 lays 7C open")
        # Bad input raises, naming what is wrong, and leaves the state as it was.
        before = state.to_json()
        with self.assertRaisesRegex(caper.IllegalActionError, "guess p1 KS"):
            state.outcome_text("guess p1 KS", 0)  # KS is p0's own card
        with self.assertRaisesRegex(caper.IllegalActionError, "out of range"):
            state.outcome_text(self.game.num_distinct_actions)
        with self.assertRaisesRegex(caper.InvalidArgumentError, "viewer"):
            state.outcome_text("guess p1 7C", 2)
        with self.assertRaises(caper.InvalidArgumentError):
            state.outcome_text("guess p1 7C", -3)
        with self.assertRaises(caper.ParseError):
            state.outcome_text("guess somebody", 0)
        for bad in (1.5, True, None):
            with self.assertRaises(TypeError):
                state.outcome_text(bad)
            with self.assertRaises(TypeError):
                state.outcome_text("guess p1 7C", bad)
        self.assertEqual(state.to_json(), before)


if __name__ == "__main__":
    unittest.main()
