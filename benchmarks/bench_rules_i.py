"""Benchmarks of the movement and supply searches on the full default scenario.

Run: ``python -m benchmarks.bench_rules_i [--repeat N]``. Every starting unit is placed on its
set-up hex; turn 3, Thaw, German movement segment. Each query is timed over repeated runs
(``time.perf_counter_ns``) and reported as a median next to a yardstick: the same query done the
obvious way with networkx or a plain breadth-first search per unit, timed in turn with it (A B A B ...).
Each is timed twice: with the board's memo kept from call to call, and with it emptied before every call.
"""

from __future__ import annotations

import argparse
import sys
from collections import deque
from collections.abc import Callable
from typing import Any

import networkx as nx

from benchmarks.common import interleaved_ms, load_average
from panzer_qt.geo.hexgraph import build_graph
from panzer_qt.model.enums import Mobility, Phase, Segment, Side, Weather
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.rules.movement.costs import MovePosition, StackRules
from panzer_qt.rules.supply import sources

TARGETS_MS = {"movement range": 1.0, "Soviet supply": 2.0, "German C&C": 2.0, "all ranges": 60.0}
RATIO_TARGET = 0.7
"""The movement range's time at most this share of a bare networkx Dijkstra's on the same graph (issue 36)."""


def start_game(scenario: Scenario, kg: dict[str, str] | None = None) -> Game:
    """Every unit with a set-up hex on it; turn 3, Thaw, German movement."""
    units = {u.id: PlacedUnit(hex=u.setup_hex) for u in scenario.units if u.setup_hex}
    situation = Situation(
        units=units, kg=kg or {}, turn=3, phase=Phase.GERMAN_1, segment=Segment.MOVEMENT, weather=Weather.THAW
    )
    return Game.from_situation(scenario, situation)


def mechanized_stack(game: Game) -> list[str]:
    """The German mechanized units of the hex holding the most of them."""
    by_hex: dict[str, list[str]] = {}
    for unit_id, unit in sorted(game.state.units.items()):
        spec = game.board.specs[unit_id]
        if unit.hex and spec.side is Side.GERMAN and spec.mobility is Mobility.MECHANIZED:
            by_hex.setdefault(unit.hex, []).append(unit_id)
    return max(by_hex.values(), key=len)


def active_kg_hexes(game: Game, near: str, count: int) -> list[str]:
    """``count`` hexes near ``near`` where a KG's traffic range touches no Soviet ZOC, apart from each other."""
    soviet = game.zoc(Side.SOVIET)
    grid = game.board.grid
    chosen: list[str] = []
    for hid in grid.within(near, 4):
        clear = not set(grid.within(hid, 1)) & soviet
        if clear and all(h not in grid.within(hid, 2) for h in chosen):
            chosen.append(hid)
        if len(chosen) == count:
            return chosen
    raise SystemExit(f"no room for {count} active KGs near {near}")


def networkx_range(graph: nx.Graph, game: Game, rules: StackRules) -> dict[str, float]:
    """The same movement range by networkx's Dijkstra with a Python weight function (no path marks): the hexes
    sure to be reached, river crossings at their worst; a move may end over the stacking limit (settled later)."""
    idx, board = rules.index, game.board
    start = idx.ids[rules.start]

    def weight(u: str, v: str, edge: dict[str, Any]) -> float | None:
        iu, iv = idx.index[u], idx.index[v]
        stopped = iu in rules.ezoc and (u != start or iv in rules.ezoc)
        if iv in rules.blocked or stopped:
            return None
        if iv in rules.free:
            return 0
        river = 0
        if edge["river"] and not (board.towns.get(u) or board.towns.get(v)):
            river = rules.crossings[2 if edge["major"] else 1].worst
        return rules.cost[iv] + river

    reach = nx.single_source_dijkstra_path_length(graph, start, cutoff=rules.allowance, weight=weight)
    return {h: c for h, c in reach.items() if h != start}


def bfs_supply(game: Game, side: Side) -> dict[str, bool]:
    """Supply by a plain breadth-first search from each unit's hex (R6), one unit at a time."""
    grid, board = game.board.grid, game.board
    enemy = {u.hex for i, u in game.state.units.items() if u.hex and board.specs[i].side is side.enemy}
    ezoc = game.zoc(side.enemy)
    goal = sources(board, side)
    found: dict[str, bool] = {}
    for unit_id, unit in game.state.units.items():
        if not unit.hex or board.specs[unit_id].side is not side:
            continue
        start = unit.hex
        if start in goal:
            found[unit_id] = True
            continue
        seen, queue, ok = {start}, deque([start]), False
        while queue and not ok:
            for n in grid.neighbors(queue.popleft()):
                if n in seen or n in enemy or n in ezoc:
                    continue
                if n in goal:
                    ok = True
                    break
                seen.add(n)
                queue.append(n)
        found[unit_id] = ok
    return found


def read_range(game: Game, stack: list[str]) -> int:
    """A movement range with every mark the map draws read (its over-stacking and exits are worked out on asking)."""
    reach = game.movement_range(stack)
    marks = [(reach.cost(h), reach.uncertain(h), reach.needs_luck(h), reach.overstacks(h)) for h in reach]
    return len(marks) + len(reach.exit_from)


Row = tuple[str, Callable[[], object], Callable[[], object] | None]


def time_rows(rows: list[Row], repeat: int, before: Callable[[], object] | None, suffix: str) -> dict[str, float]:
    """Time each query in turn with its yardstick (A B A B ...), print the medians, their ratio and the target;
    the time ratios by name, and ``"missed"`` 1.0 if a target in milliseconds was missed."""
    failed, ratios = False, {}
    for name, query, yardstick in rows:
        funcs = [query] if yardstick is None else [query, yardstick]
        ms, *base = interleaved_ms(funcs, repeat, before=before)
        line = f"{name + suffix:48s} median {ms:8.3f} ms"
        if base:
            ratios[name] = ms / base[0]
            line += f"   yardstick {base[0]:8.3f} ms   time ratio {ratios[name]:6.3f}"
        target = TARGETS_MS.get(name.replace(" Soviet", ""))
        if target is not None:
            line += f"   target < {target} ms: {'ok' if ms < target else 'MISSED'}"
            failed |= ms >= target
        print(line)
    return {**ratios, "missed": float(failed)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args(argv)
    if not DEFAULT_SCENARIO.exists():
        print(f"{DEFAULT_SCENARIO} does not exist yet")
        return 1
    print(f"load average at the start: {load_average()}")
    scenario = load_scenario(DEFAULT_SCENARIO)
    plain = start_game(scenario)
    stack = mechanized_stack(plain)
    start = plain.state.units[stack[0]].hex
    assert start is not None
    kgs = dict(zip(["kg-breith", "kg-chevallerie"], active_kg_hexes(plain, start, 2), strict=True))
    game = start_game(scenario, kgs)
    assert sum(kg.active for kg in game.kg_ranges().values()) == 2
    graph = build_graph(game.board.scenario.map)
    rules = MovePosition(game.board, game.state).stack_rules(stack)
    ours = game.movement_range(stack)
    sure = {h: mp for h, mp in ours.hexes.items() if not ours.needs_luck(h)}
    assert sure == networkx_range(graph, game, rules), "networkx yardstick disagrees"
    assert {u: s.in_supply for u, s in game.supply_status(Side.SOVIET).items()} == bfs_supply(game, Side.SOVIET)
    assert {u: s.in_supply for u, s in game.supply_status(Side.GERMAN).items()} == bfs_supply(game, Side.GERMAN)

    print(f"stack {'+'.join(stack)} at {start}, KGs at {', '.join(kgs.values())}: {len(ours)} hexes")
    print("time ratio: our median over the yardstick's, timed in turn (A B A B ...); under 1 is faster")
    bare = lambda: nx.single_source_dijkstra_path_length(graph, start, cutoff=10)  # noqa: E731
    search_rows: list[Row] = [
        ("movement range", lambda: game.movement_range(stack), lambda: networkx_range(graph, game, rules)),
        ("movement range, to bare networkx", lambda: game.movement_range(stack), bare),
        ("movement range read as the map draws it", lambda: read_range(game, stack), bare),
    ]
    supply_rows: list[Row] = [
        ("Soviet supply", lambda: game.supply_status(Side.SOVIET), lambda: bfs_supply(game, Side.SOVIET)),
        ("German C&C", lambda: game.supply_status(Side.GERMAN), lambda: bfs_supply(game, Side.GERMAN)),
    ]
    all_rows: list[Row] = [
        ("all ranges", lambda: game.movement_ranges(Side.GERMAN), None),
        ("all ranges Soviet", lambda: game.movement_ranges(Side.SOVIET), None),
    ]
    print("remembered: the board's memo kept from call to call, as when a window asks again in one position")
    warm = time_rows(search_rows + supply_rows + all_rows, args.repeat, None, "")
    print("fresh: the board's memo emptied before every call (untimed), as in a position never seen")
    cold = time_rows(search_rows + supply_rows + all_rows, args.repeat, game.board.forget, ", memo emptied")
    ratio = warm["movement range, to bare networkx"]
    print(f"movement range to a bare networkx Dijkstra (remembered): {ratio:.3f}   target <= {RATIO_TARGET}: "
          f"{'ok' if ratio <= RATIO_TARGET else 'MISSED'}")  # fmt: skip
    print(f"load average at the end: {load_average()}")
    return 1 if warm["missed"] or cold["missed"] or ratio > RATIO_TARGET else 0


if __name__ == "__main__":
    sys.exit(main())
