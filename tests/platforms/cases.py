#!/usr/bin/env python3
"""Writes the cases of the cross tests, one a line as caper_transcript
(tests/transcript/transcript.c) reads them (GAME <TAB> OPTIONS_JSON or "-" <TAB> SEED
<TAB> MAX_STEPS: random seats), asked of a native libcaper:

    cases.py LIBCAPER MAX_STEPS

Every game with its default options, played to the end from seeds 1 and 2, and with
each option at each end of its range (or each allowed value) for at most MAX_STEPS steps
from seed 1: the cases of the npm package's parity test (bindings/js/test/playout.mjs)."""
import ctypes
import json
import sys


def game_infos(library):
    lib = ctypes.CDLL(library)
    lib.caper_game_name.restype = ctypes.c_char_p
    buffer = ctypes.create_string_buffer(1 << 20)
    length = ctypes.c_size_t()
    for index in range(lib.caper_game_count()):
        name = lib.caper_game_name(ctypes.c_size_t(index)).decode()
        game = ctypes.c_void_p()
        if lib.caper_game_new(name.encode(), None, ctypes.byref(game)) != 0:
            raise SystemExit(f"cases.py: caper_game_new({name}) failed")
        lib.caper_game_info_json(game, buffer, len(buffer), ctypes.byref(length))
        lib.caper_game_free(game)
        yield name, json.loads(buffer.value)


def cases(library, max_steps):
    for name, info in game_infos(library):
        for seed in (1, 2):
            yield f"{name}\t-\t{seed}\t100000"
        for key, spec in info.get("options", {}).items():
            values = spec.get("allowed", [spec.get("min"), spec.get("max")])
            for value in values:
                if value != spec["default"]:
                    options = json.dumps({key: value}, separators=(",", ":"))
                    yield f"{name}\t{options}\t1\t{max_steps}"


if __name__ == "__main__":
    print("\n".join(cases(sys.argv[1], int(sys.argv[2]))))
