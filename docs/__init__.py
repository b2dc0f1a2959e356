"""floorapp's documents, installed as floorapp._docs: read them via floorapp.resources.read_doc."""
