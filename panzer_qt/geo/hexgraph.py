"""The hex graph of a map as a networkx graph: the plain form of what ``rules.hexindex`` holds, for tests and the
benchmarks' yardsticks. Neither the engine nor the playing client imports it (networkx takes a tenth of a second
to load; an import contract keeps it out of the client)."""

from __future__ import annotations

import networkx as nx

from panzer_qt.model.mapspec import MapSpec
from panzer_qt.rules.grid import grid_for


def build_graph(spec: MapSpec) -> nx.Graph:
    """The hex graph of a map: nodes are hexes (terrain, town data), edges hexsides (river data)."""
    grid = grid_for(spec)
    towns = {h: town for town in spec.towns for h in town.hexes}
    graph = nx.Graph(columns=spec.columns, rows=spec.rows)
    for hid in grid.hexes:
        town = towns.get(hid)
        graph.add_node(
            hid,
            terrain=spec.terrain_of(hid),
            town=town.name if town else None,
            fortified=bool(town and town.fortified),
        )
    for hid in grid.hexes:
        for other in grid.neighbors(hid):
            if hid < other:
                graph.add_edge(hid, other, river=None, major=False)
    for river in spec.rivers:
        for a, b in river.hexsides:
            if graph.has_edge(a, b):
                graph.edges[a, b]["river"] = river.name
                graph.edges[a, b]["major"] = river.major
    return graph
