"""An OddsBreakdown as an HTML table for the combat panel (Qt-free)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QCoreApplication

from panzer_qt.model.odds import Factor, OddsBreakdown
from panzer_qt.ui.translated import engine_text


def _rule(rule: str | None) -> str:
    return f" ({escape(rule)})" if rule else ""


def _factor_rows(factors: list[Factor], name: Callable[[str], str]) -> list[str]:
    rows = []
    for f in factors:
        label = escape(f.label if f.label else name(f.source))
        notes = "; ".join(escape(engine_text(n)) for n in f.notes)
        changed = f"{f.base} &rarr; " if f.base != f.value else ""
        rows.append(
            QCoreApplication.translate(
                "OddsHtml",
                "<tr><td>{label}{rule}</td><td align=right>{changed}<b>{value}</b></td><td><i>{notes}</i></td></tr>",
            ).format(label=label, rule=_rule(f.rule), changed=changed, value=f.value, notes=notes)
        )
    return rows


def odds_html(odds: OddsBreakdown, name: Callable[[str], str], hidden: int = 0) -> str:
    """The final column and the chances first (seen without scrolling), then every factor, both totals, the raw
    odds, each shift with its rule and the final column again.

    ``hidden`` defenders the attacker cannot see yet (6.3, R26) are shown as unknown: the odds were worked out
    without them, so the column is the best the attack can get (hidden units only add defence)."""
    parts = [
        _headline(odds, hidden),
        "<table cellspacing=0 cellpadding=2 width='100%'>",
    ]
    parts.append(QCoreApplication.translate("OddsHtml", "<tr><th colspan=3 align=left>Attack</th></tr>"))
    parts += _factor_rows(odds.attack, name)
    parts.append(
        QCoreApplication.translate(
            "OddsHtml", "<tr><td><b>Attack total</b></td><td align=right><b>{attack_total}</b></td><td></td></tr>"
        ).format(attack_total=odds.attack_total)
    )
    parts.append(QCoreApplication.translate("OddsHtml", "<tr><th colspan=3 align=left>Defence</th></tr>"))
    parts += _factor_rows(odds.defence, name)
    at_least = ""
    if hidden:
        units = QCoreApplication.translate("OddsHtml", "%n unknown unit(s)", None, hidden)
        parts.append(
            QCoreApplication.translate(
                "OddsHtml",
                "<tr><td>{units} (hidden until declared, 6.3)</td><td align=right><b>?</b></td><td></td></tr>",
            ).format(units=units)
        )
        at_least = QCoreApplication.translate("OddsHtml", "at least ")
    parts.append(
        QCoreApplication.translate(
            "OddsHtml",
            "<tr><td><b>Defence total</b></td><td align=right><b>{at_least}{defence_total}</b></td><td></td></tr>",
        ).format(at_least=at_least, defence_total=odds.defence_total)
    )
    parts.append(
        QCoreApplication.translate(
            "OddsHtml", "<tr><td>Raw odds (13.8)</td><td align=right><b>{raw_label}</b></td><td></td></tr>"
        ).format(raw_label=escape(odds.raw_label))
    )
    for shift in odds.shifts:
        count = abs(shift.columns)
        sign = "+" if shift.columns > 0 else "-"
        columns = sign + QCoreApplication.translate("OddsHtml", "%n column(s)", None, count)
        parts.append(
            QCoreApplication.translate(
                "OddsHtml", "<tr><td>{reason}{rule}</td><td align=right>{columns}</td><td></td></tr>"
            ).format(reason=escape(engine_text(shift.reason)), rule=_rule(shift.rule), columns=columns)
        )
    parts.append(
        QCoreApplication.translate(
            "OddsHtml",
            "<tr><td><b>Final column</b></td><td align=right><b>{final_label}</b></td><td></td></tr></table>",
        ).format(final_label=escape(odds.final_label))
    )
    return "".join(parts)


def _headline(odds: OddsBreakdown, hidden: int = 0) -> str:
    """The column, and the automatic result or the chance of each result (at best, with hidden defenders)."""
    if odds.automatic is not None:
        outcome = QCoreApplication.translate(
            "OddsHtml", "automatic result without a roll: <b>{value}</b> (13.8.1)"
        ).format(value=odds.automatic.value)
    else:
        outcome = QCoreApplication.translate("OddsHtml", "chances ") + ", ".join(
            f"{r.value} {p:.0%}" for r, p in odds.probabilities.items() if p > 0
        )
    column = QCoreApplication.translate("OddsHtml", "Column {final_label}").format(final_label=escape(odds.final_label))
    if hidden:
        column += QCoreApplication.translate("OddsHtml", " at best")
        outcome += QCoreApplication.translate("OddsHtml", "; %n hidden defender(s) may lower it (6.3)", None, hidden)
    return QCoreApplication.translate(
        "OddsHtml", "<p style='background:#f3d36b'><b>{column}</b>: {outcome}</p>"
    ).format(column=column, outcome=outcome)
