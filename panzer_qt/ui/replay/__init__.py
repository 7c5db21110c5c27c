"""The replay viewer: a record reviewed step by step both ways, each step proved and explained."""
