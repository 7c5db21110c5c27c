"""The after-action report: one self-contained HTML file with the result, the VP chart, VP and losses per side
and per turn, the map at the end of each turn and the reader's bookmarks. Everything in it was re-simulated
and proved (a record that stops being faithful is reported up to its desync, which the report names); text from
the record is escaped.
"""

from __future__ import annotations

import base64
import itertools
from html import escape
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QLocale, QRect, QRectF
from PySide6.QtGui import QColor, QImage, QImageWriter, QPainter
from PySide6.QtWidgets import QWidget

from panzer_qt.model.enums import Side
from panzer_qt.model.events import GameOver
from panzer_qt.model.jsonfile import write_text_atomic
from panzer_qt.model.record import Bookmark
from panzer_qt.model.text import QT_TRANSLATE_NOOP, shown_name
from panzer_qt.records.review import Review
from panzer_qt.rules.game import Game
from panzer_qt.rules.victory import VP_REASONS
from panzer_qt.ui.common.event_text import phase_title, side_name
from panzer_qt.ui.common.vp_text import ending_text
from panzer_qt.ui.map.game_layers import GameLayers
from panzer_qt.ui.map.map_canvas import MapCanvas
from panzer_qt.ui.replay.selection import ReplayAnswers
from panzer_qt.ui.replay.vp_chart import VPChart
from panzer_qt.ui.translated import described, dice_source, engine_text

MAP_WIDTH = 1400
"""Pixel width of each map picture."""
MAP_QUALITY = 88
"""JPEG quality of the map pictures: a PNG of the map is three times the size for no difference one can see."""
CHART_SIZE = (1000, 340)
PAGE_STYLE = (
    "body{font-family:'DejaVu Sans',sans-serif;max-width:1440px;margin:auto;padding:12px;color:#222}"
    "table{border-collapse:collapse;margin:8px 0}td,th{border:1px solid #bbb;padding:3px 8px;text-align:right}"
    "th{background:#eee}td.l,th.l{text-align:left}figure{margin:16px 0}img{max-width:100%;border:1px solid #999}"
    ".desync{background:#ffcdd2;padding:8px;border:1px solid #c62828;white-space:pre-wrap}"
    ".note{white-space:pre-wrap}"
)


def image_uri(image: QImage, kind: str = "png", quality: int = -1) -> str:
    """An image as a ``data:`` URI holding it as a PNG or (``kind`` "jpeg") a JPEG of ``quality``."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QImageWriter(buffer, QByteArray(kind.encode("ascii")))
    writer.setQuality(quality)
    writer.write(image)
    return f"data:image/{kind};base64," + base64.b64encode(bytes(data.data())).decode("ascii")


def widget_image(widget: QWidget, width: int, height: int) -> QImage:
    """A widget painted into an image of this size."""
    widget.resize(width, height)
    return widget.grab(QRect(0, 0, width, height)).toImage()


class MapPictures:
    """Pictures of the whole map with the units of a position (everything visible), drawn as the viewer does."""

    def __init__(self, game: Game) -> None:
        self.canvas = MapCanvas(game.scenario)
        self.layers = GameLayers(self.canvas)

    def picture(self, game: Game) -> QImage:
        """The map with ``game``'s units."""
        self.layers.show(ReplayAnswers(game, None))
        bounds = self.canvas.map_item.boundingRect()
        height = round(MAP_WIDTH * bounds.height() / bounds.width())
        image = QImage(MAP_WIDTH, height, QImage.Format.Format_ARGB32)
        image.fill(QColor("#f7f3e3"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.canvas.scene().render(painter, QRectF(0, 0, MAP_WIDTH, height), bounds)
        painter.end()
        return image


def turn_ends(review: Review) -> dict[int, int]:
    """The last step of each turn the proof reached (the last step proved for the turn it stops in)."""
    starts = sorted(review.index.turn_starts.items())
    ends = {turn: min(following - 1, review.proved) for (turn, _), (_, following) in itertools.pairwise(starts)}
    ends[starts[-1][0]] = review.proved
    return {turn: step for turn, step in ends.items() if review.index.turn_starts[turn] <= review.proved}


def _outcome(review: Review) -> str:
    """The result: played to the end, ended otherwise (a side resigned, abandoned), or not over."""
    last = review.index.events[review.proved]
    over = next((e for e in last if isinstance(e, GameOver)), None)
    mark = review.index.mark_at(review.proved)
    if over is not None:
        return QCoreApplication.translate(
            "Report", "<p><b>{result}</b> with {vp} Soviet VP (4.3), after turn {turn}.</p>"
        ).format(result=escape(over.result), vp=over.vp, turn=mark.turn)
    where = escape(phase_title(mark.phase, mark.segment))
    ended = review.record.ended
    if ended is not None:
        return QCoreApplication.translate(
            "Report", "<p><b>{ending}</b>, in turn {turn}, {where}, with {vp} Soviet VP.</p>"
        ).format(
            ending=escape(ending_text(ended)), turn=mark.turn, where=where, vp=sum(review.vp[review.proved].values())
        )
    return QCoreApplication.translate(
        "Report", "<p>The game is not over in this record: it stops in turn {turn}, {where}.</p>"
    ).format(turn=mark.turn, where=where)


def _result(review: Review) -> str:
    outcome = _outcome(review)
    victory = review.record.scenario.tables.victory
    thresholds = QCoreApplication.translate(
        "Report", "<p>Soviet victory from {soviet_victory_at} VP, a draw from {draw_at} (4.3).</p>"
    ).format(soviet_victory_at=victory.soviet_victory_at, draw_at=victory.draw_at)
    proof = QCoreApplication.translate("Report", "<p>{proved} commands re-simulated and proved faithful.</p>").format(
        proved=review.proved
    )
    if review.desync is not None:
        proof += QCoreApplication.translate(
            "Report",
            "<p class='desync'>The record stops being faithful at step {step}; "
            "this report covers the steps before it.\n{problem}</p>",
        ).format(step=review.proved + 1, problem=escape(described(review.desync)))
    return outcome + thresholds + proof


def _vp_table(review: Review, ends: dict[int, int]) -> str:
    head = "".join(f"<th>{escape(engine_text(VP_REASONS[name][0]))}</th>" for name in VP_REASONS)
    rows = [
        QCoreApplication.translate("Report", "<tr><th class='l'>End of turn</th>{head}<th>Total</th></tr>").format(
            head=head
        )
    ]
    for turn, step in ends.items():
        parts = review.vp[step]
        cells = "".join(f"<td>{parts[name]}</td>" for name in VP_REASONS)
        rows.append(
            QCoreApplication.translate(
                "Report", "<tr><td class='l'>{turn}</td>{cells}<td><b>{values}</b></td></tr>"
            ).format(turn=turn, cells=cells, values=sum(parts.values()))
        )
    return f"<table>{''.join(rows)}</table>"


def _losses_table(review: Review) -> str:
    losses = review.index.losses(upto=review.proved)
    sides = list(Side)
    head = "".join(
        QCoreApplication.translate("Report", "<th>{side} steps lost</th><th>{side} units eliminated</th>").format(
            side=side_name(s)
        )
        for s in sides
    )
    rows = [QCoreApplication.translate("Report", "<tr><th class='l'>Turn</th>{head}</tr>").format(head=head)]
    totals = {(s, kind): 0 for s in sides for kind in ("steps", "eliminated")}
    for turn, by_side in losses.items():
        cells = ""
        for s in sides:
            cells += f"<td>{by_side[s].steps}</td><td>{by_side[s].eliminated}</td>"
            totals[s, "steps"] += by_side[s].steps
            totals[s, "eliminated"] += by_side[s].eliminated
        rows.append(
            QCoreApplication.translate("Report", "<tr><td class='l'>{turn}</td>{cells}</tr>").format(
                turn=turn, cells=cells
            )
        )
    total_cells = "".join(
        f"<td><b>{totals[s, 'steps']}</b></td><td><b>{totals[s, 'eliminated']}</b></td>" for s in sides
    )
    rows.append(
        QCoreApplication.translate("Report", "<tr><td class='l'><b>All</b></td>{total_cells}</tr>").format(
            total_cells=total_cells
        )
    )
    return f"<table>{''.join(rows)}</table>"


def _maps(review: Review, ends: dict[int, int]) -> str:
    checker = review.cursor.twin()
    pictures = MapPictures(checker.game)
    figures = []
    for turn, step in ends.items():
        checker.seek(step)
        vp = sum(review.vp[step].values())
        caption = QCoreApplication.translate("Report", "End of turn {turn} (step {step}): {vp} Soviet VP").format(
            turn=turn, step=step, vp=vp
        )
        picture = image_uri(pictures.picture(checker.game), "jpeg", MAP_QUALITY)
        figures.append(
            f"<figure id='turn-{turn}'><img alt='{escape(caption)}' src='{picture}'>"
            f"<figcaption>{escape(caption)}</figcaption></figure>"
        )
    return "".join(figures)


def _bookmarks(review: Review, marks: list[Bookmark]) -> str:
    if not marks:
        return ""
    items = []
    for mark in sorted(marks, key=lambda m: m.step):
        at = review.index.mark_at(mark.step)
        where = QCoreApplication.translate("Report", "Step {step}, turn {turn}, {phase}").format(
            step=mark.step, turn=at.turn, phase=phase_title(at.phase, at.segment)
        )
        items.append(
            QCoreApplication.translate(
                "Report", "<li><b>{where}</b>: {title}<div class='note'>{note}</div></li>"
            ).format(where=escape(where), title=escape(mark.title), note=escape(mark.note))
        )
    return QCoreApplication.translate("Report", "<h2>Bookmarks</h2><ul>{items}</ul>").format(items="".join(items))


def report_html(review: Review, marks: list[Bookmark] | None = None) -> str:
    """The whole report as one HTML page (the proof must be finished: ``review.finished``)."""
    if not review.finished:
        raise ValueError("the record is still being checked: the report waits for the proof")
    chart = VPChart(review, cursor=False)
    chart_uri = image_uri(widget_image(chart, *CHART_SIZE))
    chart.deleteLater()
    ends = turn_ends(review)
    title = QCoreApplication.translate("Report", "{name}: after-action report").format(
        name=review.record.scenario.meta.name
    )
    chart_words = escape(QCoreApplication.translate("Report", "Soviet VP per turn and phase, by source"))
    caption = QCoreApplication.translate(
        "Report", "Soviet VP per turn and phase, by source, with the draw and victory thresholds"
    )
    record = QCoreApplication.translate("Report", "Record: {name}").format(name=shown_name(Path(review.source).name))
    record += f" ({dice_source(review.record.seed)})"
    return (
        f"<!DOCTYPE html><html lang='{QLocale().name().split('_')[0]}'><head><meta charset='utf-8'>"
        f"<title>{escape(title)}</title><style>{PAGE_STYLE}</style></head><body><h1>{escape(title)}</h1>"
        f"<p>{escape(record)}</p><h2>{_heading('Result')}</h2>{_result(review)}"
        f"<h2>{_heading('Soviet victory points')}</h2><figure id='vp-chart'><img alt='{chart_words}' "
        f"src='{chart_uri}'><figcaption>{escape(caption)}</figcaption></figure>{_vp_table(review, ends)}"
        f"<h2>{_heading('Losses per side and turn')}</h2>{_losses_table(review)}"
        f"<h2>{_heading('The map at the end of each turn')}</h2>{_maps(review, ends)}"
        f"{_bookmarks(review, marks if marks is not None else list(review.record.bookmarks))}</body></html>\n"
    )


HEADINGS = (
    QT_TRANSLATE_NOOP("Report", "Result"),
    QT_TRANSLATE_NOOP("Report", "Soviet victory points"),
    QT_TRANSLATE_NOOP("Report", "Losses per side and turn"),
    QT_TRANSLATE_NOOP("Report", "The map at the end of each turn"),
)
"""The report's section headings, marked for translation."""


def _heading(english: str) -> str:
    return escape(QCoreApplication.translate("Report", english))


def write_report(review: Review, out: str | Path, marks: list[Bookmark] | None = None) -> None:
    """Write the report to ``out`` atomically (``write_text_atomic``: a temporary file in the same folder, then a
    rename)."""
    write_text_atomic(Path(out), report_html(review, marks))
