"""Fuzzing the loaders: random edits of scenario and record files through ``panzer-qt validate``.

Each case edits the JSON of a scenario (the tiny test map or the default one) or of a seeded record
a few times (wrong values, deleted or duplicated entries, numbers changed, the text cut or garbled),
then checks what ``validate`` says: a refusal is a list of at most ``MAX_PROBLEMS`` lines (and one
counting the rest), each naming the file, never an exception; an accepted scenario starts a game that
plays on without any exception but ``IllegalCommand``. A record's edited scenario gets a matching hash,
so its edits reach the checks behind the hash.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from benchmarks.bad_files import mutate, paths, rehash
from panzer_qt import Game
from panzer_qt.ai.games import Policy, play_step
from panzer_qt.ai.players.random_policy import RandomPolicy
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import MAX_PROBLEMS
from panzer_qt.records.validate import validate_file
from panzer_qt.rules.loading import load_scenario
from tests.helpers.fuzz_kit import TRIED
from tests.helpers.games import scenario

EXAMPLES = int(os.environ.get("PANZER_FUZZ_EXAMPLES", "250"))
"""Files per run; raise it for a longer hunt (``PANZER_FUZZ_EXAMPLES=3000 pytest tests/records/test_fuzz_files.py``)."""
KINDS = ["tiny", "tiny", "record", "record", "default"]
"""What each case edits (drawn evenly: the small files are tried more often, being quicker)."""
PARTS: dict[str, list[tuple[str | int, ...]]] = {
    "scenario": [(), ("tables",), ("options",), ("units",), ("map",), ("setup",), ("kg_markers",)],
    "record": [("steps",), ("snapshots",), ("options",), ("start_events",), ("scenario",), ("seed",)],
}
"""Where the edits go: anywhere, or in one part (so the tables and options get their share)."""
PLAY_STEPS = 40
"""Commands played on an accepted scenario."""
TWEAK_SHARE = 0.5
"""Share of the edits that change a number to a plausible value rather than break the file."""
PLAUSIBLE = [-1, 0, 1, 2, 3, 4, 6, 7, 9, 12, 30, 100]


@cache
def base(kind: str) -> str:
    """The JSON text each case starts from: a scenario with every table written out, or a record."""
    if kind == "record":
        game = Game.new(scenario("tiny"), seed=11)
        play(game, 60)
        return game.record().model_dump_json()
    return scenario(kind).model_dump_json()


def play(game: Game, steps: int) -> None:
    """Random legal play for up to ``steps`` commands; anything but IllegalCommand fails the test."""
    players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(1), Side.SOVIET: RandomPolicy(2)}
    for _ in range(steps):
        if game.state.game_over:
            return
        play_step(game, players)


def tweak(data: Any, rng: random.Random, within: tuple[str | int, ...]) -> None:
    """Set one whole number under ``within`` to a value a modder might type (the file stays well-typed)."""
    numbers = [p for p in paths(data, ()) if p[: len(within)] == within and type(value_at(data, p)) is int]
    if numbers:
        where = rng.choice(numbers)
        value_at(data, where[:-1])[where[-1]] = rng.choice(PLAUSIBLE)


def value_at(data: Any, where: tuple[str | int, ...]) -> Any:
    """The value at a path of keys and indexes."""
    for key in where:
        data = data[key]
    return data


def edited(kind: str, rng: random.Random, edits: int) -> Any:
    """The base JSON of ``kind`` with ``edits`` random edits: wrong values anywhere, or plausible numbers."""
    data = json.loads(base(kind))
    part = "record" if kind == "record" else "scenario"
    for _ in range(edits):
        within = rng.choice(PARTS[part])
        edit = tweak if rng.random() < TWEAK_SHARE else mutate
        try:
            edit(data, rng, within)
        except (KeyError, IndexError, TypeError):
            continue  # an earlier edit removed or replaced that part
    if kind == "record" and isinstance(data.get("scenario"), dict):
        rehash(data)
    return data


def garbled(text: str, rng: random.Random, how: str) -> str:
    """The text cut short, with a stray character, with a key repeated, or as it was."""
    at = rng.randrange(len(text))
    if how == "cut":
        return text[:at]
    if how == "stray":
        return text[:at] + rng.choice('{}[],:"\\0-e\x00\u00e9') + text[at:]
    if how == "repeat":
        return text.replace('"kind":', '"kind":"x","kind":', 1)
    return text


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    kind=st.sampled_from(KINDS),
    rng=st.randoms(use_true_random=False),
    edits=st.integers(min_value=1, max_value=3),
    how=st.sampled_from(["as is"] * 7 + ["cut", "stray", "repeat"]),
)
def fuzz_one_file(kind: str, rng: random.Random, edits: int, how: str) -> None:
    text = garbled(json.dumps(edited(kind, rng, edits)), rng, how)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "case.json"
        path.write_text(text, encoding="utf-8")
        problems = validate_file(path)
        assert all(line.startswith(f"{path}: ") for line in problems), problems
        assert len(problems) <= MAX_PROBLEMS + 1
        if problems:
            TRIED[f"{kind} files refused"] += 1
            return
        TRIED[f"{kind} files accepted"] += 1
        if kind != "record":
            play(Game.new(load_scenario(path), seed=rng.randrange(1000)), PLAY_STEPS)


def test_validate_refuses_or_accepts_every_edited_file_cleanly() -> None:
    before = sum(TRIED[f"{k} files {v}"] for k in set(KINDS) for v in ("refused", "accepted"))
    fuzz_one_file()
    tried = sum(TRIED[f"{k} files {v}"] for k in set(KINDS) for v in ("refused", "accepted")) - before
    assert tried >= EXAMPLES // 2, f"only {tried} files tried"
    assert TRIED["record files refused"] and TRIED["tiny files accepted"]


def test_base_files_are_valid() -> None:
    """The fuzzing starts from valid files, so what it refuses was broken by its edits."""
    with tempfile.TemporaryDirectory() as folder:
        for kind in set(KINDS):
            path = Path(folder) / f"{kind}.json"
            path.write_text(base(kind), encoding="utf-8")
            assert validate_file(path) == []
    record = json.loads(base("record"))
    assert len(record["steps"]) > 50 and len(record["snapshots"]) > 5
