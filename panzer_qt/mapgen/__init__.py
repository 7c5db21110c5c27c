"""mapgen: builds the default scenario's map from georeferenced data and the committed overrides (no Qt)."""
