"""What a new user met on the real window (issue 11, "Fix what the new user met"), each
driven like a user and checked on what the screen shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from floorapp.app import main
from floorapp.rules import NAME_LIMIT, Choice
from floorapp.ui.dialogs import SitDialog

OPTIONS = [(Choice.POST, "Post now", ""), (Choice.WAIT, "Wait for the big blind", "")]


def test_the_seat_dialog_keeps_a_name_within_the_rules_limit(qtbot: Any) -> None:
    """Regression test for issue 11: a 2,000,000-character name was accepted."""
    dialog = SitDialog(None, 4, OPTIONS)
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)

    dialog.name.setText("x" * 2_000_000)  # pasted
    assert len(dialog.name.text()) == NAME_LIMIT
    assert ok.isEnabled()
    dialog.name.clear()
    qtbot.keyClicks(dialog.name, "Christopher Montgomery-Smith and a few more words")
    assert dialog.name.text() == "Christopher Montgomery-Smith and a few m"
    qtbot.keyClick(dialog.name, Qt.Key.Key_Return)
    assert dialog.answer() == ("Christopher Montgomery-Smith and a few m", Choice.WAIT)

    dialog.name.setText("   ")
    assert not ok.isEnabled()


def test_screenshot_of_a_file_of_random_bytes_says_it_is_no_scenario(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Regression test for issue 11: ``--scenario`` on random bytes or a deeply nested TOML
    value gave a Python traceback instead of an invalid-file message with exit status 2."""
    noise = tmp_path / "noise.toml"
    noise.write_bytes(bytes(range(256)) * 8)
    deep = tmp_path / "deep.toml"
    deep.write_text("title = " + "[" * 5000 + "]" * 5000 + "\n")
    picture = tmp_path / "shot.png"
    for path, reason in ((noise, "not UTF-8 text (byte 128 cannot be read)"),
                         (deep, "arrays or tables nested more than 16 levels deep")):
        code = main(["--data-dir", str(tmp_path / "data"), "--screenshot", str(picture),
                     "--scenario", str(path)])
        assert code == 2
        assert capsys.readouterr().err == f"{path}: not a valid scenario: {reason}\n"
    assert not picture.exists()
