#!/usr/bin/python3
"""Writes the state_json fuzz seeds of every game from states the library plays now.

One seeded random game per game, with the default options (the fuzzer builds each game
with its defaults); the full state JSON every STEP plies, at most PER_GAME of them, is
written to fuzz/corpus/state_json/<game>_<ply> as one byte for the game's catalogue index
followed by the document (the input format of fuzz/fuzz_state_json.cpp). The stored
regressions (regression_*, from tests/regressions/to_corpus.py) are left alone.
Run it again when a state format changes, so the seeds start the fuzzer from documents
the loader accepts.

Usage: CAPER_LIBRARY=build/<dir>/capi/libcaper.so PYTHONPATH=bindings/python \
         fuzz/corpus/state_seeds.py
"""
import pathlib

import caper

CORPUS = pathlib.Path(__file__).resolve().parent / "state_json"
SEED = 19
STEP = 40
PER_GAME = 8


def states_of(game: caper.Game, rng: caper.Rng):
    """(ply, full JSON) every STEP plies of one random game, the final state included."""
    state = game.initial_state()
    ply = 0
    while True:
        if ply % STEP == 0 or state.is_terminal:
            yield ply, state.to_json()
        if state.is_terminal:
            return
        if state.is_chance_node:
            action = state.sample_chance(rng)
        else:
            legal = state.legal_actions()
            action = legal[rng.below(len(legal))]
        state = state.apply(action)
        ply += 1


def main():
    names = caper.game_names()
    for old in CORPUS.iterdir():
        if not old.name.startswith("regression_"):
            old.unlink()
    for index, name in enumerate(names):
        game = caper.Game(name)
        taken = list(states_of(game, caper.Rng(SEED)))
        # At most PER_GAME states spread from the first ply to the last.
        if len(taken) > PER_GAME:
            picks = {round(i * (len(taken) - 1) / (PER_GAME - 1)) for i in range(PER_GAME)}
            taken = [taken[i] for i in sorted(picks)]
        for ply, document in taken:
            (CORPUS / f"{name}_{ply}").write_bytes(bytes([index]) + document.encode("utf-8"))
        print(f"{name}: {len(taken)} seeds, plies {', '.join(str(p) for p, _ in taken)}")


if __name__ == "__main__":
    main()
