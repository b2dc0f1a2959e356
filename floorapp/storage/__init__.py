"""Saving tables and settings: sqlite3 and platformdirs, no Qt."""
