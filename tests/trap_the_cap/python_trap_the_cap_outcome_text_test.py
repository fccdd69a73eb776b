"""State.outcome_text in a game that describes no consequences: "" for a legal action.
Run by python.binding against the installed package."""

import unittest

import caper


class TrapTheCapOutcomeTest(unittest.TestCase):
    def test_a_game_without_outcome_texts_says_nothing(self):
        with caper.Game("trap_the_cap") as game:
            state = game.initial_state()
            while state.is_chance_node:
                state = state.apply(state.legal_actions()[0])
            self.assertEqual(state.outcome_text(state.legal_actions()[0], 0), "")


if __name__ == "__main__":
    unittest.main()
