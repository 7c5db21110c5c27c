"""Fixtures of the windows' tests."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest


@pytest.fixture
def collector_state() -> Iterator[None]:
    """Python's cycle collector on for the test, and as it was before after it, frozen objects back in its reach."""
    was = gc.isenabled()
    gc.enable()
    yield
    gc.unfreeze()
    gc.enable() if was else gc.disable()
