"""The ``panzer-qt`` command line. GUI modules are imported only by the commands that open a window."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from panzer_qt.model.errors import FileProblemError

DEFAULT_SCENARIO = Path(__file__).resolve().parent.parent / "scenarios" / "first_panzer_army.json"

Runner = Callable[[argparse.Namespace], int]


def _validate(args: argparse.Namespace) -> int:
    from panzer_qt.validate import validate_file

    problems = validate_file(Path(args.file))
    if not problems:
        print("OK")
        return 0
    for line in problems:
        print(line)
    return 1


def _play(args: argparse.Namespace) -> int:
    from panzer_qt.ui.app import run_play

    return run_play(args.file or str(DEFAULT_SCENARIO), screenshot=args.screenshot)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command."""
    parser = argparse.ArgumentParser(prog="panzer-qt", description="Breakout: First Panzer Army.")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    parser.set_defaults(run=_play, file=None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the playing client (default)")
    play.add_argument("file", nargs="?", help="scenario or saved game (default: the First Panzer Army scenario)")
    play.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    play.set_defaults(run=_play)

    validate = sub.add_parser("validate", help="check a scenario or game record file")
    validate.add_argument("file")
    validate.set_defaults(run=_validate)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``panzer-qt`` and ``python -m panzer_qt``."""
    args = build_parser().parse_args(argv)
    run: Runner = args.run
    try:
        code: int = run(args)
    except FileProblemError as exc:
        print(exc.describe(), file=sys.stderr)
        return 1
    return code


if __name__ == "__main__":
    sys.exit(main())
