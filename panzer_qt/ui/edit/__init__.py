"""The scenario and map editor (``panzer-qt edit``): a document holding the scenario and its undo stack, tools
that push undo commands on the map canvas, the order-of-battle table, the charts, live validation."""
