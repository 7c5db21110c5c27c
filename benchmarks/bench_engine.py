"""The engine as a search and a replay viewer use it: replay speed, copies, legal commands, the replay cursor.

Run: ``python -m benchmarks.bench_engine [--games N] [--seeks N]``. Every figure comes with a yardstick
measured in the same run, so a busy machine shows in both. Exits 1 if a target is missed.
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import sys
import time
from collections.abc import Callable

from benchmarks.common import load_average, report
from panzer_qt.ai.games import Policy, play_game
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Scenario
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.records.cursor import ReplayCursor
from panzer_qt.rules.game import Game
from panzer_qt.rules.hexindex import hex_index
from panzer_qt.rules.loading import load_scenario

PASSES = 3
"""Passes over the record for the per-step worst cases."""


def timed_ms(func: Callable[[], object]) -> float:
    """Wall time of one call, in milliseconds."""
    start = time.perf_counter_ns()
    func()
    return (time.perf_counter_ns() - start) / 1e6


def check(name: str, value: float, limit: float, missed: list[str]) -> str:
    """'ok' or 'MISSED' (and note the miss)."""
    if value <= limit:
        return "ok"
    missed.append(name)
    return "MISSED"


def replay_rate(record: GameRecord, deep_copy: bool = False, forget: bool = False) -> tuple[float, float]:
    """Commands per second applying the record's commands to a new game (its board built beforehand), by the
    wall clock and by the processor time of this process; with ``deep_copy`` a deep copy of the state per
    command besides, with ``forget`` the board's memo emptied before every command (untimed)."""
    game = Game.new(record.scenario, record.seed, record.options, auto_deploy=False)
    hex_index(game.board)
    gc.collect()  # the garbage of what ran before is not this run's
    wall = cpu = 0.0
    for step in record.steps:
        if forget:
            game.board.forget()
        start, start_cpu = time.perf_counter(), time.process_time()
        if deep_copy:
            game.state.model_copy(deep=True)
        game.apply(step.command)
        wall += time.perf_counter() - start
        cpu += time.process_time() - start_cpu
    return len(record.steps) / wall, len(record.steps) / cpu


def legal_times(record: GameRecord) -> tuple[list[float], list[float]]:
    """At every step of the record: ms to ask for the legal commands and read the first; ms to read them all."""
    game = Game.new(record.scenario, record.seed, record.options, auto_deploy=False)
    hex_index(game.board)
    first, whole = [], []
    for step in record.steps:
        first.append(timed_ms(lambda: next(iter(game.legal_commands()), None)))
        whole.append(timed_ms(lambda: len(game.legal_commands())))
        game.apply(step.command)
    return first, whole


def forward_times(record: GameRecord) -> list[float]:
    """ms of each ``ReplayCursor.forward()`` through the whole record, from a new cursor."""
    cursor = ReplayCursor(record)
    return [timed_ms(cursor.forward) for _ in range(len(record.steps))]


def seek_times(record: GameRecord, targets: list[int]) -> list[float]:
    """ms of each ``ReplayCursor.seek()`` to the targets in turn, from a new cursor checked as on opening."""
    cursor = ReplayCursor(record)
    cursor.check()
    return [timed_ms(lambda k=k: cursor.seek(k)) for k in targets]  # type: ignore[misc]


def per_step_best(passes: list[list[float]]) -> list[float]:
    """Each step's fastest time over several passes: what the step itself costs, without the pauses a
    busy machine or a garbage collection add to whichever step they happen to fall on."""
    return [min(times) for times in zip(*passes, strict=True)]


def gc_pauses() -> Callable[[], list[float]]:
    """Start timing the garbage collector's full (oldest generation) collections; call the result for them in ms."""
    pauses: list[float] = []
    started: list[float] = []

    def watch(phase: str, info: dict[str, int]) -> None:
        if info["generation"] == 2:
            if phase == "start":
                started.append(time.perf_counter())
            else:
                pauses.append((time.perf_counter() - started.pop()) * 1000)

    gc.callbacks.append(watch)

    def stop() -> list[float]:
        gc.callbacks.remove(watch)
        return pauses

    return stop


def bench_games(scenario: Scenario, games: int, missed: list[str]) -> GameRecord:
    """Whole random games; returns the longest one's record."""
    seconds, cpu, played = [], [], []
    for seed in range(games):
        players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(seed * 2), Side.SOVIET: RandomPolicy(seed * 2 + 1)}
        start, start_cpu = time.perf_counter(), time.process_time()
        game, _ = play_game(scenario, seed, players)
        seconds.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        played.append(game)
    per_game = statistics.median(seconds)
    verdict = check("random game", per_game, 1.0, missed)
    report(f"whole random game, median of {games}", per_game, "s", f"< 1 s: {verdict}")
    report("  the same in processor time", statistics.median(cpu), "s")
    return max(played, key=lambda g: len(g.steps)).record()


def bench_replay_and_copy(record: GameRecord, missed: list[str]) -> None:
    """Replaying the record's commands (also with the memo emptied), and copying a game, each against a deep copy
    of the state, timed in turn (A B A B ...)."""
    runs: dict[str, list[tuple[float, float]]] = {"replay": [], "yardstick": [], "forgetting": []}
    for _ in range(3):
        runs["replay"].append(replay_rate(record))
        runs["yardstick"].append(replay_rate(record, deep_copy=True))
        runs["forgetting"].append(replay_rate(record, forget=True))
    (rate, rate_cpu), (old, old_cpu), (cold, cold_cpu) = (
        (statistics.median(w for w, _ in r), statistics.median(c for _, c in r)) for r in runs.values()
    )
    verdict = check("replay", 5000 / rate, 1.0, missed)
    report(f"replay a complete record ({len(record.steps)} commands), median", rate, "cmd/s", f">= 5000: {verdict}")
    report("  in processor time", rate_cpu, "cmd/s")
    report("  yardstick: the same with a deep copy of the state per command", old, "cmd/s")
    report("    in processor time", old_cpu, "cmd/s")
    report("    ratio to the yardstick, processor time (above 1: faster)", rate_cpu / old_cpu, "x")
    report("  the memo emptied before every command", cold, "cmd/s")
    report("    in processor time", cold_cpu, "cmd/s")
    report("    ratio remembered to emptied, processor time", rate_cpu / cold_cpu, "x")
    game = Game.from_record(record, upto=len(record.steps) // 2)
    copies, deep = [], []
    for _ in range(100):
        copies += [timed_ms(game.copy) for _ in range(5)]
        deep.append(timed_ms(lambda: game.state.model_copy(deep=True)))
    verdict = check("copy", statistics.median(copies), 0.1, missed)
    report("Game.copy(), median", statistics.median(copies) * 1000, "us", f"< 100 us: {verdict}")
    report("  yardstick: a deep copy of the state, median", statistics.median(deep) * 1000, "us")


def bench_legal(record: GameRecord, missed: list[str]) -> None:
    """legal_commands() at every step of the record (each step's best of three passes for the worst case)."""
    stop = gc_pauses()
    passes = [legal_times(record) for _ in range(PASSES)]
    pauses = stop()
    first = per_step_best([p[0] for p in passes])
    whole = per_step_best([p[1] for p in passes])
    verdict = check("legal_commands", max(first), 10.0, missed)
    report("legal_commands(), asked and first read, median", statistics.median(first), "ms")
    report(f"  worst step over the whole game (best of {PASSES} passes)", max(first), "ms", f"< 10 ms: {verdict}")
    report("  worst single call, any pass (machine and collector pauses)", max(max(p[0]) for p in passes), "ms")
    report_pauses(pauses)
    report("  yardstick: reading every command, median", statistics.median(whole), "ms")
    report("  yardstick: reading every command, worst step", max(whole), "ms")


def report_pauses(pauses: list[float]) -> None:
    """The full garbage collections seen while timing, and the longest."""
    report(f"  full garbage collections meanwhile: {len(pauses)}, the longest", max(pauses, default=0.0), "ms")


def bench_cursor(record: GameRecord, seeks: int, missed: list[str]) -> None:
    """The replay cursor: the check on opening, steps forward, random jumps; against a rebuild by replay."""
    report("ReplayCursor.check() of the whole record (once, on opening)", timed_ms(ReplayCursor(record).check), "ms")
    stop = gc_pauses()
    passes = [forward_times(record) for _ in range(PASSES)]
    pauses = stop()
    steps = per_step_best(passes)
    verdict = check("cursor step", max(steps), 5.0, missed)
    report("ReplayCursor.forward(), median", statistics.median(steps), "ms")
    report(f"  worst step over the whole record (best of {PASSES} passes)", max(steps), "ms", f"< 5 ms: {verdict}")
    report("  worst single step, any pass (machine and collector pauses)", max(max(p) for p in passes), "ms")
    report_pauses(pauses)
    rng = random.Random(1944)
    targets = [rng.randrange(len(record.steps) + 1) for _ in range(seeks)]
    jumps = per_step_best([seek_times(record, targets) for _ in range(PASSES)])
    verdict = check("cursor seek", max(jumps), 30.0, missed)
    report(f"ReplayCursor.seek() to {seeks} random steps, median", statistics.median(jumps), "ms")
    report(f"  worst (each jump's best of {PASSES} passes)", max(jumps), "ms", f"< 30 ms: {verdict}")
    rebuilds = [timed_ms(lambda k=k: Game.from_record(record, upto=k)) for k in targets[:5]]  # type: ignore[misc]
    report("  yardstick: Game.from_record(record, upto=k), median of 5", statistics.median(rebuilds), "ms")


def main() -> None:
    """Play the games, then time what the issue asks for against its yardsticks."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=3, help="whole random games to play (default 3)")
    parser.add_argument("--seeks", type=int, default=200, help="random cursor jumps (default 200)")
    args = parser.parse_args()
    missed: list[str] = []
    print(f"load average at the start: {load_average()}")
    record = bench_games(load_scenario(DEFAULT_SCENARIO), args.games, missed)
    bench_replay_and_copy(record, missed)
    bench_legal(record, missed)
    bench_cursor(record, args.seeks, missed)
    print(f"load average at the end: {load_average()}")
    if missed:
        print("missed:", ", ".join(missed))
        sys.exit(1)


if __name__ == "__main__":
    main()
