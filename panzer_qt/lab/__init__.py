"""The balance lab: many games between computer players on a scenario, and what they say about its balance,
alone or against a baseline (no Qt; the editor's Balance Test dialog and ``panzer-qt simulate`` use it)."""
