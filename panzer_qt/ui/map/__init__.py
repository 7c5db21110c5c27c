"""The map canvas every window uses (scenario drawing, zoom and pan, hit-testing, highlights, the tool hook) and
the game layers drawn on it from a position as one viewer sees it (units, rule overlays, fog of war)."""
