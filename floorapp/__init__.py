"""floorapp: a floor person's program for poker card rooms.

It tracks where the dealer button and the blinds go, who owes missed blinds, and who may be
dealt in. Layers, imported one direction only: rules <- scenario <- storage <- ui <- app.
"""

__version__ = "0.1.0"
