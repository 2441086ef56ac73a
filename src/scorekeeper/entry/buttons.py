"""The pad's buttons in both modes: a fact with its label and price as the footer shows them
(``model/facts.py``: the key's label, and the match's own ``change_of`` of the entry the key
records), and the controls."""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import N_, _
from scorekeeper.model import Match, RuleError
from scorekeeper.model.facts import RECORDS
from scorekeeper.session import MatchSession
from scorekeeper.wording import signed

FINISHED = N_("the match is finished; reopen it to record more")  # Match.record's words


def fact_button(do: str, match: Match, player: str) -> dict[str, Any]:
    """The button for the fact ``do`` (``RECORDS``: the key's label, price and entry), what
    it records now for ``player``; disabled, with the match's own words why, where the match
    cannot take it now."""
    fact = RECORDS[do]
    entry = fact.records(match, player)
    if match.finished:  # the match's own refusal, before any of the round's
        return button({"do": do}, fact.label, None, False, _(FINISHED))
    try:
        match.check_entry(entry)  # offered only where the tap would be kept
        change = match.change_of(entry)
    except RuleError as error:
        return button({"do": do}, fact.label, None, False, error.message)
    price = signed(change[match.players.index(entry.player)]) if fact.priced else None
    return button({"do": do}, fact.label, price, True)


def controls(session: MatchSession) -> list[dict[str, Any]]:
    live = not session.match.finished
    return [
        button({"do": "round_end"}, N_("end"), None, live),
        button({"do": "adjust"}, N_("adjust"), None, live),
        button({"do": "undo"}, N_("undo"), None, session.can_undo),
        button({"do": "redo"}, N_("redo"), None, session.can_redo),
    ]


def button(
    tap: dict[str, Any], label: str, price: str | None, enabled: bool, why: str | None = None
) -> dict[str, Any]:
    """``name`` is the accessible name (the fact's name in the page's language), ``label``
    what the button shows; ``why``: the words a disabled fact gives, where it has them."""
    return {
        "tap": tap,
        "name": _(label),
        "label": _(label),
        "price": price,
        "enabled": enabled,
        "why": why,
    }
