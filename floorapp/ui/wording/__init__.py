"""Every word the screen says about the rules: the one place where codes become sentences.

The rules core speaks in codes (:class:`~floorapp.rules.ErrorCode`, :class:`PostKind`,
:class:`WaitReason`, :class:`Missed`, :class:`Status`, rule ids); this package words them, each
through ``QCoreApplication.translate`` with an explicit context, so that adding a language is
translation work only. Sentences with figures are translated first and filled in after
(``.format``), so translators see the whole sentence. Chip amounts are written by the
language's locale (:func:`amount`: 12,000 in English, 12 000 in French); a count in a sentence
takes Qt's plural forms (``%n``, settled for English by :func:`plural`).

One module per topic: :mod:`.numbers`, :mod:`.seats` (seats and pucks), :mod:`.calls` (the
list at the table), :mod:`.refusals`
(refusals and problems, keyed by codes), :mod:`.choices` (seat actions, choices, moves),
:mod:`.rules` (the rules' catalogue, translated), :mod:`.readout_lines`, :mod:`.house` (house
rules labels), :mod:`.log` (log and history entries), :mod:`.disk` (storage errors and faults)
and :mod:`.room`. Callers use the package: ``wording.refusal_text(...)``.
"""

from __future__ import annotations

from .calls import (
    call_phrase,
    call_time,
    called_puck_phrase,
    cancel_call_label,
    candidate_phrase,
    drop_off_seat_text,
    no_game_text,
    not_this_game_text,
    offer_button,
    offer_text,
    place_call_explanation,
    place_call_label,
    place_prompt,
    place_question,
    place_seat_explanation,
    place_seat_label,
    seat_called_label,
    seat_called_title,
)
from .choices import (
    action_label,
    choice_explanation,
    choice_label,
    choice_word,
    debts_at_new_amounts,
    move_manner,
    move_options,
    move_sentence,
    owed_sentence,
    post_now_label,
)
from .disk import (
    already_running_text,
    cannot_open_text,
    kept_aside_text,
    newer_schema_text,
    storage_error_text,
    storage_problem_phrase,
    uncaught_text,
)
from .house import (
    button_rule_label,
    entry_post_label,
    house_key_label,
    house_summary,
    makeup_label,
    seat_change_label,
    straddle_label,
    structure_label,
)
from .lists import list_moved_on_text, list_refusal_text
from .log import (
    deal_summary,
    entry_action,
    entry_result,
    entry_text,
    event_text,
    event_words,
    redo_label,
    undo_label,
)
from .numbers import amount, amounts_phrase, dead_amount, hands_phrase, live_amount, plural
from .readout_lines import blind_phrase, post_kind_phrase, readout_line
from .refusals import (
    problem_text,
    refusal_text,
    table_closed_elsewhere_text,
    table_closed_text,
    table_moved_on_text,
    unavailable_text,
)
from .room import (
    export_failed_text,
    exported_text,
    import_done_text,
    name_problem_text,
    not_a_scenario_text,
    overview_lines,
)
from .rules import RuleWords, rule_sentence, rule_words, rules_sentence
from .seats import (
    blind_short_name,
    dealer_label,
    first_tag,
    hand_label,
    heads_up_label,
    lockup_phrase,
    lockup_time,
    missed_phrase,
    overdue_word,
    puck_label,
    puck_phrase,
    redeal_label,
    seat_accessible_name,
    seat_title,
    status_phrase,
    status_word,
    wait_phrase,
)

__all__ = [
    "call_phrase",
    "call_time",
    "called_puck_phrase",
    "cancel_call_label",
    "candidate_phrase",
    "drop_off_seat_text",
    "no_game_text",
    "not_this_game_text",
    "offer_button",
    "offer_text",
    "place_call_explanation",
    "place_call_label",
    "place_prompt",
    "place_question",
    "place_seat_explanation",
    "place_seat_label",
    "seat_called_label",
    "seat_called_title",
    "RuleWords",
    "action_label",
    "already_running_text",
    "amount",
    "amounts_phrase",
    "blind_phrase",
    "blind_short_name",
    "button_rule_label",
    "cannot_open_text",
    "choice_explanation",
    "choice_label",
    "choice_word",
    "dead_amount",
    "deal_summary",
    "dealer_label",
    "debts_at_new_amounts",
    "entry_action",
    "entry_post_label",
    "entry_result",
    "entry_text",
    "event_text",
    "event_words",
    "export_failed_text",
    "exported_text",
    "first_tag",
    "hand_label",
    "hands_phrase",
    "heads_up_label",
    "house_key_label",
    "list_moved_on_text",
    "list_refusal_text",
    "house_summary",
    "import_done_text",
    "kept_aside_text",
    "live_amount",
    "lockup_phrase",
    "lockup_time",
    "makeup_label",
    "missed_phrase",
    "move_manner",
    "move_options",
    "move_sentence",
    "name_problem_text",
    "newer_schema_text",
    "not_a_scenario_text",
    "overdue_word",
    "overview_lines",
    "owed_sentence",
    "plural",
    "post_kind_phrase",
    "post_now_label",
    "problem_text",
    "puck_label",
    "puck_phrase",
    "readout_line",
    "redeal_label",
    "redo_label",
    "refusal_text",
    "rule_sentence",
    "rule_words",
    "rules_sentence",
    "seat_accessible_name",
    "seat_change_label",
    "seat_title",
    "status_phrase",
    "status_word",
    "storage_error_text",
    "storage_problem_phrase",
    "straddle_label",
    "structure_label",
    "table_closed_elsewhere_text",
    "table_closed_text",
    "table_moved_on_text",
    "unavailable_text",
    "uncaught_text",
    "undo_label",
    "wait_phrase",
]

from .list_screens import (  # noqa: E402 (the list's screens, issue 12)
    assign_text,
    board_names_label,
    latest_line,
    list_action_text,
    list_entry_line,
    minutes_text,
    no_show_label,
    slip_destination,
    source_word,
    spot_text,
)

__all__ += [
    "assign_text", "board_names_label", "latest_line", "list_action_text", "list_entry_line",
    "minutes_text", "no_show_label", "slip_destination", "source_word", "spot_text",
]
