"""A step of a record explained as HTML for the viewer's step panel: where it stands, the command in words (and why
the computer made it, for a computer seat's step), every event (the chosen one marked), a combat's full odds
breakdown and its die. Text from the record is escaped: it shows as plain text, never as markup. Qt-free.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.events import CombatResolved, Event, OddsComputed
from panzer_qt.model.record import GameRecord
from panzer_qt.records.index import PhaseMark
from panzer_qt.ui.common.command_text import command_text
from panzer_qt.ui.common.event_text import EventText, phase_title
from panzer_qt.ui.common.odds_html import odds_html
from panzer_qt.ui.common.vp_text import ending_text

CURRENT_BACKGROUND = "#ffe9a8"
DIE_BACKGROUND = "#f3d36b"


def where_text(step: int, total: int, mark: PhaseMark) -> str:
    """E.g. "Step 413 of 1148 - turn 5, VI German 1st phase - movement"; step 0 is the position both set-ups left
    (3.2: the Soviet units placed, then the German ones)."""
    phase = (
        QCoreApplication.translate("Explain", "Soviet and German set-ups (3.2)")
        if step == 0
        else phase_title(mark.phase, mark.segment)
    )
    return QCoreApplication.translate("Explain", "Step {step} of {total} - turn {turn}, {phase}").format(
        step=step, total=total, turn=mark.turn, phase=phase
    )


def _die(resolved: CombatResolved) -> str:
    roll = (
        QCoreApplication.translate("Explain", "die <b>{roll}</b>").format(roll=resolved.roll)
        if resolved.roll is not None
        else QCoreApplication.translate("Explain", "no roll (automatic result, 13.8.1)")
    )
    return QCoreApplication.translate(
        "Explain",
        "<p style='background:{DIE_BACKGROUND}'>Combat at {defender_hex}: column <b>{column}</b>, "
        "{roll} &rarr; <b>{value}</b> (13.8)</p>",
    ).format(
        DIE_BACKGROUND=DIE_BACKGROUND,
        defender_hex=escape(resolved.defender_hex),
        column=escape(resolved.column),
        roll=roll,
        value=escape(resolved.result.value),
    )


def _events(events: list[Event], current: int, text: EventText) -> str:
    rows = []
    for i, event in enumerate(events):
        words = escape(text(event))
        rows.append(
            QCoreApplication.translate(
                "Explain", "<li style='background:{CURRENT_BACKGROUND}'><b>{words}</b></li>"
            ).format(CURRENT_BACKGROUND=CURRENT_BACKGROUND, words=words)
            if i == current
            else f"<li>{words}</li>"
        )
    return (
        QCoreApplication.translate("Explain", "<ol style='margin-left:12px'>{rows}</ol>").format(rows="".join(rows))
        if rows
        else QCoreApplication.translate("Explain", "<p><i>No events.</i></p>")
    )


def step_html(record: GameRecord, step: int, event: int, mark: PhaseMark, text: EventText, *, why: str = "") -> str:
    """The explanation of ``step`` (0: the set-up) with event ``event`` of it marked, and ``why`` its command was
    made (a computer seat's reason, plain text; "": none shown)."""
    events = list(record.start_events) if step == 0 else list(record.steps[step - 1].events)
    parts = [f"<p><b>{escape(where_text(step, len(record.steps), mark))}</b></p>"]
    if step == len(record.steps) and record.ended is not None:
        parts.append(f"<p><b>{escape(ending_text(record.ended))}</b></p>")
    what = (
        QCoreApplication.translate("Explain", "The set-up (3.2)")
        if step == 0
        else command_text(record.steps[step - 1].command, text)
    )
    parts.append(f"<p>{escape(what)}</p>")
    if why:
        parts.append(QCoreApplication.translate("Explain", "<p><i>Why:</i> {reason}</p>").format(reason=escape(why)))
    for found in events:
        if isinstance(found, CombatResolved):
            parts.append(_die(found))
    parts.append(_events(events, event, text))
    for found in events:
        if isinstance(found, OddsComputed):
            parts.append(odds_html(found.breakdown, text.unit))
    return "".join(parts)
