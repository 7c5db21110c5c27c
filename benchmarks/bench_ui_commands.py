"""The window's time per command over a whole game played in it
(``python -m benchmarks.bench_ui_commands [RECORD] [--no-autosave]``).

Without RECORD, one whole game is simulated first (seed 5, the computer's quick level on both sides: some 830
commands). Its commands are given one by one to a main window's session (``window_game``) and each is timed from
the session's ``apply`` until the event loop has served what it changed: the wait a player has before the window
answers. Between two commands the player thinks: the autosave's and save proofs' jobs end meanwhile (untimed), as
they do while a person looks at the map. Prints the median, 90th percentile and worst by kind of command and for
the game's first and last hundred commands (a cost that grows with the game's history shows there), with the
load average. Exits with status 1 when a command held the window longer than ``WORST_TARGET_MS``.
"""

from __future__ import annotations

import statistics
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.common import load_average, report
from benchmarks.window_game import WindowGame, arguments, simulated

WORST_TARGET_MS = 100.0
"""Six frames at 60 Hz: the most the window may take to answer any command, even a phase's end late in a game."""
PHASE_END_TARGET_MS = 50.0
"""Three frames: the median end of a phase (the autosave's record taken, the next phase drawn)."""


def timed_commands(record: Path, autosave: bool, folder: Path) -> list[tuple[str, float]]:
    """Each command's kind and milliseconds until the window had served it, in the game's order."""
    played, times = WindowGame(record, folder, autosave), list[tuple[str, float]]()
    while True:
        started = time.perf_counter()
        command = played.give_next()
        if command is None:
            return times
        times.append((type(command).__name__, (time.perf_counter() - started) * 1000))
        played.session.wait_for_proofs()  # the player looks at the map meanwhile
        played.app.processEvents()


def summary(label: str, ms: list[float]) -> None:
    """One line: how many, the median, the 90th percentile and the worst."""
    ordered = sorted(ms)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(f"{label:34s} {len(ms):4d}   median {statistics.median(ms):6.1f}   90% {p90:6.1f}   worst {max(ms):6.1f} ms")


def main() -> int:
    args = arguments(__doc__.splitlines()[0])
    with tempfile.TemporaryDirectory() as folder:
        record = args.record if args.record is not None else simulated(Path(folder))
        times = timed_commands(record, autosave=not args.no_autosave, folder=Path(folder))
    print(f"{len(times)} commands; load average {load_average()}")
    summary("every command", [ms for _, ms in times])
    summary("the first 100", [ms for _, ms in times[:100]])
    summary("the last 100", [ms for _, ms in times[-100:]])
    kinds: dict[str, list[float]] = {}
    for kind, ms in times:
        kinds.setdefault(kind, []).append(ms)
    for kind, spent in sorted(kinds.items(), key=lambda item: -sum(item[1])):
        summary(f"  {kind}", spent)
    worst = max(ms for _, ms in times)
    phase_ends = statistics.median(kinds.get("EndPhase", [0.0]))
    report("worst command", worst, "ms", f"< {WORST_TARGET_MS:.0f}")
    report("median end of a phase", phase_ends, "ms", f"< {PHASE_END_TARGET_MS:.0f}")
    return 1 if worst > WORST_TARGET_MS or phase_ends > PHASE_END_TARGET_MS else 0


if __name__ == "__main__":
    sys.exit(main())
