#!/usr/bin/python3
"""Copies the stored regressions into the state_json fuzz corpus (fuzz/corpus/state_json).

A fuzz input is one byte picking the game (its index in the catalogue, in the order
`caper list --names` prints) followed by the state document. The fuzzer builds each game
with its default options, so a regression of another configuration is still a useful seed
(the loader meets it and refuses or accepts it).

Usage: tests/regressions/to_corpus.py CAPER_PROGRAM   (e.g. build/release/examples/caper/caper)
"""
import json
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent
CORPUS = HERE.parent.parent / "fuzz" / "corpus" / "state_json"


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    names = subprocess.run([sys.argv[1], "list", "--names"], check=True, text=True,
                           capture_output=True).stdout.split()
    written = 0
    for folder in sorted(p for p in HERE.iterdir() if p.is_dir()):
        if folder.name not in names:
            sys.exit(f"{folder} names no game of the catalogue ({', '.join(names)})")
        selector = bytes([names.index(folder.name)])
        for path in sorted(folder.glob("*.json")):
            record = json.loads(path.read_text(encoding="utf-8"))
            state = json.dumps(record["state"], separators=(",", ":"))
            target = CORPUS / f"regression_{folder.name}_{path.stem}"
            target.write_bytes(selector + state.encode("utf-8"))
            written += 1
    print(f"{written} regression documents written to {CORPUS}")


if __name__ == "__main__":
    main()
