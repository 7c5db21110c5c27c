"""One undo command class per kind of edit; the drawing tools' strokes merge (Tiled's ``mergeWith``)."""

from __future__ import annotations

from panzer_qt.ui.edit.document import EditCommand


class PaintTerrain(EditCommand):
    """Terrain painted with a brush or a flood fill."""

    merge_id = 1


class DrawRiver(EditCommand):
    """A river drawn or extended along hexsides."""

    merge_id = 2


class EraseRiver(EditCommand):
    """River hexsides erased."""

    merge_id = 3


class PaintHexSet(EditCommand):
    """Hexes added to or taken from a named hex set."""

    merge_id = 4


class EditRiver(EditCommand):
    """A river renamed, made major or minor, or deleted."""


class EditTown(EditCommand):
    """A town placed, moved, renamed, deleted, grown or shrunk, made fortified, or its initial control set."""


class EditUnit(EditCommand):
    """A unit added, duplicated, deleted or changed; a set-up hex or arrival turn set."""


class EditMarker(EditCommand):
    """A KG marker added, deleted or changed."""


class EditTables(EditCommand):
    """A chart entry changed, or charts reset to the rulebook."""


class EditScenario(EditCommand):
    """The scenario's description, options or starting situation changed."""


class ResizeMap(EditCommand):
    """Columns and rows added or removed at the map's edges."""


class ImportGeoJSON(EditCommand):
    """Rivers, towns and lakes imported from GeoJSON."""


class SetGeoreference(EditCommand):
    """The map's georeference set (its tie points and warp)."""


class EditRegion(EditCommand):
    """A region of the map cut or pasted."""
