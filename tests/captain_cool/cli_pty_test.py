#!/usr/bin/python3
"""Captain Cool through caper play in a pseudo-terminal, the human p0 always typing 1:
the events in words with what each set off, the own seat above the prompt, and the
four-player board in 80x24; and the advanced game's special abilities typed as listed.

usage: cli_pty_test.py path/to/caper
"""
import os
import re
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "cli"))
import pty_test  # noqa: E402  (reads the caper path)
from pty_test import Transcript  # noqa: E402


def play_round_one(test, players, seed, answer):
    """Plays round 1 of an advanced game at 80x24, typing answer(moves, screen) at every
    prompt; returns the screens, what was typed and the log command's text on one line."""
    term = pty_test.Terminal(["play", "captain_cool", "--players", str(players), "--seed",
                              str(seed), "--option", "advanced=true"], size=(80, 24))
    screens, typed = [], []
    for _ in range(200):
        text, kind, _ = term.read()
        test.assertEqual(kind, "prompt", text[-1500:])
        screen = pty_test.screen_since_clear(term.raw)
        if "round 2/5" in screen:
            break
        screens.append(screen)
        typed.append(answer(pty_test.split_moves(screen)[0], screen))
        term.type(typed[-1])
    term.type("log")  # every event so far, also those a long list of moves left out
    log, _, _ = term.read()
    term.type("quit")
    term.read()
    term.wait()
    return screens, typed, " ".join(log.split())


class CaptainCoolEvents(Transcript):
    def test_captain_cool_affray_big_deal_and_the_finished_circle(self):
        # Starting scores p0 4, p1 1, p2 3, p3 2 (the log's "start" draws); p0 has put all
        # six figures in pub I (move 1 is always "play I").
        shown = self.transcript(["captain_cool", "--seed", "3", "--seats",
                                 "human,random,random,random"], "round 2/5")
        # The log names the actor once: the who column, not again in the text.
        self.assertIn("   23  p1      chooses an action card face down\n", shown)
        self.assertNotIn("p1 chooses", shown)
        # Chance says what it drew where, and each seat's dealt cards only to that seat.
        self.assertIn("pub I gets 6 (Tom+Ed); pub II gets Ed's 7;", shown)
        self.assertIn("you are dealt 9; p1 is dealt a card;", shown)
        self.assertIn("spare 1 (Tom) goes to the Big Deal circle; spare 1 is discarded", shown)
        # The board names cards by their faces: a plain card's value and icons, a boss card
        # by its boss; the circle its cards, then its free spaces.
        self.assertIn("  I: 6 (Tom+Ed), 8 (Ed); figures: p0x6 p1x1\n", shown)
        self.assertIn("  IV: Tom's 10, 9 (CC); figures:", shown)
        self.assertIn("Big Deal: 1 (Tom); free 2, 3, 4, 5, 6, 7, 8, 9, 10\n", shown)
        self.assertIn("Seat 1: supply 6; hand: 2 hidden cards\n", shown)
        self.assertIn("Seat 0 (you): supply 6; hand: 5, 9\n", shown)
        # A pick reads as taking a card from the pub, a placement as placing it, by the
        # cards' faces. Pub I: p0 (6 figures) picks 6, p1 (1 figure) gets the other card.
        self.assertIn("1) take 6 (Tom+Ed) from pub I  2) take 8 (Ed) from pub I", shown)
        self.assertIn("take 6 (Tom+Ed) from pub I => pub I: p0 takes 6 (Tom+Ed) (+6), "
                      "p1 takes 8 (Ed) (+8); scores: p0=10 p1=9 p2=3 p3=2", shown)
        # Pub II: p3 alone takes one card, 2 + 7 lands on 9 and 10 (taken) so p3 jumps to
        # 11; the 10 nobody took goes to its free space on the circle.
        self.assertIn("pub II: p3 takes Ed's 7 (+7), 10 goes to the Big Deal circle; "
                      "scores: p3=11 p0=10 p1=9 p2=3", shown)
        # Pub III: p2 (2 figures) picks the 2; p1 and p3 (1 each) tie for the other card,
        # which goes to the lower score (p1 9 < p3 11); p3 gets charity 2 x 1 figure.
        self.assertIn("pub III: p2 takes 2 (Ed) (+2), p1 takes CC's 7 (+7): tied with p3 "
                      "for the second card, the lower score takes it, p3 charity +2; "
                      "scores: p1=16 p3=13 p0=10 p2=5", shown)
        # Pub IV: p1 and p2 tie with 2 figures; the lower score (p2 5) takes both; charity
        # p1 2 x 2 and p3 2 x 1.
        self.assertIn("pub IV: p2 takes Tom's 10 (+10) and 9 (CC) (+9): tied for the most "
                      "figures, the lower score takes both, p1 charity +4, p3 charity +2; "
                      "scores: p2=24 p1=20 p3=15 p0=10", shown)
        # The Big Deal: p0's 5 joins 7-8-9-10-1-2-3-4 into a chain of 9 (no icon); the 6
        # fills the circle (10; p0 has no figure on a boss, so no bonus), p0 shows the card
        # left and the finished circle is said before the next round clears it.
        self.assertIn("1) place 5 (+9)", shown)
        self.assertIn("place 5 (+9) => scores: p2=42 p1=36 p3=23 p0=19", shown)
        self.assertIn("place 6 (Tom+Ed) (+10)  (the only move) => "
                      "p0 shows 9; the Big Deal is over: 1 (Tom), 2 (Ed), 3 (Tom), 4, 5, "
                      "6 (Tom+Ed), CC's 7, 8 (CC+Ed), 9 (CC), 10; scores: p2=42 p1=36 p0=29 "
                      "p3=23", shown)

    def test_a_card_left_over_for_a_taken_space_is_discarded(self):
        # Seed 2, four random bots: in the last Affray pub II's leftover Tom's 6 goes to the
        # free space 6 of the circle (the last round ended with 6 free), so when pub IV's
        # leftover is the other 6, 6 (Ed), its space is taken and it is discarded.
        term = pty_test.Terminal(["watch", "captain_cool", "--players", "4", "--seed", "2"],
                                 size=(400, 200))
        text, kind, _ = term.read()
        self.assertEqual(kind, "exit", text[-800:])
        self.assertEqual(term.wait(), 0)
        shown = text.replace("\r", "")
        self.assertIn("the Big Deal is over: CC's 1, 2, Tom's 4, 5 (Tom), 7 (CC), 8, 9; "
                      "free 3, 6, 10; scores: p3=120", shown)
        self.assertIn("pub II: p3 takes 2 (Ed) (+2), Tom's 6 goes to the Big Deal circle",
                      shown)
        self.assertIn("pub IV: p3 takes 3 (Tom) (+3), 6 (Ed) is discarded", shown)

    def test_own_seat_just_above_the_prompt(self):
        for line in self.own_block_first_line(["captain_cool", "--seed", "5", "--players", "4"]):
            self.assertRegex(line, r"^Seat 0 \(you\): ")

    def test_four_players_fit_80x24(self):
        for screen in pty_test.Screen80x24.screens(self, "captain_cool", 4, 11):
            lines = screen.replace("\r", "").split("\n")
            self.assertLessEqual(max(map(len, lines)), 80, screen)
            self.assertLessEqual(len(lines), 24, screen)


class CaptainCoolAbilitiesInWords(unittest.TestCase):
    """The advanced game at 80x24, the human p0 typing each move as the list shows it:
    Edward's and Captain Cool's special abilities, and the bots' Tom, read in words."""

    # What p0 types when its list shows the first text (seed 7, four players, random bots):
    # pub I until 3 figures are left, then Edward's ability (a figure at Edward, then one
    # moved from pub I), then Captain Cool's; "1" where none of these is listed.
    ANSWERS = [
        ("use Edward's special ability (move up to 2 figures)", None),
        ("use Captain Cool's special ability (exchange 2 figures)", None),
        ("move it to pub II", None),
        ("move no second figure", None),
        ("place no figure at Captain Cool", "done"),  # the notation still works
        ("exchange none", "exchange, in pub I, a figure of p0"),
        ("exchange it with", "exchange it with, in pub II, a figure of p1"),
    ]

    def answer(self, moves, screen):
        supply = int(re.search(r"Seat 0 \(you\): supply (\d)", screen).group(1))
        if supply == 3 and "choose Edward" in moves:
            return "choose Edward"
        if supply == 2 and "choose Captain Cool" in moves:
            return "choose Captain Cool"
        for shown, typed in self.ANSWERS:
            if shown in moves:
                return typed or shown
        return "1"

    def play_round_one(self):
        return play_round_one(self, 4, 7, self.answer)

    def test_abilities_typed_as_listed_and_said_in_words(self):
        screens, typed, log = self.play_round_one()
        for screen in screens:
            lines = screen.split("\n")
            self.assertLessEqual(max(map(len, lines)), 80, screen)
            self.assertLessEqual(len(lines), 24, screen)
            # No move is listed in the notation ("at Tom", "fig I 0", "done", "plain").
            moves = pty_test.split_moves(screen)[0]
            self.assertNotRegex(moves, r"\d\) (at \w+|fig \w+ \d|done|plain|ability)(  |\n|$)")
        words = " ".join(" ".join(screens).split())  # lines folded at 80 columns rejoined
        for said in (
                # A bot's Tom: two figures anywhere, each where it went.
                "p1 use Tom's special ability (place 2 figures anywhere); place one at "
                "Captain Cool; place one in pub II",
                "revealed: p0 Edward, p1 Captain Cool, p2 Edward, p3 Tom",
                "p3 place a figure at Tom as in the basic rules",
                # Edward's ability: a figure from pub I to pub II, then no second move.
                "1) move a figure from pub I 2) move a figure from Edward 3) move no figure",
                "p0 move a figure from pub I",
                "1) move it to pub II 3) move it to pub IV 5) move it to Tom",
                "p0 move it to pub II",
                # Captain Cool's: the figures to exchange grouped by place, the owner last.
                "1) place a figure at Captain Cool 2) place no figure at Captain Cool",
                "exchange, in pub II, a figure of: 2) p1 3) p2",
                "exchange, at Edward, a figure of: 9) p0 10) p2 11) exchange none",
                "p0 exchange, in pub I, a figure of p0",
                "exchange it with, in pub II, a figure of: 1) p1 2) p2"):
            self.assertIn(said, words)
        # Each move typed as listed was taken: the log says it as p0's, and the figure moved
        # by Edward lies in pub II (p0 had 3 standing in pub I).
        for move in ("choose Edward", "move it to pub II", "move no second figure",
                     "exchange, in pub I, a figure of p0"):
            self.assertIn(move, typed)
        self.assertIn("p0 move it to pub II", words)
        self.assertIn("I: CC's 9, 6 (Tom+Ed); figures: p0x2 II: Ed's 7, 1 (CC); figures: "
                      "p0x1(1 lying) p1x1 p2x2", words)
        # "done" (the notation) left out the figure at Captain Cool; it reads in words.
        self.assertIn("61 p0 use Captain Cool's special ability (exchange 2 figures) 62 p0 "
                      "place no figure at Captain Cool 63 p0 exchange, in pub I, a figure of p0 "
                      "64 p0 exchange it with, in pub II, a figure of p1", log)
        self.assertIn("49 p0 use Edward's special ability (move up to 2 figures) 50 p0 place a "
                      "figure at Edward 51 p0 move a figure from pub I 52 p0 move it to pub II "
                      "53 p0 move no second figure", log)



class CaptainCoolExchangeForSevenFits(unittest.TestCase):
    """Seven players, advanced, seed 1, at 80x24: p0 plays Captain Cool and uses his ability;
    the board takes 17 rows, so the 7 figures p0 may exchange (one a row: 27 rows, the top
    scrolled off) are listed by place, the words every place shares said once."""

    def test_every_screen_of_the_exchange_fits_80x24(self):
        def answer(moves, _screen):
            if "choose Captain Cool" in moves:
                return "choose Captain Cool"
            if "use Captain Cool's special ability" in moves:
                return "use Captain Cool's special ability (exchange 2 figures)"
            return "1"

        screens, _, log = play_round_one(self, 7, 1, answer)
        for screen in screens:
            lines = screen.split("\n")
            self.assertLessEqual(max(map(len, lines)), 80, screen)
            self.assertLessEqual(len(lines), 24, screen)  # the prompt's row the 24th
        exchange = [s for s in screens if "a figure of" in pty_test.split_moves(s)[0]]
        self.assertEqual(len(exchange), 2, "\n\n".join(screens[-3:]))
        # The moves above the board, the board's last row (p0's own) above the prompt.
        self.assertIn("your moves:\n  exchange, ..., a figure of:\n", exchange[0])
        self.assertRegex(exchange[0], r"\nSeat 0 \(you\): [^\n]*\np0 > $")
        moves = pty_test.split_moves(exchange[0])[0]
        for cell in ("in pub II:  1) p3", "in pub IV:  3) p5", "at Edward:  6) p1",
                     "in pub III:  2) p6", "at Captain Cool:  4) p0  5) p3",
                     "7) exchange none"):
            self.assertIn(cell, moves)
        # Move 1 as numbered, then the first of the second list, taken as p0's.
        self.assertIn("p0 exchange, in pub II, a figure of p3", log)
        self.assertIn("p0 exchange it with, in pub III, a figure of p6", log)


if __name__ == "__main__":
    unittest.main()
