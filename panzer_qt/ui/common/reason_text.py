"""A computer player's reason for a command (``ai.players.reasons.Reason``) as the sentence the reader sees: the
client's Suggest says it for the person's move, the replay viewer for a step a computer seat made."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.enums import Side
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.common.event_text import EventText
from panzer_qt.ui.translated import engine_text

if TYPE_CHECKING:
    from panzer_qt.ai.players.reasons import Reason

WEIGHED = {
    None: QT_TRANSLATE_NOOP("Suggest", "{reason} (VP for your side). Expected Soviet VP {before:.1f} -> {after:.1f}."),
    Side.SOVIET: QT_TRANSLATE_NOOP(
        "Suggest", "{reason} (VP for the Soviet side). Expected Soviet VP {before:.1f} -> {after:.1f}."
    ),
    Side.GERMAN: QT_TRANSLATE_NOOP(
        "Suggest", "{reason} (VP for the German side). Expected Soviet VP {before:.1f} -> {after:.1f}."
    ),
}
"""The sentence of a reason that names the evaluation's terms, by the side whose VP they are (None: the reader's)."""


def reason_text(why: Reason, names: EventText, side: Side | None = None) -> str:
    """The reason in the reader's language (the terms' VP are for the side that chose: ``side``, or the reader's
    when None), with the expected final Soviet VP before and after the command when it weighed them."""
    said = engine_text(why.text, names.names)
    said = said[:1].upper() + said[1:]
    if why.soviet_vp is None:
        return QCoreApplication.translate("Suggest", "{reason}.").format(reason=said)
    before, after = why.soviet_vp
    template = (
        WEIGHED[side]
        if why.terms
        else QT_TRANSLATE_NOOP("Suggest", "{reason}. Expected Soviet VP {before:.1f} -> {after:.1f}.")
    )
    return QCoreApplication.translate("Suggest", template).format(reason=said, before=before, after=after)
