"""Online games in the client: a seat of a game kept by a referee server (``panzer-qt serve``)."""
