"""The room board (``floorapp --board``): every open table on a wall screen, read only."""
