#!/usr/bin/python3
"""The Mansky Caper through caper play in a pseudo-terminal: a greedy bot's trade offer
of many steps is one entry of the log; the events in words; six players' screens fit
80x24, a row a room and a row a character.

usage: cli_pty_test.py path/to/caper
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from pty_test import Screen80x24, Transcript  # noqa: E402  (reads the caper path)


class ManskyCaperEvents(Transcript):
    def test_mansky_bot_offer_is_one_entry(self):
        shown = self.transcript(["mansky_caper", "--seed", "7", "--seats",
                                 "human,greedy,greedy,greedy"], "Trade on offer")
        self.assertIn("   79  p2      trade with P0 (Lenny the Latch); withdraw the offer; trade "
                      "with P0 (Lenny the Latch); ask for a coin (x2); offer a key; ask for a "
                      "favor (x3); make the offer\n", shown)
        self.assertIn("Trade on offer: P2 gives 1 key to P0 for 3 favors + 2 coins", shown)

    def test_mansky_events_in_words(self):
        # A whole game as p0 saw it: the Room cards, Loot tokens, GASP! cards and die faces
        # by name, never the notation's codes ("card 6", "loot k2", "gasp-card g13").
        shown = self.transcript(["mansky_caper", "--seed", "1", "--seats",
                                 "human,random,random,random"], "Game over")
        for said in ("the Room card is Room 1 (safe: 6 loot, 4 GASP!, 2 danger)",
                     "the Loot token is a key", "the GASP! card: nothing",
                     "the GASP! card: 2 gems",
                     "the Danger-Danger! die shows BOOM! (the room is destroyed)"):
            self.assertIn(said, shown)
        for code in ("gasp-card", "loot k", "card 6", "gasp-target"):
            self.assertNotIn(code, shown)
        # The only lower-case letters-and-digits words are the players' names (and a step
        # repeated in a row, "(x2)").
        self.assertEqual(set(re.findall(r"\b(?!x\d)[a-z]+\d+\b", shown)), {"p0", "p1", "p2", "p3"})


class SixPlayersAt80x24(Transcript):
    def test_six_players_fit_80x24_with_a_row_each(self):
        # Whole six-player games as a person plays them (random moves, typed by number or
        # as written), at every prompt: the screen fits 80x24 whole (the header, the log
        # cut to the rows left, the moves above the board), each room on one line, each of
        # the six characters one row under the table's header, and "> " on the row of the
        # one to move says whose turn it is (no "To move" line).
        for seed in (11, 12, 13):
            with self.subTest(seed=seed):
                shown = Screen80x24.screens(self, "mansky_caper", 6, seed)
                self.assertTrue(shown)
                Screen80x24.assert_fits(self, shown, strict=True)
                for screen in shown:
                    screen = screen.replace("\r", "")
                    self.assertNotIn("To move", screen)
                    rooms = re.findall(r"^R\d .*$", screen, re.M)
                    self.assertEqual(len(rooms), 5, screen)
                    table = screen.partition("  seat  character")[2]
                    rows = re.findall(r"^([> ]) (?:P\d|Driver) ", table, re.M)
                    self.assertEqual(len(rows), 6, screen)
                    self.assertLessEqual(rows.count(">"), 1, screen)


if __name__ == "__main__":
    unittest.main()
