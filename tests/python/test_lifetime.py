"""An object that a call is using stays alive until the call returns: closing the state,
bot, game or rng that a Bot.choose on another thread uses (the pattern that crashed with
SIGSEGV in MctsBot::decide), the interpreter's exit with a daemon thread inside choose,
and histories that must replay to the state they come with."""

import pickle
import subprocess
import sys
import threading
import time
import unittest

import caper

GAMES = caper.game_names()
RUNS = 200


def first_turn(game):
    state = game.initial_state()
    while state.is_chance_node:
        state = state.apply(state.legal_actions()[0])
    return state


class CloseDuringChooseTest(unittest.TestCase):
    def search_then_close(self, what, run):
        """A worker calls bot.choose(state); this thread cancels and closes `what`
        without joining the worker first. Returns the worker's action, or None when the
        close came before the search began (then choose named the closed object)."""
        game = caper.Game(GAMES[run % len(GAMES)])
        rng = caper.Rng(run)
        state = first_turn(game)
        bot = caper.Bot(game, "mcts:ms=20000", seed=run)
        expected = state.legal_actions()
        started = threading.Event()
        outcome = []

        def worker():
            started.set()
            try:
                outcome.append(bot.choose(state))
            except ValueError as e:
                outcome.append(e)

        thread = threading.Thread(target=worker)
        thread.start()
        started.wait()
        time.sleep(0.002)  # the worker is inside the search, without the GIL
        bot.cancel()
        {"state": state, "game": game, "rng": rng}.get(what, bot).close()
        thread.join(30)
        self.assertFalse(thread.is_alive())
        self.assertEqual(len(outcome), 1)
        if isinstance(outcome[0], ValueError):
            self.assertIn(what.capitalize(), str(outcome[0]))
            return None
        self.assertIn(outcome[0], expected)
        return outcome[0]

    def test_closing_the_state_during_a_search(self):
        searched = sum(self.search_then_close("state", run) is not None for run in range(RUNS))
        self.assertGreater(searched, RUNS // 2, "most closes came during the search")

    def test_leaving_with_state_during_a_search(self):
        game = caper.Game(GAMES[0])
        for run in range(RUNS):
            bot = caper.Bot(game, "mcts:ms=20000", seed=run)
            chosen = []
            with first_turn(game) as state:
                legal = state.legal_actions()
                thread = threading.Thread(target=lambda: chosen.append(bot.choose(state)))
                thread.start()
                bot.cancel()
            thread.join(30)
            self.assertIn(chosen[0], legal)
            with self.assertRaises(ValueError):
                bot.choose(state)  # the closed state, named

    def test_closing_the_bot_game_or_rng_during_a_search(self):
        for what in ("bot", "game", "rng"):
            searched = sum(self.search_then_close(what, run) is not None for run in range(RUNS))
            self.assertGreater(searched, RUNS // 2, what)


class ExitTest(unittest.TestCase):
    def test_exit_with_a_daemon_thread_inside_choose(self):
        script = (
            "import threading, time, caper\n"
            "game = caper.Game(caper.game_names()[0])\n"
            "state = game.initial_state()\n"
            "while state.is_chance_node:\n"
            "    state = state.apply(state.legal_actions()[0])\n"
            "bot = caper.Bot(game, 'mcts:ms=60000', seed=1)\n"
            "threading.Thread(target=bot.choose, args=(state,), daemon=True).start()\n"
            "time.sleep(0.2)\n"
            "print('exiting')\n"
        )
        for _ in range(5):
            done = subprocess.run([sys.executable, "-c", script], capture_output=True,
                                  text=True, timeout=60)
            self.assertEqual(done.returncode, 0, done.stderr)
            self.assertEqual(done.stdout, "exiting\n")
            self.assertNotIn("leaked", done.stderr)
            self.assertEqual(done.stderr, "")


class HistoryTest(unittest.TestCase):
    def test_a_history_must_replay_to_the_state(self):
        game = caper.Game(GAMES[0])
        state = game.initial_state()
        for _ in range(3):
            state = state.apply(state.legal_actions()[0])
        history = state.history
        self.assertEqual(len(history), 3)
        loaded = game.state_from_json(state.to_json(), history=list(history))
        self.assertEqual(loaded.history, history)
        self.assertEqual(pickle.loads(pickle.dumps(state)).history, history)
        with self.assertRaises(caper.InvalidArgumentError) as cm:
            game.state_from_json(state.to_json(), history=history[:2])
        self.assertIn("the history of 2 actions leads to another state", str(cm.exception))
        bad = game.num_distinct_actions + 5  # no such action
        with self.assertRaises(caper.InvalidArgumentError) as cm:
            game.state_from_json(state.to_json(), history=[history[0], bad, history[2]])
        self.assertIn(f"history[1] = {bad} is refused", str(cm.exception))
        with self.assertRaises(caper.InvalidArgumentError):
            game.state_from_json(game.initial_state().to_json(), history=b"\xff\xfe")
        self.assertEqual(game.state_from_json(game.initial_state().to_json(), history=b"").history, ())

    def test_unpickling_a_forged_history_is_refused(self):
        from caper._pickling import unpickle_state

        game = caper.Game(GAMES[0])
        state = game.initial_state().apply(game.initial_state().legal_actions()[0])
        with self.assertRaises(caper.InvalidArgumentError):
            unpickle_state(game.name, game.options_json, state.to_json(), (255, 254))
        again = unpickle_state(game.name, game.options_json, state.to_json(), state.history)
        self.assertEqual(again, state)


if __name__ == "__main__":
    unittest.main()
