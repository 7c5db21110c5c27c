"""The ``panzer-qt`` command line. GUI modules are imported only by the commands that open a window."""

from __future__ import annotations

import argparse
import gc
import logging
import os
import signal
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from panzer_qt import __version__, logs
from panzer_qt.model.enums import Side
from panzer_qt.model.errors import FileProblemError
from panzer_qt.paths import DEFAULT_SCENARIO, DEFAULT_SOURCES

if TYPE_CHECKING:
    from panzer_qt.ai.simulate import Progress, Summary

Runner = Callable[[argparse.Namespace], int]


def _validate(args: argparse.Namespace) -> int:
    from panzer_qt.model.jsonfile import LOOK_KIND
    from panzer_qt.net.look import look_from_json
    from panzer_qt.records.validate import LOADERS, validate_file

    problems = validate_file(Path(args.file), {**LOADERS, LOOK_KIND: look_from_json})
    if not problems:
        print("OK")
        return 0
    for line in problems:
        print(line)
    return 1


def _play(args: argparse.Namespace) -> int:
    _keep_loaded()  # the engine, loaded with the package
    from panzer_qt.ui.app import run_play

    _keep_loaded()  # the windows
    return run_play(args.file or str(DEFAULT_SCENARIO), screenshot=args.screenshot)


def _keep_loaded() -> None:
    """Put what is loaded so far (modules, classes, the models' validators, Qt's enums: kept as long as the program
    runs) out of the garbage collector's sight (``gc.freeze``): neither the collections while the client starts nor
    the one at exit go over it again (about 0.1 s of processor time of a start)."""
    gc.freeze()


def _replay(args: argparse.Namespace) -> int:
    from panzer_qt.ui.app import run_replay

    return run_replay(args.record, screenshot=args.screenshot)


def _report(args: argparse.Namespace) -> int:
    from panzer_qt.ui.app import run_report

    return run_report(args.record, args.out)


def _diff(args: argparse.Namespace) -> int:
    from panzer_qt.records.diff import diff_record
    from panzer_qt.records.record_files import load_record

    try:
        lines = diff_record(load_record(args.record), args.record, args.step_a, args.step_b)
    except ValueError as exc:
        print(f"diff: {exc}", file=sys.stderr)
        return 2
    print("\n".join(map(str, lines)))
    return 0


def _edit(args: argparse.Namespace) -> int:
    from panzer_qt.ui.edit.app import run_edit

    return run_edit(Path(args.scenario or DEFAULT_SCENARIO), screenshot=args.screenshot)


def _simulate(args: argparse.Namespace) -> int:
    import json

    from panzer_qt.ai.simulate import RunStopped, parse_player, progress_bar

    try:
        players = {Side.GERMAN: parse_player(args.german), Side.SOVIET: parse_player(args.soviet)}
        _check_simulate(args)
    except ValueError as exc:
        print(f"simulate: {exc}", file=sys.stderr)
        return 2
    record_dir = Path(args.record) if args.record else None
    progress = progress_bar if not args.quiet and sys.stderr.isatty() else None  # no carriage returns into a file
    code = 0
    try:
        summary: Summary = _run_simulation(args, players, record_dir, progress)
    except OSError as exc:
        print(f"simulate: cannot write the records into {args.record}: {exc.strerror or exc}", file=sys.stderr)
        return 1
    except RunStopped as exc:
        print(f"\nsimulate: {exc.message}; the games finished are kept in the summary", file=sys.stderr)
        summary, code = exc.summary, 1
    data = json.dumps(summary.as_json(), indent=1)
    if args.json:
        Path(args.json).write_text(data + "\n", encoding="utf-8")
    print(summary.text())
    if not args.json:
        print(data)
    return code


def _check_simulate(args: argparse.Namespace) -> None:
    """ValueError for options that do not go together or are out of range."""
    from panzer_qt.ai.backends import check_address

    if args.games < 1 or args.workers < 1:
        raise ValueError("--games and --workers must be at least 1")
    if args.server and (args.scheduler or args.baseline):
        raise ValueError("--server plays through a referee server: without --scheduler or --baseline")
    if args.scheduler:
        check_address(args.scheduler)


def _run_simulation(
    args: argparse.Namespace, players: dict[Side, str], record_dir: Path | None, progress: Progress | None
) -> Summary:
    """The run the options ask for: through a referee server, against a baseline, or alone."""
    from panzer_qt.ai.backends import backend_for
    from panzer_qt.ai.simulate import simulate

    if args.server:
        from panzer_qt.ai.remote import simulate_remote

        at_once = {"at_once": args.workers, "record_dir": record_dir, "progress": progress}
        return simulate_remote(args.server, Path(args.scenario), args.games, args.seed, players, **at_once)
    backend = backend_for(args.scheduler or "", args.workers)
    if args.baseline:
        from panzer_qt.lab.study import run_paired

        paths = (Path(args.scenario), Path(args.baseline))
        return run_paired(paths, args.games, args.seed, players, backend, record_dir=record_dir, progress=progress)
    scenario = Path(args.scenario)
    return simulate(scenario, args.games, args.seed, players, record_dir=record_dir, progress=progress, backend=backend)


def _serve(args: argparse.Namespace) -> int:
    import asyncio
    import sqlite3

    from panzer_qt.net.server import Limits, default_db, run, tls_context

    if (args.certfile is None) != (args.keyfile is None):
        print("serve: --certfile and --keyfile go together", file=sys.stderr)
        return 2
    terminal = _log_to_terminal()
    db = Path(args.db) if args.db else default_db()
    limits = Limits(
        games_per_address=args.games_per_address,
        connections_per_address=args.connections_per_address,
        abandoned_days=args.abandoned_days,
    )
    scheme = "wss" if args.certfile else "ws"

    def ready(port: int) -> None:
        print(f"serving on {scheme}://{args.host}:{port} (games in {db})", flush=True)

    try:
        asyncio.run(
            run(db, args.host, args.port, limits=limits, tls=tls_context(args.certfile, args.keyfile), ready=ready)
        )
    except OSError as exc:
        print(f"serve: {exc}", file=sys.stderr)
        return 1
    except sqlite3.DatabaseError as exc:
        print(f"serve: {db}: not a database of games ({exc})", file=sys.stderr)
        return 1
    finally:
        logging.getLogger().removeHandler(terminal)
    print("stopped", flush=True)
    return 0


def _log_to_terminal() -> logging.Handler:
    """The server's log (games created, seats joined and left, errors) on standard error too, beside the log file, at
    the log's level (``--log-level``, INFO by default); the websockets library's only from warnings up."""
    terminal = logging.StreamHandler()
    terminal.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s"))
    terminal.setLevel(logging.INFO)
    logging.getLogger().addHandler(terminal)
    logging.getLogger("websockets").setLevel(logging.WARNING)
    return terminal


def _mapgen(args: argparse.Namespace) -> int:
    from panzer_qt.mapgen.build import generate

    try:
        scenario = generate(Path(args.geo), Path(args.sources), Path(args.out))
    except (OSError, ValueError, KeyError) as exc:
        print(f"mapgen: {exc}", file=sys.stderr)
        return 1
    spec = scenario.map
    print(f"{args.out}: {len(spec.towns)} towns, {len(spec.rivers)} rivers, {len(scenario.units)} units")
    return 0


def _render_map(args: argparse.Namespace) -> int:
    from panzer_qt.rules.loading import load_scenario
    from panzer_qt.ui.map.map_render import render_map_file

    return render_map_file(load_scenario(args.scenario), Path(args.out), args.hex_size)


def _add_simulate(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``simulate`` sub-command."""
    simulate = sub.add_parser("simulate", help="play whole games between computer players, headless")
    simulate.add_argument("--games", type=int, default=1, help="how many games (default 1)")
    simulate.add_argument("--seed", type=int, default=1944, help="seed of the first game; the next ones count up")
    who = "random, greedy, ai or ai:LEVEL (1 quick, 2 standard, 3 deep)"
    simulate.add_argument("--german", default="random", metavar="PLAYER", help=f"German player: {who}")
    simulate.add_argument("--soviet", default="random", metavar="PLAYER", help=f"Soviet player: {who}")
    simulate.add_argument("--workers", type=int, default=1, help="games played at once, one process each (default 1)")
    simulate.add_argument("--record", metavar="DIR", help="write each game's record into DIR")
    simulate.add_argument("--json", metavar="FILE", help="write the JSON summary to FILE instead of printing it")
    simulate.add_argument("--quiet", action="store_true", help="no progress bar")
    simulate.add_argument("--scenario", default=str(DEFAULT_SCENARIO), help="scenario file (default: the default one)")
    simulate.add_argument(
        "--server",
        metavar="ws://HOST:PORT",
        help="play each game through this referee server, one client per seat (--workers: games at once)",
    )
    simulate.add_argument(
        "--scheduler",
        metavar="tcp://HOST:PORT",
        help="play the games on the Dask cluster of this scheduler (dask scheduler, dask worker) instead of here",
    )
    simulate.add_argument(
        "--baseline",
        metavar="SCENARIO",
        help="play the same seeds on this scenario too and compare, paired by seed (mean VP, each result's share)",
    )
    simulate.set_defaults(run=_simulate)


def _positive(kind: Callable[[str], float]) -> Callable[[str], float]:
    """An argparse type: a number of ``kind`` above 0 (0 would end every game, or refuse every player)."""

    def parsed(text: str) -> float:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
        if not value > 0:
            raise argparse.ArgumentTypeError(f"must be above 0, not {text}")
        return value

    parsed.__name__ = kind.__name__
    return parsed


def _add_serve(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """The ``serve`` sub-command."""
    serve = sub.add_parser("serve", help="run the referee server for remote play until SIGINT or SIGTERM")
    serve.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine)")
    serve.add_argument("--port", type=int, default=8765, help="port (default 8765; 0: any free port)")
    serve.add_argument("--db", metavar="PATH", help="SQLite database of the games (default: in the user's data folder)")
    serve.add_argument("--certfile", help="TLS certificate (PEM): speak wss:// (with --keyfile)")
    serve.add_argument("--keyfile", help="the certificate's private key (PEM)")
    serve.add_argument(
        "--games-per-address", type=_positive(int), default=20, help="games being played one address may create (20)"
    )
    serve.add_argument(
        "--connections-per-address", type=_positive(int), default=50, help="connections one address may open (50)"
    )
    serve.add_argument(
        "--abandoned-days",
        type=_positive(float),
        default=30,
        help="days no seat uses a game before it is ended as abandoned (30)",
    )
    serve.set_defaults(run=_serve)


def _add_diff(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    diff = sub.add_parser("diff", help="what changed between two steps of a game record")
    diff.add_argument("record", help="a game record (a saved game)")
    diff.add_argument("step_a", type=int, metavar="STEP_A", help="a step (0: the set-up)")
    diff.add_argument("step_b", type=int, metavar="STEP_B", help="another step")
    diff.set_defaults(run=_diff)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser with every sub-command."""
    parser = argparse.ArgumentParser(prog="panzer-qt", description="Breakout: First Panzer Army.")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    parser.add_argument(
        "--lang", choices=("system", "en", "es"), help="language of the windows (default: the Language setting)"
    )
    parser.add_argument(
        "--log-level",
        choices=logs.LEVELS,
        type=str.upper,
        help=f"what the log file keeps, {logs.LOG_NAME} in the user's log folder (default: the Log detail setting, "
        "else INFO)",
    )
    parser.set_defaults(run=_play, file=None)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    play = sub.add_parser("play", help="open the playing client (default)")
    play.add_argument("file", nargs="?", help="scenario or saved game (default: the First Panzer Army scenario)")
    play.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    play.set_defaults(run=_play)

    replay = sub.add_parser("replay", help="review a game record step by step in the replay viewer")
    replay.add_argument("record", help="a game record (a saved game)")
    replay.add_argument("--screenshot", metavar="PNG", help="render the window, once the record is checked, and exit")
    replay.set_defaults(run=_replay)

    report = sub.add_parser("report", help="write a record's after-action report as one HTML file")
    report.add_argument("record", help="a game record (a saved game)")
    report.add_argument("out", metavar="OUT.html")
    report.set_defaults(run=_report)
    _add_diff(sub)
    edit = sub.add_parser("edit", help="open the scenario and map editor")
    edit.add_argument("scenario", nargs="?", help="scenario file (default: the First Panzer Army scenario)")
    edit.add_argument("--screenshot", metavar="PNG", help="render the window to PNG and exit")
    edit.set_defaults(run=_edit)

    validate = sub.add_parser(
        "validate",
        help="check a scenario or game record file",
        description="Check a scenario or a game record: print OK (exit 0) or its problems with their places (exit 1).",
    )
    validate.add_argument("file", metavar="FILE", help="a scenario or a game record (a saved game), as JSON")
    validate.set_defaults(run=_validate)

    _add_simulate(sub)

    _add_serve(sub)

    mapgen = sub.add_parser("mapgen", help="rebuild the default scenario from geographic data and the overrides")
    mapgen.add_argument("geo", help="folder holding the GeoJSON layers (e.g. ../shared/geo)")
    mapgen.add_argument("--sources", default=str(DEFAULT_SOURCES), help="overrides folder (default: the checkout's)")
    mapgen.add_argument("--out", default=str(DEFAULT_SCENARIO), help="scenario file to write (default: the default)")
    mapgen.set_defaults(run=_mapgen)

    render = sub.add_parser("render-map", help="draw a scenario's whole map to a PNG file")
    render.add_argument("scenario")
    render.add_argument("out", metavar="OUT.png")
    render.add_argument("--hex-size", type=float, default=40.0, help="hex radius in pixels (default 40)")
    render.set_defaults(run=_render_map)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``panzer-qt`` and ``python -m panzer_qt``."""
    args = build_parser().parse_args(argv)
    if args.lang:
        from panzer_qt.ui import i18n

        i18n.override = args.lang
    start_up(args)
    run: Runner = args.run
    try:
        code: int = run(args)
        sys.stdout.flush()  # here, so that a reader gone away is met below and not at exit
    except FileProblemError as exc:
        print(exc.describe(), file=sys.stderr)
        return 1
    except BrokenPipeError:
        return quiet_broken_pipe()
    except KeyboardInterrupt:
        print("panzer-qt: stopped (Ctrl+C)", file=sys.stderr)
        return 128 + signal.SIGINT
    return code


def start_up(args: argparse.Namespace) -> None:
    """The log file at the chosen level; offscreen drawing for a screenshot when there is no display."""
    logs.chosen_level[:] = [args.log_level] if args.log_level else []
    logs.start_logging(args.log_level)
    logging.getLogger(__name__).info("panzer-qt %s: %s", __version__, args.command or "play")
    if getattr(args, "screenshot", None) and not has_display():
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def has_display(environ: dict[str, str] | None = None) -> bool:
    """Whether Qt can open windows: a platform chosen, or (on Linux and the BSDs) an X11 or Wayland display."""
    env = os.environ if environ is None else environ
    if env.get("QT_QPA_PLATFORM") or sys.platform in ("win32", "darwin"):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


def quiet_broken_pipe() -> int:
    """The reader of standard output went away (``| head``): end without a traceback, as other tools do."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())  # Python's final flush of stdout then fails silently
    return 141  # 128 + SIGPIPE, what a shell reports for a program ended by a broken pipe


if __name__ == "__main__":
    sys.exit(main())
