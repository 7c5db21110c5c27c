"""Benchmarks of the movement and supply searches on the full default scenario.

Run: ``python -m benchmarks.bench_rules_i [--repeat N]``. Every starting unit is placed on its
set-up hex; turn 3, Thaw, German movement segment. Each query is timed over repeated runs
(``time.perf_counter_ns``) and reported as a median next to a yardstick: the same query done the
obvious way with networkx or a plain breadth-first search per unit, in the same run.
"""

from __future__ import annotations

import argparse
import sys
from collections import deque
from typing import Any

import networkx as nx

from benchmarks.common import median_ms
from panzer_qt.model.enums import Mobility, Phase, Segment, Side, Weather
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.situation import PlacedUnit, Situation
from panzer_qt.paths import DEFAULT_SCENARIO
from panzer_qt.rules.game import Game
from panzer_qt.rules.loading import load_scenario
from panzer_qt.rules.movement.costs import MovePosition, StackRules
from panzer_qt.rules.supply import sources

TARGETS_MS = {"movement range": 1.0, "Soviet supply": 2.0, "German C&C": 2.0, "all ranges": 60.0}


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


def networkx_range(game: Game, rules: StackRules) -> dict[str, float]:
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

    reach = nx.single_source_dijkstra_path_length(board.graph, start, cutoff=rules.allowance, weight=weight)
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args(argv)
    if not DEFAULT_SCENARIO.exists():
        print(f"{DEFAULT_SCENARIO} does not exist yet")
        return 1
    scenario = load_scenario(DEFAULT_SCENARIO)
    plain = start_game(scenario)
    stack = mechanized_stack(plain)
    start = plain.state.units[stack[0]].hex
    assert start is not None
    kgs = dict(zip(["kg-breith", "kg-chevallerie"], active_kg_hexes(plain, start, 2), strict=True))
    game = start_game(scenario, kgs)
    assert sum(kg.active for kg in game.kg_ranges().values()) == 2
    rules = MovePosition(game.board, game.state).stack_rules(stack)
    ours = game.movement_range(stack)
    sure = {h: mp for h, mp in ours.hexes.items() if not ours.needs_luck(h)}
    assert sure == networkx_range(game, rules), "networkx yardstick disagrees"
    assert {u: s.in_supply for u, s in game.supply_status(Side.SOVIET).items()} == bfs_supply(game, Side.SOVIET)
    assert {u: s.in_supply for u, s in game.supply_status(Side.GERMAN).items()} == bfs_supply(game, Side.GERMAN)
    graph = game.board.graph

    print(f"stack {'+'.join(stack)} at {start}, KGs at {', '.join(kgs.values())}: {len(ours)} hexes")
    rows = [
        ("movement range", lambda: game.movement_range(stack), lambda: networkx_range(game, rules)),
        ("bare networkx Dijkstra, cutoff", lambda: nx.single_source_dijkstra_path_length(graph, start, cutoff=10),
         None),
        ("Soviet supply", lambda: game.supply_status(Side.SOVIET), lambda: bfs_supply(game, Side.SOVIET)),
        ("German C&C", lambda: game.supply_status(Side.GERMAN), lambda: bfs_supply(game, Side.GERMAN)),
        ("all ranges", lambda: game.movement_ranges(Side.GERMAN), None),
        ("all ranges Soviet", lambda: game.movement_ranges(Side.SOVIET), None),
    ]  # fmt: skip
    failed = False
    for name, query, yardstick in rows:
        ms = median_ms(query, args.repeat)
        line = f"{name:32s} median {ms:8.3f} ms"
        if yardstick is not None:
            base = median_ms(yardstick, args.repeat)
            line += f"   yardstick {base:8.3f} ms ({base / ms:5.1f}x)"
        target = TARGETS_MS.get(name.replace(" Soviet", ""))
        if target is not None:
            line += f"   target < {target} ms: {'ok' if ms < target else 'MISSED'}"
            failed |= ms >= target
        print(line)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
