"""Game records above the engine: saving and loading them, and walking through them with a cursor."""
