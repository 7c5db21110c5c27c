"""Scenario edits without Qt: each function takes a Scenario and returns a new, validated one.

Every result passes the pydantic model's validation (``checked.rebuilt``) and the engine's scenario checks
(``checked.finish``), so the editor can never produce a file the game would refuse; an edit that would is
refused with ``EditRefused`` and its reasons. The editor's undo commands call these functions, and tests call
them directly.
"""
