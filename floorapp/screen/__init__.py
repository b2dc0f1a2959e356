"""The screen model: what the floor screen shows, worked out without Qt.

Between the advisor and the ui in the layers: the table's geometry (seat places for any seat
count and window size), the scene (each seat as the screen draws it), the dealer's read-out,
the screen's state of a table, the actions a seat offers, the palettes, the rulebook's text
and the training board. The ui draws these; nothing here imports PySide6 (a contract in
pyproject.toml), so all of it is tested without a display.
"""
