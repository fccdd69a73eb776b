#!/usr/bin/python3
"""Card Caper through caper play in a pseudo-terminal, the human p0 always typing 1: a
player who could not play, guesses right and wrong, the ! mark explained, the end with
its points, and the own row just above the prompt.

usage: cli_pty_test.py path/to/caper
"""
import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from pty_test import Transcript  # noqa: E402  (reads the caper path)


class CardCaperEvents(Transcript):
    def test_card_caper_could_not_play_guesses_and_the_end(self):
        shown = self.transcript(["card_caper", "--seed", "3", "--seats",
                                 "human,random,random,random"], "game over")
        self.assertIn("chance  die suit => p2 could not play onto suit", shown)
        self.assertIn("p2      ask p3 lower => p3 could not play onto lower", shown)
        # KC is in p0's own hand (its screen shows it), so p3's wrong guess lays it open.
        self.assertRegex(shown, r"p0 +3D +0 +.*\bKC\b")
        self.assertIn("p3      guess p0 KC => wrong: p0 lays KC open", shown)
        self.assertIn("p2      guess p0 3D => right: p0's hidden card 3D is revealed; "
                      "points: p0 0 p1 0 p2 1 p3 1", shown)
        self.assertIn("(! marks a hidden card that was guessed and is revealed)", shown)
        self.assertIn("die lower; die value => p0's hidden card is revealed: no piles to play "
                      "onto", shown)
        # The last guess leaves p1's hidden card alone unrevealed: p1 (one right guess)
        # gets away with it, 1 + 1.
        self.assertIn("ask p0 higher; guess p3 8S => right: p3's hidden card 8S is revealed; "
                      "game over: p1 gets away with it (+1); points: p0 0 p1 2 p2 1 p3 1", shown)


    def test_own_row_just_above_the_prompt(self):
        for line in self.own_block_first_line(["card_caper", "--seed", "5", "--players", "4"]):
            self.assertRegex(line, r"^p0 +\S+ +\d+ +\S.* \(\d+\)$")


if __name__ == "__main__":
    unittest.main()
