"""The server's games in one SQLite database (WAL): each game's record, a step a row, and its seats.

A game is kept as its record (the scenario, options and set-up events in ``games``, every command with its
events, dice included, in ``steps``), so a server started again replays each game to where it was. Each
step row also holds the events as each side was told them, for a client catching up. Seats are kept by
the SHA-256 of their code only. Every change is one transaction, committed before anyone is told of it.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from panzer_qt.model.enums import Side

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    header TEXT NOT NULL,          -- the record without its steps (JSON)
    status TEXT NOT NULL,          -- playing, over, resigned:SIDE, abandoned
    address TEXT NOT NULL,         -- the creator's address (games per address are capped)
    created REAL NOT NULL,
    last_move REAL NOT NULL,
    last_seen REAL NOT NULL,       -- last time a seat of it was used
    position TEXT NOT NULL         -- turn, phase and side to act now (JSON), for listing games unloaded
);
CREATE TABLE IF NOT EXISTS seats (
    hash TEXT PRIMARY KEY,         -- SHA-256 of the seat code
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    side TEXT NOT NULL,
    name TEXT NOT NULL DEFAULT ''
);
CREATE TABLE IF NOT EXISTS steps (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,            -- 1 for the first command
    side TEXT NOT NULL,            -- who played it
    request TEXT NOT NULL,         -- the client's id for it
    step TEXT NOT NULL,            -- the record step: command and events (JSON)
    german TEXT NOT NULL,          -- the events as the German side was told them (JSON list)
    soviet TEXT NOT NULL,          -- ... the Soviet side
    PRIMARY KEY (game_id, n)
);
CREATE TABLE IF NOT EXISTS answered (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    side TEXT NOT NULL,            -- who asked
    request TEXT NOT NULL,         -- the client's id for an undo or a resignation applied
    n INTEGER NOT NULL,            -- the steps after it
    PRIMARY KEY (game_id, side, request)
);
CREATE TABLE IF NOT EXISTS chat (
    game_id TEXT NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    n INTEGER NOT NULL,            -- the line's number in the game's chat, from 1
    side TEXT NOT NULL,            -- who wrote it
    text TEXT NOT NULL,            -- plain text
    PRIMARY KEY (game_id, n)
);
CREATE INDEX IF NOT EXISTS seats_game ON seats(game_id);
CREATE INDEX IF NOT EXISTS games_address ON games(address, status);
CREATE INDEX IF NOT EXISTS games_seen ON games(status, last_seen);
"""


def code_hash(code: str) -> str:
    """What the server keeps of a seat code."""
    return hashlib.sha256(code.encode("utf-8")).hexdigest()


Answered = tuple[Side, str, int]
"""An undo or a resignation applied: who asked, the request's id, the steps after it."""


@dataclass(frozen=True)
class StoredStep:
    """One step row."""

    n: int
    side: Side
    request: str
    step: str
    told: dict[Side, str]


@dataclass(frozen=True)
class Moved:
    """A game's status (``playing``, ``over``, ``resigned:SIDE``, ``abandoned``), the time of its last move and
    its position (JSON: turn, phase, side to act) after a change."""

    status: str
    at: float
    position: str


@dataclass(frozen=True)
class StoredGame:
    """A game as the database holds it."""

    game_id: str
    header: str
    status: str
    last_move: float
    steps: list[StoredStep]
    names: dict[Side, str]
    answered: dict[tuple[Side, str], int]
    """The undos and resignations applied, by (side, request id): the steps after each."""


class Store:
    """The database of one server process (one connection, used from the event loop's thread only)."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        if str(path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: a killed process loses no committed change
        self.db.execute("PRAGMA foreign_keys=ON")
        self.db.executescript(SCHEMA)

    def close(self) -> None:
        """Close the database."""
        self.db.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield self.db
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def create(
        self, game_id: str, header: str, seats: dict[Side, str], *, names: dict[Side, str], address: str, moved: Moved
    ) -> None:
        """A new game with its seats (codes given as their hashes)."""
        with self._transaction() as db:
            db.execute(
                "INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, header, moved.status, address, moved.at, moved.at, moved.at, moved.position),
            )
            db.executemany(
                "INSERT INTO seats VALUES (?, ?, ?, ?)",
                [(digest, game_id, side.value, names.get(side, "")) for side, digest in seats.items()],
            )

    def games_playing_from(self, address: str) -> int:
        """How many games still being played this address created."""
        row = self.db.execute("SELECT count(*) FROM games WHERE address = ? AND status = 'playing'", (address,))
        return int(row.fetchone()[0])

    def seat(self, digest: str) -> tuple[str, Side, str] | None:
        """The game id, side and stored hash of the seat with this code hash, if any."""
        row = self.db.execute("SELECT game_id, side, hash FROM seats WHERE hash = ?", (digest,)).fetchone()
        return None if row is None else (row[0], Side(row[1]), row[2])

    def name_seat(self, digest: str, name: str) -> None:
        """Remember the name the seat's player gave."""
        with self._transaction() as db:
            db.execute("UPDATE seats SET name = ? WHERE hash = ?", (name, digest))

    def load(self, game_id: str) -> StoredGame | None:
        """A whole game, or None if there is none with that id."""
        row = self.db.execute("SELECT header, status, last_move FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        steps = [
            StoredStep(n, Side(side), request, step, {Side.GERMAN: german, Side.SOVIET: soviet})
            for n, side, request, step, german, soviet in self.db.execute(
                "SELECT n, side, request, step, german, soviet FROM steps WHERE game_id = ? ORDER BY n", (game_id,)
            )
        ]
        names = self.seat_names(game_id)
        query = "SELECT side, request, n FROM answered WHERE game_id = ?"
        answered = {(Side(side), request): n for side, request, n in self.db.execute(query, (game_id,))}
        return StoredGame(game_id, row[0], row[1], row[2], steps, names, answered)

    def add_step(self, game_id: str, step: StoredStep, moved: Moved) -> None:
        """Step ``step.n`` played, and the game after it, in one transaction."""
        with self._transaction() as db:
            told = step.told
            db.execute(
                "INSERT INTO steps VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, step.n, step.side.value, step.request, step.step, told[Side.GERMAN], told[Side.SOVIET]),
            )
            self._moved(db, game_id, moved)

    def drop_step(self, game_id: str, n: int, moved: Moved, answered: Iterable[Answered]) -> None:
        """Step ``n`` (the last) taken back, and the game after it; ``answered``: the undo's request and the request
        that made the step, kept to be answered as before if they come again."""
        with self._transaction() as db:
            db.execute("DELETE FROM steps WHERE game_id = ? AND n = ?", (game_id, n))
            self._moved(db, game_id, moved)
            for each in answered:
                self._answered(db, game_id, each)

    def add_chat(self, game_id: str, side: Side, text: str) -> int:
        """Keep a chat line of the game; its number in the game's chat."""
        with self._transaction() as db:
            (last,) = db.execute("SELECT COALESCE(MAX(n), 0) FROM chat WHERE game_id = ?", (game_id,)).fetchone()
            db.execute("INSERT INTO chat VALUES (?, ?, ?, ?)", (game_id, last + 1, side.value, text))
        return int(last) + 1

    def chat(self, game_id: str, last: int) -> list[tuple[int, Side, str]]:
        """The game's ``last`` chat lines, oldest first: number, side, text."""
        query = "SELECT n, side, text FROM chat WHERE game_id = ? ORDER BY n DESC LIMIT ?"
        lines = [(n, Side(side), text) for n, side, text in self.db.execute(query, (game_id, last))]
        return lines[::-1]

    def moved(self, game_id: str, moved: Moved, answered: Answered | None = None) -> None:
        """The game's status or position changed (ended, resigned by request ``answered``)."""
        with self._transaction() as db:
            self._moved(db, game_id, moved)
            if answered is not None:
                self._answered(db, game_id, answered)

    @staticmethod
    def _answered(db: sqlite3.Connection, game_id: str, answered: Answered) -> None:
        side, request, n = answered
        db.execute("INSERT OR REPLACE INTO answered VALUES (?, ?, ?, ?)", (game_id, side.value, request, n))

    @staticmethod
    def _moved(db: sqlite3.Connection, game_id: str, moved: Moved) -> None:
        db.execute(
            "UPDATE games SET status = ?, last_move = ?, last_seen = ?, position = ? WHERE id = ?",
            (moved.status, moved.at, moved.at, moved.position, game_id),
        )

    def seen(self, game_id: str, now: float) -> None:
        """A seat of the game was used now (a game is abandoned when none is for ``--abandoned-days``)."""
        self.db.execute("UPDATE games SET last_seen = ? WHERE id = ?", (now, game_id))

    def abandon(self, before: float, now: float) -> list[str]:
        """End the games still being played that no seat has used since ``before`` (status ``abandoned``, as
        of ``now``); their ids."""
        with self._transaction() as db:
            query = "SELECT id FROM games WHERE status = 'playing' AND last_seen < ?"
            ended = [row[0] for row in db.execute(query, (before,))]
            db.executemany(
                "UPDATE games SET status = 'abandoned', last_move = ?, last_seen = ? WHERE id = ?",
                [(now, now, g) for g in ended],
            )
        return ended

    def seat_names(self, game_id: str) -> dict[Side, str]:
        """The name each seat's player gave on joining ("" before)."""
        query = "SELECT side, name FROM seats WHERE game_id = ?"
        return {Side(side): name for side, name in self.db.execute(query, (game_id,))}

    def summary(self, game_id: str) -> Moved | None:
        """A stored game's status, last move and position, without loading it."""
        row = self.db.execute("SELECT status, last_move, position FROM games WHERE id = ?", (game_id,)).fetchone()
        return None if row is None else Moved(row[0], row[1], row[2])
