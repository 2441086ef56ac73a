"""What one undo or redo took back or put again, in the words the table uses."""

from __future__ import annotations

from scorekeeper.i18n import _
from scorekeeper.model import LogEntry, RoundEnd, TableEvent
from scorekeeper.model.kinds import describe
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import Change
from scorekeeper.tui.shown import shown


def change_words(change: Change) -> str:
    """What one undo or redo took back or put again: an entry, or an edit of the log."""
    if not isinstance(change, Rewrite):
        return entry_words(change)
    removed, inserted = change.removed, change.inserted
    if len(removed) == 1 and not inserted:
        return _("deleting {what}").format(what=entry_words(removed[0]))
    if len(removed) == 1 == len(inserted) and isinstance(removed[0], RoundEnd):
        return _("the correction of a round end")
    if len(removed) == 1 == len(inserted):
        old, new = entry_words(removed[0]), entry_words(inserted[0])
        return _("{old} changed to {new}").format(old=old, new=new)
    return _("an edit")


def entry_words(entry: LogEntry) -> str:
    """What undo or redo took back or put again, in the kind's words (model/kinds.py); the
    names and a note in them escaped, as they came from outside."""
    words = shown(describe(entry))
    if not isinstance(entry, TableEvent):
        return words
    # One message, so that a language can put the player after the event (or decline it).
    return _("{player} {event}").format(player=shown(entry.player), event=words)
