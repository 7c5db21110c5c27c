"""Tools > Balance Test: many games between computer players on the scenario being edited (unsaved changes
included), on this machine's processes or a Dask cluster, in the background. The figures grow as games finish:
result shares and mean VP with 95% intervals, the VP histogram with the victory levels (a bar lists its games, a
game opens in the replay viewer), VP by source, mean VP by turn, German divisions cut off, thinking time. Against
a baseline (the file as last saved, or another) the same seeds are played there too and the two are compared.

A study ends saved beside the scenario (``lab.study``), its records in a folder of the same name; Open Study
shows a saved one again."""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QCloseEvent, QFont
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QProgressBar,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from panzer_qt.ai.backends import Backend, DaskCluster, LocalPool, check_address
from panzer_qt.ai.players.levels import DEFAULT_LEVEL, LEVELS
from panzer_qt.lab.study import (
    BASELINE,
    CANCELLED,
    FINISHED,
    TEST,
    Arm,
    Study,
    load_study,
    new_study_file,
    study_folder,
)
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.scenario_file import scenario_text
from panzer_qt.model.tables import VictoryTable
from panzer_qt.model.text import shown_name
from panzer_qt.rules.loading import load_scenario
from panzer_qt.rules.verdict import scenario_errors
from panzer_qt.ui.edit.balance_charts import TurnChart, VPHistogram, read_only_table
from panzer_qt.ui.edit.balance_figures import Figures
from panzer_qt.ui.edit.balance_run import CANCELLED as RUN_CANCELLED
from panzer_qt.ui.edit.balance_run import StudyRun
from panzer_qt.ui.edit.document import Document
from panzer_qt.ui.edit.validation_panel import listed
from panzer_qt.ui.translated import described
from panzer_qt.ui.window_parts import explain_buttons

REFRESH_MS = 300
"""The figures are drawn again at most this often while games finish."""
MAX_GAMES = 100_000
DEFAULT_GAMES = 100
DEFAULT_SEED = 1944
PLAYER_KINDS = ("random", "greedy", "ai")


class PlayerChoice(QWidget):
    """A side's computer player: its kind and, for the computer player, its level."""

    def __init__(self, side: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.kind = QComboBox()
        self.kind.addItems([self.tr("Random"), self.tr("Greedy"), self.tr("Computer player")])
        self.kind.setCurrentIndex(2)
        self.kind.setToolTip(self.tr("Who plays the {side} side").format(side=side))
        self.level = QSpinBox(minimum=min(LEVELS), maximum=max(LEVELS), value=DEFAULT_LEVEL)
        self.level.setPrefix(self.tr("level "))
        self.level.setToolTip(self.tr("The computer player's level: 1 quick, 2 standard, 3 deep"))
        self.kind.currentIndexChanged.connect(lambda i: self.level.setEnabled(PLAYER_KINDS[i] == "ai"))
        row.addWidget(self.kind, 1)
        row.addWidget(self.level)

    def name(self) -> str:
        """The player as ``simulate`` names it."""
        kind = PLAYER_KINDS[self.kind.currentIndex()]
        return f"ai:{self.level.value()}" if kind == "ai" else kind


class BalanceDialog(QDialog):
    """The Balance Test of the document's scenario; ``open_record`` opens a game record in the replay viewer."""

    def __init__(
        self, document: Document, open_record: Callable[[Path], object], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.document, self.open_record = document, open_record
        self.setWindowTitle(self.tr("Balance Test"))
        self.study: Study | None = None
        self.study_file: Path | None = None
        self.run: StudyRun | None = None
        self.started = 0.0
        self.baseline_path: Path | None = None
        self.refresh_timer = QTimer(self, singleShot=True, interval=REFRESH_MS)
        self.refresh_timer.timeout.connect(self.refresh)
        splitter = QSplitter()
        splitter.addWidget(self._settings())
        splitter.addWidget(self._results())
        splitter.setStretchFactor(1, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        explain_buttons(close, {"Close": self.tr("Close this window (a test running is cancelled)")})
        close.rejected.connect(self.close)
        layout.addWidget(close)
        self.resize(1100, 700)

    # -- the settings -----------------------------------------------------------------------------------------
    def _settings(self) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        players = QGroupBox(self.tr("Players"))
        form = QFormLayout(players)
        self.german, self.soviet = PlayerChoice(self.tr("German")), PlayerChoice(self.tr("Soviet"))
        form.addRow(self.tr("German:"), self.german)
        form.addRow(self.tr("Soviet:"), self.soviet)
        self.games = QSpinBox(minimum=1, maximum=MAX_GAMES, value=DEFAULT_GAMES)
        self.games.setToolTip(self.tr("How many games (seeds) to play; with a baseline, as many again there"))
        self.seed = QSpinBox(minimum=0, maximum=2**31 - 1, value=DEFAULT_SEED)
        self.seed.setToolTip(self.tr("The first game's seed; the next games count up from it"))
        form.addRow(self.tr("Games:"), self.games)
        form.addRow(self.tr("First seed:"), self.seed)
        column.addWidget(players)
        column.addWidget(self._where())
        column.addWidget(self._baseline())
        column.addLayout(self._buttons())
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v of %m games"))
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addStretch(1)
        return box

    def _where(self) -> QGroupBox:
        where = QGroupBox(self.tr("Where to play"))
        form = QFormLayout(where)
        self.here = QRadioButton(self.tr("This machine"))
        self.here.setToolTip(self.tr("Play the games in processes of this computer"))
        self.here.setChecked(True)
        self.processes = QSpinBox(minimum=1, maximum=4 * (os.cpu_count() or 1), value=os.cpu_count() or 1)
        self.processes.setSuffix(self.tr(" processes"))
        self.processes.setToolTip(
            self.tr("Games played at once, one process each (this computer has {n} cores)").format(
                n=os.cpu_count() or 1
            )
        )
        self.cluster = QRadioButton(self.tr("Dask cluster"))
        self.cluster.setToolTip(
            self.tr("Play the games on the workers of a Dask cluster (see the balance lab's guide)")
        )
        self.address = QLineEdit()
        self.address.setPlaceholderText("tcp://HOST:8786")
        self.address.setToolTip(self.tr("The address of the cluster's scheduler, tcp://HOST:PORT"))
        self.address.textEdited.connect(lambda _text: self.cluster.setChecked(True))
        form.addRow(self.here, self.processes)
        form.addRow(self.cluster, self.address)
        return where

    def _baseline(self) -> QGroupBox:
        group = QGroupBox(self.tr("Against a baseline"))
        column = QVBoxLayout(group)
        self.baseline = QComboBox()
        self.baseline.addItems(
            [self.tr("No baseline"), self.tr("The file as last saved"), self.tr("Another scenario file...")]
        )
        self.baseline.setToolTip(self.tr("Play the same seeds on another scenario too, and compare the two"))
        self.baseline.setCurrentIndex(1 if self.document.path is not None else 0)
        self.baseline.activated.connect(self._baseline_chosen)
        self.baseline_label = QLabel()
        self.baseline_label.setTextFormat(Qt.TextFormat.PlainText)
        self.baseline_label.setWordWrap(True)
        column.addWidget(self.baseline)
        column.addWidget(self.baseline_label)
        return group

    def _buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.setToolTip(self.tr("Start playing the games in the background"))
        self.run_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setToolTip(self.tr("Stop the test; the games finished are kept and saved"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.open_button = QPushButton(self.tr("Open Study..."))
        self.open_button.setToolTip(self.tr("Show a balance test saved earlier"))
        self.open_button.clicked.connect(self.open_dialog)
        for button in (self.run_button, self.cancel_button, self.open_button):
            row.addWidget(button)
        return row

    def _baseline_chosen(self, index: int) -> None:
        if index == 2:
            name, _ = QFileDialog.getOpenFileName(
                self, self.tr("Baseline scenario"), str(self.document.path or ""), self.tr("Scenarios (*.json)")
            )
            self.baseline_path = Path(name) if name else None
            if not name:
                self.baseline.setCurrentIndex(0)
        self.baseline_label.setText(shown_name(self.baseline_path.name) if index == 2 and self.baseline_path else "")

    # -- the results ------------------------------------------------------------------------------------------
    def _results(self) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        self.sentence = QLabel()
        self.sentence.setTextFormat(Qt.TextFormat.PlainText)
        self.sentence.setWordWrap(True)
        font = QFont(self.sentence.font())
        font.setBold(True)
        self.sentence.setFont(font)
        self.tabs = QTabWidget()
        self.results_table = read_only_table()
        self.histogram = VPHistogram()
        self.histogram.barChosen.connect(self.show_bar)
        self.bar_games = QListWidget()
        self.bar_games.setToolTip(self.tr("The games of the bar clicked: click one to open it in the replay viewer"))
        self.bar_games.itemClicked.connect(self.open_game)
        histogram = QSplitter(Qt.Orientation.Vertical)
        histogram.addWidget(self.histogram)
        histogram.addWidget(self.bar_games)
        histogram.setStretchFactor(0, 3)
        self.sources_table, self.cut_off_table, self.thinking_table = (read_only_table() for _ in range(3))
        self.turn_chart = TurnChart()
        self.tabs.addTab(self.results_table, self.tr("Results"))
        self.tabs.addTab(histogram, self.tr("VP histogram"))
        self.tabs.addTab(self.sources_table, self.tr("VP by source"))
        self.tabs.addTab(self.turn_chart, self.tr("VP by turn"))
        self.tabs.addTab(self.cut_off_table, self.tr("Divisions cut off"))
        self.tabs.addTab(self.thinking_table, self.tr("Thinking time"))
        column.addWidget(self.sentence)
        column.addWidget(self.tabs, 1)
        self.figures = Figures(self)
        return box

    # -- running ----------------------------------------------------------------------------------------------
    def start(self) -> bool:
        """Start a test with the settings shown; False (the reason shown) if it cannot start."""
        try:
            backend = self._backend()
            test, baseline = self._scenarios()
        except ValueError as exc:
            self.say(str(exc))
            return False
        players = {Side.GERMAN.value: self.german.name(), Side.SOVIET.value: self.soviet.name()}
        study = Study(players, self.seed.value(), self.games.value(), backend.where, Arm.of(test, self.document.path))
        if baseline is not None:
            study.baseline = Arm.of(baseline[0], baseline[1])
        study_file = new_study_file(study_folder(self.document.path))
        study.records = study_file.stem
        study.started = time.strftime("%Y-%m-%dT%H:%M:%S")
        texts = {TEST: scenario_text(test)} | ({BASELINE: scenario_text(baseline[0])} if baseline else {})
        self.show_study(study, study_file)
        self.run = StudyRun(backend, texts, study.jobs(), study.record_folders(study_file), self)
        self.run.gameFinished.connect(self._game_finished)
        self.run.ended.connect(self._ended)
        self.started = time.monotonic()
        self._running(True)
        self.say(self.tr("Starting the games on {where}...").format(where=self._where_text(backend)))
        self.run.start()
        return True

    def _where_text(self, backend: Backend) -> str:
        if isinstance(backend, DaskCluster):
            return self.tr("the Dask cluster at {address}").format(address=backend.address)
        return self.tr("this machine").format()

    def _backend(self) -> Backend:
        if self.cluster.isChecked():
            address = self.address.text().strip()
            try:
                return DaskCluster(check_address(address))
            except ValueError:
                raise ValueError(
                    self.tr("{address} is not a Dask scheduler address: use tcp://HOST:PORT").format(
                        address=repr(address)
                    )
                ) from None
        return LocalPool(self.processes.value(), in_process=False)

    def _scenarios(self) -> tuple[Scenario, tuple[Scenario, Path] | None]:
        """The scenario being edited and the baseline chosen (with its file); ValueError saying what is wrong."""
        test = self.document.scenario
        problems = scenario_errors(test)  # what Save and Playtest refuse
        if problems:
            raise ValueError(self.tr("The game would refuse this scenario:\n") + listed(problems))
        choice = self.baseline.currentIndex()
        path = self.document.path if choice == 1 else self.baseline_path if choice == 2 else None
        if choice == 0:
            return test, None
        if path is None:
            raise ValueError(self.tr("There is no baseline file: save the scenario first, or choose another file"))
        try:
            return test, (load_scenario(path), path)
        except FileProblemError as exc:
            raise ValueError(self.tr("Cannot use the baseline: {reason}").format(reason=described(exc))) from None

    def _running(self, running: bool) -> None:
        settings: tuple[QWidget, ...] = (self.run_button, self.open_button, self.german, self.soviet, self.games)
        settings += (self.seed, self.here, self.processes, self.cluster, self.address, self.baseline)
        for widget in settings:
            widget.setEnabled(not running)
        self.cancel_button.setEnabled(running)

    def cancel(self) -> None:
        """Stop the test running; what finished is kept."""
        if self.run is not None:
            self.say(self.tr("Cancelling..."))
            self.run.cancel()

    def _game_finished(self, outcome: object) -> None:
        if self.study is None or self.run is None or self.sender() is not self.run:
            return
        self.study.add(outcome)  # type: ignore[arg-type]  # an Outcome, through a queued signal
        done, total = self.study.done, self.study.total
        self.progress.setValue(done)
        elapsed = time.monotonic() - self.started
        left = elapsed / done * (total - done)
        self.say(
            self.tr("{done} of {total} games; about {left} left").format(done=done, total=total, left=duration(left))
        )
        if not self.refresh_timer.isActive():
            self.refresh_timer.start()

    def _ended(self, how: str) -> None:
        if self.study is None or self.study_file is None or self.sender() is not self.run:
            return
        self.run = None
        self._running(False)
        self.study.elapsed = round(time.monotonic() - self.started, 1)
        self.study.status = FINISHED if not how else CANCELLED if how == RUN_CANCELLED else f"stopped: {how}"
        self.refresh()
        ending = {
            "": self.tr("All {done} games played."),
            RUN_CANCELLED: self.tr("Cancelled: {done} games played."),
        }.get(how, self.tr("The test stopped: {reason}. The {done} games finished are kept."))
        message = ending.format(done=self.study.done, reason=how)
        try:
            self.study.save(self.study_file)
        except OSError as exc:
            self.say(message + "\n" + self.tr("Cannot save the study: {reason}").format(reason=exc.strerror or exc))
            return
        self.say(message + "\n" + self.tr("Saved as {file}").format(file=shown_name(str(self.study_file))))

    def say(self, text: str) -> None:
        """Show a message under the progress bar."""
        self.status.setText(text)

    # -- studies ----------------------------------------------------------------------------------------------
    def open_dialog(self) -> None:
        """Choose a saved study and show it."""
        folder = study_folder(self.document.path)
        name, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Open balance study"),
            str(folder if folder.exists() else ""),
            self.tr("Balance studies (*.json)"),
        )
        if name:
            self.open_study(Path(name))

    def open_study(self, path: Path) -> bool:
        """Show a saved study; False (the reason shown) if it cannot be read."""
        try:
            study = load_study(path)
        except (OSError, ValueError) as exc:
            self.say(self.tr("Cannot open the study: {reason}").format(reason=getattr(exc, "strerror", None) or exc))
            return False
        self.show_study(study, path)
        self.progress.setValue(study.done)
        note = self.tr("A study of {when}, {status}.").format(when=study.started or "?", status=study.status)
        if study.test.hash != Arm.of(self.document.scenario, None).hash:
            note += " " + self.tr("The scenario has changed since.")
        self.say(note)
        return True

    def show_study(self, study: Study, path: Path) -> None:
        """Show a study (being run, or saved at ``path``)."""
        self.study, self.study_file = study, path
        self.progress.setRange(0, study.total)
        self.progress.setValue(study.done)
        self.bar_games.clear()
        self.refresh()

    def refresh(self) -> None:
        """Draw the figures of the study shown."""
        if self.study is not None:
            self.figures.show(self.study)

    def victory(self) -> VictoryTable:
        """The victory levels of the study's scenario."""
        assert self.study is not None
        draw, soviet = self.study.test.levels
        return VictoryTable(draw_at=draw, soviet_victory_at=soviet)

    def show_bar(self, low: int, high: int) -> None:
        """List the games whose final VP falls in a bar."""
        self.bar_games.clear()
        if self.study is None:
            return
        arms = [(TEST, self.study.test), (BASELINE, self.study.baseline)]
        for key, arm in arms:
            for game in sorted(arm.games if arm else [], key=lambda g: g.seed):
                if low <= game.vp <= high:
                    item = QListWidgetItem(self.figures.game_line(key, game))
                    item.setData(Qt.ItemDataRole.UserRole, (key, game.seed))
                    self.bar_games.addItem(item)

    def open_game(self, item: QListWidgetItem) -> None:
        """Open a listed game's record in the replay viewer."""
        key, seed = item.data(Qt.ItemDataRole.UserRole)
        path = (
            None
            if self.study is None or self.study_file is None
            else self.study.record_path(self.study_file, key, seed)
        )
        if path is None or not path.exists():
            self.say(self.tr("No record was kept of this game"))
            return
        self.open_record(path)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.cancel()
        super().closeEvent(event)


def duration(seconds: float) -> str:
    """A time left, rounded as a person says it: ``45 s``, ``3 min 20 s``, ``2 h 05 min``."""
    from PySide6.QtCore import QCoreApplication

    whole = round(seconds)
    if whole < 60:
        return QCoreApplication.translate("BalanceDialog", "{s} s").format(s=whole)
    if whole < 3600:
        return QCoreApplication.translate("BalanceDialog", "{m} min {s:02d} s").format(m=whole // 60, s=whole % 60)
    return QCoreApplication.translate("BalanceDialog", "{h} h {m:02d} min").format(
        h=whole // 3600, m=whole % 3600 // 60
    )
