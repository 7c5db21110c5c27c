"""The level table, the German counter-attacks and the deep level's thinking (issue 35), from games played before.

Run: ``python -m benchmarks.bench_levels DIR...``. Each DIR holds the games of one pairing as ``panzer-qt simulate
--games 1 --seed S --json DIR/gS.json --record DIR/rec`` wrote them, and is named after its players: ``g3s2`` is the
German computer player at level 3 against the Soviet one at level 2, ``g0`` or ``s0`` the greedy player, ``sx`` the
exploiter (``benchmarks.exploiter``). Prints:

- the level table: for each side, each level against the one below it, both against the same opponent, paired by
  seed: the mean difference of the final Soviet VP with its paired standard error and the number of games;
- for each pairing, the German attacks (declared attacks, probes apart) per game and the VP of the towns the German
  side took back from the Soviets (a town's VP each time its control passes from Soviet to German), read from the
  records, each with its standard error;
- the processor time per phase of every level-3 player (median and worst; targets 5 s and 15 s).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import re
import statistics
from dataclasses import dataclass
from pathlib import Path

from benchmarks.common import report
from panzer_qt.model.commands import Advance, DeclareAttack, Probe
from panzer_qt.model.enums import Side
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.game import Game

NAME = re.compile(r"g(?P<german>\w)s(?P<soviet>\w)$")


@dataclass
class Played:
    """One pairing's games: final Soviet VP and thinking by seed, and the directory of their records."""

    german: str
    soviet: str
    vp: dict[int, int]
    thinking: dict[str, list[float]]
    records: Path


def read(directory: Path) -> Played:
    """The games of a pairing's directory (see the module docstring)."""
    found = NAME.match(directory.name.removeprefix("base-"))
    if found is None:
        raise SystemExit(f"{directory}: name it g<German level>s<Soviet level>, as g3s2")
    vp: dict[int, int] = {}
    thinking: dict[str, list[float]] = {"german": [], "soviet": []}
    for path in sorted(directory.glob("g*.json")):
        for game in json.loads(path.read_text(encoding="utf-8"))["per_game"]:
            vp[game["seed"]] = game["vp"]
            for side, times in game["thinking"].items():
                thinking[side].extend(times)
    return Played(found["german"], found["soviet"], vp, thinking, directory / "rec")


def paired(more: Played, less: Played) -> tuple[float, float, int]:
    """Mean of ``more``'s VP less ``less``'s over their common seeds, its paired standard error, and the count."""
    seeds = sorted(set(more.vp) & set(less.vp))
    differences = [more.vp[s] - less.vp[s] for s in seeds]
    if not differences:
        return math.nan, math.nan, 0
    error = statistics.stdev(differences) / math.sqrt(len(differences)) if len(differences) > 1 else math.nan
    return statistics.fmean(differences), error, len(differences)


def level_table(played: dict[str, Played]) -> None:
    """Each level against the one below it, on each side, paired by seed (see the module docstring)."""
    order = ["0", "1", "2", "3"]
    for side in ("german", "soviet"):
        for lower, higher in itertools.pairwise(order):
            for opponent in order[1:]:
                names = (f"g{higher}s{opponent}", f"g{lower}s{opponent}")
                if side == "soviet":
                    names = (f"g{opponent}s{higher}", f"g{opponent}s{lower}")
                if all(n in played for n in names):
                    mean, error, count = paired(played[names[0]], played[names[1]])
                    what = "VP conceded" if side == "german" else "VP scored"
                    pairing = f"{names[0]} - {names[1]}, {count} games, +/- {error:.1f}"
                    report(f"{side} {higher} minus {lower}, {what} ({pairing})", mean, "VP")


def exploiter_table(played: dict[str, Played]) -> None:
    """What the exploiter takes from (Soviet exploiter, ``gLsx``) or saves against (German exploiter, ``gxsL``) the
    computer player at level L, against the standard player of its side on the same seeds."""
    for level in "123":
        for names, what in (
            ((f"g{level}sx", f"g{level}s2"), f"Soviet exploiter minus Soviet level 2, vs German level {level}"),
            ((f"gxs{level}", f"g2s{level}"), f"German exploiter minus German level 2, vs Soviet level {level}"),
        ):
            if all(n in played for n in names):
                mean, error, count = paired(played[names[0]], played[names[1]])
                report(f"{what} ({count} games, +/- {error:.1f})", mean, "VP")


def counter_attacks(played: Played) -> dict[str, list[int]]:
    """Per game: German attacks declared, German probes, VP of the towns the German side took back from the Soviets
    (each time a town's control passes from Soviet to German), and of those by combat (an advance or a probe)."""
    found: dict[str, list[int]] = {"attacks": [], "probes": [], "VP retaken": [], "by combat": []}
    for path in sorted(played.records.glob("game-*.json")):
        record = load_record(path)
        game = Game.replaying(record)
        town_vp = game.board.town_vp
        counts = dict.fromkeys(found, 0)
        for n, step in enumerate(record.steps):
            before = {h: game.state.control.get(h) for h in town_vp}
            german = game.state.acting is Side.GERMAN
            game.replay_step(record, n)
            counts["attacks"] += german and isinstance(step.command, DeclareAttack)
            counts["probes"] += german and isinstance(step.command, Probe)
            control = game.state.control
            taken = sum(vp for h, vp in town_vp.items() if before[h] is Side.SOVIET and control.get(h) is Side.GERMAN)
            counts["VP retaken"] += taken
            counts["by combat"] += taken if isinstance(step.command, (Advance, Probe)) else 0
        for name, count in counts.items():
            found[name].append(count)
    return found


def mean_and_error(values: list[int]) -> str:
    """``mean +/- standard error``."""
    if not values:
        return "none"
    error = statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else math.nan
    return f"{statistics.fmean(values):.2f} +/- {error:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("dirs", nargs="+", type=Path)
    parser.add_argument("--no-records", action="store_true", help="skip the counter-attacks (no replays)")
    args = parser.parse_args()
    played = {d.name: read(d) for d in args.dirs}
    for name, games in played.items():
        vp = list(games.vp.values())
        print(f"{name}: {len(vp)} games, mean Soviet VP {mean_and_error(vp)}")
    level_table(played)
    exploiter_table(played)
    if not args.no_records:
        for name, games in played.items():
            found = counter_attacks(games)
            figures = ", ".join(f"{what} {mean_and_error(values)}" for what, values in found.items())
            print(f"{name}, German side per game ({len(found['attacks'])} records): {figures}")
    for name, games in played.items():
        for side, level in (("german", games.german), ("soviet", games.soviet)):
            times = games.thinking[side]
            if level == "3" and times:
                report(
                    f"{name} {side} level 3, processor time per phase, median of {len(times)}",
                    statistics.median(times),
                    "s",
                    "under 5",
                )
                report("  worst phase", max(times), "s", "under 15")


if __name__ == "__main__":
    main()
