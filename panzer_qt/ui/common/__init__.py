"""Widgets and texts shared by the playing client and the replay viewer: event log, event texts, legend, odds."""
