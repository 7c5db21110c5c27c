"""Combat (13.0): odds, the CRT, declarations, results, retreats, advances and probes.

Importing ``panzer_qt.rules.combat.commands`` registers the combat commands with ``Game``.
"""
