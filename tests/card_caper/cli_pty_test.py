#!/usr/bin/python3
"""Card Caper through caper play in a pseudo-terminal, the human p0 always typing 1: a
player who could not play, guesses right and wrong, the ! mark explained, the end with
its points, and the own row just above the prompt.

usage: cli_pty_test.py path/to/caper
"""
import os
import re
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
from pty_test import (  # noqa: E402  (reads the caper path)
    ANSI, Screen80x24, Terminal, Transcript, split_moves, unfolded)


class CardCaperEvents(Transcript):
    def test_card_caper_could_not_play_guesses_and_the_end(self):
        shown = self.transcript(["card_caper", "--seed", "3", "--seats",
                                 "human,random,random,random"], "game over")
        self.assertIn("chance  p2 rolls Different Suit => p2 could not play onto Different Suit", shown)
        self.assertIn("p2      ask p3 Lower => p3 could not play onto Lower Value", shown)
        # KC is in p0's own hand (its screen shows it), so p3's wrong guess lays it open.
        self.assertRegex(shown, r"p0 +3D +0 +.*\bKC\b")
        self.assertIn("p3      guess p0 KC => wrong: p0 lays KC open", shown)
        self.assertIn("p2      guess p0 3D => right: p0's hidden card 3D is revealed; "
                      "points: p0 0 p1 0 p2 1 p3 1", shown)
        self.assertIn("(! marks a hidden card that was guessed and is revealed)", shown)
        self.assertIn("p3 rolls Lower Value; p0 rolls Different Value => p0's hidden card is "
                      "revealed: no piles to play onto", shown)
        # The last guess leaves p1's hidden card alone unrevealed: p1 (one right guess)
        # gets away with it, 1 + 1, and its TS is said at the end.
        self.assertIn("ask p0 Higher; guess p3 8S => right: p3's hidden card 8S is revealed; "
                      "game over: p1 gets away with it (+1); p1's hidden card was TS; points: "
                      "p0 0 p1 2 p2 1 p3 1", shown)
        # p1's hidden card TS, never shown to p0 before, is on p0's final board.
        final = shown.rpartition("game over\n")[0].rpartition("seat  hidden")[2]
        self.assertRegex(final, r"\np1 +TS +2 ")
        self.assertIn("result: points p0=0 p1=2 p2=1 p3=1, win shares p0=0 p1=1 p2=0 p3=0",
                      shown)


    def test_watch_and_replay_say_what_happened_and_a_tie(self):
        # Seed 7, 4 players: the dealer p2 deals the hidden cards from its left: p3 2D, p0
        # 5S, p1 KS, p2 QS. p2 names 5S and KS right (2 points); p3 names QS right (1), which
        # leaves p3's 2D alone unrevealed: p3 gets away with it (+1), 2 points, a tie.
        end = ("p3      guess p2 QS => right: p2's hidden card QS is revealed; game over: "
               "p3 gets away with it (+1); p3's hidden card was 2D; points: p0 0 p1 0 p2 2 "
               "p3 2; p2 and p3 tie with 2 points and share the win")
        result = "result: points p0=0 p1=0 p2=2 p3=2, win shares p0=0 p1=0 p2=0.5 p3=0.5"
        with tempfile.TemporaryDirectory() as folder:
            saved = os.path.join(folder, "game.json")
            watched = self.run_on_pty(["watch", "card_caper", "--players", "4", "--seed", "7",
                                       "--save", saved])
            self.assertIn("p2      guess p0 5S => right: p0's hidden card 5S is revealed; "
                          "points: p0 0 p1 0 p2 1 p3 0", watched)
            self.assertIn("p1      guess p3 KC => wrong: p2 lays KC open", watched)
            self.assertIn(end, watched)
            self.assertIn(result, watched)
            # As p0 saw it: the same outcomes (they are public), the deals as p0 read them.
            replayed = self.run_on_pty(["replay", saved, "--seat", "0"])
            self.assertIn("chance  you are dealt 5S as your hidden card", replayed)
            self.assertIn(end, replayed)
            self.assertIn(result, replayed)
            self.assertIn("replay: identical to the record", replayed)

    def test_not_guessing_typed_as_listed_or_as_the_notation(self):
        # Seed 3: p0 rolls Ask & Guess at step 156 and asks p1 for Different Suit (move 1);
        # p1 cannot play, and p0's last move is listed "do not guess". Typed so, or as the
        # record's "no-guess", it is played, and the log says it in words.
        for typed in ("do not guess", "NO-GUESS"):
            with self.subTest(typed=typed):
                term = Terminal(["play", "card_caper", "--seed", "3", "--seats",
                                 "human,random,random,random"], size=(400, 200))
                shown = ""
                for _ in range(100):
                    text, kind, _ = term.read()
                    self.assertEqual(kind, "prompt", text[-800:])
                    shown = text.replace("\r", "")
                    if re.search(r"\d\) do not guess", shown):
                        break
                    term.type("1")
                self.assertIn("now: p0 may guess a hidden card, or not", shown)
                self.assertNotIn("no-guess", shown)
                self.assertNotIn("ask_guess", shown)
                # p0 has no decision left: the game plays out to its end.
                term.type(typed)
                text, kind, _ = term.read()
                self.assertEqual(kind, "exit", text[-800:])
                self.assertIn("  158  p0      do not guess\n", text.replace("\r", ""))
                self.assertEqual(term.wait(), 0)

    def test_hot_seat_end_says_how_it_ended(self):
        # Two humans, seed 3: p0's hidden card is 3D, p1's TS. p1 names 3D right (+1), which
        # leaves its own TS alone unrevealed: p1 gets away with it (+1). The last screen,
        # nobody's seat, says so, as every seat read it.
        term = Terminal(["play", "card_caper", "--players", "2", "--seed", "3", "--seats",
                         "human,human"], size=(80, 24))
        for _ in range(500):
            text, kind, _ = term.read()
            if kind == "exit":
                break
            term.type("" if kind == "hand_over" else "1")
        self.assertEqual(kind, "exit")
        self.assertEqual(term.wait(), 0)
        end = ANSI.sub("", re.split(r"\x1b\[2J", term.raw)[-1])
        self.assertIn("p1      guess p0 3D => right: p0's hidden card 3D is revealed; game over: "
                      "p1 gets away with it (+1); p1's hidden card was TS; points: p0 0 p1 2",
                      unfolded(end))
        self.assertIn("result: points p0=0 p1=2, win shares p0=0 p1=1", end)
        self.assertNotIn("hand", end)  # no seat's board

    def test_hot_seat_undo(self):
        # Two humans, seed 3: p0's opening, then p1's, each several decisions in a row.
        # At p1's first, undo has nothing of p1's to go back to (p0's moves are not p1's);
        # after p1's first move undo goes back to it, with no hand-over to the player who
        # already sits there.
        term = Terminal(["play", "card_caper", "--players", "2", "--seed", "3", "--seats",
                         "human,human"], size=(80, 24))
        seat = None
        for _ in range(50):
            text, kind, seat = term.read()
            if kind == "hand_over" and seat == 1:
                break
            term.type("" if kind == "hand_over" else "1")
        self.assertEqual((kind, seat), ("hand_over", 1))
        term.type("")
        first, kind, seat = term.read()
        self.assertEqual((kind, seat), ("prompt", 1))
        term.type("undo")
        text, kind, seat = term.read()
        self.assertEqual((kind, seat), ("prompt", 1))
        self.assertIn("undo: this is your first decision", text)
        term.type("1")
        text, kind, seat = term.read()
        self.assertEqual((kind, seat), ("prompt", 1), text[-800:])
        term.type("undo")
        text, kind, seat = term.read()
        self.assertEqual((kind, seat), ("prompt", 1), "asked to hand the seat over:\n" + text)
        self.assertEqual(split_moves(text)[0], split_moves(first)[0])
        term.type("quit")
        term.read()
        self.assertEqual(term.wait(), 0)

    def run_on_pty(self, args):
        term = Terminal(args, size=(400, 200))
        text, kind, _ = term.read()
        self.assertEqual(kind, "exit", text[-800:])
        self.assertEqual(term.wait(), 0, text[-800:])
        return text.replace("\r", "")

    def test_own_row_just_above_the_prompt(self):
        # p0's row (hidden card, score, hand), then its piles on the same line when they fit.
        for line in self.own_block_first_line(["card_caper", "--seed", "5", "--players", "4"]):
            self.assertRegex(line, r"^p0 +\S+ +\d+ +\S.* \(\d+\)(?:  .* \| .* \| .* \| .*)?$")


class ManyPlayersAt80x24(Screen80x24):
    CARD = re.compile(r"\b[A2-9TJQK][CDHS]\b")

    def test_a_guess_with_five_players_fits_and_names_the_unseen_cards(self):
        # Five players: four opponents times some 27 unseen cards are too many to number
        # on 24 rows, so the guesses are said in words, and the move is typed.
        shown = self.screens("card_caper", 5, 2)
        self.assert_fits(shown)
        worded = [screen for screen in shown if "type one, such as 'guess p1 " in screen]
        self.assertTrue(worded)
        for screen in worded:
            screen = screen.replace("\r", "")
            listed = re.search(r"guess (?:p\d, )*p\d(?: or p\d)?, one of:(.*?)\n(?!    )",
                               screen, re.S)
            self.assertTrue(listed, screen)
            # The cards one may name are exactly those p0 cannot see: not on the board
            # (its own hand and hidden card, revealed ones, every pile and laid-open card).
            board = screen.partition("seat  hidden")[2]
            seen = set(self.CARD.findall(board))
            named = self.CARD.findall(listed.group(1))
            self.assertEqual(len(named), 52 - len(seen), screen)
            self.assertFalse(seen & set(named), screen)

    def test_a_move_alone_in_a_grouped_list_is_written_whole(self):
        # Seed 5, four players: p0 may guess (the guesses grouped by target, "guess p1:  1)
        # AC ...") or not; "do not guess" is alone in its group and reads whole.
        grouped = [s.replace("\r", "") for s in self.screens("card_caper", 4, 5)
                   if re.search(r"\n  guess p1:  1\) ", s) and "do not" in s]
        self.assertTrue(grouped)
        for screen in grouped:
            self.assertRegex(screen, r"\n  \d+\) do not guess\n", screen)
            self.assertNotIn("do not:", screen)

    def test_five_and_six_players_fit_with_the_own_row_above_the_prompt(self):
        # A seat is one row (its piles on it) when it fits 80 columns, so that five and six
        # seats, the moves and the log fit 24 rows whole: the moves above the board, p0's
        # row its last line (or that line and p0's piles under it) just above the prompt.
        for count in (5, 6):
            with self.subTest(players=count):
                shown = self.screens("card_caper", count, 11)
                self.assert_fits(shown)
                for screen in shown:
                    lines = screen.replace("\r", "").split("\n")
                    self.assertEqual(len(re.findall(r"^p\d +(?:\?\?|-|[A2-9TJQK][CDHS])!? ",
                                                    screen, re.M)), count, screen)
                    own = lines[-2] if lines[-2].startswith("p0 ") else lines[-3]
                    self.assertRegex(own, r"^p0 +\S+ +\d+ ", screen)
                    self.assertIn("your moves:", "\n".join(lines[:-2]), screen)


    def test_a_window_too_short_puts_the_moves_below_the_board(self):
        # Six seats in 80x16: the board and the moves do not fit, so the moves go below
        # the board, and the last 16 rows still hold p0's own row and every move.
        shown = self.screens("card_caper", 6, 11, rows=16)
        self.assert_fits(shown, strict=False, rows=16)
        tall = [s.replace("\r", "") for s in shown if s.count("\n") >= 16]
        self.assertTrue(tall, "no screen was too tall for 16 rows")
        for screen in tall:
            bottom = "\n".join(screen.split("\n")[-16:])
            self.assertRegex(bottom, r"\np0 +\S+ +\d+ +\S.* \(\d+\).*\n(?:.*\n)*your moves:")


if __name__ == "__main__":
    unittest.main()
