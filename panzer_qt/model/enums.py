"""Enumerations of the game's vocabulary (sides, terrain, weather, unit kinds, phases)."""

from __future__ import annotations

from enum import StrEnum


class Side(StrEnum):
    """The two players."""

    GERMAN = "german"
    SOVIET = "soviet"

    @property
    def enemy(self) -> Side:
        """The other side."""
        return Side.SOVIET if self is Side.GERMAN else Side.GERMAN


class Terrain(StrEnum):
    """Hex terrain of the Terrain Effects Chart (14.0)."""

    CLEAR = "clear"
    FOREST = "forest"
    ROUGH = "rough"
    MARSH = "marsh"


class Weather(StrEnum):
    """Weather and ground condition (5.1)."""

    THAW = "thaw"
    FROST = "frost"
    STORM = "storm"


class Mobility(StrEnum):
    """Mobility class (12.1). Static garrisons never move (2.7)."""

    MECHANIZED = "mechanized"
    NON_MECHANIZED = "non_mechanized"
    STATIC = "static"


class UnitType(StrEnum):
    """Unit types of rule 2.4."""

    INFANTRY = "infantry"
    PANZER_GRENADIER = "panzer_grenadier"
    MOTORIZED_SUPPORT = "motorized_support"
    PANZER = "panzer"
    HEAVY_PANZER = "heavy_panzer"
    GARRISON = "garrison"
    ARTILLERY = "artillery"
    ASSAULT_GUN = "assault_gun"
    ROCKET_ARTILLERY = "rocket_artillery"


class UnitSize(StrEnum):
    """Organizational sizes of rule 2.4."""

    BATTALION = "battalion"
    BRIGADE = "brigade"
    DIVISION = "division"
    CORPS = "corps"
    AD_HOC = "ad_hoc"
    ARMY_SUPPORT = "army_support"


class Phase(StrEnum):
    """The set-up (3.2) and the twelve phases of the turn sequence (5.0), in order."""

    SETUP = "setup"
    WEATHER = "weather"
    AIR = "air"
    KG_DEPLOYMENT = "kg_deployment"
    SOVIET_1 = "soviet_1"
    SOVIET_2 = "soviet_2"
    GERMAN_1 = "german_1"
    GERMAN_MECH_1 = "german_mech_1"
    GERMAN_2 = "german_2"
    GERMAN_MECH_2 = "german_mech_2"
    REINFORCEMENT = "reinforcement"
    REPLACEMENT = "replacement"
    ADMINISTRATIVE = "administrative"


class Segment(StrEnum):
    """What a player phase is doing now: moving, fighting, or neither (automatic phases)."""

    NONE = "none"
    MOVEMENT = "movement"
    COMBAT = "combat"


class Sequence(StrEnum):
    """The move/fight or fight/move choice (5.4)."""

    MOVE_FIGHT = "move_fight"
    FIGHT_MOVE = "fight_move"


class CombatResult(StrEnum):
    """Combat Results Table entries (13.9)."""

    AL1 = "AL1"
    AS = "AS"
    DR = "DR"
    DL1 = "DL1"
    DL1_DR = "DL1+DR"
    EX = "EX"
