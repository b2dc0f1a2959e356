"""The files shipped with floorapp: icons, translations, bundled scenarios and lessons, the
rulebook and the manual.

They live in the repository's top-level ``resources/`` folder, which is installed as the package
``floorapp._bundled``. Every bundled file is reached through :func:`resource_path`, which takes
a path relative to that folder (``"icons", "floorapp.svg"`` or ``"icons/floorapp.svg"``) and
refuses any part that could lead outside it. The Markdown documents of the top-level ``docs/``
folder (the rulebook ``RULES.md``, ``DECISIONS.md``, ``SCENARIOS.md``, the manual
``MANUAL.md``) are installed as the package ``floorapp._docs`` and read with :func:`read_doc`:
one copy of each, in a checkout and in an installed floorapp alike.
Nothing here touches the disk at import.

floorapp is installed as files (never zipped), so both packages are plain folders, read as
such: the answers are :class:`~pathlib.Path` objects, as ``importlib.resources.files`` would
give for a folder, without importing ``importlib.resources`` (5 to 10 ms of every start).
"""

import importlib
from pathlib import Path, PureWindowsPath

RESOURCE_PACKAGE = "floorapp._bundled"
"""The package that holds the bundled files (the ``resources/`` folder)."""
DOCS_PACKAGE = "floorapp._docs"
"""The package that holds the documents (the Markdown files of the ``docs/`` folder)."""
RULEBOOK = "RULES.md"
"""The rulebook: every rule floorapp follows, by id, with an example each."""
DECISIONS = "DECISIONS.md"
"""floorapp's own rulings (the ``F-`` ids), where the rulebook leaves a case open."""


def _package_folder(package: str) -> Path:
    """The folder of one of floorapp's packages (imported, as ``importlib.resources`` does)."""
    return Path(next(iter(importlib.import_module(package).__path__)))


def resource_path(*parts: str) -> Path:
    """The bundled file or folder at ``resources/<parts>``; it may not exist.

    Each part is one name or several joined by ``/``. Raises ValueError for an empty part,
    an absolute part, or a ``.`` or ``..`` segment.
    """
    path = _package_folder(RESOURCE_PACKAGE)
    for part in parts:
        for segment in _segments(part):
            path = path / segment
    return path


def _segments(part: str) -> list[str]:
    """The names in one path part, after refusing anything that could leave the resources."""
    if not part:
        raise ValueError("empty resource path part")
    if part.startswith(("/", "\\")) or PureWindowsPath(part).drive:
        raise ValueError(f"absolute resource path part: {part!r}")
    segments = part.replace("\\", "/").split("/")
    for segment in segments:
        if segment in ("", ".", ".."):
            raise ValueError(f"resource path part must not contain {segment!r}: {part!r}")
    return segments


def read_text(*parts: str, encoding: str = "utf-8") -> str:
    """The text of the bundled file at ``resources/<parts>``."""
    return resource_path(*parts).read_text(encoding=encoding)


def read_bytes(*parts: str) -> bytes:
    """The bytes of the bundled file at ``resources/<parts>`` (icons, compiled translations)."""
    return resource_path(*parts).read_bytes()


def iter_files(folder: str, suffix: str = "") -> list[Path]:
    """The files (not sub-folders) directly in ``resources/<folder>`` ending in ``suffix``.

    Sorted by name. Raises FileNotFoundError when the folder does not exist.
    """
    directory = resource_path(folder)
    if not directory.is_dir():
        raise FileNotFoundError(f"no bundled folder {folder!r}")
    found = [
        entry for entry in directory.iterdir() if entry.is_file() and entry.name.endswith(suffix)
    ]
    return sorted(found, key=lambda entry: entry.name)


def bundled_scenarios(folder: str) -> list[Path]:
    """The scenario files (``*.toml``) in ``resources/scenarios/<folder>``, sorted by name."""
    return iter_files(f"scenarios/{folder}", suffix=".toml")


def read_doc(name: str) -> str:
    """The text of the document ``docs/<name>`` (a Markdown file name such as ``RULES.md``).

    Raises ValueError for anything but a plain ``.md`` file name, FileNotFoundError when there
    is no such document.
    """
    if not name.endswith(".md") or _segments(name) != [name]:
        raise ValueError(f"not a document name: {name!r}")
    return (_package_folder(DOCS_PACKAGE) / name).read_text(encoding="utf-8")
