"""Geography onto the grid, shared by mapgen and the editor's import: the georeference's warp from lon/lat to
map pixels, and river lines traced onto the hexside corner graph (no Qt)."""
