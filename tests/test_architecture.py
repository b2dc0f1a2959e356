"""The layers stay one-directional and Qt stays out of the pure layers (see pyproject.toml)."""

import subprocess
import sys
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parent.parent
QT_PACKAGES = ("PySide6", "shiboken6")


def _lint_imports_command() -> str:
    """lint-imports from the environment running the tests (it need not be on PATH)."""
    return str(Path(sys.executable).with_name("lint-imports"))


def test_import_linter_contracts_hold() -> None:
    result = subprocess.run(
        [_lint_imports_command()], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


@pytest.mark.parametrize("module", [
    "floorapp.rules", "floorapp.lists", "floorapp.scenario", "floorapp.storage",
    "floorapp.advisor",
    "floorapp.advisor.charts", "floorapp.advisor.__main__", "floorapp.screen",
    "floorapp.screen.geometry", "floorapp.screen.scene", "floorapp.screen.readout",
    "floorapp.screen.state", "floorapp.screen.palette", "floorapp.rules.offers",
    "floorapp.screen.rulebook_text", "floorapp.screen.training_board",
])
def test_importing_a_pure_layer_loads_no_qt(module: str) -> None:
    probe = (
        f"import sys, {module};"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {QT_PACKAGES!r}))"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=REPO_ROOT, capture_output=True, text=True
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
