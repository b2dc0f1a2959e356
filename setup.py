"""Package list for setuptools (everything else is in pyproject.toml).

pyproject.toml cannot both find packages automatically and add more, so this does it: every
``floorapp*`` package found on disk, plus ``floorapp._bundled``, which is the top-level
``resources/`` folder (mapped in ``[tool.setuptools.package-dir]``), with its sub-folders
(listed so that setuptools knows they are shipped as data, not left out by mistake), and
``floorapp._docs``, the top-level ``docs/`` folder (the rulebook the Help menu shows).
"""

from setuptools import find_namespace_packages, find_packages, setup

BUNDLED = "floorapp._bundled"
DOCS = "floorapp._docs"

code_packages = find_packages(include=["floorapp", "floorapp.*"])
resource_folders = [
    f"{BUNDLED}.{folder}"
    for folder in find_namespace_packages("resources", exclude=["__pycache__", "*.__pycache__"])
]

setup(packages=[*code_packages, BUNDLED, *resource_folders, DOCS])
