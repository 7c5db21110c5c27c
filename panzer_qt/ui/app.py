"""The runners of the GUI commands: ``play`` (a scenario or a saved game in the main window), ``replay`` (a record
in the viewer) and ``report`` (the after-action report, no window); the client's way to the viewer and the viewer's
way to the client (the viewer imports nothing of the client: it is given ``start_client``)."""

from __future__ import annotations

import logging
import os
import sys
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer, QUrl, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from panzer_qt import logs
from panzer_qt.model.errors import FileProblemError
from panzer_qt.model.jsonfile import LOOK_KIND
from panzer_qt.paths import APP_ICON
from panzer_qt.rules.game import Game
from panzer_qt.ui.common.crash import install_crash_dialog
from panzer_qt.ui.common.messages import problem_box
from panzer_qt.ui.i18n import install_chosen
from panzer_qt.ui.online.known import SCHEME
from panzer_qt.ui.online.menu import add_online_menu
from panzer_qt.ui.play.main_window import MainWindow
from panzer_qt.ui.play.session import GameSession, load_any
from panzer_qt.ui.settings import LOG_LEVEL, Settings, user_store
from panzer_qt.ui.stop_signals import run_until_stopped
from panzer_qt.ui.window_parts import keep_open

log = logging.getLogger(__name__)


def application() -> QApplication:
    """The running Qt application, made if there is none."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(sys.argv[:1])
        app.setOrganizationName("panzer_qt")
        app.setApplicationName("panzer-qt")
        install_chosen(app)
        app.setWindowIcon(QIcon(str(APP_ICON)))
        install_crash_dialog(app)
        logs.follow_setting(Settings(user_store()).get(LOG_LEVEL))
        log.info("Qt %s on the %s platform", qVersion(), app.platformName())
    return app


LOG_WAIT_S = 30.0
"""How long ``play --screenshot`` waits for a saved game's Event log to be laid out before it takes the picture."""
REPLAY_WAIT_MS = 120_000
"""How long ``replay --screenshot`` waits for a record to be checked before it takes the picture anyway."""


def open_window(path: str, remember_layout: bool = True) -> MainWindow:
    """A main window on a new game from a scenario file, on a saved game, or on a look at an online game (read-only;
    raises FileProblemError); File > Open offers a finished game to the replay viewer. Without ``remember_layout``
    the window neither takes nor keeps the layout of the last run (a screenshot)."""
    try:
        game, is_record = load_any(path)
    except FileProblemError as exc:
        if exc.other_kind != LOOK_KIND:
            raise
        from panzer_qt.ui.online.look import look_window

        return look_window(path)
    log.info("opened %s as a %s in the client", path, "saved game" if is_record else "scenario")
    session = GameSession(game)
    session.path = Path(path) if is_record else None
    window = MainWindow(session, remember_layout)
    window.actions_.reviewer = open_viewer
    window.actions_.looker = open_look  # File > Open shows a look at an online game in a window of its own
    add_online_menu(window, show_online_dialog)
    return window


def open_look(path: str | Path) -> QWidget:
    """A look at an online game in a window of its own, shown (the online windows are loaded when one is first
    opened; raises RecordError if the file cannot be read)."""
    from panzer_qt.ui.online.look import open_look as open_it

    return open_it(path)


def show_online_dialog(name: str, window: MainWindow) -> None:
    """An online entry's dialog (the online dialogs are loaded when one is first chosen)."""
    from panzer_qt.ui.online.dialogs import show_online_dialog as show

    show(name, window)


def open_viewer(path: str | Path) -> QWidget:
    """A replay viewer window on a record, shown (the viewer is loaded only when first used)."""
    from panzer_qt.ui.replay.window import ReplayWindow

    viewer = keep_open(ReplayWindow(path, start_client))
    log.info("opened %s in the replay viewer", path)
    viewer.show()
    return viewer


def start_client(game: Game, note: str) -> MainWindow:
    """The playing client on ``game`` continued from a record (a new game: Save asks for a file), with ``note`` in
    its status bar; it stays open when the viewer closes."""
    window = keep_open(MainWindow(GameSession(game)))
    window.statusBar().showMessage(note)
    window.show()
    return window


def run_play(path: str, screenshot: str | None) -> int:
    """Open the window on a scenario or saved game; with ``screenshot``, save the window as PNG and exit."""
    app = application()
    if path.startswith(f"{SCHEME}:"):
        from panzer_qt.ui.online.dialogs import open_link

        open_link(path)
        return run_until_stopped(app)
    if path.startswith("file://"):
        path = QUrl(path).toLocalFile()
    try:
        window = open_window(path, remember_layout=screenshot is None)
    except FileProblemError as exc:
        return cannot_open(
            QCoreApplication.translate("App", "panzer-qt: cannot open the file"), exc, show_box=screenshot is None
        )
    window.show()
    if screenshot is None:
        return run_until_stopped(app)
    if isinstance(window, MainWindow):
        wait_for_log(app, window)
    app.processEvents()
    return save_screenshot(window, screenshot)


def wait_for_log(app: QApplication, window: MainWindow) -> None:
    """Run the event loop until the window's Event log is written and laid out (a long saved game's is written in
    slices once the window is shown, then laid out in batches), for at most ``LOG_WAIT_S`` seconds."""
    deadline = time.monotonic() + LOG_WAIT_S
    tick = QTimer()
    tick.start(20)  # wakes the wait below should nothing else happen
    app.processEvents()
    while not window.log.laid_out() and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)  # the next slice, batch or tick
    tick.stop()


def cannot_open(title: str, exc: FileProblemError, show_box: bool) -> int:
    """Say why a file cannot be opened, on stderr and (with ``show_box``) in a message box; the exit status 1."""
    log.warning("cannot open %s: %d problem(s)", exc.path, exc.total)
    print(exc.describe(), file=sys.stderr)
    if show_box:
        problem_box(title, exc, None).exec()
    return 1


def save_screenshot(window: QWidget, screenshot: str) -> int:
    """Save the window as a PNG and close it; the exit status (1, with a message, if it cannot be written)."""
    saved = window.grab().save(screenshot, "PNG")
    window.close()
    if not saved:
        print(f"cannot write the screenshot {screenshot}", file=sys.stderr)
        return 1
    return 0


def run_replay(path: str, screenshot: str | None) -> int:
    """Open a record in the viewer; with ``screenshot``, wait until it is checked, save the window as PNG, exit
    (1 if the record cannot be opened)."""
    from panzer_qt.ui.replay.window import ReplayWindow

    app = application()
    viewer = ReplayWindow(path, start_client, remember_layout=screenshot is None)
    log.info("opened %s in the replay viewer", path)
    viewer.show()
    if screenshot is None:
        return run_until_stopped(app)
    loop = QEventLoop()
    for signal in (viewer.loader.finished, viewer.loader.failed):
        signal.connect(loop.quit)
    QTimer.singleShot(REPLAY_WAIT_MS, loop.quit)
    if viewer.proof_thread.isRunning():
        loop.exec()
    app.processEvents()
    if viewer.problem:
        print(viewer.problem, file=sys.stderr)
    saved = viewer.grab().save(screenshot, "PNG")
    viewer.session.dirty = False
    viewer.close()
    if not saved:
        print(f"cannot write the screenshot {screenshot}", file=sys.stderr)
        return 1
    return 1 if viewer.review is None else 0


def run_report(path: str, out: str) -> int:
    """Write the after-action report of a record (no window: offscreen unless a display is chosen)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from panzer_qt.records.review import Review
    from panzer_qt.ui.replay.report import write_report

    app = application()
    review = Review.open(path)
    desync = review.prove_now()
    try:
        write_report(review, out)
    except OSError as exc:
        print(f"report: cannot write {out}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    finally:
        app.processEvents()
    if desync is not None:
        print(f"{out}: written up to step {review.proved}; the record stops being faithful there:", file=sys.stderr)
        print(desync.describe(), file=sys.stderr)
        return 1
    print(f"{out}: report of {review.proved} steps written")
    return 0
