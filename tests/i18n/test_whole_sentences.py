"""Sentences that used to be glued together in code, each now one message a language can order
and inflect as it needs (issue 13, item 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.commands.score import verdict
from scorekeeper.i18n import _, activate, pgettext
from scorekeeper.model import Finish, Lead, Matador, Match, Move, Reopen, RoundEnd
from scorekeeper.model.kinds import describe
from scorekeeper.tui.words.changes import entry_words
from scorekeeper.wording import finish_words


def finished_match() -> Match:
    """Six Matador (expert): Анна leads (0), Boris lays a matador (+10) and goes out; then the
    players finish. Boris 10, Анна 0: Boris wins, differential 10 - 0 = 10."""
    catalog = load_catalog(Path("/nonexistent-user-presets"))
    match = Match(("Анна", "Boris"), catalog.get("six-matador-expert"))
    for entry in (Lead("Анна"), Matador("Boris"), RoundEnd(out="Boris"), Finish()):
        match.record(entry)
    return match


@pytest.mark.parametrize(
    ("language", "key", "event"),
    [
        ("en", "reopen", "reopen"),
        ("ru", "возобновить", "возобновление партии"),  # a verb on the key, a noun in "Undone:"
        ("pl", "wznów", "wznowienie partii"),
    ],
)
def test_reopen_is_a_verb_on_its_key_and_a_noun_as_an_event(
    language: str, key: str, event: str
) -> None:
    activate(language)
    assert _("reopen") == key
    assert describe(Reopen()) == event
    assert pgettext("event", "reopen") == event


def test_a_word_without_a_second_role_keeps_its_one_translation() -> None:
    activate("ru")
    # "move" has no entry of its own as an event: the plain translation serves.
    assert pgettext("event", "move") == _("move") == "ход"
    assert describe(Move("Анна")) == "ход"


@pytest.mark.parametrize(
    ("language", "words"),
    [("en", "Анна move"), ("ru", "ход (Анна)"), ("pl", "ruch (Анна)")],
)
def test_a_player_s_event_is_one_message(language: str, words: str) -> None:
    activate(language)
    # was f"{player} {event}": "Удалить «Анна ход»?"
    assert entry_words(Move("Анна")) == words


@pytest.mark.parametrize(
    ("language", "line"),
    [
        ("en", "Winner: Boris · differential 10 (finished by the players)"),
        (
            "ru",
            "Победитель: Boris · разница 10 (партия завершена игроками)",
        ),  # not "Boris (завершена)"
        ("pl", "Zwycięzca: Boris · różnica 10 (partia zakończona przez graczy)"),
    ],
)
def test_the_command_line_verdict_names_what_is_finished(language: str, line: str) -> None:
    activate(language)
    match = finished_match()
    assert verdict(match) == line
    assert finish_words(match) in line
