"""Maintenance commands run from a checkout (not by the program itself)."""
