"""The man page of ``panzer-qt`` (section 6, games), made from the command line's own argument parser, so it names
every command and option the program takes.

    python packaging/manpage.py OUT.6      # man -l OUT.6 shows it
"""

from __future__ import annotations

import argparse
import datetime
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SECTION = "6"


def roff(text: str) -> str:
    """``text`` safe in a roff line: backslashes and hyphens escaped, no line starting as a request."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in text.splitlines())


def _usage(parser: argparse.ArgumentParser) -> str:
    return " ".join(parser.format_usage().removeprefix("usage: ").split())


def _options(parser: argparse.ArgumentParser) -> list[str]:
    """One ``.TP`` paragraph per option and argument of ``parser`` (not --help)."""
    lines = []
    for action in parser._actions:  # argparse keeps them here; there is no public list
        if isinstance(action, argparse._HelpAction | argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        metavar = action.metavar or (action.dest.upper() if action.nargs != 0 else "")
        if isinstance(metavar, tuple):
            metavar = " ".join(metavar)
        if action.choices and not action.metavar:
            metavar = "{" + ",".join(str(c) for c in action.choices) + "}"
        names = ", ".join(action.option_strings) or str(metavar)
        argument = f" \\fI{roff(str(metavar))}\\fR" if action.option_strings and metavar else ""
        shown = f"\\fB{roff(names)}\\fR{argument}"
        lines += [".TP", shown, roff(action.help or "")]
    return lines


def _commands(parser: argparse.ArgumentParser) -> list[str]:
    """A subsection per command: its usage, what it does and its options."""
    lines: list[str] = []
    for action in parser._actions:
        if not isinstance(action, argparse._SubParsersAction):
            continue
        helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
        for name, command in action.choices.items():
            lines += [f'.SS "{roff(name)}"', f"\\fB{roff(_usage(command))}\\fR", ".PP"]
            lines.append(roff(command.description or helps.get(name, "")))
            lines += _options(command)
    return lines


def manpage(parser: argparse.ArgumentParser, version: str, date: datetime.date) -> str:
    """The man page of ``parser``'s program, in roff (the man macros)."""
    name = parser.prog
    lines = [
        f'.TH {roff(name.upper())} {SECTION} "{date.isoformat()}" "{roff(name)} {version}" "Games"',
        ".SH NAME",
        f"{roff(name)} \\- {roff(parser.description or '')}",
        ".SH SYNOPSIS",
        f"\\fB{roff(_usage(parser))}\\fR",
        ".SH DESCRIPTION",
        roff(
            "A digital edition of the hex-and-counter wargame Breakout: First Panzer Army (Ukraine, March-April 1944): "
            "a playing client (hot-seat or against the computer), a replay viewer and a scenario editor, and "
            "commands that check, simulate and draw without a window. Without a command it opens the client."
        ),
        ".SH OPTIONS",
        *_options(parser),
        ".SH COMMANDS",
        *_commands(parser),
        ".SH FILES",
        ".TP",
        roff("~/.config/panzer-qt/settings.ini"),
        "The settings.",
        ".TP",
        roff("~/.local/share/panzer-qt/saves/, ~/.local/share/panzer-qt/autosave/"),
        "Saved games and the autosaves.",
        ".TP",
        roff("~/.local/state/panzer-qt/log/panzer-qt.log"),
        roff("The log (rotated: panzer-qt.log.1 to .3 keep older lines)."),
        ".SH ENVIRONMENT",
        ".TP",
        "\\fBPANZER_QT_HOME\\fR",
        roff("One folder to hold the settings, saves, autosaves and log instead (config/, data/, log/ in it)."),
    ]
    return "\n".join(lines) + "\n"


def main() -> int:
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    sys.path.insert(0, str(ROOT))
    import panzer_qt
    from panzer_qt.cli import build_parser

    Path(sys.argv[1]).write_text(manpage(build_parser(), panzer_qt.__version__, datetime.date.today()), "utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
