"""Training progress, kept in the room file: trainees, graded attempts, scores by rule id.

Every deal a trainee answers in training mode is one :class:`Attempt`: when, which exercise
(a lesson id, or a quiz's button rule, difficulty and seed), which deal, the score, and every
mistake with its code and the rule ids behind the right answer. For each rule id the attempt
also keeps how many checks cited it and how many of those were wrong, so that
:meth:`Progress.summary` can show a trainer the rules a trainee gets wrong most often.

The tables live in the same SQLite file as the room (schema version 2 of
:mod:`floorapp.storage.database`); each record is one transaction. Both the attempts and the
summary can be written as CSV (:meth:`Progress.write_attempts_csv`,
:meth:`Progress.write_summary_csv`).
"""

from __future__ import annotations

import csv
import os
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TextIO

from floorapp.rules import ButtonRule
from floorapp.training import Grade, Mistake, Origin
from floorapp.training.exercise import ExerciseKind
from floorapp.training.grading import Item, Value, rule_key

from .backend import RoomDatabase, new_id
from .errors import Problem, StorageError

Clock = Callable[[], datetime]

ATTEMPT_COLUMNS = (
    "time", "trainee", "exercise", "lesson", "button_rule", "difficulty", "seed", "deal",
    "points", "out_of", "score", "mistakes", "rules_missed",
)
"""The header of the attempts CSV."""

SUMMARY_COLUMNS = ("rule", "checks", "right", "wrong", "score", "attempts")
"""The header of the summary CSV."""


class UnknownTrainee(LookupError):
    """No trainee with this id or name."""


class TraineeExists(ValueError):
    """A trainee with this name (ignoring case) is already known."""


@dataclass(frozen=True)
class Trainee:
    """Someone who trains, known by name."""

    id: int
    name: str
    created: datetime


@dataclass(frozen=True)
class StoredMistake:
    """A mistake as recorded: its values as the text the CSV shows."""

    code: str
    item: str
    seat: int | None
    expected: str
    given: str
    rules: tuple[str, ...]


@dataclass(frozen=True)
class Attempt:
    """One graded deal."""

    id: int
    trainee_id: int
    at: datetime
    origin: Origin
    deal: int
    points: int
    out_of: int
    mistakes: tuple[StoredMistake, ...]

    @property
    def score(self) -> float:
        """Share of the checks answered right."""
        return self.points / self.out_of if self.out_of else 1.0


@dataclass(frozen=True)
class RuleScore:
    """How a trainee (or everyone) did on the checks that cite one rule id."""

    rule: str
    checks: int
    wrong: int
    attempts: int
    """Attempts (graded deals) in which the rule was cited."""

    @property
    def right(self) -> int:
        """Checks answered right."""
        return self.checks - self.wrong

    @property
    def score(self) -> float:
        """Share of the checks answered right."""
        return self.right / self.checks if self.checks else 1.0


class Progress:
    """The training records of a room file. Give it the room's database (``room.database``)."""

    def __init__(self, database: RoomDatabase, clock: Clock | None = None) -> None:
        self.database = database
        self._clock = clock or _utc_now

    # --- trainees ---------------------------------------------------------------------------

    def add_trainee(self, name: str) -> Trainee:
        """A new trainee. Raises ValueError for an empty name, :class:`TraineeExists`."""
        name = " ".join(name.split())
        if not name:
            raise ValueError("a trainee needs a name")
        if self._trainee_rows("WHERE lower(name) = lower(?)", (name,)):
            raise TraineeExists(f"there is already a trainee called {name}")
        created = self._clock()
        with self.database.transaction("add a trainee") as connection:
            cursor = connection.execute(
                "INSERT INTO trainees (name, created) VALUES (?, ?) RETURNING id",
                (name, _stamp(created)),
            )
            trainee_id = new_id(cursor)
        return Trainee(trainee_id, name, _aware(created))

    def trainees(self) -> list[Trainee]:
        """Every trainee, by name."""
        return self._trainee_rows("ORDER BY lower(name), id")

    def trainee(self, name: str) -> Trainee:
        """The trainee with this name (case ignored); :class:`UnknownTrainee` if none."""
        found = self._trainee_rows("WHERE lower(name) = lower(?)", (" ".join(name.split()),))
        if not found:
            raise UnknownTrainee(f"no trainee called {name}")
        return found[0]

    def _trainee_rows(self, where: str, parameters: tuple[Any, ...] = ()) -> list[Trainee]:
        rows = self.database.rows(
            f"SELECT id, name, created FROM trainees {where}", parameters, "read the trainees"
        )
        return [Trainee(row[0], row[1], _parse(row[2])) for row in rows]

    def _check_trainee(self, trainee_id: int) -> None:
        if not self._trainee_rows("WHERE id = ?", (trainee_id,)):
            raise UnknownTrainee(f"no trainee {trainee_id}")

    # --- attempts -------------------------------------------------------------------------------

    def record(self, trainee_id: int, origin: Origin, deal: int, grade: Grade) -> Attempt:
        """Save one graded deal of an exercise; it is on disk when this returns."""
        self._check_trainee(trainee_id)
        at = self._clock()
        mistakes = tuple(_stored(mistake) for mistake in grade.mistakes)
        with self.database.transaction("record a training attempt") as connection:
            cursor = connection.execute(
                "INSERT INTO attempts (trainee_id, at, kind, lesson, button_rule, difficulty, "
                "seed, deal, points, out_of) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                (
                    trainee_id, _stamp(at), origin.kind.value, origin.lesson,
                    origin.button_rule.value if origin.button_rule else None,
                    origin.difficulty, origin.seed, deal, grade.points, grade.out_of,
                ),
            )
            attempt_id = new_id(cursor)
            connection.executemany(
                "INSERT INTO attempt_mistakes (attempt_id, position, code, item, seat, "
                "expected, given, rules) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (attempt_id, position, m.code, m.item, m.seat, m.expected, m.given,
                     " ".join(m.rules))
                    for position, m in enumerate(mistakes)
                ],
            )
            connection.executemany(
                "INSERT INTO attempt_rules (attempt_id, rule, checks, mistakes) "
                "VALUES (?, ?, ?, ?)",
                [(attempt_id, rule, checks, wrong)
                 for rule, (checks, wrong) in grade.by_rule().items()],
            )
        return Attempt(attempt_id, trainee_id, _aware(at), origin, deal, grade.points,
                       grade.out_of, mistakes)

    def attempts(self, trainee_id: int | None = None) -> list[Attempt]:
        """Every attempt, oldest first; only one trainee's when ``trainee_id`` is given."""
        where, parameters = _for_trainee(trainee_id, "")
        rows = self.database.rows(
            "SELECT id, trainee_id, at, kind, lesson, button_rule, difficulty, seed, deal, "
            f"points, out_of FROM attempts {where} ORDER BY id",
            parameters,
            "read the training attempts",
        )
        mistakes = self._mistakes([row[0] for row in rows])
        return [
            Attempt(
                id=row[0],
                trainee_id=row[1],
                at=_parse(row[2]),
                origin=_origin(row[3], row[4], row[5], row[6], row[7]),
                deal=row[8],
                points=row[9],
                out_of=row[10],
                mistakes=tuple(mistakes.get(row[0], [])),
            )
            for row in rows
        ]

    def _mistakes(self, attempt_ids: list[int]) -> dict[int, list[StoredMistake]]:
        found: dict[int, list[StoredMistake]] = {}
        if not attempt_ids:
            return found
        rows = self.database.rows(
            "SELECT attempt_id, code, item, seat, expected, given, rules FROM attempt_mistakes "
            "WHERE attempt_id BETWEEN ? AND ? ORDER BY attempt_id, position",
            (min(attempt_ids), max(attempt_ids)),
            "read the training mistakes",
        )
        wanted = set(attempt_ids)
        for row in rows:
            if row[0] in wanted:
                found.setdefault(row[0], []).append(
                    StoredMistake(row[1], row[2], row[3], row[4], row[5], tuple(row[6].split()))
                )
        return found

    # --- summary ----------------------------------------------------------------------------------

    def summary(self, trainee_id: int | None = None) -> list[RuleScore]:
        """Scores by rule id, weakest first (lowest score, then most mistakes, then rule id).

        Everyone's when ``trainee_id`` is None.
        """
        where, parameters = _for_trainee(trainee_id, "a.")
        rows = self.database.rows(
            "SELECT r.rule, SUM(r.checks), SUM(r.mistakes), COUNT(DISTINCT r.attempt_id) "
            f"FROM attempt_rules r JOIN attempts a ON a.id = r.attempt_id {where} "
            "GROUP BY r.rule",
            parameters,
            "read the training summary",
        )
        scores = [RuleScore(row[0], row[1], row[2], row[3]) for row in rows]
        return sorted(scores, key=lambda s: (s.score, -s.wrong, rule_key(s.rule)))

    # --- CSV ------------------------------------------------------------------------------------

    def write_attempts_csv(self, stream: TextIO, trainee_id: int | None = None) -> int:
        """Every attempt as a CSV row (header :data:`ATTEMPT_COLUMNS`); returns the row count.

        Open ``stream`` with ``newline=""``.
        """
        names = {trainee.id: trainee.name for trainee in self.trainees()}
        writer = csv.writer(stream)
        writer.writerow(ATTEMPT_COLUMNS)
        attempts = self.attempts(trainee_id)
        writer.writerows(_attempt_row(attempt, names[attempt.trainee_id]) for attempt in attempts)
        return len(attempts)

    def write_summary_csv(self, stream: TextIO, trainee_id: int | None = None) -> int:
        """The summary by rule id as CSV (header :data:`SUMMARY_COLUMNS`); returns the rows."""
        writer = csv.writer(stream)
        writer.writerow(SUMMARY_COLUMNS)
        scores = self.summary(trainee_id)
        writer.writerows(
            (s.rule, s.checks, s.right, s.wrong, f"{s.score:.3f}", s.attempts) for s in scores
        )
        return len(scores)

    def export_csv(self, path: Path, trainee_id: int | None = None, summary: bool = False) -> int:
        """Write the attempts (or the summary) to a CSV file, replacing it whole or not at all.

        Raises :class:`StorageError` when the file cannot be written.
        """
        temporary = path.with_name(path.name + ".part")
        try:
            with temporary.open("w", encoding="utf-8", newline="") as stream:
                if summary:
                    rows = self.write_summary_csv(stream, trainee_id)
                else:
                    rows = self.write_attempts_csv(stream, trainee_id)
            os.replace(temporary, path)
        except OSError as error:
            temporary.unlink(missing_ok=True)
            raise StorageError(
                Problem.IO, f"Cannot write {path}: {error.strerror or error}.", path
            ) from error
        return rows


# --- helpers --------------------------------------------------------------------------------------


def _stored(mistake: Mistake) -> StoredMistake:
    return StoredMistake(
        code=mistake.code.value,
        item=mistake.item.value,
        seat=mistake.seat,
        expected=value_text(mistake.item, mistake.expected),
        given=value_text(mistake.item, mistake.given),
        rules=mistake.rules,
    )


def value_text(item: Item, value: Value) -> str:
    """A checked value as short text: a seat number, ``yes``/``no``, ``2+1`` (live+dead), a
    missed-blind button (``sb``, ``bb``, ``both``), ``2-5`` (table 2 seat 5, balancing), ``-``
    for none."""
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple) and item in (Item.MOVER, Item.MOVE_TO):
        table, seat = value
        return f"{table}-{seat}"
    if isinstance(value, tuple):
        live, dead = value
        return f"{live}+{dead}"
    return str(getattr(value, "value", value))


def _attempt_row(attempt: Attempt, trainee: str) -> tuple[Any, ...]:
    origin = attempt.origin
    mistakes = " ".join(
        f"{m.code}@{m.seat}" if m.seat is not None else m.code for m in attempt.mistakes
    )
    missed_rules = sorted({rule for m in attempt.mistakes for rule in m.rules}, key=rule_key)
    return (
        attempt.at.isoformat(timespec="seconds"),
        trainee,
        origin.kind.value,
        origin.lesson or "",
        origin.button_rule.value if origin.button_rule else ("event" if origin.at_event else ""),
        "" if origin.difficulty is None else origin.difficulty,
        "" if origin.seed is None else origin.seed,
        attempt.deal,
        attempt.points,
        attempt.out_of,
        f"{attempt.score:.3f}",
        mistakes,
        " ".join(missed_rules),
    )


def _origin(
    kind: str, lesson: str | None, rule: str | None, difficulty: int | None, seed: int | None
) -> Origin:
    return Origin(
        ExerciseKind(kind),
        lesson=lesson,
        button_rule=ButtonRule(rule) if rule else None,
        difficulty=difficulty,
        seed=seed,
    )


def _for_trainee(trainee_id: int | None, prefix: str) -> tuple[str, tuple[int, ...]]:
    if trainee_id is None:
        return "", ()
    return f"WHERE {prefix}trainee_id = ?", (trainee_id,)


def _stamp(moment: datetime) -> str:
    return _aware(moment).astimezone(UTC).isoformat(timespec="microseconds")


def _parse(text: str) -> datetime:
    return _aware(datetime.fromisoformat(text))


def _aware(moment: datetime) -> datetime:
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)


def _utc_now() -> datetime:
    return datetime.now(UTC)

