"""The games' waiting lists on screen: each game's :class:`~.controller.ListController`, the
List panel beside the table, and the dialogs of the list."""
