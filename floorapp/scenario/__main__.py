"""``python -m floorapp.scenario [--json] PATH...``: replay scenario files and check them
(a folder: every scenario in it and in its folders).

Exit 0: every expectation met; 1: some expectation not met; 2: a path or file that is not a
valid scenario (the others are still run and reported).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .runner import FileReport, deal_facts, run_file


def scenario_files(paths: list[str]) -> tuple[list[Path], list[str]]:
    """Every file to run (a folder gives the *.toml in it and in its folders, sorted by
    their paths) and what was not found: a path that does not exist, or a folder without any
    scenario (reported, rather than "0 passed")."""
    files: list[Path] = []
    missing: list[str] = []
    for name in paths:
        path = Path(name)
        if path.is_dir():
            found = sorted(path.rglob("*.toml"), key=lambda p: p.relative_to(path).parts)
            if found:
                files.extend(found)
            else:
                missing.append(f"{name}: no scenario file (*.toml) in this folder")
        elif path.is_file():
            files.append(path)
        else:
            missing.append(f"{name}: no such file or folder")
    return files, missing


def print_text(report: FileReport) -> None:
    if report.invalid is not None:
        print(f"INVALID {report.path}: {report.invalid}")
        return
    deals = sum(1 for r in report.reports if r.deal is not None)
    if report.passed:
        # an event scenario's deals are the tournament's own: its steps are counted instead
        counted = f"{deals} deals" if deals else f"{len(report.reports)} steps"
        print(f"ok      {report.path} ({counted})")
        return
    print(f"FAIL    {report.path}")
    for line in report.mismatches:
        print(f"        {line}")


def print_json(report: FileReport) -> None:
    if report.invalid is not None:
        print(json.dumps({"file": str(report.path), "invalid": report.invalid}))
        return
    for item in report.reports:
        if item.deal is None:
            record = {
                "file": str(report.path), "title": report.title, "step": item.step,
                "error": item.error, "ok": item.ok, "mismatches": list(item.mismatches),
            }
        else:
            facts = deal_facts(item.deal)
            record = {"file": str(report.path), "title": report.title, "deal": item.deal_number}
            record.update(facts)
            record.update({"ok": item.ok, "mismatches": list(item.mismatches)})
        print(json.dumps(record))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m floorapp.scenario",
        description="Replay scenario files through the rules core and check every expectation.",
    )
    parser.add_argument("--json", action="store_true", help="one JSON object per deal per line")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="scenario file or folder")
    args = parser.parse_args(argv)
    files, missing = scenario_files(args.paths)
    for name in missing:
        print(f"INVALID {name}", file=sys.stderr)
    reports = [run_file(path) for path in files]
    for report in reports:
        (print_json if args.json else print_text)(report)
    invalid = len(missing) + sum(1 for r in reports if r.invalid is not None)
    failed = sum(1 for r in reports if r.invalid is None and not r.passed)
    passed = len(reports) - failed - (invalid - len(missing))
    if not args.json:
        print(f"scenarios: {passed} passed, {failed} failed, {invalid} invalid")
    if invalid:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
