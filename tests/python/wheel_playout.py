"""Plays seeded games of every game through `import caper` and prints them, so that two
builds of the package can be compared byte for byte (check_wheels.sh: a shipped wheel
against the package built from source):

    PYTHON wheel_playout.py

Each game with its default options from seeds 1 and 2: chance sampled from an Rng of the
seed, every seat played by one mcts bot of the seed. A line per move (the mover and the
action's text), then the returns (repr: every bit of each float) and a hash of the final
state's JSON, of the first seat's text and of its observation tensor (its floats' repr)."""

import hashlib
import warnings

import caper

BOT = "mcts:20,depth=20"


def digest(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def play(name, seed):
    game = caper.Game(name)
    bot, rng = caper.Bot(game, BOT, seed), caper.Rng(seed)
    print("game %s seed %d" % (name, seed))
    state = game.initial_state()
    while not state.is_terminal:
        if state.is_chance_node:
            action, mover = state.sample_chance(rng), "chance"
        else:
            action, mover = bot.choose(state), "player %d" % state.current_player
        print("%s: %s" % (mover, state.action_to_string(action)))
        state = state.apply(action)
    print("returns %s" % " ".join(repr(r) for r in state.returns()))
    with warnings.catch_warnings():  # the tensor as a list: this play has no numpy
        warnings.simplefilter("ignore", DeprecationWarning)
        observation = " ".join(repr(x) for x in state.observation_tensor(0))
    print("json %s text %s observation %s"
          % (digest(state.to_json()), digest(state.to_text(0)), digest(observation)))


def main():
    names = caper.game_names()
    assert names, "the package has no game"
    for name in names:
        for seed in (1, 2):
            play(name, seed)


if __name__ == "__main__":
    main()
