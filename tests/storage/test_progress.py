"""Training progress in the room file: trainees, attempts with their mistakes and rule ids, the
summary by rule id, and the CSV exports."""

from __future__ import annotations

import csv
import gzip
import io
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from floorapp.rules import ButtonRule
from floorapp.storage import database
from floorapp.storage.database import FILE_NAME
from floorapp.storage.errors import StorageError
from floorapp.storage.progress import (
    ATTEMPT_COLUMNS,
    SUMMARY_COLUMNS,
    Progress,
    TraineeExists,
    UnknownTrainee,
)
from floorapp.storage.room import Room
from floorapp.training import (
    Answer,
    Drill,
    EventQuestion,
    Grade,
    MistakeCode,
    MoveAnswer,
    MoveQuestion,
    generate,
    generate_event_quiz,
    load_lesson,
)

START = datetime(2025, 5, 1, 18, 0, tzinfo=UTC)


class Clock:
    """One minute per reading."""

    def __init__(self) -> None:
        self.now = START

    def __call__(self) -> datetime:
        self.now += timedelta(minutes=1)
        return self.now


@pytest.fixture
def progress(room_address: str) -> Iterator[Progress]:
    with Room.open(room_address) as room:
        yield Progress(room.database, clock=Clock())


def lesson_grades(lesson: str, wrong_big_blind_on: int) -> tuple[Drill, list[Grade]]:
    """Work through a lesson, getting the big blind wrong on one deal."""
    drill = Drill(load_lesson(lesson))
    while (question := drill.current) is not None:
        answer = question.right_answer
        if question.number == wrong_big_blind_on:
            answer = replace(answer, big_blind=answer.button)
        drill.answer(answer)
    return drill, drill.grades


def test_trainees(progress: Progress) -> None:
    zoe = progress.add_trainee("  Zoe   Smith ")
    ann = progress.add_trainee("ann")
    assert zoe.name == "Zoe Smith"
    assert [t.name for t in progress.trainees()] == ["ann", "Zoe Smith"]
    assert progress.trainee("ZOE SMITH") == zoe
    assert ann.created == START + timedelta(minutes=2)
    with pytest.raises(TraineeExists):
        progress.add_trainee("Ann")
    with pytest.raises(ValueError, match="name"):
        progress.add_trainee("   ")
    with pytest.raises(UnknownTrainee):
        progress.trainee("Bob")


def test_attempts_keep_the_exercise_the_score_and_the_mistakes(progress: Progress) -> None:
    ann = progress.add_trainee("Ann")
    drill, grades = lesson_grades("06-away-when-due-the-big-blind", wrong_big_blind_on=2)
    origin = drill.exercise.origin
    for number, result in enumerate(grades, start=1):
        progress.record(ann.id, origin, number, result)
    quiz = generate(ButtonRule.MOVING, 2, 77)
    first = quiz.questions[0]
    progress.record(ann.id, quiz.origin, 1, first.grade(first.right_answer))
    stored = progress.attempts(ann.id)
    assert [a.deal for a in stored] == [1, 2, 1]
    assert [a.origin for a in stored] == [origin, origin, quiz.origin]
    assert stored[0].mistakes == () and stored[0].score == 1.0
    second = stored[1]
    assert (second.points, second.out_of) == (grades[1].points, grades[1].out_of)
    assert second.at == START + timedelta(minutes=3)
    codes = [m.code for m in second.mistakes]
    assert MistakeCode.WRONG_BIG_BLIND.value in codes
    big_blind = second.mistakes[codes.index(MistakeCode.WRONG_BIG_BLIND.value)]
    assert (big_blind.expected, big_blind.given, big_blind.rules) == ("8", "5", ("R-11",))
    assert stored[2].origin.seed == 77 and stored[2].origin.button_rule is ButtonRule.MOVING


def test_recording_for_an_unknown_trainee_is_refused(progress: Progress) -> None:
    drill, grades = lesson_grades("01-plain-rotation", wrong_big_blind_on=0)
    with pytest.raises(UnknownTrainee):
        progress.record(42, drill.exercise.origin, 1, grades[0])
    assert progress.attempts() == []


def test_the_summary_shows_the_weak_rules_first(progress: Progress) -> None:
    ann = progress.add_trainee("Ann")
    bob = progress.add_trainee("Bob")
    drill, ann_grades = lesson_grades("06-away-when-due-the-big-blind", wrong_big_blind_on=1)
    for number, result in enumerate(ann_grades, start=1):
        progress.record(ann.id, drill.exercise.origin, number, result)
    drill, bob_grades = lesson_grades("09-back-and-post", wrong_big_blind_on=0)
    for number, result in enumerate(bob_grades, start=1):
        progress.record(bob.id, drill.exercise.origin, number, result)
    summary = progress.summary(ann.id)
    assert summary[0].rule == "R-11"
    checks = sum(g.by_rule()["R-11"][0] for g in ann_grades)
    wrong = sum(g.by_rule()["R-11"][1] for g in ann_grades)
    assert (summary[0].checks, summary[0].wrong, summary[0].attempts) == (checks, wrong, 2)
    assert wrong >= 1 and summary[0].score == (checks - wrong) / checks
    assert all(score.wrong == 0 for score in summary[1:])
    assert "R-32" not in {s.rule for s in summary}
    everyone = {s.rule: s for s in progress.summary()}
    assert "R-32" in everyone and everyone["R-32"].wrong == 0
    assert [s.score for s in progress.summary()] == sorted(s.score for s in progress.summary())


def test_the_attempts_csv(progress: Progress) -> None:
    ann = progress.add_trainee("Ann")
    drill, grades = lesson_grades("03-big-blind-leaves", wrong_big_blind_on=2)
    for number, result in enumerate(grades, start=1):
        progress.record(ann.id, drill.exercise.origin, number, result)
    quiz = generate(ButtonRule.DEAD, 1, 5)
    progress.record(ann.id, quiz.origin, 1, quiz.questions[0].grade(quiz.questions[0].right_answer))
    stream = io.StringIO(newline="")
    assert progress.write_attempts_csv(stream) == 4
    rows = list(csv.reader(io.StringIO(stream.getvalue())))
    assert tuple(rows[0]) == ATTEMPT_COLUMNS
    record = dict(zip(ATTEMPT_COLUMNS, rows[2], strict=True))
    assert record["trainee"] == "Ann"
    assert (record["exercise"], record["lesson"], record["deal"]) == (
        "lesson", "03-big-blind-leaves", "2")
    assert record["mistakes"].split()[0] == "wrong-big-blind"
    assert "R-11" in record["rules_missed"].split()
    assert record["time"] == (START + timedelta(minutes=3)).isoformat(timespec="seconds")
    assert float(record["score"]) == pytest.approx(grades[1].score, abs=0.001)
    quiz_row = dict(zip(ATTEMPT_COLUMNS, rows[4], strict=True))
    assert (quiz_row["exercise"], quiz_row["button_rule"], quiz_row["difficulty"],
            quiz_row["seed"], quiz_row["mistakes"]) == ("quiz", "dead", "1", "5", "")


def test_a_balancing_move_and_a_quiz_at_an_event_are_kept_with_their_t_rules(
        progress: Progress) -> None:
    ann = progress.add_trainee("Ann")
    lesson = load_lesson("51-balancing-who-moves")
    move = lesson.questions[0]
    assert isinstance(move, MoveQuestion)
    progress.record(ann.id, lesson.origin, 1, move.grade(MoveAnswer((1, 5), (2, 6))))
    quiz = generate_event_quiz(2, 9)
    first = quiz.questions[0]
    assert isinstance(first, EventQuestion)
    progress.record(ann.id, quiz.origin, 1, first.grade(Answer()))
    stored = progress.attempts(ann.id)
    moved = stored[0].mistakes
    assert [(m.code, m.expected, m.given, m.rules) for m in moved] == [
        ("wrong-move-to", "2-4", "2-6", ("T-18",))]
    assert stored[1].origin == quiz.origin and stored[1].origin.key == "quiz:event:2:9"
    assert stored[1].mistakes and all(rule.startswith("T-") for m in stored[1].mistakes
                                      for rule in m.rules)
    assert progress.summary(ann.id)[0].rule.startswith("T-")
    stream = io.StringIO(newline="")
    assert progress.write_attempts_csv(stream) == 2
    rows = [dict(zip(ATTEMPT_COLUMNS, row, strict=True))
            for row in csv.reader(io.StringIO(stream.getvalue()))][1:]
    assert (rows[0]["lesson"], rows[0]["rules_missed"]) == ("51-balancing-who-moves", "T-18")
    assert (rows[1]["exercise"], rows[1]["button_rule"], rows[1]["seed"]) == (
        "quiz", "event", "9")


def test_the_summary_csv_and_the_file_export(progress: Progress, tmp_path: Path) -> None:
    ann = progress.add_trainee("Ann")
    drill, grades = lesson_grades("04-small-blind-leaves", wrong_big_blind_on=1)
    for number, result in enumerate(grades, start=1):
        progress.record(ann.id, drill.exercise.origin, number, result)
    target = tmp_path / "summary.csv"
    rows = progress.export_csv(target, ann.id, summary=True)
    lines = list(csv.reader(io.StringIO(target.read_text(encoding="utf-8"), newline="")))
    assert tuple(lines[0]) == SUMMARY_COLUMNS
    assert len(lines) == rows + 1
    first = dict(zip(SUMMARY_COLUMNS, lines[1], strict=True))
    assert first["rule"] == "R-11" and int(first["wrong"]) == 1
    assert int(first["right"]) + int(first["wrong"]) == int(first["checks"])
    attempts = tmp_path / "attempts.csv"
    assert progress.export_csv(attempts) == 2
    assert attempts.read_text(encoding="utf-8").startswith("time,trainee,exercise")
    with pytest.raises(StorageError):
        progress.export_csv(tmp_path / "no-such-folder" / "x.csv")


def test_progress_survives_reopening_the_room(room_address: str) -> None:
    with Room.open(room_address) as room:
        progress = Progress(room.database)
        ann = progress.add_trainee("Ann")
        drill, grades = lesson_grades("01-plain-rotation", wrong_big_blind_on=1)
        progress.record(ann.id, drill.exercise.origin, 1, grades[0])
    with Room.open(room_address) as room:
        stored = Progress(room.database).attempts()
        assert len(stored) == 1 and stored[0].mistakes


def test_a_room_file_of_schema_one_gains_the_progress_tables(tmp_path: Path) -> None:
    old_room = Path(__file__).parents[1] / "storage" / "data" / "room-schema-2.sqlite3.gz"
    with gzip.open(old_room) as packed, (tmp_path / FILE_NAME).open("wb") as out:
        shutil.copyfileobj(packed, out)
    connection = sqlite3.connect(tmp_path / FILE_NAME)  # schema 2 less its progress tables
    for table in ("attempt_rules", "attempt_mistakes", "attempts", "trainees"):
        connection.execute(f"DROP TABLE {table}")
    connection.execute("PRAGMA user_version = 1")
    connection.close()
    with Room.open(tmp_path) as room:
        assert room.database.version == database.schema_version()
        assert room.state(1).last_deal is not None
        progress = Progress(room.database)
        assert progress.add_trainee("Ann").id == 1
    with pytest.raises(sqlite3.IntegrityError):
        connection = sqlite3.connect(tmp_path / FILE_NAME)
        try:
            connection.execute("INSERT INTO trainees (name, created) VALUES ('ANN', 'x')")
        finally:
            connection.close()
