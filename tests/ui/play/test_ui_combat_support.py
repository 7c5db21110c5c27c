"""The support rows of the combat panel: CAS, KG and the 18th AD start from none for each new target; the KG and
18th AD rows show only for the German side and only when they may be used."""

from __future__ import annotations

from pathlib import Path

from pytestqt.qtbot import QtBot

from panzer_qt.model.enums import Phase, Side
from panzer_qt.ui.play.combat_panel import SupportChoice
from tests.helpers.combat_kit import combat_game
from tests.helpers.ui_kit import click_hex, make_window

EXAMPLE_STACK = {"de-16pz": "2218", "de-371": "2218", "de-509": "2218"}


def rows_shown(support: SupportChoice) -> dict[str, bool]:
    """Which support rows the panel shows."""
    return {
        "cas": support.form.isRowVisible(support.cas),
        "kg": support.form.isRowVisible(support.kg),
        "18th AD": support.form.isRowVisible(support.support),
    }


def test_support_starts_from_none_for_each_target(qtbot: QtBot, tmp_path: Path) -> None:
    units = {**EXAMPLE_STACK, "su-9mech": "2119", "su-tk": "2217", "de-18ad": "2018"}
    window = make_window(qtbot, combat_game(units, kg={"kg-a": "2219"}, cas={Side.GERMAN: 3}), tmp_path)
    support = window.combat.attack_support
    click_hex(qtbot, window, "2119")
    click_hex(qtbot, window, "2218")
    assert rows_shown(support) == {"cas": True, "kg": True, "18th AD": True}
    support.cas.setValue(2)
    support.kg.setCurrentIndex(support.kg.findData("kg-a"))
    support.support.setChecked(True)
    assert support.values() == (2, "kg-a", "de-18ad")
    click_hex(qtbot, window, "2217")
    assert window.combat.target == "2217"
    assert support.values() == (0, None, None) and support.cas.maximum() == 3


def test_the_soviet_side_sees_no_kg_or_18th_ad_rows(qtbot: QtBot, tmp_path: Path) -> None:
    units = {"su-9mech": "2119", "de-16pz": "2218", "de-18ad": "2018"}
    game = combat_game(units, kg={"kg-a": "2219"}, phase=Phase.SOVIET_1, cas={Side.SOVIET: 2})
    window = make_window(qtbot, game, tmp_path)
    support = window.combat.attack_support
    click_hex(qtbot, window, "2218")
    click_hex(qtbot, window, "2119")
    assert window.combat.target == "2218" and window.combat.attackers == ["su-9mech"]
    assert rows_shown(support) == {"cas": True, "kg": False, "18th AD": False}
    assert not support.kg.isVisible() and not support.support.isVisible()
