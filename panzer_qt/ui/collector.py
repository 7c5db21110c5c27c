"""Python's cycle collector and the windows' event loops.

Two things make the collector a danger to a window. It runs in whichever thread happens to allocate: in a worker
it could destroy a window's Qt objects left in a reference cycle (a closed chart, say), which Qt allows only in
their own thread, and crash. And a full collection walks every object the collector tracks while holding the
interpreter lock: after a game or a record is loaded that is some 50,000 large objects (states, events, the
checkpoints of a replay), 100-300 ms in which no window may paint.

So automatic collection pauses while a worker runs (``collection``), and the window's thread turns it back on once
no worker runs, after moving every object alive then out of the collector's reach (``gc.freeze``): later
collections walk only what is made afterwards. The price is the cycles among those objects that die later: they
are collected only when a window closes (``release``: a closed replay viewer is such a cycle, with its record, its
checkpoints and its chart, 35 MB). Loading and proving allocate next to no cycles, so nothing piles up during a
pause.
"""

from __future__ import annotations

import gc


class CollectionPause:
    """Automatic garbage collection off while any worker runs; paused and resumed in the window's thread only."""

    def __init__(self) -> None:
        self.workers = 0
        self.was_enabled = True
        self.released = False
        """A window closed while a worker ran: its cycles are collected once none runs."""

    def pause(self) -> None:
        """A worker starts."""
        if self.workers == 0:
            self.was_enabled = gc.isenabled()
            gc.disable()
        self.workers += 1

    def resume(self) -> None:
        """A worker ended: once none runs, what it loaded is set aside for good and collection turns back on as it
        was."""
        self.workers -= 1
        if self.workers == 0:
            if self.released:
                self.release()
            gc.freeze()
            if self.was_enabled:
                gc.enable()

    def set_aside(self) -> None:
        """Move what is alive out of the collector's reach now (a phase began: the game so far is history), unless a
        worker runs: then it is done once none runs."""
        if self.workers == 0:
            gc.freeze()

    def release(self) -> None:
        """A window closed: collect every cycle that died, those set aside too (a full collection, in the window's
        thread, once no worker runs), and set aside again what is alive."""
        self.released = self.workers > 0
        if not self.released:
            gc.unfreeze()
            gc.collect()
            gc.freeze()


collection = CollectionPause()
"""The one pause of the application."""


class WorkerPause:
    """The collection paused for one worker, from now until ``end`` (later calls do nothing)."""

    def __init__(self) -> None:
        self.ended = False
        collection.pause()

    def end(self) -> None:
        """The worker has ended: resume the collection, unless done already."""
        if not self.ended:
            self.ended = True
            collection.resume()
