"""A corpus of malformed scenarios and records, run through ``panzer-qt validate`` with time and memory limits.

Run: ``python -m benchmarks.bad_files [--mutations N] [--seed S] [--jobs K] [--keep DIR] [--client]``.

The corpus is built from the default scenario and a seeded record (the first turn of a random game):
the named kinds of bad file (hangs, memory, engine exceptions, options against tables, malformed JSON,
coerced versions, tampered snapshots, special files) plus ``--mutations`` seeded random edits of both.
Each case runs in its own ``validate`` process; a case passes when a valid file prints ``OK`` (exit 0)
and a bad one exits 1 with every line naming the file, with no traceback, within the time and memory
limits. With ``--client`` every case is opened instead with File > Open of one offscreen client window:
a bad file must give a message box naming it and leave the game on screen unchanged. Random edits may
be harmless, so they pass either way; the accepted ones are listed for review. The script exits 1 if
any case fails.
"""

from __future__ import annotations

import argparse
import copy
import hashlib
import json
import os
import random
import re
import resource
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from benchmarks.common import ROOT
from panzer_qt.model.text import shown_name
from panzer_qt.paths import DEFAULT_SCENARIO

RECORD_SEED = 1944
TIMEOUT_S = 20.0
MEMORY_LIMIT = 3 * 1024**3
"""Address-space limit of each validate process (bytes): a runaway case fails instead of eating the machine."""
Json = Any
Edit = Callable[[Json], Any]


@dataclass(frozen=True)
class Case:
    """One file of the corpus and what ``validate`` should say: ``ok``, ``refused`` or ``either``."""

    name: str
    path: Path
    expect: str


@dataclass(frozen=True)
class Outcome:
    """What ``validate`` did with a case."""

    case: Case
    verdict: str
    seconds: float
    rss_mb: float
    output: str

    @property
    def passed(self) -> bool:
        """Whether the verdict is one the case allows."""
        return self.verdict == self.case.expect or (self.case.expect == "either" and self.verdict in ("ok", "refused"))


def seeded_record() -> Json:
    """The JSON of a record of a random game on the default scenario, played to the start of turn 2."""
    from panzer_qt import Game, load_scenario
    from panzer_qt.ai.games import Policy, play_step
    from panzer_qt.ai.players.random_policy import RandomPolicy
    from panzer_qt.model.enums import Side

    game = Game.new(load_scenario(DEFAULT_SCENARIO), seed=RECORD_SEED)
    players: dict[Side, Policy] = {Side.GERMAN: RandomPolicy(RECORD_SEED), Side.SOVIET: RandomPolicy(RECORD_SEED + 1)}
    while game.state.turn < 2:
        play_step(game, players)
    return json.loads(game.record().model_dump_json())


class Writer:
    """Writes corpus files into one folder and collects their cases."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.cases: list[Case] = []

    def text(self, name: str, text: str | bytes, expect: str = "refused") -> None:
        """A file with exactly this content."""
        path = self.folder / f"{name}.json"
        path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
        self.cases.append(Case(name, path, expect))

    def edited(self, name: str, base: Json, edit: Edit, expect: str = "refused") -> None:
        """``base`` with ``edit`` applied to a deep copy."""
        data = copy.deepcopy(base)
        edit(data)
        self.text(name, json.dumps(data, separators=(",", ":")), expect)

    def special(self, name: str, make: Callable[[Path], object]) -> None:
        """A file that is not plain JSON text: a FIFO, a link, a folder..."""
        path = self.folder / f"{name}.json"
        make(path)
        self.cases.append(Case(name, path, "refused"))


def setter(*keys: str | int, value: Json) -> Edit:
    """An edit that sets the value at ``keys``."""

    def edit(data: Json) -> None:
        for key in keys[:-1]:
            data = data[key]
        data[keys[-1]] = value

    return edit


def rehashed(edit: Edit) -> Edit:
    """An edit of a record's scenario that keeps the scenario hash matching."""

    def both(record: Json) -> None:
        edit(record)
        rehash(record)

    return both


def insert_step(command: Json) -> Edit:
    """An edit inserting a step with ``command`` just after the set-up (nothing pending then)."""

    def edit(record: Json) -> None:
        record["steps"].insert(1, {"command": command, "events": []})
        record["snapshots"] = {}

    return edit


def first_step(record: Json, kind: str) -> int:
    """The index of the first step whose command is of type ``kind``."""
    return next(i for i, step in enumerate(record["steps"]) if step["command"]["type"] == kind)


def sparse_file(path: Path) -> None:
    """A 65 MiB file of zeros that takes no disk space."""
    with path.open("wb") as handle:
        handle.truncate(65 * 2**20)


def tamper_snapshot(record: Json) -> None:
    """One unit of a later snapshot loses a step."""
    key = sorted(record["snapshots"], key=int)[-1]
    units = record["snapshots"][key]["units"]
    unit = next(u for u in units.values() if u["steps"] > 1)
    unit["steps"] -= 1


def doubled_mover(record: Json) -> None:
    """The first move lists its first unit twice."""
    command = record["steps"][first_step(record, "move")]["command"]
    command["unit_ids"].append(command["unit_ids"][0])


def rich_names(scenario: Json) -> None:
    """Names that would be markup if shown as rich text (a valid file: they must show as text)."""
    scenario["map"]["rivers"][0]["name"] = '<img src="/etc/hosts"> <a href="file:///etc">river</a>'
    scenario["units"][0]["name"] = "<b>bold</b> &amp; <i>it</i>"


def reorder_crt(scenario: Json) -> None:
    """The CRT with its columns in reverse order (a valid file)."""
    scenario["tables"] = scenario.get("tables", {})
    crt = scenario["tables"].get("crt") or default_crt()
    scenario["tables"]["crt"] = dict(reversed(list(crt.items())))


def named_cases(writer: Writer, scenario: Json, record: Json) -> None:
    """The kinds of bad file named in the issue, and valid files that must stay valid."""
    dump = json.dumps(scenario, separators=(",", ":"))
    writer.text("valid-scenario", dump, "ok")
    writer.text("valid-record", json.dumps(record), "ok")
    writer.edited("valid-crt-reordered", scenario, reorder_crt, "ok")
    writer.edited("valid-rich-text-names", scenario, rich_names, "ok")
    writer.text("valid-utf8-bom", "\ufeff" + dump, "ok")
    # Small files that hang or exhaust memory.
    endless = 10**9
    writer.edited("scenario-last-turn-1e9", scenario, setter("options", "last_turn", value=endless))
    writer.edited("record-last-turn-1e9", record, setter("options", "last_turn", value=endless))
    embedded_endless = rehashed(setter("scenario", "options", "last_turn", value=endless))
    writer.edited("record-scenario-last-turn-1e9", record, embedded_endless)
    million = [0] * 10**6
    writer.edited("scenario-million-wrong-hexes", scenario, setter("map", "hex_sets", "soviet_supply", value=million))
    writer.edited("scenario-million-wrong-units", scenario, setter("units", value=million))
    writer.edited("record-million-wrong-steps", record, setter("steps", value=million))
    writer.special("fifo", os.mkfifo)
    writer.special("link-to-dev-zero", lambda p: p.symlink_to("/dev/zero"))
    writer.special("link-to-dev-urandom", lambda p: p.symlink_to("/dev/urandom"))
    writer.special("folder", lambda p: p.mkdir())
    writer.special("missing", lambda p: None)
    writer.special("link-loop", lambda p: p.symlink_to(p))
    writer.special("sparse-65MiB", sparse_file)
    writer.special("zeros-1MiB", lambda p: p.write_bytes(bytes(2**20)))
    # Engine exceptions on positions and commands.
    for command in (
        {"type": "choose_step_loss", "unit_id": "su-6gm"},
        {"type": "advance", "unit_ids": []},
        {"type": "remove_unit", "unit_id": "su-6gm"},
        {"type": "choose_retreat", "unit_id": "su-6gm", "hex": None},
        {"type": "move", "unit_ids": ["su-6gm"], "path": ["1829"]},
        {"type": "exit_map", "unit_ids": ["su-6gm", "su-6gm"]},
        {"type": "place_reinforcement", "unit_id": "nobody", "hex": "0101"},
        {"type": "deploy_kg", "kg": "nobody", "hex": "9999"},
    ):
        writer.edited(f"record-{command['type']}-out-of-place", record, insert_step(command))
    writer.edited("record-move-lists-a-unit-twice", record, doubled_mover)
    writer.edited("scenario-unit-off-map", scenario, setter("units", 0, "setup_hex", value="1829"))
    # Options not checked against the tables.
    writer.edited("scenario-last-turn-9", scenario, setter("options", "last_turn", value=9))
    writer.edited("record-last-turn-9", record, setter("options", "last_turn", value=9))
    writer.edited("record-last-turn-0", record, setter("options", "last_turn", value=0))
    writer.edited("scenario-german-steps--1", scenario, setter("tables", "stacking", "german_steps", value=-1))
    writer.edited("scenario-german-steps-0", scenario, setter("tables", "stacking", "german_steps", value=0))
    soviet_limit = setter("tables", "stacking", "soviet_non_artillery_steps", value=1)
    writer.edited("scenario-soviet-steps-1", scenario, soviet_limit)
    # Malformed JSON.
    for name, text in (
        ("deep-nesting", dump.replace('"description":', '"description":' + "[" * 100_000, 1)),
        ("deep-nesting-objects", '{"a":' * 50_000),
        ("integer-5000-digits", dump.replace('"last_turn":8', '"last_turn":' + "9" * 5000, 1)),
        ("nan", dump.replace('"last_turn":8', '"last_turn":NaN', 1)),
        ("infinity", dump.replace('"last_turn":8', '"last_turn":-Infinity', 1)),
        ("duplicate-key", dump.replace('"last_turn":8', '"last_turn":8,"last_turn":8', 1)),
        ("duplicate-key-nested", dump.replace('"side":"german"', '"side":"german","side":"soviet"', 1)),
        ("truncated", dump[: len(dump) // 2]),
        ("empty", ""),
        ("latin1", dump.replace('"last_turn":8', '"last_turn":8,"x":"\xe9"', 1).encode("latin-1", "replace")),
        ("top-level-list", "[]"),
        ("top-level-string", '"panzer_qt.scenario"'),
    ):
        writer.text(f"scenario-{name}", text)
    kinds: list[Json] = [[], {}, 5, None, "panzer_qt.state"]
    for kind in kinds:
        writer.edited(f"scenario-kind-{json.dumps(kind)}", scenario, setter("kind", value=kind))
        writer.edited(f"record-kind-{json.dumps(kind)}", record, setter("kind", value=kind))
    record_dump = json.dumps(record, separators=(",", ":"))
    writer.text("record-seed-5000-digits", re.sub(r'"seed":-?\d+', '"seed":' + "9" * 5000, record_dump, count=1))
    # Coerced versions.
    for version in ("3", 3.0, "2", 2.0, "1", 1.0, True, 0, -1, None, 10**30):
        label = json.dumps(version)
        writer.edited(f"scenario-format-version-{label}", scenario, setter("format_version", value=version))
        writer.edited(f"record-format-version-{label}", record, setter("format_version", value=version))
    # Snapshots.
    writer.edited("record-tampered-snapshot", record, tamper_snapshot)
    writer.edited("record-snapshot-past-the-end", record, setter("snapshots", "100000", value=record["snapshots"]["0"]))
    writer.edited(
        "valid-record-snapshot-dropped", record, lambda r: r["snapshots"].pop(sorted(r["snapshots"], key=int)[-1]), "ok"
    )
    writer.edited("valid-record-snapshots-dropped", record, setter("snapshots", value={}), "ok")
    issue_27_cases(writer, scenario, record)


def issue_27_cases(writer: Writer, scenario: Json, record: Json) -> None:
    """Format 4's dice and seeds, and values, lists and names past what the rules can mean (issue 27)."""
    town_vp = json.dumps(scenario, separators=(",", ":")).replace(
        '"victory":{', '"victory":{"town_vp":' + "9" * 4300 + ",", 1
    )
    writer.text("scenario-town-vp-4300-digits", town_vp)
    writer.edited("scenario-245000-empty-units", scenario, setter("units", value=[{}] * 245_000))
    writer.edited("record-90000-empty-steps", record, setter("steps", value=[{}] * 90_000))
    writer.edited(
        "record-160000-empty-snapshots", record, setter("snapshots", value={str(i): {} for i in range(160_000)})
    )
    for mp in (10**6, 10**7):
        factors = {"non_mechanized": mp, "mechanized": mp}
        writer.edited(f"scenario-movement-{mp:.0e}-mp", scenario, setter("tables", "movement", "thaw", value=factors))
    writer.edited("scenario-town-name-8M", scenario, setter("map", "towns", 0, "name", value="x" * 8_000_000))
    writer.edited("scenario-kg-shift-10", scenario, setter("tables", "shifts", "kg", value=10))
    writer.edited("record-seed-changed", record, setter("seed", value=record["seed"] + 1))
    writer.edited("valid-record-without-seed", record, setter("seed", value=None), "ok")
    if combat_dice(record):  # a record of a game with combats (the corpus's own has some)
        writer.edited("record-seeded-fixed-dice", record, fixed_dice)
        writer.edited("record-die-changed", record, changed_die)
        writer.edited("record-without-seed-die-changed", record, unseeded_changed_die)
        writer.edited("record-crt-column-reordered", record, rehashed(reversed_crt_results))
    for forged in ("0{}", "+{}", " {}", "{}_"):
        writer.edited(f"record-snapshot-key-{forged.format('N')!r}", record, forged_snapshot(forged))
    writer.edited("scenario-weather-key-02", scenario, lambda s: s["tables"]["weather"].update({"02": ["frost"] * 6}))
    writer.text("evil\u202e\nnosj", "{")


def combat_dice(record: Json) -> list[Json]:
    """The record's combat rolls (``dice_rolled`` events), in order."""
    return [
        event
        for step in record["steps"]
        for event in step["events"]
        if event["type"] == "dice_rolled" and event["purpose"].startswith("combat")
    ]


def fixed_dice(record: Json) -> None:
    """Every attack die of the record shows 6 (the record still names its seed)."""
    for event in combat_dice(record):
        event["dice"] = [6]


def changed_die(record: Json) -> None:
    """The first attack die of the record shows another face."""
    event = combat_dice(record)[0]
    event["dice"] = [event["dice"][0] % 6 + 1]


def unseeded_changed_die(record: Json) -> None:
    """``changed_die`` in a record that names no seed (its dice are as recorded)."""
    changed_die(record)
    record["seed"] = None


def reversed_crt_results(record: Json) -> None:
    """Each CRT column of the record's scenario with its results in reverse order."""
    tables = record["scenario"].setdefault("tables", {})
    crt = tables.get("crt") or default_crt()
    tables["crt"] = {column: list(reversed(results)) for column, results in crt.items()}


def default_crt() -> Json:
    from panzer_qt.model.tables import Tables

    return Tables().model_dump(mode="json")["crt"]


def forged_snapshot(forged: str) -> Edit:
    """An edit putting a forged snapshot under a key that reads as the last true one's (``"04"`` for 4), first."""

    def edit(record: Json) -> None:
        key = sorted(record["snapshots"], key=int)[-1]
        record["snapshots"] = {forged.format(key): record["snapshots"]["0"], **record["snapshots"]}

    return edit


RECORD_PARTS = ("steps", "snapshots", "options", "start_events", "scenario")
"""Where the random edits of the record go (its scenario gets a matching hash when it still parses)."""
WRONG_VALUES: list[Json] = [None, "x", "", -1, 0, 1, 10**9, 2**70, 1.5, True, [], {}, "0101", "1829", [0], {"a": 1}]


def paths(data: Json, prefix: tuple[str | int, ...] = ()) -> Iterator[tuple[str | int, ...]]:
    """Every path to a value in ``data`` (depth first)."""
    yield prefix
    if isinstance(data, dict):
        for key, value in data.items():
            yield from paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data):
            yield from paths(value, (*prefix, i))


def mutate(data: Json, rng: random.Random, within: tuple[str | int, ...] = ()) -> str:
    """One random edit somewhere under ``within``; returns what it did."""
    target = data
    for part in within:
        target = target[part]
    candidates = [p for p in paths(target, within) if p != within] or [within]
    where = rng.choice(candidates)
    parent = data
    for part in where[:-1]:
        parent = parent[part]
    key: Any = where[-1]
    action = rng.choice(["wrong", "wrong", "delete", "duplicate", "swap", "number"])
    if action == "delete":
        del parent[key]
    elif action == "duplicate" and isinstance(parent, list):
        parent.insert(int(key), copy.deepcopy(parent[key]))
    elif action == "swap" and isinstance(parent, list) and len(parent) > 1:
        other = rng.randrange(len(parent))
        parent[key], parent[other] = parent[other], parent[key]
    elif action == "number" and isinstance(parent[key], int) and not isinstance(parent[key], bool):
        parent[key] = rng.choice([-parent[key] - 1, parent[key] + 1, parent[key] * 1000])
    else:
        action = "wrong"
        parent[key] = copy.deepcopy(rng.choice(WRONG_VALUES))
    return f"{action} at {'/'.join(map(str, where))}"


def rehash(record: Json) -> None:
    """Give an edited record the hash of its edited scenario (as the program computes it from a full dump)."""
    canonical = json.dumps(record["scenario"], sort_keys=True, separators=(",", ":"))
    record["scenario_hash"] = hashlib.sha256(canonical.encode("utf-8")).hexdigest()


def mutation_cases(writer: Writer, scenario: Json, record: Json, count: int, seed: int) -> dict[str, str]:
    """``count`` seeded random edits, half of the scenario and half of the record; returns what each did."""
    rng = random.Random(seed)
    what: dict[str, str] = {}
    record_parts: list[tuple[str | int, ...]] = [(part,) for part in RECORD_PARTS]
    for n in range(count):
        if n % 2 == 0:
            data, name = copy.deepcopy(scenario), f"mutated-scenario-{n:04d}"
            what[name] = mutate(data, rng)
        else:
            data, name = copy.deepcopy(record), f"mutated-record-{n:04d}"
            within = rng.choice(record_parts)
            what[name] = mutate(data, rng, within)
            if within == ("scenario",):
                rehash(data)
        writer.text(name, json.dumps(data, separators=(",", ":")), "either")
    return what


def build_corpus(folder: Path, mutations: int, seed: int) -> tuple[list[Case], dict[str, str]]:
    """Write the corpus into ``folder``; its cases and what each random edit did."""
    scenario = json.loads(DEFAULT_SCENARIO.read_text(encoding="utf-8"))
    record = seeded_record()
    writer = Writer(folder)
    named_cases(writer, scenario, record)
    what = mutation_cases(writer, scenario, record, mutations, seed)
    return writer.cases, what


def _limit_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))


PLACED = re.compile(r"(\$|line \d+ column \d+).*?: .|\.\.\. and [\d,]+ more problems$")
"""A problem line after the file's name: a place (a JSON path or a line and column), then what is wrong there."""


def verdict(case: Case, code: int | None, stdout: str, stderr: str) -> str:
    """``ok``, ``refused``, or what went wrong: ``timeout``, ``traceback``, ``crash``, ``unclear``."""
    if code is None:
        return "timeout"
    if "Traceback" in stdout + stderr:
        return "traceback"
    if code == 0 and stdout.strip() == "OK":
        return "ok"
    lines = stdout.splitlines()
    if code == 1 and lines and all(PLACED.match(line.removeprefix(f"{shown_name(case.path)}: ")) for line in lines):
        return "refused"
    return "crash" if code not in (0, 1) else "unclear"


def run_case(case: Case, timeout: float = TIMEOUT_S) -> Outcome:
    """Run ``panzer-qt validate`` on one case, measuring wall time and peak resident memory."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        start = time.perf_counter()
        process = subprocess.Popen(
            [sys.executable, "-m", "panzer_qt", "validate", str(case.path)],
            stdout=out,
            stderr=err,
            cwd=ROOT,
            preexec_fn=_limit_memory,  # noqa: PLW1509 (the threads only wait for their own process)
        )
        killed = threading.Event()

        def kill() -> None:
            killed.set()
            process.kill()

        timer = threading.Timer(timeout, kill)
        timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        timer.cancel()
        seconds = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read().decode(errors="replace"), err.read().decode(errors="replace")
    code = None if killed.is_set() else process.returncode
    return Outcome(case, verdict(case, code, stdout, stderr), seconds, usage.ru_maxrss / 1024, stdout + stderr)


def run_client(cases: list[Case], timeout: float = TIMEOUT_S) -> list[Outcome]:
    """Open every case with the client's File > Open in one offscreen window, as a player would."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from panzer_qt import Game, load_scenario
    from panzer_qt.ui.play.main_window import MainWindow
    from panzer_qt.ui.play.session import GameSession

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as scratch:
        settings = QSettings(str(Path(scratch) / "settings.ini"), QSettings.Format.IniFormat)
        game = Game.new(load_scenario(DEFAULT_SCENARIO), seed=RECORD_SEED)
        window = MainWindow(GameSession(game, settings=settings, autosave_dir=Path(scratch)))
        window.show()
        outcomes = [open_in_client(window, case, timeout) for case in cases]
        window.close()
    app.processEvents()
    return outcomes


def open_in_client(window: Any, case: Case, timeout: float) -> Outcome:
    """``refused`` when Open says no with a box naming the file and the game on screen is kept unchanged."""

    def too_long(*_: object) -> None:
        raise TimeoutError

    game, before = window.session.game, window.session.game.state.clone()
    window.actions_.problem_box = None
    previous = signal.signal(signal.SIGALRM, too_long)
    signal.setitimer(signal.ITIMER_REAL, timeout)
    start = time.perf_counter()
    try:
        opened = window.actions_.open(case.path)
    except TimeoutError:
        return Outcome(case, "timeout", time.perf_counter() - start, peak_rss_mb(), "")
    except Exception as exc:  # what the client would have let escape
        return Outcome(case, "traceback", time.perf_counter() - start, peak_rss_mb(), repr(exc))
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    seconds = time.perf_counter() - start
    box = window.actions_.problem_box
    kept = window.session.game is game and game.state == before
    shown = box is not None and box.isVisible() and shown_name(case.path) in box.text()
    verdict = "ok" if opened else "refused" if shown and kept else "unclear"
    if box is not None:
        box.close()
    return Outcome(case, verdict, seconds, peak_rss_mb(), box.text() if box is not None else "")


def peak_rss_mb() -> float:
    """This process's peak resident memory so far."""
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def main() -> int:
    """Build the corpus, run every case, print the figures and the failures."""
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--mutations", type=int, default=300, help="random edits (default 300)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the random edits (default 1)")
    parser.add_argument("--jobs", type=int, default=1, help="validate processes at once (default 1)")
    parser.add_argument("--keep", metavar="DIR", help="write the corpus into DIR and keep it")
    parser.add_argument("--client", action="store_true", help="open each file in the client instead (one process)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(args.keep or scratch)
        folder.mkdir(parents=True, exist_ok=True)
        cases, what = build_corpus(folder, args.mutations, args.seed)
        if args.client:
            outcomes = run_client(cases)
        else:
            with ThreadPoolExecutor(args.jobs) as pool:
                outcomes = list(pool.map(run_case, cases))
    return report_outcomes(outcomes, what)


def report_outcomes(outcomes: list[Outcome], what: dict[str, str]) -> int:
    """Print the figures, the failures and the accepted random edits; 1 if any case failed."""
    failed = [o for o in outcomes if not o.passed]
    counts = {v: sum(o.verdict == v for o in outcomes) for v in sorted({o.verdict for o in outcomes})}
    slowest = max(outcomes, key=lambda o: o.seconds)
    biggest = max(outcomes, key=lambda o: o.rss_mb)
    print(f"cases {len(outcomes)}: " + ", ".join(f"{v} {n}" for v, n in counts.items()))
    print(f"named cases {sum(o.case.expect != 'either' for o in outcomes)}, random edits {len(what)}")
    print(f"max time {slowest.seconds:.2f} s ({slowest.case.name})")
    print(f"max RSS {biggest.rss_mb:.0f} MB ({biggest.case.name})")
    for outcome in failed:
        tail = outcome.output.strip().splitlines()[-3:]
        print(f"FAIL {outcome.case.name}: {outcome.verdict}, expected {outcome.case.expect}: {' | '.join(tail)[:400]}")
    for outcome in outcomes:
        if outcome.case.name in what and outcome.verdict == "ok":
            print(f"accepted {outcome.case.name}: {what[outcome.case.name]}")
    print(f"passed {len(outcomes) - len(failed)} of {len(outcomes)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
