"""Render the final state of every example scenario to PNG, at 1280x800 and at 800x600.

    .venv/bin/python tools/render_examples.py [--out DIR] [--size WxH ...] [PATH ...]

PATH is a scenario file or a folder of them. Without PATH: the public examples (bundled in
``resources/scenarios/examples``), the demo table and the 12-seat test table. Needs no
display. Each picture is checked for overlapping markers (pucks touching each other or a
plate, or off the felt); the exit code is 1 if any overlaps. Each scenario is rendered in its
own process, so one bad file cannot stop the others.
"""

from __future__ import annotations

import argparse
import itertools
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PUBLIC_EXAMPLES = REPO / "resources" / "scenarios" / "examples"
EXTRA = [REPO / "resources" / "scenarios" / "demo" / "demo.toml",
         REPO / "tests" / "gui" / "data" / "twelve-seats-busy.toml"]
SIZES = ["1280x800", "800x600"]


def scenario_files(paths: list[str]) -> list[Path]:
    """The scenario files named (folders expanded), or the default set."""
    if not paths:
        found = sorted(PUBLIC_EXAMPLES.glob("*.toml")) if PUBLIC_EXAMPLES.is_dir() else []
        return found + [path for path in EXTRA if path.is_file()]
    files: list[Path] = []
    for name in paths:
        path = Path(name)
        files += sorted(path.glob("*.toml")) if path.is_dir() else [path]
    return files


def overlaps(window) -> list[str]:
    """Every pair of markers that touch, and every marker off the felt or on a plate."""
    from floorapp.screen.geometry import Point

    view = window.page.table_view
    layout = view.table_geometry()
    scene = view.scene()
    radius = layout.puck / 2
    pucks = [(seat.number, Point(centre.x(), centre.y())) for seat in scene.seats
             for centre in view._puck_centres(layout, seat)]
    problems = []
    for (seat_a, a), (seat_b, b) in itertools.combinations(pucks, 2):
        if a.distance(b) < layout.puck - 0.5:
            problems.append(f"pucks of seats {seat_a} and {seat_b} overlap")
    for seat, centre in pucks:
        if not layout.felt.contains(centre):
            problems.append(f"a puck of seat {seat} is off the felt")
        for other in range(1, layout.seats + 1):
            plate = layout.plate(other)
            dx = max(plate.x - centre.x, 0.0, centre.x - plate.right)
            dy = max(plate.y - centre.y, 0.0, centre.y - plate.bottom)
            if (dx * dx + dy * dy) ** 0.5 < radius - 0.5:
                problems.append(f"a puck of seat {seat} lies on the plate of seat {other}")
    return problems


def render(files: list[Path], out: Path, sizes: list[str]) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    from floorapp.app import create_main_window, load_scenario_into, parse_size
    from floorapp.ui.fit import KEEP_SIZE

    application = QApplication.instance() or QApplication(sys.argv[:1])
    out.mkdir(parents=True, exist_ok=True)
    failures = 0
    with tempfile.TemporaryDirectory() as data:
        for path, size in itertools.product(files, sizes):
            window = create_main_window(data, persist=False, demo=False)
            load_scenario_into(window, path)
            window.setProperty(KEEP_SIZE, True)  # the picture's size, whatever the screen
            window.resize(*parse_size(size))
            window.show()
            application.processEvents()
            target = out / f"{path.stem}-{size}.png"
            window.grab().save(str(target))
            problems = overlaps(window)
            failures += bool(problems)
            status = "OVERLAPS: " + "; ".join(problems) if problems else "ok"
            print(f"{target}  {status}")
            window.close()
            window.deleteLater()
            application.processEvents()
    return 1 if failures else 0


def render_each(files: list[Path], out: Path, sizes: list[str]) -> int:
    """Every scenario in a child process of its own; the worst exit code."""
    worst = 0
    for path in files:
        command = [sys.executable, str(Path(__file__).resolve()), "--one", "--out", str(out)]
        command += [argument for size in sizes for argument in ("--size", size)]
        result = subprocess.run([*command, str(path)], capture_output=True, text=True)
        print(result.stdout, end="")
        if result.returncode:
            errors = [line for line in result.stderr.splitlines() if "plugin does not" not in line]
            print(f"{path}: exit {result.returncode}\n" + "\n".join(errors[-5:]))
        worst = max(worst, result.returncode)
    return worst


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", help="scenario files or folders")
    parser.add_argument("--out", default=str(REPO / "build" / "screenshots"),
                        help="folder for the pictures (default build/screenshots)")
    parser.add_argument("--size", action="append", dest="sizes",
                        help="WxH; repeat for several (default 1280x800 and 800x600)")
    parser.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    files = scenario_files(args.paths)
    if not files:
        print("no scenario files found", file=sys.stderr)
        return 2
    if args.one:
        return render(files, Path(args.out), args.sizes or SIZES)
    return render_each(files, Path(args.out), args.sizes or SIZES)


if __name__ == "__main__":
    sys.path.insert(0, str(REPO))
    raise SystemExit(main())
