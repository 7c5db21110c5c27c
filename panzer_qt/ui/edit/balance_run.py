"""A balance test running in the background: a thread takes the outcomes a backend yields (its games are played
in other processes or on a cluster), writes each game's record beside the study and hands the summary to the
window through a queued signal; the window stays free while it waits."""

from __future__ import annotations

import threading
from collections.abc import Mapping, Sequence
from pathlib import Path

from PySide6.QtCore import QObject, Signal

from panzer_qt.ai.backends import Backend, BackendError, Job, Outcome
from panzer_qt.model.jsonfile import write_text_atomic

CANCELLED = "cancelled"
"""``ended``'s word for a run stopped by Cancel."""


class StudyRun(QObject):
    """Plays jobs on a backend in a thread of its own. ``gameFinished`` carries each Outcome (its record already
    written, not carried); ``ended`` says how the run ended: "" all played, ``CANCELLED``, or why it stopped."""

    gameFinished = Signal(object)  # noqa: N815 (Qt signal name)
    ended = Signal(str)

    def __init__(
        self,
        backend: Backend,
        scenarios: Mapping[str, str],
        jobs: Sequence[Job],
        records: dict[str, Path] | None = None,
        parent: QObject | None = None,
    ) -> None:
        """``records``: the folder each scenario key's records go into (``game-SEED.json``)."""
        super().__init__(parent)
        self.backend, self.scenarios, self.jobs, self.records = backend, dict(scenarios), list(jobs), records or {}
        self.cancelled = False
        self.worker = threading.Thread(target=self._run, name="balance-test", daemon=True)

    def start(self) -> None:
        """Start playing."""
        self.worker.start()

    def cancel(self) -> None:
        """Stop as soon as the backend can (the games being played are abandoned)."""
        self.cancelled = True
        self.backend.cancel()

    def _run(self) -> None:
        try:
            for outcome in self.backend.outcomes(self.scenarios, self.jobs):
                self._keep(outcome)
                self.gameFinished.emit(outcome)
        except BackendError as exc:
            self.ended.emit(exc.message)
            return
        except Exception as exc:  # the thread's last word: whatever went wrong is said, not lost
            self.ended.emit(f"{type(exc).__name__}: {exc}")
            return
        self.ended.emit(CANCELLED if self.cancelled else "")

    def _keep(self, outcome: Outcome) -> None:
        folder = self.records.get(outcome.job.scenario)
        if folder is not None and outcome.record is not None:
            folder.mkdir(parents=True, exist_ok=True)
            write_text_atomic(folder / f"game-{outcome.job.seed}.json", outcome.record)
        outcome.record = None
