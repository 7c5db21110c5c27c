"""Shared timing helpers for the benchmark scripts (``python -m benchmarks.<name>``)."""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def median_ms(func: Callable[[], object], repeat: int, warmup: int = 1) -> float:
    """Median wall time of ``func`` in milliseconds over ``repeat`` runs after ``warmup`` runs."""
    for _ in range(warmup):
        func()
    times = []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        func()
        times.append((time.perf_counter_ns() - start) / 1e6)
    return statistics.median(times)


def report(name: str, value: float, unit: str, target: str = "") -> None:
    """Print one result line."""
    suffix = f"   (target {target})" if target else ""
    print(f"{name:<58} {value:10.3f} {unit}{suffix}")
