"""Whether two sets of recorded games were played command for command alike.

Run: ``python -m benchmarks.same_games BEFORE AFTER``. BEFORE and AFTER are directories of records that
``panzer-qt simulate --record DIR`` wrote (``game-SEED.json``) with the same seeds and players, for
instance by the code before and after a change that must leave every decision of the computer players
as it was (issue 15: faster players, same games). Prints each game's commands compared, or the first
command that differs; exits 1 if any game differs, is missing from AFTER or cannot be read.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from panzer_qt.model.commands import Command
from panzer_qt.model.errors import RecordError
from panzer_qt.records.record_files import load_record


def commands(path: Path) -> list[Command]:
    """The commands of a record, in the order they were made."""
    return [step.command for step in load_record(path).steps]


def compare(before: Path, after: Path) -> tuple[bool, str]:
    """Whether the two records hold the same commands, and what was found."""
    old, new = commands(before), commands(after)
    for n, (a, b) in enumerate(zip(old, new, strict=False)):
        if a != b:
            return False, f"command {n + 1} differs: {a!r} before, {b!r} after"
    if len(old) != len(new):
        return False, f"{len(old)} commands before, {len(new)} after"
    return True, f"the same {len(old)} commands"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path, help="directory of the records played first")
    parser.add_argument("after", type=Path, help="directory of the records played again")
    args = parser.parse_args(argv)
    games = sorted(args.before.glob("game-*.json"))
    if not games:
        print(f"{args.before}: no game-*.json records")
        return 1
    failed = 0
    for before in games:
        after = args.after / before.name
        try:
            same, found = compare(before, after)
        except (RecordError, OSError) as error:
            same, found = False, str(error)
        failed += not same
        print(f"{before.name}: {found}")
    print(f"{len(games) - failed} of {len(games)} games the same")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
