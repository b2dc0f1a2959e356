"""The screen: the only layer where Qt (PySide6) lives."""
