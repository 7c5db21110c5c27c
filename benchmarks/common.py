"""Shared timing helpers for the benchmark scripts (``python -m benchmarks.<name>``)."""

from __future__ import annotations

import os
import resource
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(pid: int) -> float:
    """CPU time (user and system) a process has used, in seconds (Linux's /proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def group_cpu_seconds(groups: set[int]) -> float:
    """CPU time used so far by the running processes of the given process groups, in seconds."""
    used = 0.0
    for entry in Path("/proc").iterdir():
        try:
            if entry.name.isdigit() and os.getpgid(int(entry.name)) in groups:
                used += cpu_seconds(int(entry.name))
        except OSError:  # ended meanwhile
            continue
    return used


def children_cpu_seconds() -> float:
    """CPU time of this process's children that have ended and been waited for, in seconds."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


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


def load_average() -> str:
    """The machine's load average over 1, 5 and 15 minutes, as ``os.getloadavg`` gives it."""
    return ", ".join(f"{x:.2f}" for x in os.getloadavg())


def interleaved_ms(
    funcs: Sequence[Callable[[], object]], repeat: int, warmup: int = 1, before: Callable[[], object] | None = None
) -> list[float]:
    """Median wall time in milliseconds of each of ``funcs``, timed in turn (A B A B ...) so that a change in the
    machine's load falls on all of them alike; ``before`` runs untimed before each call."""
    for func in funcs:
        for _ in range(warmup):
            func()
    times: list[list[float]] = [[] for _ in funcs]
    for _ in range(repeat):
        for func, runs in zip(funcs, times, strict=True):
            if before is not None:
                before()
            start = time.perf_counter_ns()
            func()
            runs.append((time.perf_counter_ns() - start) / 1e6)
    return [statistics.median(runs) for runs in times]
