"""The playing client: the main window, the game session, the play tool and the panels that follow the session."""
