"""Python's cycle collector and the windows' event loops.

Two things make the collector a danger to a window. It runs in whichever thread happens to allocate: in a worker
it could destroy a window's Qt objects left in a reference cycle (a closed chart, say), which Qt allows only in
their own thread, and crash. And a full collection walks every object the collector tracks while holding the
interpreter lock: after a game or a record is loaded that is some 50,000 large objects (states, events, the
checkpoints of a replay), 100-300 ms in which no window may paint.

So automatic collection pauses while a worker runs (``collection``), and the window's thread turns it back on once
no worker runs, after moving every object alive then out of the collector's reach (``gc.freeze``): later
collections walk only what is made afterwards. The price is the cycles among those objects that die later: they
are never collected (a replaced game's hex graph, some 2,700 small dicts). Loading and proving allocate next to no
cycles, so nothing piles up during a pause.
"""

from __future__ import annotations

import gc


class CollectionPause:
    """Automatic garbage collection off while any worker runs; paused and resumed in the window's thread only."""

    def __init__(self) -> None:
        self.workers = 0
        self.was_enabled = True

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
            gc.freeze()
            if self.was_enabled:
                gc.enable()


collection = CollectionPause()
"""The one pause of the application."""
