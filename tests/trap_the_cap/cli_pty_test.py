#!/usr/bin/python3
"""Trap the Cap through caper play in a pseudo-terminal at 80x24: the board drawn as text
art with its legend, and a move typed in lower case.

usage: cli_pty_test.py path/to/caper
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from pty_test import Terminal  # noqa: E402  (reads the caper path)


class TrapTheCapBoard(unittest.TestCase):
    def test_the_board_drawn_and_a_move_in_lower_case(self):
        # Seed 1, two players: p0 throws 3 and may leave its hideout H0 (ring square 5) for
        # 3 or 7 (3 steps either way along the ring) or 53 (up its spoke).
        term = Terminal(["play", "trap_the_cap", "--players", "2", "--seed", "1",
                         "--seats", "human,random"], size=(80, 24))
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt", text[-1500:])
        screen = text.replace("\r", "")
        self.assertIn("1) move H0-3   2) move H0-7   3) move H0-53", screen)
        lines = screen.split("\n")
        self.assertLessEqual(max(map(len, lines)), 80, screen)
        # The 15x15 ring with cut corners: the top and bottom rows of 13 squares, the
        # junctions [.] at the middle of each side and the centre +, the legend beside it.
        rows = [line for line in lines
                if re.match(r"^ {4}[.:]  ", line) and "[.]" in line and len(re.findall(r"[.:]", line)) >= 13]
        self.assertEqual(len(rows), 2, screen)
        self.assertRegex(screen, r"\n\[\.\] .*  \+  .* \[\.\]  spokes to the centre 58")
        for legend in ("P0 threw 3 and moves", "H0 at 5: 4 cap(s), 0 prisoners",
                       "ring: 51, 0..11 along the bottom", "[ ] junction, : grey square",
                       "Caps: none on the board"):
            self.assertIn(legend, screen)
        # The move typed in lower case, without its verb, as a person copies it.
        term.type("h0-3")
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt", text[-1500:])
        self.assertNotIn("neither a move", text)
        self.assertIn("Caps: 3: P0", text.replace("\r", ""))
        term.type("quit")
        term.read()
        self.assertEqual(term.wait(), 0)


if __name__ == "__main__":
    unittest.main()
