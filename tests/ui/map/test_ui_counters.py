"""Counter painting (2.3-2.6): colours, a distinct symbol per unit type and mark per size, steps, markers."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from panzer_qt.model.enums import Mobility, Side, UnitSize, UnitType
from panzer_qt.model.oob import StepValues, UnitSpec
from panzer_qt.ui.map.counters import (
    cas_pixmap,
    colours,
    counter_pixmap,
    face_of,
    kg_pixmap,
    short_label,
)
from panzer_qt.ui.map.units_layer import StackItem

SIZE = 64


@pytest.fixture(autouse=True)
def _app(qapp: QApplication) -> None:
    """Pixmaps need a running application."""


def unit(
    kind: UnitType = UnitType.INFANTRY,
    *,
    size: UnitSize = UnitSize.DIVISION,
    side: Side = Side.GERMAN,
    mobility: Mobility = Mobility.NON_MECHANIZED,
    steps: int = 2,
    range2: bool = False,
) -> UnitSpec:
    values = [StepValues(attack=4 - i % 4, defence=3) for i in range(steps)]
    return UnitSpec.model_validate(
        {
            "id": "u", "name": "7 Test (note)", "side": side, "type": kind, "size": size, "mobility": mobility,
            "steps": [v.model_dump() for v in values], "setup_hex": "0101",
            "abilities": {"range2_support": range2},
        }
    )  # fmt: skip


def image(spec: UnitSpec, steps: int, size: int = SIZE, dpr: float = 1.0) -> QImage:
    return counter_pixmap(spec, steps, size, dpr).toImage()


def bytes_of(img: QImage) -> bytes:
    return bytes(img.constBits())


def test_every_unit_type_has_its_own_symbol() -> None:
    drawn = {kind: bytes_of(image(unit(kind), 2)) for kind in UnitType}
    assert len(set(drawn.values())) == len(UnitType)


def test_every_size_has_its_own_mark() -> None:
    drawn = {size: bytes_of(image(unit(size=size), 2)) for size in UnitSize}
    assert len(set(drawn.values())) == len(UnitSize)


def _background(img: QImage) -> QColor:
    """A pixel of plain background: left edge, level with the symbol, clear of marks and pips."""
    return img.pixelColor(int(SIZE * 0.08), int(SIZE * 0.42))


@pytest.mark.parametrize(
    ("side", "kind", "mobility", "back", "ink"),
    [
        (Side.GERMAN, UnitType.PANZER, Mobility.MECHANIZED, "#7d8287", "#ffffff"),
        (Side.GERMAN, UnitType.INFANTRY, Mobility.NON_MECHANIZED, "#a9ae93", "#111111"),
        (Side.GERMAN, UnitType.GARRISON, Mobility.STATIC, "#a9ae93", "#111111"),
        (Side.SOVIET, UnitType.PANZER, Mobility.MECHANIZED, "#b8292f", "#ffffff"),
        (Side.SOVIET, UnitType.ARTILLERY, Mobility.MECHANIZED, "#7a4b2c", "#ffffff"),
        (Side.SOVIET, UnitType.ROCKET_ARTILLERY, Mobility.MECHANIZED, "#7a4b2c", "#ffffff"),
        (Side.SOVIET, UnitType.INFANTRY, Mobility.NON_MECHANIZED, "#d6b98c", "#111111"),
    ],
)
def test_colours_follow_rule_2_3(side: Side, kind: UnitType, mobility: Mobility, back: str, ink: str) -> None:
    spec = unit(kind, side=side, mobility=mobility)
    background, text = colours(face_of(spec, 2))
    assert (background.name(), text.name()) == (back, ink)
    assert _background(image(spec, 2)).name() == back


def _pip_centres(max_steps: int) -> list[tuple[int, int]]:
    gap = min(SIZE * 0.1, SIZE * 0.84 / max_steps)
    return [(round(SIZE * 0.91), round(SIZE * 0.1 + gap * i)) for i in range(max_steps)]


@pytest.mark.parametrize(("max_steps", "left"), [(4, 4), (4, 1), (8, 5), (2, 1)])
def test_pips_are_filled_for_steps_left_and_hollow_for_steps_lost(max_steps: int, left: int) -> None:
    spec = unit(UnitType.PANZER, mobility=Mobility.MECHANIZED, steps=max_steps)
    img = image(spec, left)
    ink = colours(face_of(spec, left))[1]
    filled = [img.pixelColor(x, y) == ink for x, y in _pip_centres(max_steps)]
    assert filled == [i < left for i in range(max_steps)]


def test_a_reduced_unit_shows_the_factors_of_its_step_and_looks_different() -> None:
    spec = unit(steps=4)
    assert (face_of(spec, 4).attack, face_of(spec, 1).attack) == (4, 1)
    assert face_of(spec, 1).reduced and not face_of(spec, 4).reduced
    assert bytes_of(image(spec, 4)) != bytes_of(image(spec, 3))
    assert _background(image(spec, 3)) != _background(image(spec, 4))


def test_the_range_two_artillery_carries_an_asterisk() -> None:
    assert bytes_of(image(unit(range2=True), 2)) != bytes_of(image(unit(), 2))


def test_labels_drop_notes_in_brackets() -> None:
    assert short_label("2 SS Pz (KG Das Reich)") == "2 SS Pz"
    assert short_label("60 Army support") == "60 Sup"


def test_pixmaps_are_cached_and_sharp_at_high_dpi() -> None:
    spec = unit()
    assert counter_pixmap(spec, 2, SIZE) is counter_pixmap(spec, 2, SIZE)
    hi = counter_pixmap(spec, 2, SIZE, 2.0)
    assert (hi.width(), hi.height(), hi.devicePixelRatio()) == (2 * SIZE, 2 * SIZE, 2.0)


def test_kg_and_cas_markers_are_drawn_per_name_side_and_count() -> None:
    breith, golnick = kg_pixmap("KG Breith", SIZE).toImage(), kg_pixmap("KG Golnick", SIZE).toImage()
    assert bytes_of(breith) != bytes_of(golnick)
    german, soviet = cas_pixmap(Side.GERMAN, 2, SIZE).toImage(), cas_pixmap(Side.SOVIET, 2, SIZE).toImage()
    assert german.pixelColor(4, SIZE // 2).name() == "#2f6db5"
    assert soviet.pixelColor(4, SIZE // 2).name() == "#f08a80"
    assert bytes_of(cas_pixmap(Side.GERMAN, 3, SIZE).toImage()) != bytes_of(german)


@pytest.mark.parametrize(("count", "selected"), [(1, True), (2, False), (4, True)])
def test_a_stack_paints_only_inside_its_bounding_rect(count: int, selected: bool) -> None:
    """A repaint reaching only part of a stack draws it again only where its bounding rect says it paints: the
    count badge and the selection outline must lie inside it, or a partial repaint leaves their rims stale."""
    stack = StackItem(QPointF(0, 0), [(unit(), 2)] * count, count, selected)
    canvas = QImage(200, 200, QImage.Format.Format_ARGB32)
    canvas.fill(Qt.GlobalColor.transparent)
    painter = QPainter(canvas)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(100, 100)  # the item's own coordinates, its origin at (100, 100)
    stack.paint(painter, None)  # type: ignore[arg-type]  # the option is not read
    painter.end()
    box = stack.boundingRect().translated(100, 100)
    inked = [(x, y) for y in range(200) for x in range(200) if canvas.pixelColor(x, y).alpha()]
    assert inked and all(
        box.left() <= x and x + 1 <= box.right() and box.top() <= y and y + 1 <= box.bottom() for x, y in inked
    )
