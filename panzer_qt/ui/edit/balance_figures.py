"""What the Balance Test dialog shows of a study: the result shares and mean VP with their intervals (and the
differences from the baseline, paired by seed), the sentence that says the shift, VP by source, the mean VP by
turn, the divisions cut off and the thinking time, in the reader's language."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel, QTableWidget

from panzer_qt.ai.games import GameSummary
from panzer_qt.ai.simulate import VP_SOURCES, RunSummary
from panzer_qt.lab.balance import RESULTS, Comparison, Estimate, mean, result_shares
from panzer_qt.lab.study import BASELINE, Arm, Study
from panzer_qt.model.enums import Side
from panzer_qt.model.tables import VictoryTable
from panzer_qt.rules.victory import VP_REASONS
from panzer_qt.ui.edit.balance_charts import TurnChart, VPHistogram, baseline_name, fill_table, this_scenario_name
from panzer_qt.ui.translated import engine_text


class FigureParts(Protocol):
    """What the figures fill in: the dialog's sentence, charts and tables."""

    sentence: QLabel
    histogram: VPHistogram
    turn_chart: TurnChart
    results_table: QTableWidget
    sources_table: QTableWidget
    cut_off_table: QTableWidget
    thinking_table: QTableWidget

    def victory(self) -> VictoryTable:
        """The victory levels of the study's scenario."""
        ...


def per_cent(estimate: Estimate) -> str:
    """A share as ``40.0 ± 9.4 %``."""
    return estimate.text(1, 100) + " %"


def signed(estimate: Estimate, scale: float = 1.0, unit: str = "") -> str:
    """A difference with its sign: ``+2.4 ± 0.9``."""
    text = estimate.text(1, scale)
    return ("+" if estimate.value > 0 else "") + text + unit


def shift_sentence(comparison: Comparison) -> str:
    """The shift the change makes, in a plain sentence."""
    vp = comparison.vp
    if vp.half is None:
        return QCoreApplication.translate(
            "BalanceFigures", "Too few games paired by seed to compare ({pairs})."
        ).format(pairs=comparison.pairs)
    if vp.value == 0 and vp.half == 0:
        return QCoreApplication.translate(
            "BalanceFigures", "This change does not move the game: every seed gave both the same VP."
        )
    values = {"vp": f"{abs(vp.value):.1f}", "half": f"{vp.half:.1f}"}
    if vp.value == 0:
        moved = QCoreApplication.translate(
            "BalanceFigures", "This change leaves the mean VP where it was (0.0 ± {half} VP)."
        ).format(**values)
    elif vp.value > 0:
        moved = QCoreApplication.translate(
            "BalanceFigures", "This change moves the game {vp} ± {half} VP towards the Soviet side."
        ).format(**values)
    else:
        moved = QCoreApplication.translate(
            "BalanceFigures", "This change moves the game {vp} ± {half} VP towards the German side."
        ).format(**values)
    return (
        moved
        if vp.clear
        else moved
        + " "
        + QCoreApplication.translate("BalanceFigures", "The interval includes 0: not a clear shift yet.")
    )


def summary_sentence(games: list[GameSummary]) -> str:
    """The results of a study without a baseline, in a sentence."""
    shares = result_shares(games)
    return QCoreApplication.translate(
        "BalanceFigures", "{games} games: Soviet victory {soviet}, draw {draw}, German victory {german}; mean {vp} VP."
    ).format(
        games=len(games),
        soviet=per_cent(shares[RESULTS[0]]),
        draw=per_cent(shares[RESULTS[1]]),
        german=per_cent(shares[RESULTS[2]]),
        vp=mean([g.vp for g in games]).text(1),
    )


class Figures:
    """Fills the dialog's figures from a study."""

    def __init__(self, dialog: FigureParts) -> None:
        self.dialog = dialog

    def show(self, study: Study) -> None:
        """Every figure of the study as it stands."""
        comparison = study.comparison()
        base = study.baseline.games if study.baseline else []
        dialog = self.dialog
        dialog.sentence.setText(shift_sentence(comparison) if comparison else summary_sentence(study.test.games))
        dialog.histogram.show_games(study.test.games, base, dialog.victory())
        runs = [self._run(study, arm) for arm in (study.test, study.baseline) if arm is not None]
        dialog.turn_chart.show_means(runs[0].vp_by_turn, runs[1].vp_by_turn if len(runs) > 1 else [])
        headers = self._headers(study)
        fill_table(dialog.results_table, headers, self._result_rows(study, comparison))
        fill_table(dialog.sources_table, headers, self._source_rows(runs))
        fill_table(dialog.cut_off_table, self._cut_off_headers(runs), self._cut_off_rows(runs))
        fill_table(dialog.thinking_table, self._thinking_headers(runs), self._thinking_rows(runs))

    def game_line(self, key: str, game: GameSummary) -> str:
        """A game in a bar's list: seed, VP, result (and which scenario)."""
        result = engine_text(game.result) if game.result else QCoreApplication.translate("BalanceFigures", "unfinished")
        line = (
            QCoreApplication.translate("BalanceFigures", "Seed {seed} (baseline): {vp} VP, {result}")
            if key == BASELINE
            else QCoreApplication.translate("BalanceFigures", "Seed {seed}: {vp} VP, {result}")
        )
        return line.format(seed=game.seed, vp=game.vp, result=result)

    @staticmethod
    def _run(study: Study, arm: Arm) -> RunSummary:
        players = {side: study.players[side.value] for side in Side}
        return RunSummary.of(arm.name, players, arm.games, 0.0, 1)

    @staticmethod
    def _headers(study: Study) -> list[str]:
        both = [
            this_scenario_name(),
            baseline_name(),
            QCoreApplication.translate("BalanceFigures", "Difference (paired)"),
        ]
        return ["", *(both if study.baseline else both[:1])]

    @staticmethod
    def _result_rows(study: Study, comparison: Comparison | None) -> list[list[str]]:
        arms = [study.test.games] + ([study.baseline.games] if study.baseline else [])
        shares = [result_shares(games) for games in arms]
        rows = [
            [QCoreApplication.translate("BalanceFigures", "Games")]
            + [str(len(games)) for games in arms]
            + ([str(comparison.pairs)] if comparison else [])
        ]
        for result in RESULTS:
            row = [engine_text(result)] + [per_cent(s[result]) for s in shares]
            rows.append(row + ([signed(comparison.shares[result], 100, " %")] if comparison else []))
        vp_row = [QCoreApplication.translate("BalanceFigures", "Mean Soviet VP")] + [
            mean([g.vp for g in games]).text(1) for games in arms
        ]
        rows.append(vp_row + ([signed(comparison.vp)] if comparison else []))
        return rows

    @staticmethod
    def _source_rows(runs: list[RunSummary]) -> list[list[str]]:
        rows = []
        for source in VP_SOURCES:
            words = engine_text(VP_REASONS[f"vp_{source}"][0])
            values = [run.vp_by_source.get(source, 0.0) for run in runs]
            change = [f"{values[0] - values[1]:+.2f}"] if len(runs) > 1 else []
            rows.append([words[:1].upper() + words[1:], *(f"{v:.2f}" for v in values), *change])
        return rows

    @staticmethod
    def _cut_off_headers(runs: list[RunSummary]) -> list[str]:
        each = [
            QCoreApplication.translate("BalanceFigures", "Games cut off"),
            QCoreApplication.translate("BalanceFigures", "Median first turn"),
        ]
        return [
            QCoreApplication.translate("BalanceFigures", "German division"),
            *each,
            *(
                [
                    QCoreApplication.translate("BalanceFigures", "Baseline: games"),
                    QCoreApplication.translate("BalanceFigures", "Baseline: median turn"),
                ]
                if len(runs) > 1
                else []
            ),
        ]

    @staticmethod
    def _cut_off_rows(runs: list[RunSummary]) -> list[list[str]]:
        units = sorted({unit for run in runs for unit in run.cut_off})
        rows = []
        for unit in units:
            row = [unit]
            for run in runs:
                cut = run.cut_off.get(unit)
                row += [f"{cut.games} / {run.games}", f"{cut.median_turn:g}"] if cut else ["0", "-"]
            rows.append(row)
        return rows

    @staticmethod
    def _thinking_headers(runs: list[RunSummary]) -> list[str]:
        each = [
            QCoreApplication.translate("BalanceFigures", "Phases"),
            QCoreApplication.translate("BalanceFigures", "Median (s)"),
            QCoreApplication.translate("BalanceFigures", "Worst (s)"),
        ]
        return [
            QCoreApplication.translate("BalanceFigures", "Player"),
            *each,
            *([QCoreApplication.translate("BalanceFigures", "Baseline: median (s)")] if len(runs) > 1 else []),
        ]

    @staticmethod
    def _thinking_rows(runs: list[RunSummary]) -> list[list[str]]:
        rows = []
        for side in Side:
            think = runs[0].thinking[side.value]
            name = (
                QCoreApplication.translate("BalanceFigures", "German: {player}")
                if side is Side.GERMAN
                else QCoreApplication.translate("BalanceFigures", "Soviet: {player}")
            )
            row = [
                name.format(player=runs[0].players[side.value]),
                str(think.phases),
                f"{think.median:.3f}",
                f"{think.worst:.3f}",
            ]
            if len(runs) > 1:
                row.append(f"{runs[1].thinking[side.value].median:.3f}")
            rows.append(row)
        return rows
