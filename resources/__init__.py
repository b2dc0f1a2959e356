"""Files shipped with floorapp, installed as floorapp._bundled: read them via floorapp.resources."""
