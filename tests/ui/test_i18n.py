"""The Spanish translation: menus, phase bar, odds breakdown and event texts in Spanish; every visible text
of the three windows goes through the translation and has a Spanish translation; the .ts/.qm files are up to
date with the code; the language follows ``--lang``, the setting and the system locale."""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QLocale, Qt, QTranslator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QStyleOptionViewItem,
    QTabBar,
    QWidget,
)
from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Side, UnitType, Weather
from panzer_qt.model.events import MoveStopped, UnitPlaced, WeatherSet
from panzer_qt.model.record import Bookmark
from panzer_qt.tools.translations import LANGUAGES, Message, built_in_words, engine_keys, read_ts, tool, update
from panzer_qt.ui import i18n
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.common.tables_view import TablesDialog
from panzer_qt.ui.edit.dialogs import NewDialog, ResizeDialog
from panzer_qt.ui.play.new_game import NewGameDialog
from panzer_qt.ui.play.session import load_any
from panzer_qt.ui.play.vp_panel import game_over_box
from panzer_qt.ui.replay.bookmarks import BookmarkDialog
from panzer_qt.ui.replay.jump import JumpDialog
from tests.helpers.combat_kit import combat_game
from tests.helpers.editor_kit import DEFAULT, make_editor
from tests.helpers.movement_kit import game_at
from tests.helpers.ui_kit import click_hex, make_window
from tests.ui.replay.test_replay_viewer import finished_game, open_viewer

EXAMPLE_STACK = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218"}
MARK = "\u27e6"
"""What the marking translator puts before every translated text."""


def app() -> QCoreApplication:
    found = QCoreApplication.instance()
    assert found is not None
    return found


@pytest.fixture
def spanish() -> Iterator[None]:
    """The program in Spanish for one test, English again after it."""
    assert len(i18n.install(app(), "es")) == 2, "the program's and Qt's Spanish translations are both shipped"
    yield
    i18n.install(app(), "en")


def catalogue(language: str) -> dict[tuple[str, str], Message]:
    ts = i18n.I18N_DIR / f"panzer_qt_{language}.ts"
    return {(m.key[0], m.key[1]): m for m in read_ts(ts)}


class Marking(QTranslator):
    """The Spanish translation with a mark before each text it gives, noting every text the program asks for."""

    def __init__(self, spanish: QTranslator) -> None:
        super().__init__()
        self.spanish = spanish
        self.asked: set[tuple[str, str]] = set()

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        self.asked.add((context, source))
        return MARK + (self.spanish.translate(context, source, disambiguation, n) or source)

    def isEmpty(self) -> bool:  # noqa: N802 - Qt's name
        return False


@pytest.fixture
def marking() -> Iterator[Marking]:
    i18n.install(app(), "es")
    spanish = QTranslator()
    assert spanish.load(str(i18n.qm_file("es")))
    marker = Marking(spanish)
    app().installTranslator(marker)
    yield marker
    app().removeTranslator(marker)
    i18n.install(app(), "en")


def test_the_client_speaks_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    game, _record = load_any(str(DEFAULT))
    window = make_window(qtbot, game, tmp_path)
    menus = [a.text() for a in window.menuBar().actions()]
    assert menus[:3] == ["&Archivo", "&Editar", "&Ver"]
    bar = window.phase_bar
    assert bar.turn_label.text() == "Turno 1 de 8"
    assert bar.end_button.text() == "Fin de fase"
    assert bar.weather_label.text() == "Deshielo"
    assert bar.side_label.text() == "juega el soviético"
    assert {b.text() for b in bar.sequence_buttons.values()} == {"Mover/Combatir", "Combatir/Mover"}
    assert window.docks["log"].windowTitle() == "Registro"
    assert window.actions_.undo.text() == "Deshacer"


def test_an_odds_breakdown_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    game = combat_game({**EXAMPLE_STACK, "su-9mech": "2119"}, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3})
    window = make_window(qtbot, game, tmp_path)
    click_hex(qtbot, window, "2119")
    click_hex(qtbot, window, "2218")
    text = window.combat.odds_text()
    odds = game.odds(list(EXAMPLE_STACK), "2119")
    assert f"Total de ataque\n{odds.attack_total}" in text
    assert f"Total de defensa\n{odds.defence_total}" in text
    assert f"Proporción inicial (13.8)\n{odds.raw_label}" in text
    assert f"Columna final\n{odds.final_label}" in text
    assert "Ataque" in text and "Defensa" in text
    assert [s.reason for s in odds.shifts] == [
        "every attacker across a river",
        "heavy panzers in the attack with a division",
    ]
    assert "todos los atacantes cruzan un río (13.8.3)" in text
    assert "tanques pesados en el ataque con una división (13.5)" in text
    assert "Attack" not in text and "Final column" not in text


def test_the_result_reads_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    """What the total reaches, in the VP panel and the game-over summary, is the engine's result in Spanish (4.3)."""
    game, _record = load_any(str(DEFAULT))
    window = make_window(qtbot, game, tmp_path)
    assert "Si la partida terminara ahora: <b>Victoria alemana</b>" in window.vp_panel.table.text()
    over = finished_game()
    result = over.state.result
    assert result is not None
    spanish_result = {"Soviet victory": "Victoria soviética", "Draw": "Empate", "German victory": "Victoria alemana"}
    box = game_over_box(over, window)
    assert box.text().startswith(f"<h3>{spanish_result[result]} con {over.state.vp} VP soviéticos</h3>")
    assert f"Resultado: <b>{spanish_result[result]}</b>" in box.text()


def test_event_texts_in_spanish(spanish: None) -> None:
    text = EventText({"de-16pz": "16 Pz", "su-9mech": "9 Mech"})
    assert text(WeatherSet(weather=Weather.FROST, rule="5.1")) == "Tiempo: Hielo (5.1)"
    placed = text(UnitPlaced(unit_id="de-16pz", hex="2218", steps=1, rule="3.2"))
    assert placed == "16 Pz colocada en 2218 (1 paso) (3.2)"
    assert text(UnitPlaced(unit_id="de-16pz", hex="2218", steps=4, rule="3.2")).endswith("(4 pasos) (3.2)")
    stopped = MoveStopped(unit_ids=["su-9mech"], hex="2120", reason="entered an enemy zone of control", rule="7.2")
    assert text(stopped) == "9 Mech se detiene en 2120: ha entrado en una zona de control enemiga (7.2)"
    two = MoveStopped(
        unit_ids=["su-9mech", "de-16pz"], hex="2120", reason="entering 2121 would cost 3 MP with 1 left", rule="12.2"
    )
    assert text(two) == "9 Mech, 16 Pz se detienen en 2120: entrar en 2121 costaría 3 PM y quedan 1 (12.2)"


def test_english_has_its_plural_forms() -> None:
    text = EventText({"de-16pz": "16 Pz"})
    assert text(UnitPlaced(unit_id="de-16pz", hex="2218", steps=1, rule="3.2")) == "16 Pz placed in 2218 (1 step) (3.2)"
    assert (
        text(UnitPlaced(unit_id="de-16pz", hex="2218", steps=3, rule="3.2")) == "16 Pz placed in 2218 (3 steps) (3.2)"
    )


ALLOWED = re.compile(r"^[\d\s.,:;/+\-–()%?*!<>|]*$|^(CAS|KG|VP|ZOC|AL1|AS|DR|DL1|DL1\+DR|EX|\d+:\d+)$")
"""Texts that need no translation: numbers, hexes, odds and the rulebook's abbreviations, the same in Spanish."""


def visible_texts(window: QWidget) -> list[tuple[str, str]]:
    """(where, text) of every text a window or dialog shows: its title, menus and actions with their tooltips,
    labels, buttons, group boxes, dock titles, tabs, the choices of boxes and widget tooltips."""
    found = [("window title", window.windowTitle())]
    for action in [a for m in window.findChildren(QMenu) for a in m.actions()]:
        found += [("action", action.text()), ("action tip", action.toolTip())]
    if isinstance(window, QMainWindow):
        found += [("menu", a.text()) for a in window.menuBar().actions()]
    for widget in window.findChildren(QWidget):
        found.append(("tooltip", widget.toolTip()))
        if isinstance(widget, QLabel) and widget.pixmap().isNull() is not False:
            found.append(("label", widget.text()))
        if isinstance(widget, QAbstractButton):
            found.append(("button", widget.text()))
        if isinstance(widget, QGroupBox):
            found.append(("group", widget.title()))
        if isinstance(widget, QDockWidget):
            found.append(("dock", widget.windowTitle()))
        if isinstance(widget, QTabBar):
            found += [("tab", widget.tabText(i)) for i in range(widget.count())]
        if isinstance(widget, QComboBox):
            found += [("choice", widget.itemText(i)) for i in range(widget.count())]
    return found


def untranslated(window: QWidget, names: set[str]) -> list[tuple[str, str]]:
    """The texts shown that did not come through the translation (names of units, towns and files aside)."""
    plain = re.compile(r"<[^>]+>")
    return [
        (where, text)
        for where, text in visible_texts(window)
        if text and MARK not in text and not ALLOWED.match(plain.sub("", text)) and text not in names
    ]


def test_every_visible_text_of_the_three_windows_is_translated(qtbot: QtBot, tmp_path: Path, marking: Marking) -> None:
    game, _record = load_any(str(DEFAULT))
    scenario = game.scenario
    names = (
        {u.name for u in scenario.units} | {k.name for k in scenario.kg_markers} | {t.name for t in scenario.map.towns}
    )
    names |= {f"{scenario.meta.name}", "panzer-qt"}
    client = make_window(qtbot, game, tmp_path / "client")
    editor = make_editor(qtbot, tmp_path / "editor")
    record = tmp_path / "game.json"
    record.write_text(finished_game().record().model_dump_json())
    viewer = open_viewer(qtbot, record)
    found = {
        name: untranslated(window, names)
        for name, window in (("client", client), ("editor", editor), ("viewer", viewer))
    }
    assert found == {"client": [], "editor": [], "viewer": []}
    review = viewer.review
    assert review is not None
    dialogs = {
        "new game": NewGameDialog(DEFAULT, client),
        "tables": TablesDialog(scenario.tables, client),
        "new scenario": NewDialog(editor),
        "resize": ResizeDialog(20, 15, editor),
        "go to": JumpDialog(review.index, 1, review.proved, viewer),
        "bookmark": BookmarkDialog(viewer.bookmarks.tr("Add bookmark"), Bookmark(step=3), viewer),
    }
    assert {name: untranslated(d, names) for name, d in dialogs.items()} == {name: [] for name in dialogs}
    spanish = catalogue("es")
    ours = {context for context, _source in spanish}
    asked = {key for key in marking.asked if key[0] in ours}  # Qt's and pyqtgraph's own texts aside
    missing = sorted(key for key in asked if key not in spanish or not spanish[key].finished)
    assert missing == [], "texts asked for at run time that the Spanish .ts lacks (lupdate did not see them)"
    assert len(asked) > 300


def test_the_translations_are_up_to_date_with_the_code() -> None:
    assert update(check=True) == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_shipped_qm_files_are_compiled_from_the_ts_files(language: str, tmp_path: Path) -> None:
    ts, qm = i18n.I18N_DIR / f"panzer_qt_{language}.ts", i18n.qm_file(language)
    fresh = tmp_path / qm.name
    subprocess.run([tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts), "-qm", str(fresh)], check=True)
    assert fresh.read_bytes() == qm.read_bytes()


def test_the_spanish_catalogue_uses_the_spanish_editions_terms() -> None:
    spanish = catalogue("es")
    words = {source: m.forms[0] for (context, source), m in spanish.items() if context == "Words"}
    assert words["thaw"] == "deshielo" and words["frost"] == "hielo" and words["storm"] == "tormenta"
    assert spanish[("EventText", "Korpsgruppe deployment")].forms == ["Despliegue de los Korpsgruppe"]
    assert spanish[("Overlays", "a Soviet unit here is in supply (8.1)")].forms[0].endswith("está en suministro (8.1)")


def test_the_language_follows_the_locale_unless_chosen() -> None:
    assert i18n.chosen_language("system", QLocale("es_ES")) == "es"
    assert i18n.chosen_language("system", QLocale("de_DE")) == "en"
    assert i18n.chosen_language("en", QLocale("es_ES")) == "en"
    assert i18n.chosen_language("es", QLocale("en_GB")) == "es"


def test_the_order_of_battle_shows_enumerations_in_spanish_and_stores_their_values(
    qtbot: QtBot, tmp_path: Path, spanish: None
) -> None:
    editor = make_editor(qtbot, tmp_path)
    model, table = editor.oob.model, editor.oob.table
    side = next(i for i, c in enumerate(model.columns) if c.choices == ("german", "soviet"))
    index = model.index(0, side)
    assert (model.data(index), model.data(index, Qt.ItemDataRole.EditRole)) == ("alemán", "german")
    kind = next(i for i, c in enumerate(model.columns) if "infantry" in c.choices)
    index = model.index(0, kind)
    assert (model.data(index), model.data(index, Qt.ItemDataRole.EditRole)) == ("panzer", "panzer")
    delegate = table.itemDelegate()
    box = delegate.createEditor(table.viewport(), QStyleOptionViewItem(), index)
    assert isinstance(box, QComboBox)
    assert box.itemText(0) == "infantería" and box.itemData(0) == "infantry"
    delegate.setEditorData(box, index)
    assert box.currentData() == "panzer"
    box.setCurrentIndex(0)
    delegate.setModelData(box, model, index)
    unit = next(u for u in editor.document.scenario.units if u.id == model.data(model.index(0, 0)))
    assert unit.type is UnitType.INFANTRY and model.data(model.index(0, kind)) == "infantería"


def test_the_editors_charts_label_their_rows_and_columns_in_spanish(
    qtbot: QtBot, tmp_path: Path, spanish: None
) -> None:
    editor = make_editor(qtbot, tmp_path)
    models = {m.chart.title: m for m in editor.charts.models}
    terrain = models["Terrain Effects Chart (12.2, 13.8)"]
    rows = [terrain.headerData(i, Qt.Orientation.Vertical) for i in range(terrain.rowCount())]
    columns = [terrain.headerData(i, Qt.Orientation.Horizontal) for i in range(terrain.columnCount())]
    assert rows == ["claro", "bosque", "abrupto", "pantano"]
    assert columns == ["PM no mecanizadas", "PM mecanizadas", "desplazamiento en combate"]
    weather = models["Weather by turn and die roll (5.1)"]
    assert weather.headerData(0, Qt.Orientation.Vertical) == "turno 2"
    assert weather.headerData(0, Qt.Orientation.Horizontal) == "1"


def test_every_engine_text_has_a_finished_spanish_translation() -> None:
    spanish = catalogue("es")
    keys = engine_keys()
    assert len(set(keys)) > 150, "the refusals, file problems and scenario checks are all marked"
    assert ("Engine", "{hex} holds enemy units", "") in keys
    assert [k for k in keys if (k[0], k[1]) not in spanish or not spanish[(k[0], k[1])].finished] == []


def test_a_template_written_as_an_f_string_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "bad.py").write_text('hid = "0101"\nraise IllegalCommand("6.0", f"{hid} holds enemy units")\n')
    monkeypatch.setattr("panzer_qt.tools.translations.ENGINE_SOURCES", [tmp_path])
    with pytest.raises(SystemExit, match=r"bad\.py:2: an engine text written as an f-string"):
        engine_keys()


def test_a_refused_route_is_told_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    window = make_window(qtbot, game_at("route", {"de-pz": "0305", "su-rifle": "0503"}), tmp_path)
    click_hex(qtbot, window, "0305")
    click_hex(qtbot, window, "0404", Qt.KeyboardModifier.AltModifier)
    click_hex(qtbot, window, "0504", Qt.KeyboardModifier.AltModifier)
    click_hex(qtbot, window, "0505", Qt.KeyboardModifier.AltModifier)
    assert window.statusBar().currentMessage() == (
        "No se puede pasar por 0505: el movimiento se detiene en 0504, en una zona de control enemiga: "
        "no puede seguir hasta 0505 (7.2)"
    )


def test_a_broken_file_is_described_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    game, _record = load_any(str(DEFAULT))
    window = make_window(qtbot, game, tmp_path)
    broken = tmp_path / "broken.json"
    broken.write_text('{"kind": "panzer_qt.scenario", "format_version": 1, "units": [{"id": 3}]}', encoding="utf-8")
    assert not window.actions_.open(broken)
    box = window.actions_.problem_box
    assert isinstance(box, QMessageBox) and box.isVisible()
    details = box.detailedText().splitlines()
    assert f"{broken}: $.meta: falta un campo obligatorio" in details
    assert f"{broken}: $.units[0].id: debería ser texto" in details
    box.close()
    broken.write_text('{"kind": "panzer_qt.record", "steps": [', encoding="utf-8")
    assert not window.actions_.open(broken)
    assert "línea 1 columna" in window.actions_.problem_box.text()  # type: ignore[union-attr]
    assert "JSON no válido" in window.actions_.problem_box.text()  # type: ignore[union-attr]


def test_the_editor_lists_a_scenarios_problems_in_spanish(qtbot: QtBot, tmp_path: Path, spanish: None) -> None:
    editor = make_editor(qtbot, tmp_path)
    data = json.loads(DEFAULT.read_text(encoding="utf-8"))
    data["units"][0]["setup_hex"] = "9999"
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    assert editor.actions_.open(bad)  # the engine refuses it: it opens, to be mended
    assert editor.actions_.message is not None
    assert (
        "$.units[0].setup_hex: 1 SS Pz: el hex de despliegue 9999 no está en el mapa" in editor.actions_.message.text()
    )
    editor.actions_.message.close()
    editor.validation.refresh()
    first = editor.validation.list.item(0).text()
    assert first == "$.units[0].setup_hex: 1 SS Pz: el hex de despliegue 9999 no está en el mapa (formato)"


def test_the_check_catches_words_built_into_translated_sentences(tmp_path: Path) -> None:
    """A value that is an English word as it stands, put into a translated sentence, stays English in Spanish."""
    (tmp_path / "bad.py").write_text(
        "def hover(side, hid, held, result):\n"
        '    german = "in C&C" if held else "OUT of C&C"\n'
        '    a = QCoreApplication.translate("HexInfo", "a German unit {german}").format(german=german)\n'
        '    b = self.tr("Computer ({name}) thinking").format(name=side.value.capitalize())\n'
        '    c = self.tr("{hex} is {what}").format(hex=hid, what="over the limit")\n'
        '    d = self.tr("{result} at {hex}").format(result=result.value, hex="0906")\n'
        '    e = self.tr("<b style=\'color:{c}\'>").format(c="#fffbea")\n'
    )
    assert [line.split(": ", 1)[1] for line in built_in_words(tmp_path)] == [
        "{german} is given untranslated words", "{name} is given untranslated words",
        "{what} is given untranslated words",
    ]  # fmt: skip
    assert built_in_words() == []
