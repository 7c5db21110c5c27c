"""The pause of Python's cycle collector while a worker loads a game or proves a record (ui.collector)."""

from __future__ import annotations

import gc
import weakref

import pytest

from panzer_qt.ui.collector import CollectionPause


@pytest.mark.usefixtures("collector_state")
def test_collection_pauses_while_workers_run_and_sets_their_loads_aside() -> None:
    gc.enable()
    gc.unfreeze()
    pause = CollectionPause()
    pause.pause()
    pause.pause()
    assert not gc.isenabled()
    loaded = [[i] for i in range(1000)]  # what a worker loads, tracked by the collector
    pause.resume()
    assert not gc.isenabled() and gc.get_freeze_count() == 0  # a worker still runs
    pause.resume()
    assert gc.isenabled()
    assert gc.get_freeze_count() > len(loaded)
    collectable = {id(o) for o in gc.get_objects()}  # the frozen are out of the collector's reach
    assert all(gc.is_tracked(x) and id(x) not in collectable for x in loaded)


@pytest.mark.usefixtures("collector_state")
def test_a_collector_turned_off_before_stays_off() -> None:
    gc.disable()
    pause = CollectionPause()
    pause.pause()
    pause.resume()
    assert not gc.isenabled()


class Node:
    """A member of a reference cycle."""

    def __init__(self) -> None:
        self.me = self


@pytest.mark.usefixtures("collector_state")
def test_a_closed_window_s_cycles_are_collected_even_set_aside_once_no_worker_runs() -> None:
    gc.enable()
    gc.unfreeze()
    pause = CollectionPause()
    pause.pause()
    closed = Node()  # a window's cycle, loaded while a worker ran
    gone = weakref.ref(closed)
    pause.resume()
    del closed
    gc.collect()
    assert gone() is not None  # set aside: out of the collector's reach
    pause.pause()
    pause.release()  # the window closes while a worker runs: nothing collected in its time
    assert gone() is not None and not gc.isenabled()
    pause.resume()
    assert gone() is None and gc.get_freeze_count() > 0 and gc.isenabled()
    kept = Node()
    pause.release()
    assert gc.is_tracked(kept) and id(kept) not in {id(o) for o in gc.get_objects()}  # the living set aside again
