"""Actions declared as data, as napari and Tiled declare theirs: each face of the program lists its actions in one
table (an id, a title, a key, a tip, what it does, when it can) and lays its menus and toolbars out by id;
``ActionSet`` makes the QActions of a table and keeps their enabled state in step."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar, QWidget

from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.map.overlays import OVERLAYS
from panzer_qt.ui.window_parts import KeySpec, overlay_tip, window_action

SEPARATOR = "-"
"""In a menu's or a toolbar's items: a separator."""
OVERLAY_KEYS = {"movement": "M", "supply": "S", "zoc_german": "G", "zoc_soviet": "V", "kg": "K", "control": "T"}
"""Shortcut of each overlay toggle, in the client and the viewer."""


@dataclass(frozen=True)
class ActionSpec:
    """One action: ``run`` is called as a slot of Qt's ``triggered`` (with the checked state if it takes it);
    ``enabled`` says whether it can work now (None: always); the actions of one ``group`` exclude each other;
    ``label`` is its shorter text on a toolbar. ``title`` and ``tip`` are translated; no tip: the title."""

    id: str
    title: str
    run: Callable[..., object]
    key: KeySpec | None = None
    tip: str = ""
    checkable: bool = False
    checked: bool = False
    enabled: Callable[[], bool] | None = None
    group: str = ""
    label: str = ""


Item = str | QAction | QMenu | QWidget | Sequence[QAction]
"""What a menu or toolbar holds: an action's id or ``SEPARATOR``, or an action, a submenu, a widget (on a toolbar) or
a list of actions made elsewhere."""


@dataclass(frozen=True)
class MenuSpec:
    """A menu of the menu bar: its (translated) title and items."""

    title: str
    items: Sequence[Item]


class ActionSet:
    """The actions of one window, made from a table, by id."""

    def __init__(self, window: QWidget, specs: Iterable[ActionSpec]) -> None:
        self.specs = {spec.id: spec for spec in specs}
        self.groups: dict[str, QActionGroup] = {}
        self.actions = {spec.id: self._make(window, spec) for spec in self.specs.values()}

    def _make(self, window: QWidget, spec: ActionSpec) -> QAction:
        action = window_action(window, spec.title, spec.run, spec.key, spec.tip or spec.title)
        action.setObjectName(spec.id)
        action.setCheckable(spec.checkable or bool(spec.group))
        action.setChecked(spec.checked)
        if spec.label:
            action.setIconText(spec.label)
        if spec.group:
            self.groups.setdefault(spec.group, QActionGroup(window)).addAction(action)
        return action

    def __getitem__(self, id_: str) -> QAction:
        return self.actions[id_]

    def with_prefix(self, prefix: str) -> dict[str, QAction]:
        """The actions whose ids start with ``prefix``, by the rest of their ids, in the table's order."""
        return {key.removeprefix(prefix): action for key, action in self.actions.items() if key.startswith(prefix)}

    def update_enabled(self) -> None:
        """Enable each action that says when it can work, if it can now."""
        for key, spec in self.specs.items():
            if spec.enabled is not None:
                self.actions[key].setEnabled(spec.enabled())

    def fill(self, target: QMenu | QToolBar, items: Sequence[Item]) -> None:
        """Put ``items`` in a menu or a toolbar, in order."""
        for item in items:
            if item == SEPARATOR:
                target.addSeparator()
            elif isinstance(item, str):
                target.addAction(self.actions[item])
            elif isinstance(item, QAction):
                target.addAction(item)
            elif isinstance(item, QMenu):
                target.addMenu(item) if isinstance(target, QMenu) else target.addAction(item.menuAction())
            elif isinstance(item, QWidget):
                assert isinstance(target, QToolBar), "a widget goes on a toolbar"
                target.addWidget(item)
            else:
                target.addActions(list(item))

    def menus(self, window: QMainWindow, menus: Sequence[MenuSpec]) -> list[QMenu]:
        """Add ``menus`` to the menu bar of ``window``; the menus made."""
        made = []
        for spec in menus:
            menu = window.menuBar().addMenu(spec.title)
            self.fill(menu, spec.items)
            made.append(menu)
        return made

    def toolbar(self, window: QMainWindow, title: str, name: str, items: Sequence[Item]) -> QToolBar:
        """A toolbar of ``window`` named ``name`` (its layout is remembered by it) holding ``items``."""
        bar = QToolBar(title)
        bar.setObjectName(name)
        window.addToolBar(bar)
        self.fill(bar, items)
        return bar


def overlay_specs(layers: Callable[[], GameLayers | None], on: Callable[[str], bool]) -> list[ActionSpec]:
    """The overlay toggles of a window showing a game (ids ``overlay_`` and the overlay's name): ``layers`` gives
    the window's layers (None: none yet), ``on`` whether an overlay starts shown."""

    def toggle(name: str) -> Callable[[bool], None]:
        def set_overlay(shown: bool) -> None:
            shown_on = layers()
            if shown_on is not None:
                shown_on.set_overlay(name, shown)

        return set_overlay

    specs = []
    for name, label in OVERLAYS.items():
        text = QCoreApplication.translate("Overlays", label)
        specs.append(
            ActionSpec(f"overlay_{name}", text, toggle(name), OVERLAY_KEYS.get(name), overlay_tip(text), True, on(name))
        )
    return specs


ZOOMS: tuple[tuple[str, str, KeySpec, str], ...] = (
    ("fit", QT_TRANSLATE_NOOP("Window", "Fit"), "Ctrl+0", QT_TRANSLATE_NOOP("Window", "Show the whole map")),
    ("zoom_in", QT_TRANSLATE_NOOP("Window", "Zoom In"), QKeySequence.StandardKey.ZoomIn,
     QT_TRANSLATE_NOOP("Window", "Zoom in")),
    ("zoom_out", QT_TRANSLATE_NOOP("Window", "Zoom Out"), QKeySequence.StandardKey.ZoomOut,
     QT_TRANSLATE_NOOP("Window", "Zoom out")),
)  # fmt: skip
"""Fit, Zoom In and Zoom Out: the canvas's method (the action's id), title, key and tip."""


def zoom_specs(canvas: Callable[[], MapCanvas | None]) -> list[ActionSpec]:
    """Fit, Zoom In and Zoom Out of a window showing a game, on whichever canvas ``canvas`` gives at the time."""
    return [
        ActionSpec(
            method,
            QCoreApplication.translate("Window", title),
            on_canvas(canvas, method),
            key,
            QCoreApplication.translate("Window", tip),
        )
        for method, title, key, tip in ZOOMS
    ]


def on_canvas(canvas: Callable[[], MapCanvas | None], method: str) -> Callable[[], None]:
    """A slot calling a method of whichever canvas ``canvas`` gives at the time (none: nothing)."""

    def call() -> None:
        shown = canvas()
        if shown is not None:
            getattr(shown, method)()

    return call
