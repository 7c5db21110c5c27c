"""An OddsBreakdown as an HTML table for the combat panel (Qt-free)."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from panzer_qt.model.odds import Factor, OddsBreakdown


def _rule(rule: str | None) -> str:
    return f" ({escape(rule)})" if rule else ""


def _factor_rows(factors: list[Factor], name: Callable[[str], str]) -> list[str]:
    rows = []
    for f in factors:
        label = escape(f.label if f.label else name(f.source))
        notes = "; ".join(escape(n) for n in f.notes)
        changed = f"{f.base} &rarr; " if f.base != f.value else ""
        rows.append(
            f"<tr><td>{label}{_rule(f.rule)}</td><td align=right>{changed}<b>{f.value}</b></td>"
            f"<td><i>{notes}</i></td></tr>"
        )
    return rows


def odds_html(odds: OddsBreakdown, name: Callable[[str], str], hidden: int = 0) -> str:
    """The final column and the chances first (seen without scrolling), then every factor, both totals, the raw
    odds, each shift with its rule and the final column again.

    ``hidden`` defenders the attacker cannot see yet (6.3, R26) are shown as unknown: the odds were worked out
    without them, so the column is the best the attack can get (hidden units only add defence)."""
    parts = [_headline(odds, hidden), "<table cellspacing=0 cellpadding=2 width='100%'>"]
    parts.append("<tr><th colspan=3 align=left>Attack</th></tr>")
    parts += _factor_rows(odds.attack, name)
    parts.append(f"<tr><td><b>Attack total</b></td><td align=right><b>{odds.attack_total}</b></td><td></td></tr>")
    parts.append("<tr><th colspan=3 align=left>Defence</th></tr>")
    parts += _factor_rows(odds.defence, name)
    at_least = ""
    if hidden:
        units = f"{hidden} unknown unit{'s' * (hidden != 1)}"
        parts.append(f"<tr><td>{units} (hidden until declared, 6.3)</td><td align=right><b>?</b></td><td></td></tr>")
        at_least = "at least "
    parts.append(
        f"<tr><td><b>Defence total</b></td><td align=right><b>{at_least}{odds.defence_total}</b></td><td></td></tr>"
    )
    parts.append(f"<tr><td>Raw odds (13.8)</td><td align=right><b>{escape(odds.raw_label)}</b></td><td></td></tr>")
    for shift in odds.shifts:
        columns = f"{shift.columns:+d} column{'s' * (abs(shift.columns) != 1)}"
        parts.append(
            f"<tr><td>{escape(shift.reason)}{_rule(shift.rule)}</td><td align=right>{columns}</td><td></td></tr>"
        )
    parts.append(
        f"<tr><td><b>Final column</b></td><td align=right><b>{escape(odds.final_label)}</b></td><td></td></tr></table>"
    )
    return "".join(parts)


def _headline(odds: OddsBreakdown, hidden: int = 0) -> str:
    """The column, and the automatic result or the chance of each result (at best, with hidden defenders)."""
    if odds.automatic is not None:
        outcome = f"automatic result without a roll: <b>{odds.automatic.value}</b> (13.8.1)"
    else:
        outcome = "chances " + ", ".join(f"{r.value} {p:.0%}" for r, p in odds.probabilities.items() if p > 0)
    column = f"Column {escape(odds.final_label)}"
    if hidden:
        column += " at best"
        outcome += f"; {hidden} hidden defender{'s' * (hidden != 1)} may lower it (6.3)"
    return f"<p style='background:#f3d36b'><b>{column}</b>: {outcome}</p>"
