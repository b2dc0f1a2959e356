"""Helpers for the tests, the tools and the benchmarks, kept out of the shipped program.

setup.py ships only the ``floorapp*`` packages, so nothing here reaches a user's install. The
tests find this folder through pytest's ``pythonpath`` (pyproject.toml); the scripts in
``tools/`` and ``benchmarks/`` put the checkout's root on ``sys.path`` themselves.
"""
