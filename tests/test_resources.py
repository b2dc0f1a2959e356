"""Bundled files are read through floorapp.resources, from a checkout and from a wheel."""

import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from floorapp import resources

REPO_ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "parts",
    [
        ("..",),
        ("../pyproject.toml",),
        ("icons", "..", "..", "pyproject.toml"),
        ("icons/../../pyproject.toml",),
        ("/etc/passwd",),
        ("\\windows",),
        ("C:/windows",),
        ("",),
        ("icons", ""),
        ("icons//floorapp.svg",),
        ("icons/",),
        ("./icons",),
    ],
)
def test_resource_path_refuses_parts_that_leave_the_resources(parts: tuple[str, ...]) -> None:
    with pytest.raises(ValueError):
        resources.resource_path(*parts)


def test_resource_path_accepts_parts_and_slashes_alike() -> None:
    assert resources.resource_path("icons", "floorapp.svg") == resources.resource_path(
        "icons/floorapp.svg"
    )


def test_the_icon_is_bundled_and_is_svg() -> None:
    assert resources.resource_path("icons", "floorapp.svg").is_file()
    assert resources.read_text("icons", "floorapp.svg").lstrip().startswith("<svg")
    assert resources.read_bytes("icons/floorapp.svg").startswith(b"<svg")


def test_iter_files_lists_the_icons_folder() -> None:
    names = [entry.name for entry in resources.iter_files("icons", suffix=".svg")]
    assert "floorapp.svg" in names
    assert names == sorted(names)


def test_iter_files_refuses_a_missing_folder() -> None:
    with pytest.raises(FileNotFoundError):
        resources.iter_files("no-such-folder")


@pytest.fixture
def fake_bundle(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in for the resources folder, so listing can be checked on known files."""
    package = tmp_path / "fake_floorapp_bundle"
    scenarios = package / "scenarios" / "basics"
    (scenarios / "nested").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    for name in ("b-second.toml", "a-first.toml", "notes.md", "c-third.toml"):
        (scenarios / name).write_text("title = 'x'\n")
    (scenarios / "nested" / "hidden.toml").write_text("title = 'x'\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(resources, "RESOURCE_PACKAGE", "fake_floorapp_bundle")
    return package


def test_bundled_scenarios_lists_toml_files_sorted_by_name(fake_bundle: Path) -> None:
    names = [entry.name for entry in resources.bundled_scenarios("basics")]
    assert names == ["a-first.toml", "b-second.toml", "c-third.toml"]


def test_bundled_scenarios_refuses_a_folder_outside_the_scenarios(fake_bundle: Path) -> None:
    with pytest.raises(ValueError):
        resources.bundled_scenarios("../..")


def test_an_installed_wheel_finds_its_resources_outside_the_checkout(tmp_path: Path) -> None:
    """Build a wheel, install it into a bare folder, and read the icon, the rulebook and the
    manual from somewhere else."""
    source = tmp_path / "source"
    shutil.copytree(
        REPO_ROOT,
        source,
        ignore=shutil.ignore_patterns(
            ".git", ".venv", "build", "dist", "*.egg-info", "__pycache__", ".*_cache", ".hypothesis"
        ),
    )
    wheels = tmp_path / "wheels"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet"]
    subprocess.run(
        [*pip, "wheel", "--no-deps", "--no-build-isolation", "--wheel-dir", str(wheels), "."],
        cwd=source,
        check=True,
    )
    [wheel] = wheels.glob("floorapp-*.whl")
    target = tmp_path / "target"
    subprocess.run([*pip, "install", "--no-deps", "--target", str(target), str(wheel)], check=True)

    with zipfile.ZipFile(wheel) as archive:
        shipped = set(archive.namelist())
    documents = {"floorapp/_docs/RULES.md", "floorapp/_docs/DECISIONS.md",
                 "floorapp/_docs/SCENARIOS.md", "floorapp/_docs/MANUAL.md"}
    assert documents <= shipped, "the wheel carries the rulebook and the manual"
    assert not [name for name in shipped if name.startswith("floorapp/_docs/")
                and name.endswith(".png")], "the documents' pictures stay in the checkout"

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    probe = (
        "import floorapp.resources as r;"
        "icon = r.resource_path('icons', 'floorapp.svg');"
        "print(icon); print(icon.is_file());"
        "print(r.read_doc('RULES.md').splitlines()[0]);"
        "print(r.read_doc('MANUAL.md').splitlines()[0])"
    )
    result = subprocess.run(  # -S: no site-packages, so only the target folder can answer
        [sys.executable, "-S", "-c", probe],
        cwd=elsewhere,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    )
    icon_path, icon_found, rulebook_title, manual_title = result.stdout.splitlines()
    assert Path(icon_path).is_relative_to(target)
    assert icon_found == "True"
    assert rulebook_title == (REPO_ROOT / "docs" / "RULES.md").read_text().splitlines()[0]
    assert manual_title == (REPO_ROOT / "docs" / "MANUAL.md").read_text().splitlines()[0]
