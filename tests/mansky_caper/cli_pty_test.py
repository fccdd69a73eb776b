#!/usr/bin/python3
"""The Mansky Caper through caper play in a pseudo-terminal: a greedy bot's trade offer
of many steps is one entry of the log.

usage: cli_pty_test.py path/to/caper
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from pty_test import Transcript  # noqa: E402  (reads the caper path)


class ManskyCaperEvents(Transcript):
    def test_mansky_bot_offer_is_one_entry(self):
        shown = self.transcript(["mansky_caper", "--seed", "7", "--seats",
                                 "human,greedy,greedy,greedy"], "Trade on offer")
        self.assertIn("   79  p2      trade with P0 (Lenny the Latch); withdraw the offer; trade "
                      "with P0 (Lenny the Latch); ask for a coin (x2); offer a key; ask for a "
                      "favor (x3); make the offer\n", shown)
        self.assertIn("Trade on offer: P2 gives 1 key to P0 for 3 favors + 2 coins", shown)


if __name__ == "__main__":
    unittest.main()
