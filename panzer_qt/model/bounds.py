"""The largest values and sizes a scenario may hold: what the rules can mean, and no more.

A file past a bound is refused at the value's place, so nothing downstream (a movement search, a message that
writes the number, a window that lays out a name) ever meets a value the game cannot use. The bounds are those of
the map and of the printed charts (rules 14.0, docs/scenario-format.md "Bounds").
"""

from __future__ import annotations

from typing import Final

MAX_MAP_SIDE: Final = 99
"""Columns and rows of the largest map: hex numbers are four digits, ``CCRR`` (RULINGS R2)."""
MAX_HEXES: Final = MAX_MAP_SIDE * MAX_MAP_SIDE
"""Hexes of the largest map: no list or table of hexes can need more entries."""
MAX_HEXSIDES: Final = 3 * MAX_HEXES
"""Hexsides of the largest map (each hex has six, each shared by two hexes)."""
MAX_MP: Final = 99
"""Movement factors and MP costs, crossings included: the printed factors are 5 to 13 MP and the costs 1 to 3 (plus
up to 3 for a river, 12.0-12.3); 99 MP crosses the largest map (99 hexes) at 1 MP a hex, and a cost over every
factor makes a hex one no unit enters."""
MAX_SHIFT: Final = 9
"""Column shifts either way: the CRT has ten positions (below 1:2, the eight columns, above 7:1, 13.8), so nine
columns move any attack past either end."""
MAX_VP: Final = 99
"""Victory points of a table entry or a threshold: the VP track counts 0-99 with its x1 and x10 markers (3.1, 4.3)."""
MAX_TURN: Final = 99
"""Turns of a game: the rulebook's has 8; 99 leaves room for any variant (the weather table needs a row for each)."""
MAX_STEPS: Final = 99
"""Steps of a unit, steps a hex may stack, and attack and defence factors of a step (two digits on a counter)."""
MAX_UNITS: Final = 999
"""Units of an order of battle (the rulebook's has 65)."""
MAX_KG: Final = 99
"""Korpsgruppe markers (the rulebook's has 2)."""
NAME_CHARS: Final = 100
"""Characters of a name: a scenario, unit, formation, town, river, KG, map label, author, date."""
LINE_CHARS: Final = 500
"""Characters of one line of credits."""
TEXT_CHARS: Final = 20_000
"""Characters of a scenario's description (as of a bookmark's note)."""
MAX_CREDITS: Final = 99
"""Lines of credits."""
MAX_RECORD_STEPS: Final = 100_000
"""Commands of a game record: an 8-turn game takes some 1,500 (a random player's, the most); a file cannot hold
many more anyway (jsonfile.MAX_JSON_VALUES)."""
MAX_STEP_EVENTS: Final = 10_000
"""Events of one command (or of the set-up): a phase's end reports a few hundred at most."""
