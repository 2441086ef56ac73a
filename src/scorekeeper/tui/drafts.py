"""What a cancelled form had typed, kept for its next open (issue 12 item 5).

A draft belongs to the thing it edits: its key names that thing (this round of this match, this
event of its log, the next match), so it never reaches another. Accepting a form forgets its
draft: the screen that opens a form takes the form's draft out of the book and hands it over,
and a cancelled form answers with what it had typed (``Cancelled``), which that screen keeps.
A form never reaches the book itself. The book is the app's (``ScorekeeperApp.drafts``), for
as long as it runs, handed down to the screens that open forms.
"""

from __future__ import annotations

import contextlib
import itertools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

from textual.dom import DOMNode
from textual.widgets import Input, Select
from textual.widgets.select import InvalidSelectValueError

Draft = dict[str, str | int]  # by widget id: a box's text, a choice's value
Drafts = dict[str, Draft]  # the book: a draft by what it is for (``owner_key``)
T = TypeVar("T")

_serials = itertools.count(1)
_owners: WeakKeyDictionary[object, int] = WeakKeyDictionary()


def owner_key(owner: object) -> str:
    """``owner``'s name in a draft key: its own while it lives and never another's after.
    (``id()`` is handed on once an object is gone: a new match could inherit a draft.)"""
    serial = _owners.get(owner)
    if serial is None:
        serial = _owners[owner] = next(_serials)
    return str(serial)


def typed(root: DOMNode) -> Draft:
    """Every box's text and every choice under ``root``, by widget id (a box emptied on
    purpose too: the prefilled text must not come back)."""
    draft: Draft = {box.id: box.value for box in root.query(Input) if box.id}
    for select in root.query(Select):
        if select.id and isinstance(select.value, str | int):
            draft[select.id] = select.value
    return draft


def fill(root: DOMNode, draft: Draft) -> None:
    """Put ``draft`` back into the boxes and choices under ``root``; a choice no longer on
    offer (a player renamed since) keeps the form's own."""
    for box in root.query(Input):
        if box.id in draft:
            box.value = str(draft[box.id])
    for select in root.query(Select):
        if select.id in draft:
            chosen: Select[Any] = select
            with contextlib.suppress(InvalidSelectValueError):
                chosen.value = draft[select.id]


@dataclass(frozen=True)
class Cancelled:
    """A form's answer to a cancel: what it had typed, for its opener to keep (empty: nothing
    was typed, and nothing is kept)."""

    draft: Draft


def keep(book: Drafts, key: str, draft: Draft) -> None:
    """``draft`` kept under ``key``; an empty one (nothing typed) keeps nothing."""
    if key and draft:
        book[key] = draft


def take(book: Drafts, key: str) -> Draft:
    """The draft kept under ``key`` (empty if none), forgotten here: it is the form's now."""
    return book.pop(key, {}) if key else {}


def answered(
    book: Drafts, key: str, act: Callable[[T], object]
) -> Callable[[T | Cancelled | None], None]:
    """The opener's callback for a form: its answer acted on, a cancel's draft kept under
    ``key`` for the form's next open."""

    def callback(answer: T | Cancelled | None) -> None:
        if isinstance(answer, Cancelled):
            keep(book, key, answer.draft)
        elif answer is not None:
            act(answer)

    return callback
