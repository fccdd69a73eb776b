#!/usr/bin/python3
"""caper play through a pseudo-terminal, as a person at a terminal would use it.

For every game `caper list --names` gives: seeded games where the human (p0) plays
through the pty against random bots, and a check that nothing the human cannot know
appears on their screen before it is revealed. Hot seat: each human's screens are
checked against that human's knowledge. And the prompt: help, bad numbers and text,
hint, undo, save, quit and end of input.

What is secret comes from caper's hidden --trace-views file: for every state, the full
state (text and JSON) and each human seat's view (text and JSON). A token (a card, a room,
an id: a word with a capital or a digit, not a bare number) is secret for a seat at a state
when it appears in the full state but in none of that seat's views so far. The screens a
seat was shown up to a prompt must hold no token that is secret for it at that prompt
(the list of its own moves aside: see check_secrets).
(Secrets that the full state writes only as numbers, such as Mansky Caper's face-down
cards, are beyond this check; the per-game viewer-text tests cover them.)

usage: pty_test.py path/to/caper
"""

import fcntl
import json
import os
import pty
import random
import re
import select
import signal
import struct
import subprocess
import sys
import tempfile
import termios
import time
import unittest

CAPER = os.path.abspath(sys.argv.pop(1)) if len(sys.argv) > 1 else os.environ.get("CAPER", "")
ANSI = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
PROMPT = re.compile(r"p(\d+) > $")
HAND_OVER = re.compile(r"pass the seat to p(\d+), then press Enter$")
TOKEN = re.compile(r"[A-Za-z0-9*]+")
MOVE_NUMBER = re.compile(r"(?:^|  )\s*(\d+)\) ", re.M)


def tokens(text):
    """Words that can name a thing: with a capital or a digit, and not a bare number."""
    return {
        t
        for t in TOKEN.findall(text)
        if not t.isdigit() and any(c.isdigit() or c.isupper() for c in t)
    }


def screen_since_clear(raw):
    """What is on the screen: the output since the last clear (ESC[2J), without escapes."""
    return ANSI.sub("", re.split(r"\x1b\[2J", raw)[-1]).replace("\r", "")


def split_moves(screen):
    """(the last list of moves, the screen without it): the list runs from "your moves:" to
    the blank line that ends it, above the board."""
    head, mark, tail = screen.replace("\r", "").rpartition("your moves:")
    if not mark:
        return "", head
    moves, _, board = tail.partition("\n\n")
    return moves, head + board


def first_move(screen):
    """Move 1 as a person reads it off the list: "  1) play suit 8C" in columns, or
    "  play suit:  1) 8C  2) 9C" grouped by all words but the last. [] if none."""
    listed = split_moves(screen)[0]
    column = re.findall(r"^\s*1\) (.+?)(?:\s{2,}|$)", listed, re.M)
    if column:
        return column[:1]
    grouped = re.findall(r"^  (.+?):  1\) (\S+)", listed, re.M)
    return [head + " " + word for head, word in grouped[:1]]


def string_leaves(doc):
    if isinstance(doc, str):
        return tokens(doc)
    if isinstance(doc, dict):
        doc = list(doc.values())
    if isinstance(doc, list):
        found = set()
        for item in doc:
            found |= string_leaves(item)
        return found
    return set()


def caper(*args):
    return subprocess.run(
        [CAPER, *args], capture_output=True, text=True, timeout=60, check=False
    )


def game_infos():
    out = caper("list", "--json")
    assert out.returncode == 0, out.stderr
    infos = {info["name"]: info for info in json.loads(out.stdout)}
    names = caper("list", "--names").stdout.split()
    assert names == list(infos), (names, list(infos))
    return infos


def default_players(info):
    players = info["players"]
    return players["default"] if isinstance(players, dict) else players


class Terminal:
    """A caper process on a pseudo-terminal: reads its screen, types lines."""

    def __init__(self, args, size=None):
        """size: (columns, rows) of the terminal's window; else none is set and caper reads
        COLUMNS=100 and LINES=40."""
        env = dict(os.environ, TERM="xterm", COLUMNS="100", LINES="40")
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            try:
                if size:
                    fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", size[1], size[0], 0, 0))
                os.execve(CAPER, [CAPER, *args], env)
            finally:
                os._exit(127)
        self.pending = ""
        self.raw = ""
        self.closed = False

    def read(self, timeout=30):
        """Output until caper waits for input: (text, 'prompt'|'hand_over'|'exit', seat)."""
        deadline = time.monotonic() + timeout
        while True:
            self.raw = self.pending
            text = ANSI.sub("", self.pending)
            for kind, pattern in (("prompt", PROMPT), ("hand_over", HAND_OVER)):
                match = pattern.search(text)
                if match:
                    self.pending = ""
                    return text, kind, int(match.group(1))
            if self.closed:
                self.pending = ""
                return text, "exit", None
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError("caper is silent; last output:\n" + text[-2000:])
            ready, _, _ = select.select([self.fd], [], [], left)
            if not ready:
                continue
            try:
                data = os.read(self.fd, 65536)
            except OSError:  # EIO: the process closed the terminal
                data = b""
            if not data:
                self.closed = True
            self.pending += data.decode("utf-8", "replace")

    def type(self, line):
        os.write(self.fd, (line + "\n").encode())

    def end_input(self):
        os.write(self.fd, b"\x04")  # Ctrl-D at the start of a line: end of input

    def interrupt(self):
        os.write(self.fd, b"\x03")  # Ctrl-C: the terminal sends SIGINT

    def wait(self):
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


def read_trace(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def check_secrets(test, trace, screens):
    """screens: [(seat, text)] in order, each ended by a prompt of that seat, the last one
    (seat None) by the end of the game. Every screen is checked against what its seat
    could know at that moment."""
    seats = sorted({int(s) for entry in trace if "views" in entry for s in entry["views"]})
    seen = {s: set() for s in seats}
    secret = {s: set() for s in seats}
    prompts = iter(range(len(screens)))
    checked = 0
    last_seat = seats[0]

    def check(seat, index):
        # The seat's own moves are left out: a guess may name any card the seat has not
        # seen, and that the mover's legal moves depend only on what it knows is the
        # conformance suite's check (determinize keeps the mover's legal actions).
        text = split_moves(screens[index][1])[1]
        leaked = sorted(t for t in secret[seat] if re.search(r"(?<![\w*])%s(?![\w*])" % re.escape(t), text))
        test.assertEqual(
            leaked, [],
            "p%d was shown %s before it was revealed to them (screen %d):\n%s"
            % (seat, leaked, index, text[-1500:]),
        )

    for entry in trace:
        if "step" in entry:
            full = tokens(entry["full"]["text"]) | string_leaves(entry["full"]["json"])
            for s in seats:
                view = entry["views"][str(s)]
                seen[s] |= tokens(view["text"]) | string_leaves(view["json"])
                secret[s] = full - seen[s]
        else:
            index = next(prompts)
            seat = entry["prompt"]
            test.assertEqual(screens[index][0], seat, "trace and screens disagree")
            check(seat, index)
            last_seat = seat
            checked += 1
    # The last screen: the final state, as the (single) human sees it.
    index = next(prompts, None)
    if index is not None:
        check(screens[index][0] if screens[index][0] is not None else last_seat, index)
    return checked


class PtyGames(unittest.TestCase):
    """Whole seeded games through the pty, the human choosing seeded random moves."""

    @classmethod
    def setUpClass(cls):
        cls.infos = game_infos()
        cls.work = tempfile.TemporaryDirectory()

    played = {}  # (name, humans, seed) -> play(): each plain game is played once

    def play_once(self, name, humans, seed):
        key = (name, humans, seed)
        if key not in self.played:
            type(self).played[key] = self.play(name, humans, seed)
        return self.played[key]

    def play(self, name, humans, seed, extra=(), players=None):
        players = players or default_players(self.infos[name])
        seats = ["human"] * humans + ["random"] * (players - humans)
        trace = os.path.join(self.work.name, "%s-%d.trace" % (name, seed))
        term = Terminal(["play", name, "--players", str(players), "--seed", str(seed),
                         "--seats", ",".join(seats), "--trace-views", trace, *extra])
        rng = random.Random(seed)
        screens, screen, moves = [], "", 0
        for _ in range(5000):
            text, kind, seat = term.read()
            screen += text
            if kind == "exit":
                screens.append((None, screen))
                break
            if kind == "hand_over":
                # The screen and its scrollback (ESC[3J) are cleared before the hand-over,
                # so that scrolling up shows nothing of the previous player's.
                self.assertRegex(term.raw, r"\x1b\[2J\x1b\[3J[^\x1b]*pass the seat to p%d" % seat)
                screen = ""  # the hand-over line itself is nobody's secret screen
                term.type("")
                continue
            numbers = [int(n) for n in MOVE_NUMBER.findall(split_moves(text)[0])]
            self.assertTrue(numbers, "a prompt without a move list:\n" + text[-1500:])
            if "--confirm-forced" not in extra:
                self.assertGreater(max(numbers), 1, "asked for a forced move:\n" + text[-800:])
            elif max(numbers) == 1:
                self.confirmed_forced = True
            screens.append((seat, screen))
            screen = ""
            term.type(str(rng.randint(1, max(numbers))))
            moves += 1
        self.assertEqual(term.wait(), 0, screen[-1500:])
        # The result gives each seat's points as the rulebook counts them, then the shares.
        self.assertRegex(unfolded(screens[-1][1]),
                         r"result: points(?: p\d+=-?\d+){%d}, win shares(?: p\d+=[\d.]+){%d}"
                         % (players, players))
        return read_trace(trace), screens, moves

    def test_every_game_one_human_sees_no_secret(self):
        for name in self.infos:
            for seed in (1, 2):
                with self.subTest(game=name, seed=seed):
                    trace, screens, moves = self.play_once(name, 1, seed)
                    self.assertGreater(moves, 0)
                    self.assertEqual(check_secrets(self, trace, screens), moves)

    def test_every_game_fewest_and_most_players_hot_seat_sees_no_secret(self):
        # The fewest and the most players each game allows, two humans in a hot seat.
        for name, info in self.infos.items():
            players = info["players"]
            counts = {players["min"], players["max"]} if isinstance(players, dict) else {players}
            for count in sorted(counts):
                with self.subTest(game=name, players=count):
                    trace, screens, moves = self.play(name, 2, 5, players=count)
                    self.assertEqual(check_secrets(self, trace, screens), moves)

    def test_forced_moves_played_unasked_unless_confirm_forced(self):
        # Without the flag play() fails on any one-move prompt; a game where the human had
        # a forced move says so in its log, and with the flag the same game asks for it.
        forced = [
            (name, seed)
            for name in self.infos
            for seed in (1, 2)
            if any("(the only move)" in text for _, text in self.play_once(name, 1, seed)[1])
        ]
        self.assertTrue(forced, "no game gave the human a forced move")
        for name, seed in forced:
            with self.subTest(game=name, seed=seed):
                self.confirmed_forced = False
                self.play(name, 1, seed, ("--confirm-forced",))
                self.assertTrue(self.confirmed_forced, "--confirm-forced did not ask")

    def test_every_game_hot_seat_each_human_sees_only_their_own(self):
        for name in self.infos:
            with self.subTest(game=name):
                trace, screens, moves = self.play(name, 2, 3)
                asked = {seat for seat, _ in screens if seat is not None}
                self.assertEqual(asked, {0, 1}, "both humans should have been asked")
                self.assertEqual(check_secrets(self, trace, screens), moves)


class Prompt(unittest.TestCase):
    """The commands at the prompt, on the first game listed."""

    @classmethod
    def setUpClass(cls):
        cls.name = next(iter(game_infos()))
        cls.work = tempfile.TemporaryDirectory()

    def start(self, *extra):
        term = Terminal(["play", self.name, "--seed", "4", "--hint-bot", "random", *extra])
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt", text[-1500:])
        return term, text

    def answer(self, term, line):
        term.type(line)
        text, kind, _ = term.read()
        return text, kind

    def test_mistakes_explained_and_asked_again(self):
        term, _ = self.start()
        text, kind = self.answer(term, "9999")
        self.assertEqual(kind, "prompt")
        self.assertIn("there is no move 9999", text)
        text, kind = self.answer(term, "0")
        self.assertIn("there is no move 0", text)
        text, kind = self.answer(term, "fly to the moon")
        self.assertEqual(kind, "prompt")
        self.assertIn("neither a move nor a command", text)
        text, kind = self.answer(term, "help")
        for command in ("hint", "undo", "save FILE", "quit"):
            self.assertIn(command, text)
        text, kind = self.answer(term, "hint")
        self.assertRegex(text, r"hint \(random\): \d+\) ")
        text, kind = self.answer(term, "quit")
        self.assertEqual(kind, "exit")
        self.assertIn("game abandoned", text)
        self.assertEqual(term.wait(), 0)

    def test_a_move_by_its_last_word_in_any_case(self):
        # A grouped list shows "move:  1) 9-3", so a move may be typed by its last word, in
        # any case ("h0-3" for "move H0-3"): played when one move ends so, explained when
        # several do ("2d" for "play suit 2D" and "play lower 2D"). Every game, move 1.
        outcomes = set()
        for name in game_infos():
            with self.subTest(game=name):
                term = Terminal(["play", name, "--seed", "4", "--players", "2",
                                 "--seats", "human,random"])
                text, kind, _ = term.read()
                move = first_move(text)[0]
                term.type(move.split()[-1].swapcase())
                after, kind, _ = term.read()
                self.assertEqual(kind, "prompt", after[-800:])
                self.assertNotIn("neither a move", after)
                if re.search(r"is \d+ of your moves, such as '[^']+' and '[^']+':\s+type\s+the\s+"
                             r"whole\s+move\s+or\s+its\s+number", after):
                    outcomes.add("explained")
                else:
                    term.type("log")
                    log, _, _ = term.read()
                    self.assertRegex(log, r"\n +\d+  p0 +%s" % re.escape(move))
                    outcomes.add("played")
                term.type("quit")
                term.read()
                self.assertEqual(term.wait(), 0)
        self.assertEqual(outcomes, {"explained", "played"})

    def test_log_folded_to_the_width(self):
        # At 80 columns the log command folds its lines at spaces, as the screen does.
        term = Terminal(["play", self.name, "--seed", "4"], size=(80, 24))
        term.read()
        term.type("log")
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt")
        lines = text.replace("\r", "").split("\n")
        self.assertRegex(text, r"\n +1  chance ")
        self.assertLessEqual(max(map(len, lines)), 80, text)
        folded = [line for line in lines[1:] if re.match(r"^ +(?!\d+  )\S", line)]
        self.assertTrue(folded, "no event was long enough to fold:\n" + text)
        term.type("quit")
        term.read()
        self.assertEqual(term.wait(), 0)

    def test_end_of_input_ends_cleanly(self):
        term, _ = self.start()
        term.end_input()
        text, kind, _ = term.read()
        self.assertEqual(kind, "exit")
        self.assertIn("input ended", text)
        self.assertEqual(term.wait(), 0)

    def test_typed_move_text_undo_and_save(self):
        term, first = self.start()
        moves = first_move(first)
        self.assertTrue(moves, first)
        text, kind = self.answer(term, moves[0])  # the first move, typed out
        self.assertEqual(kind, "prompt")
        self.assertIn("\x1b[2J", term.raw, "the screen is cleared between turns")
        text, kind = self.answer(term, "undo")
        self.assertEqual(kind, "prompt")
        # Back at the first decision: the same moves are listed again.
        self.assertEqual(first_move(text), moves)
        text, kind = self.answer(term, "undo")
        self.assertIn("this is your first decision", text)
        path = os.path.join(self.work.name, "saved.json")
        text, kind = self.answer(term, "save " + path)
        self.assertIn("saved the game so far", text)
        self.answer(term, "quit")
        self.assertEqual(term.wait(), 0)
        replay = caper("replay", path, "--quiet")
        self.assertEqual(replay.returncode, 0, replay.stdout + replay.stderr)
        self.assertIn("replay: identical to the record", replay.stdout)


class NeverLoseAGame(unittest.TestCase):
    """A random seed, printed; options refused before the first move; a failed save that
    lets play go on; --save written on quit, end of input and Ctrl-C; --resume. On the
    first game listed with hidden information (a deal), at three players."""

    @classmethod
    def setUpClass(cls):
        cls.work = tempfile.TemporaryDirectory()
        infos = game_infos()
        cls.name = next(n for n, i in infos.items() if i["type"]["hidden_information"])

    def start(self, *args):
        term = Terminal(["play", self.name, "--players", "3", *args])
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt", text[-1500:])
        return term, text

    def first_state(self, *args):
        """The seed on the first screen and the full state at the first prompt."""
        trace = os.path.join(self.work.name, "seed.trace")
        term, text = self.start("--trace-views", trace, *args)
        seed = re.search(r"seed (\d+)", text)
        self.assertIsNotNone(seed, text[-1500:])
        term.type("quit")
        term.read()
        term.wait()
        return seed.group(1), read_trace(trace)[-2]["full"]["json"]

    def test_random_seed_printed_and_repeatable(self):
        saved = os.path.join(self.work.name, "random.json")
        seed1, state1 = self.first_state("--save", saved)
        with open(saved, encoding="utf-8") as f:
            self.assertEqual(json.load(f)["seed"], int(seed1), "the record has another seed")
        seed2, state2 = self.first_state()
        self.assertNotEqual(seed1, seed2, "two games got the same seed")
        self.assertNotEqual(state1, state2, "two games dealt the same")
        # --seed N with the printed seed deals that game again.
        self.assertEqual(self.first_state("--seed", seed1), (seed1, state1))

    def test_watch_deals_a_new_game_each_time(self):
        # Two watched games get two seeds, each printed first and written in the record;
        # --seed N with a printed seed plays that game again, byte for byte.
        runs = []
        for k in range(2):
            path = os.path.join(self.work.name, "watched-%d.json" % k)
            term = Terminal(["watch", self.name, "--players", "3", "--save", path],
                            size=(80, 24))
            text, kind, _ = term.read()
            self.assertEqual(kind, "exit")
            self.assertEqual(term.wait(), 0)
            seed = re.match(r"%s, seed (\d+) \(--seed \1 plays this game again\)"
                            % self.name, text)
            self.assertIsNotNone(seed, text[:300])
            with open(path, encoding="utf-8") as f:
                record = json.load(f)
            self.assertEqual(record["seed"], int(seed.group(1)))
            runs.append((seed.group(1), text, record["actions"]))
        self.assertNotEqual(runs[0][0], runs[1][0], "two games got the same seed")
        self.assertNotEqual(runs[0][2], runs[1][2], "two games dealt the same")
        term = Terminal(["watch", self.name, "--players", "3", "--seed", runs[0][0]],
                        size=(80, 24))
        text, _, _ = term.read()
        self.assertEqual(term.wait(), 0)
        self.assertEqual(text, runs[0][1])

    def test_bad_options_refused_before_the_game(self):
        for flags, message in ((["--hint-bot", "foo"], "unknown bot 'foo'"),
                               (["--seats", "human,nobot,random"], "unknown bot 'nobot'"),
                               (["--seats", "human,random"], "--seats names 2 seats"),
                               (["--save", "/nonexistent/dir/x.json"],
                                "--save: cannot write '/nonexistent/dir/x.json'")):
            with self.subTest(flags=flags):
                term = Terminal(["play", self.name, "--players", "3", *flags])
                text, kind, _ = term.read()
                self.assertEqual(kind, "exit", "the game started:\n" + text[-800:])
                self.assertIn(message, text)
                self.assertEqual(term.wait(), 1)

    def test_failed_save_reports_and_play_goes_on(self):
        term, _ = self.start("--seed", "5")
        term.type("save /nonexistent/dir/x.json")
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt")
        self.assertIn("not saved: cannot write '/nonexistent/dir/x.json'; the game goes on", text)
        term.type("1")
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt", "the game did not go on")
        term.type("quit")
        term.read()
        self.assertEqual(term.wait(), 0)

    def saved_moves(self, path):
        with open(path, encoding="utf-8") as f:
            return json.load(f)["actions"]

    def test_save_written_on_every_way_out_and_resumed(self):
        ways = (("quit", lambda t: t.type("quit"), 0),
                ("end of input", Terminal.end_input, 0),
                ("Ctrl-C", Terminal.interrupt, 130))
        for name, leave, code in ways:
            with self.subTest(way=name):
                path = os.path.join(self.work.name, name.replace(" ", "_") + ".json")
                term, _ = self.start("--seed", "6", "--save", path)
                term.type("1")  # one move of p0, then the others' until p0's next turn
                term.read()
                leave(term)
                text, kind, _ = term.read()
                self.assertEqual(kind, "exit")
                self.assertIn("saved to " + path, text)
                self.assertEqual(term.wait(), code)
                moves = self.saved_moves(path)
                self.assertGreater(len(moves), 1, "the deal and p0's move are saved")
                # --resume: the same position, then the game goes on and is saved again.
                term = Terminal(["play", "--resume", path])
                text, kind, _ = term.read()
                self.assertEqual(kind, "prompt", text[-1500:])
                self.assertIn("resumed from %s after %d moves" % (path, len(moves)), text)
                term.type("1")
                term.read()
                term.type("quit")
                term.read()
                self.assertEqual(term.wait(), 0)
                again = self.saved_moves(path)
                self.assertEqual(again[: len(moves)], moves)
                self.assertGreater(len(again), len(moves))
                replay = caper("replay", path, "--quiet")
                self.assertIn("replay: identical to the record", replay.stdout)

    def test_a_resumed_game_goes_on_as_it_would_have(self):
        # p0 moves twice in one sitting; then once, leaves, resumes and moves again: the
        # same moves meet the same draws and bot choices, so the two records are equal.
        seats = ("--seed", "6", "--seats", "human,mcts:30,random")

        def sitting(path, moves, *args):
            term = Terminal(list(args) or ["play", self.name, "--players", "3", *seats,
                                           "--save", path])
            for _ in range(moves):
                text, kind, _ = term.read()
                self.assertEqual(kind, "prompt", text[-800:])
                term.type("1")
            term.read()
            term.type("quit")
            term.read()
            self.assertEqual(term.wait(), 0)

        whole = os.path.join(self.work.name, "whole.json")
        broken = os.path.join(self.work.name, "broken.json")
        sitting(whole, 2)
        sitting(broken, 1)
        sitting(broken, 1, "play", "--resume", broken)
        self.assertEqual(self.saved_moves(broken), self.saved_moves(whole))

    def test_a_closed_terminal_saves(self):
        # The window closed under the game (the terminal hangs up: SIGHUP): exit 129, and
        # the record holds the deal and p0's move.
        path = os.path.join(self.work.name, "hang-up.json")
        term, _ = self.start("--seed", "6", "--seats", "human,random,random", "--save", path)
        term.type("1")
        term.read()
        os.close(term.fd)
        _, status = os.waitpid(term.pid, 0)
        self.assertEqual(os.waitstatus_to_exitcode(status), 129)
        self.assertGreater(len(self.saved_moves(path)), 1)
        replay = caper("replay", path, "--quiet")
        self.assertIn("replay: identical to the record", replay.stdout)

    def test_undo_goes_back_into_a_resumed_game(self):
        # p0 moves once and leaves; resumed, undo goes back to that first decision (not "this
        # is your first decision"), and the same move meets the same answers again.
        events = re.compile(r"^ +\d+  (?:p\d|chance) .*$", re.M)
        path = os.path.join(self.work.name, "undo-resumed.json")
        term, first = self.start("--seed", "6", "--seats", "human,random,random", "--save", path)
        term.type("1")
        after, kind, _ = term.read()
        self.assertEqual(kind, "prompt")
        term.type("quit")
        term.read()
        self.assertEqual(term.wait(), 0)
        term = Terminal(["play", "--resume", path])
        term.read()
        term.type("undo")
        text, kind, _ = term.read()
        self.assertEqual(kind, "prompt")
        self.assertNotIn("first decision", text)
        self.assertEqual(first_move(text), first_move(first))
        term.type("1")
        again, kind, _ = term.read()
        self.assertEqual(kind, "prompt")
        self.assertTrue(events.findall(after), after)
        self.assertEqual(events.findall(again), events.findall(after))
        term.type("quit")
        term.read()
        self.assertEqual(term.wait(), 0)

    def test_a_signal_stops_a_thinking_bot_and_its_move_is_not_made(self):
        # p1 searches for 20 s a move; Ctrl-C or a kill while it thinks ends the game at
        # once, saved without p1's move (a cut-short search would choose another one), so
        # that the record shows p1 to move and resumes there.
        for name, send, code in (("Ctrl-C", Terminal.interrupt, 130),
                                 ("SIGTERM", lambda t: os.kill(t.pid, signal.SIGTERM), 143)):
            with self.subTest(way=name):
                path = os.path.join(self.work.name, "thinking-%s.json" % name)
                term = Terminal(["play", self.name, "--players", "3", "--seed", "6", "--seats",
                                 "human,mcts:ms=20000,random", "--save", path])
                for _ in range(100):
                    try:
                        text, kind, _ = term.read(timeout=2)
                    except AssertionError:
                        break  # silent: p1 is thinking
                    self.assertEqual(kind, "prompt", text[-800:])
                    term.type("1")
                start = time.monotonic()
                send(term)
                text, kind, _ = term.read(timeout=60)
                self.assertEqual(kind, "exit")
                self.assertLess(time.monotonic() - start, 3, "the search was not stopped")
                self.assertIn("saved to " + path, unfolded(text))
                self.assertEqual(term.wait(), code)
                with open(path, encoding="utf-8") as f:
                    self.assertEqual(json.load(f)["final_state"]["to_move"], 1)
                term = Terminal(["play", "--resume", path, "--seats", "human,random,random"])
                text, kind, _ = term.read()
                self.assertEqual(kind, "prompt", text[-800:])
                self.assertIn("resumed from " + path, unfolded(text))
                term.type("quit")
                term.read()
                self.assertEqual(term.wait(), 0)

    def test_undo_then_the_same_move_meets_the_same_luck(self):
        # p0 moves, then chance and the mcts and random bots answer; after undo the same
        # move must bring the same answers (no re-rolling luck by undoing). Every game;
        # at least one must have had several answers to compare.
        events = re.compile(r"^ +\d+  (?:p\d|chance) .*$", re.M)
        longest = 0
        for name in game_infos():
            with self.subTest(game=name):
                term = Terminal(["play", name, "--players", "3", "--seed", "8",
                                 "--seats", "human,mcts:50,random"])
                term.read()
                term.type("1")
                after, kind, _ = term.read()
                term.type("undo")
                term.read()
                term.type("1")
                again, _, _ = term.read()
                self.assertTrue(events.findall(after), after)
                self.assertEqual(events.findall(again), events.findall(after))
                longest = max(longest, len(events.findall(after)))
                term.type("quit")
                term.read()
                term.wait()
        self.assertGreaterEqual(longest, 4)


class Screen80x24(unittest.TestCase):
    """Whole games in an 80x24 window, every game at every player count: no line wider
    than 80 (the final screen's result too), no screen taller than 24 (the prompt's row
    included). (A screen too tall for a smaller window puts the moves below the board;
    each game's text puts the viewer's own seat last, just above the prompt: the games'
    own tests check that.)"""

    def screens(self, name, players, seed, final=None, rows=24):
        """The screens at each prompt in an 80-column window of `rows`; `final` (a list)
        gets the last one."""
        term = Terminal(["play", name, "--players", str(players), "--seed", str(seed),
                         "--seats", ",".join(["human"] + ["random"] * (players - 1))],
                        size=(80, rows))
        rng = random.Random(seed)
        shown = []
        for _ in range(3000):
            text, kind, _ = term.read()
            # What is on the screen: from the last clear (ESC[2J) to the prompt.
            screen = ANSI.sub("", re.split(r"\x1b\[2J", term.raw)[-1])
            if kind == "exit":
                if final is not None:
                    final.append(screen)
                break
            shown.append(screen)
            numbers = [int(n) for n in MOVE_NUMBER.findall(split_moves(text)[0])]
            example = re.search(r"your moves: \(type one, such as '(.+)'\)", text)
            unlisted = [n for n in range(1, max(numbers, default=0)) if n not in numbers]
            if example and unlisted:
                # A move said in words has no number on the screen, so its number is refused.
                term.type(str(unlisted[0]))
                refused, kind, _ = term.read()
                self.assertEqual(kind, "prompt")
                self.assertRegex(refused, r"%d is not a number on the list: type the move as "
                                 r"written\s+\(such as '[^']+'\)\s+or\s+a\s+number\s+shown"
                                 % unlisted[0])
                type(self).unlisted_refused = getattr(self, "unlisted_refused", 0) + 1
            if example and (not numbers or rng.random() < 0.5):
                term.type(example.group(1))  # moves said in words, to be typed
            else:
                number = rng.randint(1, max(numbers))
                term.type(str(number) if number in numbers else example.group(1))
        self.assertEqual(term.wait(), 0)
        return shown

    def assert_fits(self, shown, strict=True, rows=24):
        """strict: no screen taller than `rows`; else a taller one ends with the moves."""
        for screen in shown:
            lines = screen.replace("\r", "").split("\n")
            self.assertLessEqual(max(map(len, lines)), 80, screen)
            if strict or len(lines) <= rows:
                self.assertLessEqual(len(lines), rows, screen)
                # The log, cut to the rows left, begins with a whole entry (or says what it
                # leaves out), never with the folded end of one.
                top = lines[1] if re.match(r"^\w+: you are p\d ", lines[0]) else lines[0]
                self.assertRegex(top, r"^(?:$|your moves:| +\d+  (?:p\d|chance) | +\(\d+ "
                                      r"(?:earlier|more|new) lines?: log shows every event\)$)",
                                 screen)
                continue
            # The moves, from their title to the prompt, are the last rows.
            moves = "\n".join(lines[-rows:]).rpartition("your moves:")
            self.assertTrue(moves[1], screen)
            self.assertNotIn("\n\n", moves[2], screen)

    def test_every_game_fits(self):
        for name, info in game_infos().items():
            players = info["players"]
            if not isinstance(players, dict):
                players = {"min": players, "max": players}
            for count in range(players["min"], players["max"] + 1):
                with self.subTest(game=name, players=count):
                    final = []
                    shown = self.screens(name, count, 11, final)
                    self.assertTrue(shown)
                    self.assert_fits(shown)
                    # The last screen, the shell's prompt row after it included.
                    last = final[0].replace("\r", "").split("\n")
                    self.assertLessEqual(max(map(len, last)), 80, final[0])
                    self.assertLessEqual(len(last), 24, final[0])
        self.assertGreater(getattr(self, "unlisted_refused", 0), 0,
                           "no screen had moves said in words with a number shown after them")


class NewsOnTheScreen(unittest.TestCase):
    """At each prompt of an 80x24 game at the most players, the latest event the seat has
    not seen is on the screen whole, or the screen says that the log shows more: an entry
    is never cut short without a word."""

    ENTRY = re.compile(r"^ +\d+  (?:p\d|chance) ")
    NOTICE = re.compile(r"\(\d+ (?:more|new) (?:lines?|events?)(?:, \d+ earlier)?: log shows "
                        r"every event\)")

    CUT = re.compile(r"^  \((\d+) more lines?(?:, (\d+) earlier)?: log shows every event\)$", re.M)

    def entries(self, log):
        """[(text unfolded, rows it takes)] of the log command's output."""
        found = []
        for line in log.replace("\r", "").split("\n")[1:-1]:  # "log" typed ... the prompt
            if self.ENTRY.match(line) or not found:
                found.append([line.strip(), 1])
            else:
                found[-1][0] += " " + line.strip()
                found[-1][1] += 1
        return [tuple(entry) for entry in found]

    def assert_cut_counted(self, top, news):
        """An entry cut short is followed by how many of its rows are left out, then how
        many rows of earlier news."""
        cut = self.CUT.search(top)
        if not cut:
            return
        lines = top.partition(cut.group(0))[0].rstrip("\n").split("\n")
        start = max(i for i, line in enumerate(lines) if self.ENTRY.match(line))
        shown = len(lines) - start
        self.assertEqual(int(cut.group(1)), news[-1][1] - shown, top)
        self.assertEqual(int(cut.group(2) or 0), sum(rows for _, rows in news[:-1]), top)

    def test_the_latest_event_whole_or_said_to_be_cut(self):
        for name, info in game_infos().items():
            players = info["players"]
            count = players["max"] if isinstance(players, dict) else players
            with self.subTest(game=name, players=count):
                term = Terminal(["play", name, "--players", str(count), "--seed", "11",
                                 "--seats", ",".join(["human"] + ["random"] * (count - 1))],
                                size=(80, 24))
                rng = random.Random(11)
                seen = 0
                for _ in range(3000):
                    text, kind, _ = term.read()
                    if kind == "exit":
                        break
                    screen = screen_since_clear(term.raw)
                    term.type("log")
                    log, _, _ = term.read()
                    entries = self.entries(log)
                    news, seen = entries[seen:], len(entries)
                    head, title, rest = screen.partition("your moves:")
                    top = head + title + rest.partition("\n")[0]  # the title's line too
                    if news and not self.NOTICE.search(top):
                        self.assertIn(news[-1][0], unfolded(top), screen)
                    self.assert_cut_counted(top, news)
                    numbers = [int(n) for n in MOVE_NUMBER.findall(split_moves(text)[0])]
                    example = re.search(r"your moves: \(type one, such as '(.+)'\)", text)
                    term.type(str(rng.choice(numbers)) if numbers else example.group(1))
                self.assertEqual(term.wait(), 0)


class Transcript(unittest.TestCase):
    """Helpers for the games' own pty tests (tests/<game>/cli_pty_test.py): a seeded game
    through a wide pty (no line folded), the human always typing 1."""

    def transcript(self, args, until):
        """Everything shown until a screen holds `until` (or the game ends)."""
        term = Terminal(["play", *args], size=(400, 200))
        shown = ""
        for _ in range(3000):
            text, kind, _ = term.read()
            shown += text.replace("\r", "")
            if kind == "exit" or until in shown:
                break
            term.type("1")
        if kind != "exit":
            term.type("quit")
            term.read()
        term.wait()
        self.assertIn(until, shown)
        return shown


    def own_block_first_line(self, args, prompts=6):
        """At each of the first prompts of an 80x24 game, the line that begins the block
        just above the prompt (its first line, then lines indented under it)."""
        term = Terminal(["play", *args], size=(80, 24))
        found = []
        for _ in range(prompts):
            text, kind, _ = term.read()
            self.assertEqual(kind, "prompt", text[-1500:])
            lines = text.replace("\r", "").split("\n")[:-1]
            while lines and lines[-1].startswith(" "):
                lines.pop()
            found.append(lines[-1])
            term.type("1")
        term.type("quit")
        term.read()
        term.wait()
        return found


def unfolded(text):
    """The text with each line folded at a space joined again: a continuation is indented."""
    return re.sub(r"\n +", " ", text.replace("\r", "").strip())


class MessagesFolded(unittest.TestCase):
    """What caper says around a game, at 80 columns, is folded at spaces as the screen is:
    the notice of a save on leaving, the replay's title and an error (stderr)."""

    def run_80(self, args, lines=()):
        term = Terminal(args, size=(80, 24))
        text = ""
        for line in lines:
            text += term.read()[0]
            term.type(line)
        more, kind, _ = term.read()
        self.assertEqual(kind, "exit", more[-800:])
        return term.wait(), text + more

    def assert_folded(self, text, sentence):
        for line in text.replace("\r", "").split("\n"):
            self.assertLessEqual(len(line), 80, text)
        self.assertIn(sentence, unfolded(text))

    def test_save_notice_replay_title_and_error(self):
        name = next(iter(game_infos()))
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "a-game-saved-with-a-rather-long-name.json")
            code, text = self.run_80(["play", name, "--seed", "2", "--save", path], ["quit"])
            self.assertEqual(code, 0)
            self.assert_folded(text, "saved to %s (caper play --resume %s continues it)"
                               % (path, path))
            code, text = self.run_80(["replay", path, "--quiet"])
            self.assertEqual(code, 0)
            self.assert_folded(text, "%s in full, every hidden card shown (--seat N: as one "
                                     "seat saw it), seed 2" % name)
        code, text = self.run_80(["play", name, "--hint-bot", "foo"])
        self.assertEqual(code, 1)
        self.assert_folded(text, "caper: unknown bot 'foo'; known bots: easy, medium, hard, "
                                 "random, greedy,")


class Help(unittest.TestCase):
    def run_on_terminal(self, *args):
        term = Terminal(list(args), size=(80, 24))
        text, kind, _ = term.read()
        self.assertEqual(kind, "exit")
        return term.wait(), unfolded(text)

    def test_counts_and_arguments_refused_by_name(self):
        # --games must be at least 1 and says so (0 too); --version takes no argument.
        name = next(iter(game_infos()))
        for command in ("simulate", "arena"):
            for count in ("-5", "0"):
                with self.subTest(command=command, games=count):
                    code, text = self.run_on_terminal(command, name, "--games", count)
                    self.assertEqual(code, 2, text)
                    self.assertIn("--games: needs a whole number of at least 1, got '%s'"
                                  % count, text)
        code, text = self.run_on_terminal("--version", "extra")
        self.assertEqual(code, 2, text)
        self.assertIn("--version takes no argument, got 'extra'", text)
        code, text = self.run_on_terminal("--version")
        self.assertEqual(code, 0, text)
        self.assertRegex(text, r"^caper \d+\.\d+\.\d+$")

    def test_replay_seat_out_of_range_refused(self):
        name = next(iter(game_infos()))
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "game.json")
            self.assertEqual(caper("watch", name, "--players", "3", "--seed", "4", "--quiet",
                                   "--save", path).returncode, 0)
            code, text = self.run_on_terminal("replay", path, "--seat", "3")
            self.assertEqual(code, 1, text)
            self.assertIn("--seat 3: the game has seats 0 to 2", text)
            code, text = self.run_on_terminal("replay", path, "--seat", "2", "--quiet")
            self.assertEqual(code, 0, text)
            self.assertIn("%s as p2 saw it, seed 4" % name, text)
            self.assertIn("replay: identical to the record", text)

    def test_help_lists_every_bot(self):
        term = Terminal(["play", "--help"], size=(400, 50))
        text, kind, _ = term.read()
        self.assertEqual(kind, "exit")
        self.assertEqual(term.wait(), 0)
        for spec in ("the levels easy, medium, hard", "random", "greedy", "ITERATIONS",
                     "ms=MILLISECONDS", "mb=MIB", "depth=STEPS", "opponents=greedy",
                     "rollout=greedy", "human (play only)"):
            self.assertIn(spec, text)




class LongRuns(unittest.TestCase):
    """simulate, arena and bench draw a progress line on a terminal (tests/cli/cli_test.sh
    checks that they draw nothing when stderr is not one)."""

    def run_on_terminal(self, *args):
        term = Terminal(list(args))
        text, kind, _ = term.read(timeout=120)
        self.assertEqual(kind, "exit")
        self.assertEqual(term.wait(), 0, text)
        return term.raw, text

    def test_progress_lines(self):
        name = next(iter(game_infos()))
        runs = [
            (("simulate", name, "--games", "10000", "--threads", "2"),
             r"\d+/10000 games  [\d.]+ games/s  \d+:\d\d left", "10000 games on 2 threads"),
            (("arena", name, "--players", "2", "--games", "4000"),
             r"\d+/4000 games  [\d.]+ games/s  \d+:\d\d left", "4000 games, seats rotated"),
            (("bench", name, "--seconds", "0.6"),
             r"\d+ games  [\d.]+ games/s  \d+:\d\d left", "ns/step"),
        ]
        for args, progress, result in runs:
            with self.subTest(command=args[0]):
                raw, text = self.run_on_terminal(*args)
                self.assertRegex(text, name + ": " + progress)
                self.assertIn("\r", raw, "the progress line is redrawn in place")
                self.assertIn(result, text)


if __name__ == "__main__":
    unittest.main()
