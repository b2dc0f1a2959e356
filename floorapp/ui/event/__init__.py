"""The tournament floor's screen: an event's window (its overview, tables and clock) and the
dialog that starts an event."""
