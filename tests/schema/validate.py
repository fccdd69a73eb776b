#!/usr/bin/python3
"""Validates what the library writes against the published JSON Schemas.

Runs caper_schema_dump (JSON lines: each configuration's info, then full states and
every seat's view of seeded random games) and checks
  - each info against the keys every game shares (info.schema.json) and their meaning
    (num_players within players.min..max, each option's value and default allowed, the
    schema's phase names those of the info);
  - each state and view against docs/schema/<game>.json, plus the envelope's meaning
    (game, view, players, to_move and result agree with each other).
A game without a schema file fails. Exit status 0 only if everything validated.
Needs Debian's python3-jsonschema (draft 2020-12).
"""
import argparse
import collections
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    sys.exit("validate.py: python3-jsonschema is missing (apt-get install python3-jsonschema)")

MAX_REPORTED = 5  # failures printed per game and kind
ENVELOPE = ("game", "view", "players", "to_move", "phase", "turn", "result")


def check_info(info, game):
    """Meaning of the common info keys, beyond their types."""
    problems = []
    if info.get("name") != game:
        problems.append(f"name is {info.get('name')!r}, the catalogue says {game!r}")
    players = info.get("players", {})
    lo, hi, n = players.get("min", 0), players.get("max", 0), info.get("num_players")
    if not (lo <= players.get("default", 0) <= hi):
        problems.append(f"players.default outside {lo}..{hi}")
    if not isinstance(n, int) or not (lo <= n <= hi):
        problems.append(f"num_players {n} outside players.min..max {lo}..{hi}")
    for key, option in info.get("options", {}).items():
        for which in ("value", "default"):
            value = option.get(which)
            if "allowed" in option and value not in option["allowed"]:
                problems.append(f"options.{key}.{which} {value!r} not in allowed")
            if "min" in option and not (option["min"] <= value <= option["max"]):
                problems.append(f"options.{key}.{which} {value} outside min..max")
    if info.get("options", {}).get("players", {}).get("value") != n:
        problems.append("options.players.value differs from num_players")
    return problems


def check_envelope(doc, game, viewer, players):
    """Meaning of the envelope keys every state document carries."""
    if not isinstance(doc, dict):
        return ["the document is not an object"]
    problems = []
    if doc.get("game") != game:
        problems.append(f"game is {doc.get('game')!r}")
    if doc.get("view") != viewer:
        problems.append(f"view is {doc.get('view')!r}, written for viewer {viewer}")
    if doc.get("players") != players:
        problems.append(f"players is {doc.get('players')!r}, the game has {players}")
    if "to_move" not in doc or "result" not in doc:
        return problems + ["to_move or result missing"]
    to_move, result = doc["to_move"], doc["result"]
    if (to_move is None) != (result is not None):
        problems.append("to_move must be null exactly when the game is over (result not null)")
    if isinstance(to_move, int) and not (0 <= to_move < players):
        problems.append(f"to_move {to_move} is not a seat")
    if isinstance(result, dict) and isinstance(result.get("returns"), list):
        returns = result["returns"]
        if len(returns) != players:
            problems.append("result.returns has not one entry per player")
        expected = [seat for seat, r in enumerate(returns)
                    if isinstance(r, (int, float)) and r > 0]
        if result.get("winners") != expected:
            problems.append(f"result.winners {result.get('winners')} but returns {returns}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--dump", required=True, help="the caper_schema_dump program")
    parser.add_argument("--schemas", required=True, help="docs/schema")
    parser.add_argument("--info-schema", required=True)
    parser.add_argument("--games", type=int, default=1, help="random games per configuration")
    parser.add_argument("--every", type=int, default=3, help="check every N-th state")
    args = parser.parse_args()

    with open(args.info_schema, encoding="utf-8") as f:
        info_validator = jsonschema.Draft202012Validator(json.load(f))
    validators = {}  # game -> validator, or None when the game has no schema
    checked = collections.Counter()
    failures = collections.defaultdict(list)

    def fail(game, kind, message):
        failures[(game, kind)].append(message)

    def validator_for(game):
        if game not in validators:
            path = os.path.join(args.schemas, game + ".json")
            if not os.path.exists(path):
                validators[game] = None
                fail(game, "schema", f"{path} is missing: every game publishes its schema")
            else:
                with open(path, encoding="utf-8") as f:
                    schema = json.load(f)
                try:
                    jsonschema.Draft202012Validator.check_schema(schema)
                    validators[game] = jsonschema.Draft202012Validator(schema)
                except jsonschema.SchemaError as e:
                    validators[game] = None
                    fail(game, "schema", f"{path} is not a valid 2020-12 schema: {e.message}")
        return validators[game]

    dump = subprocess.Popen([args.dump, str(args.games), str(args.every)],
                            stdout=subprocess.PIPE, text=True)
    for text in dump.stdout:
        record = json.loads(text)
        game, kind, doc = record["game"], record["kind"], record["doc"]
        where = f"{record['label']} seed {record['seed']} step {record['step']}"
        checked[(game, kind)] += 1
        if kind == "info":
            if isinstance(doc, dict) and doc.get("num_players") != record["players"]:
                fail(game, "info", f"{where}: num_players differs from the game's")
            problems = [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}"
                        for e in info_validator.iter_errors(doc)]
            if not problems:  # the meaning, once the types are right
                problems = check_info(doc, game)
            validator = validator_for(game)
            if not problems and validator is not None:
                # The game declares its phase names once (kPhaseNames); its info lists them,
                # and the published schema must say the same, in the same order.
                listed = validator.schema.get("properties", {}).get("phase", {}).get("enum")
                if listed != doc["phases"]:
                    problems.append(f"docs/schema/{game}.json lists the phases {listed}, "
                                    f"the game's info {doc['phases']}")
            for p in problems:
                fail(game, "info", f"{where}: {p}")
            continue
        viewer = record["viewer"]
        problems = check_envelope(doc, game, viewer, record["players"])
        validator = validator_for(game)
        if validator is not None and (game, "vacuous") not in checked:
            # A schema that accepts a document without an envelope key describes nothing.
            checked[(game, "vacuous")] += 1
            for key in ENVELOPE:
                if isinstance(doc, dict) and validator.is_valid(
                        {k: v for k, v in doc.items() if k != key}):
                    fail(game, "schema", f"the schema accepts a document without '{key}'")
        if validator is not None:
            problems += [f"{'/'.join(map(str, e.absolute_path)) or '(root)'}: {e.message}"
                         for e in validator.iter_errors(doc)]
        for p in problems[:2]:
            fail(game, kind, f"{where} viewer {viewer}: {p}")
    if dump.wait() != 0:
        fail("(all)", "dump", f"{args.dump} exited with status {dump.returncode}")

    games = sorted({game for game, _ in checked} | {game for game, _ in failures})
    if not games:
        fail("(all)", "dump", "no game was dumped: the catalogue is empty")
    for game in games:
        counts = ", ".join(f"{checked[(game, k)]} {k}" for k in ("info", "state", "view"))
        bad = sum(len(v) for (g, _), v in failures.items() if g == game)
        print(f"{game}: {counts} checked, {bad} failures")
    for (game, kind), messages in sorted(failures.items()):
        print(f"FAIL {game} {kind}: {len(messages)} failures")
        for m in messages[:MAX_REPORTED]:
            print(f"  {m[:400]}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
