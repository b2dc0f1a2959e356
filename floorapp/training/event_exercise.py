"""An exercise at an event's tables: an event scenario (``kind = "event"``, docs/SCENARIOS.md)
replayed through the tournament core and cut into questions.

Every ``deal`` step is a deal to set up (:class:`~floorapp.training.event_deals.EventQuestion`)
and every ``move`` step a balancing question (:class:`~floorapp.training.balancing.MoveQuestion`):
the trainee answers before the floor acts, the tournament core's result is the right answer.
The other actions (absent, back, a joiner, eliminations, a new level) happen between the
questions and are shown with the next one; ``check`` steps only check the file.
"""

from __future__ import annotations

from floorapp.scenario.event_file import EventScenario
from floorapp.tournament import Action, DealHand, EventRefused, MovePlayer, apply

from .balancing import MoveQuestion
from .event_deals import event_question
from .exercise import AnyQuestion, Exercise, ExerciseError, Origin


def event_exercise(scenario: EventScenario, origin: Origin, hints: tuple[str, ...] = (),
                   topic: str = "", level: int = 1) -> Exercise:
    """Replay ``scenario`` into its questions. Raises :class:`ExerciseError` when the tournament
    core refuses an action or when there is nothing to answer."""
    questions = tuple(event_questions(scenario, hints))
    if not questions:
        raise ExerciseError(f"'{scenario.title}' has no deal and no move to answer")
    return Exercise(origin=origin, title=scenario.title, notes=scenario.notes,
                    rules=scenario.rules, source=scenario.source, scenario=scenario,
                    questions=questions, topic=topic, level=level)


def event_questions(scenario: EventScenario, hints: tuple[str, ...] = ()) -> list[AnyQuestion]:
    """Every deal and balancing move of the scenario, with the actions before each."""
    event = since = scenario.event
    actions: list[Action] = []
    questions: list[AnyQuestion] = []
    for step in scenario.steps:
        if step.action is None:
            continue
        try:
            applied = apply(event, step.action)
        except EventRefused as refusal:
            raise ExerciseError(f"'{scenario.title}' step {step.number}: the tournament core "
                                f"refuses it ({refusal.code.value})") from refusal
        number = len(questions) + 1
        hint = hints[number - 1] if number <= len(hints) else ""
        if isinstance(step.action, DealHand) and applied.deal is not None:
            before = event.table(step.action.table)
            after = applied.after.table(step.action.table)
            assert before is not None and after is not None
            questions.append(event_question(number, before, after, applied.deal, event.level,
                                            tuple(actions), since, hint))
            actions, since = [], applied.after
        elif isinstance(step.action, MovePlayer) and applied.move is not None:
            questions.append(MoveQuestion(number, event, applied.move, applied.after, hint,
                                          tuple(actions), since))
            actions, since = [], applied.after
        else:
            actions.append(step.action)
        event = applied.after
    return questions
