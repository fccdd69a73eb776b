#!/usr/bin/env python3
"""You against the bot in a terminal, through the caper Python binding.

    vs_bot.py GAME [SEED [BOT [OPTIONS_JSON]]]      (BOT: random, greedy, mcts:200, ...)

You are seat p0; the bot plays every other seat; chance is drawn from SEED. On your turn
the program shows the state as you see it and numbers your legal moves: answer with a
number or a move's text; "quit" (or the end of the input) stops. Events read as you see
them: another seat's dealt card stays hidden. The C and C# versions print the same for
the same input (tests/python/run_vs_bot.py checks it).
"""

import sys

import caper

YOU = 0


def ask(state, legal):
    """Your move: an action id, or None when you stop."""
    print(state.to_text(YOU))
    print("your moves:")
    texts = [state.action_to_string(action, YOU) for action in legal]
    for i, text in enumerate(texts, 1):
        print("  %d) %s" % (i, text))
    while True:
        print("your move> ", end="", flush=True)
        line = sys.stdin.readline()
        if not line:
            print()
            return None
        answer = line.strip()
        print(answer)  # echoed, so a transcript of scripted input reads well
        if answer == "quit":
            return None
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            return legal[int(answer) - 1]
        if answer in texts:  # a move as listed
            return legal[texts.index(answer)]
        if answer and state.is_legal(answer):  # or in the game's notation
            return state.action_from_string(answer)
        print("not a move: '%s' (answer 1..%d or a move's text, or quit)" % (answer, len(legal)))


def print_result(state):
    returns = state.returns()
    print("game over; returns:" + "".join(" %.4f" % r for r in returns))
    if sum(returns) == 0:
        print("nobody wins")
    elif returns[YOU] >= 1.0:
        print("you win")
    elif returns[YOU] > 0:
        print("you share the win")
    else:
        print("the bot wins")


def main(argv):
    if len(argv) < 2 or argv[1] == "--help":
        print("usage: %s GAME [SEED [BOT [OPTIONS_JSON]]]" % argv[0])
        print("games: " + " ".join(caper.game_names()))
        print("bots: random, greedy, mcts, mcts:ITERATIONS, mcts:ms=MILLISECONDS")
        return 2 if len(argv) < 2 else 0
    name = argv[1]
    spec = argv[3] if len(argv) > 3 else "mcts:200"
    if len(argv) > 2 and not argv[2].isdigit():
        print("vs_bot: the seed must be a number, not '%s'" % argv[2], file=sys.stderr)
        return 2
    seed = int(argv[2]) if len(argv) > 2 else 1
    try:
        game = caper.Game(name, argv[4] if len(argv) > 4 else None)
        bot = caper.Bot(game, spec, seed=seed)
    except caper.CaperError as e:
        print("vs_bot: %s" % e.message, file=sys.stderr)
        return 2
    rng = caper.Rng(seed)
    state = game.initial_state()
    print("game %s, you are p0, bot %s, seed %d" % (name, spec, seed))
    while not state.is_terminal:
        player = state.current_player
        if state.is_chance_node:
            action = state.sample_chance(rng)
        elif player == YOU:
            action = ask(state, state.legal_actions())
            if action is None:
                print("bye")
                return 0
        else:
            action = bot.choose(state)
        text = state.action_to_string(action, YOU)
        if state.is_chance_node:
            print("chance: %s" % text)
        else:
            print("p%d (%s): %s" % (player, "you" if player == YOU else "bot", text))
        state = state.apply(action)
    print_result(state)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
