"""What an edit changed on the map, as the hexes to repaint (Qt-free, so the canvas repaints only those)."""

from __future__ import annotations

from panzer_qt.model.mapspec import MapSpec


def _river_sides(spec: MapSpec) -> set[tuple[str, str, str, bool]]:
    return {(a, b, r.name, r.major) for r in spec.rivers for a, b in r.hexsides}


def changed_hexes(old: MapSpec, new: MapSpec) -> set[str] | None:
    """The hexes whose drawing differs between two versions of a map; None when all of it may (another size,
    another default terrain, other labels)."""
    if (old.columns, old.rows, old.default_terrain, old.labels) != (
        new.columns,
        new.rows,
        new.default_terrain,
        new.labels,
    ):
        return None
    hexes: set[str] = set()
    if old.terrain != new.terrain:
        hexes |= {h for h in old.terrain.keys() | new.terrain.keys() if old.terrain.get(h) != new.terrain.get(h)}
    if old.rivers != new.rivers:
        hexes |= {h for a, b, _, _ in _river_sides(old) ^ _river_sides(new) for h in (a, b)}
    if old.towns != new.towns:
        moved = [t for t in old.towns if t not in new.towns] + [t for t in new.towns if t not in old.towns]
        hexes |= {h for town in moved for h in town.hexes}
    if old.hex_sets != new.hex_sets:
        for name in type(old.hex_sets).model_fields:
            hexes |= set(getattr(old.hex_sets, name)) ^ set(getattr(new.hex_sets, name))
    return hexes
