"""Pictures of the training window, made without a display.

``python -m floorapp.ui.training.screenshot FILE.png [--lesson ID | --quiz RULE:LEVEL:SEED]
[--deal N] [--state chooser|mid|graded] [--size WxH] [--language fr] [--light]``

The window is driven as a trainee would drive it: deals before ``--deal`` are set up right and
checked; on that deal, ``mid`` shows the button and the small blind placed and the big-blind
tool chosen; ``graded`` shows the deal checked with the big blind put one seat too far (so the
right answer and the mistakes are on screen). A balancing question (at an event) is answered
with the right player, then (``graded``) another open seat. ``--quiz event:LEVEL:SEED`` is a
quiz at an event. Nothing is recorded.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from floorapp.rules import ButtonRule
from floorapp.screen.training_board import Tool, clicks_for
from floorapp.training import Answer, MoveQuestion, Question
from floorapp.ui.fit import KEEP_SIZE

STATES = ("chooser", "mid", "graded")


def parse_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must be WIDTHxHEIGHT, not {text!r}") from None
    if not (800 <= width <= 8000 and 480 <= height <= 8000):  # 800x480: the smallest screen
        raise argparse.ArgumentTypeError(f"size out of range: {text!r}")
    return width, height


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m floorapp.ui.training.screenshot",
        description="Render the training window to a PNG (needs no display).")
    parser.add_argument("target", metavar="FILE.png")
    parser.add_argument("--lesson", default="03-big-blind-leaves")
    parser.add_argument("--quiz", metavar="RULE:LEVEL:SEED",
                        help="a quiz instead of a lesson, e.g. dead:2:42 or event:2:42")
    parser.add_argument("--deal", type=int, default=1, help="the deal to show (from 1)")
    parser.add_argument("--state", choices=STATES, default="graded")
    parser.add_argument("--size", type=parse_size, default=(1280, 800), metavar="WxH")
    parser.add_argument("--language", help="a bundled translation, e.g. fr, ru, pl")
    parser.add_argument("--light", action="store_true", help="the light colours")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    application = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(application, QApplication)
    application.setStyle("Fusion")
    if args.language and not install_language(application, args.language):
        print(f"no bundled translation for {args.language}", file=sys.stderr)
        return 2
    window = render_window(args)
    window.setProperty(KEEP_SIZE, True)  # the picture's size, whatever the screen
    window.resize(*args.size)
    window.show()
    application.processEvents()
    target = Path(args.target)
    target.parent.mkdir(parents=True, exist_ok=True)
    saved = window.grab().save(str(target))
    window.close()
    if not saved:
        print(f"{target}: cannot write the picture", file=sys.stderr)
        return 1
    return 0


def render_window(args: argparse.Namespace):
    """The window in the state asked for."""
    from floorapp.screen.palette import colours
    from floorapp.storage.settings import PaletteName
    from floorapp.ui.qt_palette import qt_palette
    from floorapp.ui.training.window import TrainingWindow

    palette = colours(PaletteName.LIGHT if args.light else PaletteName.DARK)
    from PySide6.QtWidgets import QApplication

    QApplication.setPalette(qt_palette(palette))
    window = TrainingWindow(None, table_colours=palette)
    if args.state == "chooser":
        window.chooser.select_lesson(args.lesson)
        return window
    if args.quiz:
        rule, level, seed = args.quiz.split(":")
        window.start_quiz(None if rule == "event" else ButtonRule(rule), int(level), int(seed))
    else:
        window.start_lesson(args.lesson)
    page = window.drill_page
    while page.question is not None and page.question.number < args.deal:
        answer_right(page)
        page.check()
        page.next_deal()
    question = page.question
    if isinstance(question, MoveQuestion):
        page.click_spot(*question.offer_from)
        if args.state != "mid":
            page.click_spot(*one_open_seat_off(question))
            page.check()
        return window
    assert isinstance(question, Question)
    right = question.right_answer
    if args.state == "mid":
        set_up(page, [
            (Tool.DEAD_BUTTON if right.dead_button else Tool.BUTTON, right.button, None),
            (Tool.DEAD_SMALL_BLIND if right.dead_small_blind else Tool.SMALL_BLIND,
             right.small_blind, None),
        ])
        page.choose_tool(Tool.BIG_BLIND)
    else:
        set_up(page, clicks_for(question.before, one_seat_too_far(right, question)))
        page.check()
    return window


def answer_right(page) -> None:
    """Set the current question up right (a deal's clicks, or a move's two clicks)."""
    question = page.question
    if isinstance(question, MoveQuestion):
        page.click_spot(*question.offer_from)
        page.click_spot(*question.offer_to)
    else:
        set_up(page, clicks_for(question.before, question.right_answer))


def one_open_seat_off(question: MoveQuestion) -> tuple[int, int]:
    """An open seat of the receiving table other than the right one (the right one when it is
    the only one)."""
    table_number, right = question.offer_to
    table = question.before.table(table_number)
    assert table is not None
    others = [seat for seat in table.open_seats() if seat != right]
    return (table_number, others[0] if others else right)


def one_seat_too_far(right: Answer, question: Question) -> Answer:
    """The right answer with the big blind on the next occupied seat after the right one."""
    table, wrong = question.before, right.big_blind
    if wrong is None:
        return right
    for step in range(1, table.size):
        candidate = (wrong - 1 + step) % table.size + 1
        if table.player(candidate) is not None and candidate != right.button:
            break
    posts = dict(right.posts)
    if wrong in posts:
        posts[candidate] = posts.pop(wrong)
    return replace(right, big_blind=candidate, posts=posts)


def set_up(page, clicks: Sequence[tuple[Tool, int | None, tuple[int, int] | None]]) -> None:
    """Click tool after tool onto the page's board (a post's amounts given, not asked)."""
    for tool, seat, amounts in clicks:
        if seat is not None:
            page.choose_tool(tool)
            page.click_seat(seat, amounts)


def install_language(application, language: str) -> bool:
    """Load ``floorapp_<language>.qm`` from the bundled translations."""
    from PySide6.QtCore import QTranslator

    from floorapp import resources

    path = resources.resource_path("i18n", f"floorapp_{language}.qm")
    if not path.is_file():
        return False
    translator = QTranslator(application)
    if not translator.load(str(path)):
        return False
    application.installTranslator(translator)
    return True


if __name__ == "__main__":
    raise SystemExit(main())
