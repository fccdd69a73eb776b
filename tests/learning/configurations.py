"""Every option set of every game's kConfigurations (include/caper/<game>/game.hpp), read
from the headers, so that the learning environments are checked on exactly the option sets
the conformance suite plays."""

import json
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_ENTRY = re.compile(r'\{"(\w+)",\s*R"\((.*?)\)"\}', re.S)


def configurations(game):
    """[(label, options dict), ...] of ``game``'s kConfigurations, in header order."""
    with open(os.path.join(ROOT, "include", "caper", game, "game.hpp"), encoding="utf-8") as f:
        text = f.read()
    block = text[text.index("kConfigurations"):]
    block = block[: block.index("}};")]
    found = [(label, json.loads(options)) for label, options in _ENTRY.findall(block)]
    if not found:
        raise AssertionError(f"no kConfigurations found for {game}")
    return found


def every_configuration(games):
    """[(game, label, options), ...] over ``games``."""
    return [(game, label, options) for game in games for label, options in configurations(game)]
