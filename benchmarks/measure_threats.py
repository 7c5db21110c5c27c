"""How often German divisions were destroyed out of C&C, by their C&C line, steps left and Soviet combats left.

Run: ``python -m benchmarks.measure_threats DIR [--from-turn T]``. DIR holds records that ``panzer-qt simulate
--record DIR`` wrote. At the start of every Soviet combat segment from turn T on (default 3), each German division
on the map is counted with its C&C line (``ai.position.cc_lines.Line``), its steps left and the Soviet combat
segments left (this one included), and whether it was later destroyed out of C&C (4.2: its elimination scored VP).
Prints, per line and steps, the share destroyed at each stage of ``ai.judgement.weights.MEASURED_THREATS`` next to
the chance it holds: the figures that table was measured from (issue 15), and a check of it on other games.
"""

from __future__ import annotations

import argparse
import itertools
import sys
from collections import Counter
from pathlib import Path

from panzer_qt.ai.judgement.weights import MEASURED_THREATS
from panzer_qt.ai.position.cc_lines import Line, line_of
from panzer_qt.ai.position.clock import combats_left
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Phase, Segment, Side, UnitSize
from panzer_qt.model.events import UnitEliminated, VPScored
from panzer_qt.model.record import GameRecord
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.records.record_files import load_record
from panzer_qt.rules.victory import VP_REASONS

Key = tuple[Line, int, int]
"""C&C line, steps left (5 for five or more), Soviet combat segments left."""


def destroyed_out_of_cc(record: GameRecord) -> set[str]:
    """The German units whose elimination scored VP (4.2: divisions out of C&C)."""
    found: set[str] = set()
    reason = VP_REASONS["vp_eliminations"][0]
    for step in record.steps:
        if any(isinstance(e, VPScored) and e.reason == reason for e in step.events):
            found.update(e.unit_id for e in step.events if isinstance(e, UnitEliminated))
    return found


def count(record: GameRecord, from_turn: int) -> tuple[Counter[Key], Counter[Key]]:
    """Division-segments seen and those of divisions later destroyed out of C&C, by ``Key``."""
    destroyed = destroyed_out_of_cc(record)
    seen: Counter[Key] = Counter()
    died: Counter[Key] = Counter()
    cursor, last = ReplayCursor(record), None
    while cursor.forward():
        game, state = cursor.game, cursor.game.state
        here = (state.turn, state.phase, state.segment)
        if here == last:
            continue
        last = here
        if state.segment is not Segment.COMBAT or state.phase not in (Phase.SOVIET_1, Phase.SOVIET_2):
            continue
        if state.turn < from_turn:
            continue
        picture, combats = Picture(game.board, state), combats_left(game.board, state, Side.SOVIET)
        for uid in picture.units_of(Side.GERMAN):
            if game.board.specs[uid].size is UnitSize.DIVISION:
                key = (line_of(picture, picture.where[uid]), min(state.units[uid].steps, 5), combats)
                seen[key] += 1
                died[key] += uid in destroyed
    return seen, died


def report(seen: Counter[Key], died: Counter[Key]) -> list[str]:
    """One line per C&C line and steps: share destroyed (division-segments) at each stage, and the table's chance."""
    stages = {s.combats: s for s in MEASURED_THREATS.stages}
    ends = [f"-{later - 1}" if later - 1 > first else "" for first, later in itertools.pairwise(stages)] + ["+"]
    names = [f"{first}{end} combats left" for first, end in zip(stages, ends, strict=True)]
    lines = [f"{'line':8} {'steps':>5}  " + "  ".join(f"{name:>24}" for name in names)]
    for line in Line:
        for steps in range(1, 6):
            cells = []
            for first, stage in stages.items():
                keys = [k for k in seen if k[:2] == (line, steps) and MEASURED_THREATS.stage(k[2]) is stage]
                n, d = sum(seen[k] for k in keys), sum(died[k] for k in keys)
                share = f"{d / n:.2f}" if n else "  - "
                cells.append(f"{share} of {n:5} (table {MEASURED_THREATS.chance(line, steps, first):.2f})")
            lines.append(f"{line.name.lower():8} {steps:>4}{'+' if steps == 5 else ' '}  " + "  ".join(cells))
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("records", type=Path, help="directory of game-*.json records")
    parser.add_argument("--from-turn", type=int, default=3, help="first turn counted (default 3)")
    args = parser.parse_args(argv)
    paths = sorted(args.records.glob("game-*.json"))
    if not paths:
        print(f"{args.records}: no game-*.json records")
        return 1
    seen: Counter[Key] = Counter()
    died: Counter[Key] = Counter()
    for path in paths:
        games_seen, games_died = count(load_record(path), args.from_turn)
        seen.update(games_seen)
        died.update(games_died)
    print(f"{len(paths)} games, {sum(seen.values())} division-segments")
    print("\n".join(report(seen, died)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
