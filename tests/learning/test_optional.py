"""caper works without PettingZoo, Gymnasium and OpenSpiel: they are test dependencies,
imported only by caper.pettingzoo, caper.gymnasium and caper.openspiel."""

import subprocess
import sys

BLOCK = "import sys\nfor name in ('pettingzoo', 'gymnasium', 'pyspiel', 'open_spiel'):\n" \
        "    sys.modules[name] = None  # as if not installed\n"


def run(code):
    return subprocess.run([sys.executable, "-c", BLOCK + code], capture_output=True, text=True)


def test_caper_imports_and_plays_without_the_frameworks():
    result = run("import caper, caper.distributed\n"
                 "game = caper.Game(caper.game_names()[0])\n"
                 "state = game.initial_state()\n"
                 "print(len(game.observation_high), state.current_player)\n")
    assert result.returncode == 0, result.stderr
    assert "pettingzoo" not in result.stderr


def test_the_wrappers_say_what_is_missing():
    for module, missing in (("caper.pettingzoo", "gymnasium"), ("caper.gymnasium", "gymnasium"),
                            ("caper.openspiel", "pyspiel")):
        result = run(f"import {module}\n")
        assert result.returncode != 0
        assert f"No module named '{missing}'" in result.stderr or f"import of {missing} halted" \
            in result.stderr, result.stderr
