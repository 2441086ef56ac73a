"""What a cancelled form had typed, kept for its next open (issue 12 item 5).

A draft belongs to the thing it edits: its key names that thing (this round of this match, this
event of its log, the next match), so it never reaches another. Accepting a form forgets its
draft: a form takes its draft when it opens and keeps a new one only when it is cancelled.
Drafts live in the app (``ScorekeeperApp.drafts``), for as long as it runs.
"""

from __future__ import annotations

import contextlib
import itertools
from typing import Any
from weakref import WeakKeyDictionary

from textual.dom import DOMNode
from textual.widgets import Input, Select
from textual.widgets.select import InvalidSelectValueError

Draft = dict[str, str | int]  # by widget id: a box's text, a choice's value

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


def _drafts(app: object) -> dict[str, Draft] | None:
    drafts = getattr(app, "drafts", None)
    return drafts if isinstance(drafts, dict) else None


def keep(app: object, key: str, draft: Draft) -> None:
    drafts = _drafts(app)
    if drafts is not None and key:
        drafts[key] = draft


def take(app: object, key: str) -> Draft:
    """The draft kept under ``key`` (empty if none), forgotten here: it is the form's now."""
    drafts = _drafts(app)
    return drafts.pop(key, {}) if drafts is not None and key else {}
