"""Calls put off to a later pass of the event loop, from its thread or another (ui.later)."""

from __future__ import annotations

import gc
import threading
import weakref

import shiboken6
from PySide6.QtCore import QObject
from pytestqt.qtbot import QtBot

from panzer_qt.ui.later import call_in_window, call_later


class Owner(QObject):
    """An object with a call put off."""

    def __init__(self) -> None:
        super().__init__()
        self.calls = 0

    def called(self) -> None:
        self.calls += 1


def test_a_call_put_off_runs_once_in_a_later_pass(qtbot: QtBot) -> None:
    owner = Owner()
    call_later(owner, owner.called)
    assert owner.calls == 0
    qtbot.waitUntil(lambda: owner.calls == 1)
    qtbot.wait(20)
    assert owner.calls == 1 and not owner.children()  # its timer gone too


def test_a_call_put_off_is_dropped_with_its_owner_and_keeps_nothing(qtbot: QtBot) -> None:
    for ms in (0, 5):
        owner = Owner()
        gone = weakref.ref(owner)
        call_later(owner, owner.called, ms)
        shiboken6.delete(owner)
        del owner
        qtbot.wait(20)
        gc.collect()
        assert gone() is None


def test_a_call_handed_from_another_thread_runs_in_the_windows_thread_unless_its_owner_went(qtbot: QtBot) -> None:
    kept, dropped, ran_in = Owner(), Owner(), []

    def hand_over() -> None:
        call_in_window(kept, lambda: ran_in.append(threading.current_thread()))
        call_in_window(dropped, dropped.called)

    thread = threading.Thread(target=hand_over)
    thread.start()
    thread.join()
    shiboken6.delete(dropped)  # deleted before the window's thread took the calls in
    qtbot.waitUntil(lambda: bool(ran_in))
    qtbot.wait(20)
    assert ran_in == [threading.main_thread()] and dropped.calls == 0
