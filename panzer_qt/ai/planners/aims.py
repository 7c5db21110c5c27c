"""What a side wants of the map in a position (``Aims``): the move planner's cheap first pick of the hexes
worth weighing in full (``planners.destinations``). Towns to take or guard, hexes next to enemy stacks, the
German C&C lines (the Soviet side marks them to cut, most of all the hexes from which one unit would cut
divisions off; the German side marks the hexes with a safe line, and westward), and the exit hexes late in
the game. The marks' weights are ``judgement.weights.AIMS``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from panzer_qt.ai.judgement.exit_plan import plan_open
from panzer_qt.ai.judgement.weights import AIMS
from panzer_qt.ai.position.clock import moves_left
from panzer_qt.ai.position.exit_distances import exit_steps
from panzer_qt.ai.position.hexbits import bits_of, flags, members
from panzer_qt.ai.position.nets import Net
from panzer_qt.ai.position.picture import Picture
from panzer_qt.model.enums import Side, UnitSize
from panzer_qt.model.state import GameState
from panzer_qt.rules.board import Board
from panzer_qt.rules.supply import supply_status

CUT_SEARCH = 12
"""Hexes of each division's C&C path (and those next to them) tried as places that would cut it."""
EXIT_FROM_TURN = 7
"""Soviet corps head for the exit hexes from this turn on (4.1: exits are worth most late)."""


@dataclass
class Aims:
    """How much a side wants each hex this step (a cheap pre-selection before the full evaluation)."""

    side: Side
    bonus: dict[str, float] = field(default_factory=dict)
    take: dict[str, float] = field(default_factory=dict)
    """Towns without enemy units, and the wish to take each while the enemy controls it."""
    guard: dict[str, float] = field(default_factory=dict)
    """Towns the enemy could reach, and the wish to stand in each while the side controls it and has no
    unit there."""
    cutting: dict[str, int] = field(default_factory=dict)
    """Hexes from which one Soviet unit would cut German divisions off (``cutting_hexes``)."""
    exit_steps: list[int] | None = None
    """Hex steps to the exits (``position.exit_distances``) while the Soviet exit plan counts, else None."""

    def add(self, hid: str, value: float) -> None:
        """Raise the wish for one hex."""
        self.bonus[hid] = self.bonus.get(hid, 0.0) + value

    def towns_now(self, board: Board, state: GameState) -> dict[str, float]:
        """The wish for each town in ``state`` (the planning moves made so far: a town one of them took is no
        longer to take, one a unit now stands in no longer to guard)."""
        side, control = self.side, state.control
        mine = {unit.hex for uid, unit in state.units.items() if unit.hex is not None and board.sides[uid] is side}
        wish = {h: v for h, v in self.take.items() if control.get(h) is not side}
        for hid, value in self.guard.items():
            if control.get(hid) is side and hid not in mine:
                wish[hid] = wish.get(hid, 0.0) + value
        return wish


def aims_of(picture: Picture, side: Side) -> Aims:
    """What ``side`` wants of the map in this position."""
    aims = Aims(side)
    board, ids = picture.board, picture.index.ids
    enemy_hexes = picture.occupied[side.enemy]
    reach = picture.towns_in_reach(side.enemy)
    for hid, vp in board.town_vp.items():
        i = picture.index.index[hid]
        if i not in enemy_hexes:
            aims.take[hid] = AIMS.take * vp
        if i in reach:
            aims.guard[hid] = AIMS.guard * vp
    for i in enemy_hexes:
        weak = side is Side.SOVIET and not picture.fragile_cc.holds(i)
        for n in picture.index.neighbors[i]:
            aims.add(ids[n], AIMS.next_to_weak if weak else AIMS.next_to_enemy)
    if side is Side.SOVIET:
        _soviet_aims(picture, aims)
    else:
        _german_aims(picture, aims)
    return aims


def _soviet_aims(picture: Picture, aims: Aims) -> None:
    """The German C&C lines of divisions (to cut; most, the hexes from which one unit would cut them)
    and, late, the exit hexes."""
    board = picture.board
    lines = supply_status(board, picture.state, Side.GERMAN)
    divisions = [u for u in picture.units_of(Side.GERMAN) if board.specs[u].size is UnitSize.DIVISION]
    for uid in divisions:
        for hid in lines[uid].path[1:8]:
            aims.add(hid, AIMS.cc_path)
    aims.cutting = cutting_hexes(picture, {u: lines[u].path[1:CUT_SEARCH] for u in divisions})
    if picture.state.turn >= EXIT_FROM_TURN and picture.state.vp_exits < board.scenario.tables.victory.exit_vp_max:
        for hid in board.soviet_exit:
            aims.add(hid, AIMS.exit_hex)
    if plan_open(board, picture.state.vp_exits, moves_left(board, picture.state, Side.SOVIET)):
        aims.exit_steps = exit_steps(picture)


def cutting_hexes(picture: Picture, paths: dict[str, tuple[str, ...]]) -> dict[str, int]:
    """Hexes near the given C&C paths of German divisions from which one Soviet unit would put divisions
    now in C&C out of it (9.2), with the steps of the divisions it would cut off."""
    board, idx, bits = picture.board, picture.index, picture.bits
    soviet, zoc, german = picture.held[Side.SOVIET], picture.zoc_bits[Side.SOVIET], picture.held[Side.GERMAN]
    inside = {u: picture.where[u] for u in paths if picture.cc.holds(picture.where[u])}
    near = 0
    for uid in inside:
        near |= bits.grow(bits_of(idx.index[h] for h in paths[uid]))
    found = {}
    divisions = [(at, board.specs[u].max_steps) for u, at in inside.items()]
    places = members(near & ~german)
    outs = Net.out_with_one_more(board, Side.GERMAN, soviet, zoc, places, watched=bits_of(inside.values()))
    for i, out in zip(places, outs, strict=True):
        steps = sum(size for at, size in divisions if out >> at & 1)
        if steps:
            found[idx.ids[i]] = steps
    return found


def _german_aims(picture: Picture, aims: Aims) -> None:
    """Hexes with a safe C&C line, and westward (towards the relief, the developer notes)."""
    board, bonus, ids = picture.board, aims.bonus, picture.index.ids
    west = board.memo("ai westward", lambda: [AIMS.westward * (board.grid.columns - c) for c in picture.index.column])
    for hid, safe, westward in zip(ids, flags(picture.fragile_cc.held, len(ids)), west, strict=True):
        value = bonus.get(hid, 0.0)
        if safe:
            value += AIMS.safe_line
        bonus[hid] = value + westward
