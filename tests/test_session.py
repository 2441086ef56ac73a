"""MatchSession: record, undo, redo and rewrite through a journal that must have every change
before the match shows it. The journals here are small real classes, not mocks."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.model import (
    Finish,
    Lead,
    LogEntry,
    Matador,
    Match,
    Move,
    Pass,
    Preset,
    Reopen,
    RoundEnd,
    RuleError,
)
from scorekeeper.rewrites import Rewrite
from scorekeeper.session import MatchSession

A, B = "Anna", "Boris"


class RecordingJournal:
    """Keeps every call, and what the match looked like when the call arrived."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, object]] = []

    def recorded(self, entry: LogEntry, match: Match) -> None:
        self.calls.append(("recorded", entry))

    def undone(self, entry: LogEntry, match: Match) -> None:
        self.calls.append(("undone", None))

    def redone(self, entry: LogEntry, match: Match) -> None:
        self.calls.append(("redone", None))

    def rewritten(self, change: Rewrite, match: Match) -> None:
        self.calls.append(("rewritten", match.log))

    def rewrite_undone(self, change: Rewrite, match: Match) -> None:
        self.calls.append(("rewrite_undone", match.log))

    def rewrite_redone(self, change: Rewrite, match: Match) -> None:
        self.calls.append(("rewrite_redone", match.log))

    def resync(self, match: Match, redo: Sequence[LogEntry]) -> None:
        self.calls.append(("resync", (match.log, list(redo))))


class BrokenJournal(RecordingJournal):
    """A journal whose storage fails on one kind of call (a full disk, a locked database)."""

    def __init__(self, failing: str) -> None:
        super().__init__()
        self.failing = failing

    def _maybe_fail(self, call: str) -> None:
        if call == self.failing:
            raise OSError(f"disk full during {call}")

    def recorded(self, entry: LogEntry, match: Match) -> None:
        self._maybe_fail("recorded")
        super().recorded(entry, match)

    def undone(self, entry: LogEntry, match: Match) -> None:
        self._maybe_fail("undone")
        super().undone(entry, match)

    def redone(self, entry: LogEntry, match: Match) -> None:
        self._maybe_fail("redone")
        super().redone(entry, match)

    def rewritten(self, change: Rewrite, match: Match) -> None:
        self._maybe_fail("rewritten")
        super().rewritten(change, match)

    def rewrite_undone(self, change: Rewrite, match: Match) -> None:
        self._maybe_fail("rewrite_undone")
        super().rewrite_undone(change, match)

    def rewrite_redone(self, change: Rewrite, match: Match) -> None:
        self._maybe_fail("rewrite_redone")
        super().rewrite_redone(change, match)


@pytest.fixture
def expert(catalog: Catalog) -> Preset:
    return catalog.get("six-matador-expert")


def _state(session: MatchSession) -> tuple[object, ...]:
    match = session.match
    return (
        list(match.totals),
        [list(r.points) for r in match.rounds],
        list(match.log),
        match.finished,
        session.redo_entries,
    )


def test_record_undo_redo_reach_the_journal_in_order(expert: Preset) -> None:
    journal = RecordingJournal()
    session = MatchSession(Match([A, B], expert), journal)
    session.record(Lead(A))
    session.record(Move(B))  # Boris 1
    session.record(Matador(A))  # Anna 10
    assert session.match.totals == [10, 1]
    assert session.undo() == Matador(A)
    assert session.undo() == Move(B)
    assert session.match.totals == [0, 0]
    assert session.redo_entries == [Move(B), Matador(A)]  # the next to redo comes first
    assert session.redo() == Move(B)
    assert session.match.totals == [0, 1]
    assert journal.calls == [
        ("recorded", Lead(A)),
        ("recorded", Move(B)),
        ("recorded", Matador(A)),
        ("undone", None),
        ("undone", None),
        ("redone", None),
    ]
    assert session.can_undo and session.can_redo


def test_a_new_entry_ends_the_redo_chain(expert: Preset) -> None:
    session = MatchSession(Match([A, B], expert))
    session.record(Lead(A))
    session.record(Move(B))
    session.undo()
    session.record(Pass(B))  # Boris -6
    assert not session.can_redo
    assert session.redo() is None
    assert session.match.log == [Lead(A), Pass(B)]
    assert session.match.totals == [0, -6]


def test_undo_and_redo_on_empty_stacks_do_nothing(expert: Preset) -> None:
    journal = RecordingJournal()
    session = MatchSession(Match([A, B], expert), journal)
    assert session.undo() is None and session.redo() is None
    assert journal.calls == []


def test_a_session_can_resume_with_a_redo_stack(expert: Preset) -> None:
    match = Match([A, B], expert)
    match.record(Lead(A))
    session = MatchSession(match, redo=[Move(B), Matador(A)])
    assert session.redo() == Move(B)
    assert session.redo() == Matador(A)
    assert session.match.totals == [10, 1]


def test_finish_and_reopen_undo_like_any_entry(expert: Preset) -> None:
    session = MatchSession(Match([A, B], expert))
    session.record(Matador(A))
    session.record(RoundEnd(out=A))
    session.record(Finish())
    assert session.match.standings().winner == A
    session.record(Reopen(target=50))
    assert not session.match.finished
    session.undo()
    assert session.match.finished
    session.undo()
    assert not session.match.finished
    session.redo()
    assert session.match.finished


def test_rewrite_replaces_the_log_and_recomputes(expert: Preset) -> None:
    journal = RecordingJournal()
    session = MatchSession(Match([A, B], expert, target=30), journal)
    played: list[LogEntry] = [Lead(A), Pass(B), RoundEnd(out=A)]
    for entry in played:
        session.record(entry)
    session.undo()
    edited: list[LogEntry] = [
        Lead(A),
        Matador(B),
        Move(A),
        RoundEnd(out=B),
    ]  # the pass was a matador after all
    session.rewrite(edited)
    assert session.match.log == edited
    assert session.match.totals == [1, 10]  # Anna: move 1; Boris: matador 10
    assert session.match.target == 30  # the match keeps what it started with
    assert not session.can_redo  # an edit ends the redo chain
    assert journal.calls[-1] == ("rewritten", edited)


def test_a_rewrite_that_breaks_a_rule_changes_nothing(expert: Preset) -> None:
    journal = RecordingJournal()
    session = MatchSession(Match([A, B], expert), journal)
    session.record(Lead(A))
    session.record(Move(B))
    session.undo()
    before = _state(session)
    with pytest.raises(RuleError, match="not a move"):
        session.rewrite([Move(A)])  # a round cannot start with a move
    assert _state(session) == before
    assert [call for call, _ in journal.calls] == ["recorded", "recorded", "undone"]


def test_a_refused_entry_never_reaches_the_journal(expert: Preset) -> None:
    journal = RecordingJournal()
    session = MatchSession(Match([A, B], expert), journal)
    with pytest.raises(RuleError):
        session.record(Lead("Zoe"))
    assert journal.calls == []
    assert session.match.log == []


@pytest.mark.parametrize("failing", ["recorded", "undone", "redone", "rewritten"])
def test_a_journal_that_fails_leaves_the_match_unchanged(expert: Preset, failing: str) -> None:
    journal = BrokenJournal(failing="none yet")
    session = MatchSession(Match([A, B], expert), journal)
    played: list[LogEntry] = [Lead(A), Move(B), Pass(A), RoundEnd(out=B)]
    for entry in played:
        session.record(entry)
    session.undo()  # RoundEnd waits on the redo stack
    before = _state(session)
    journal.failing = failing
    actions: dict[str, Callable[[], object]] = {
        "recorded": lambda: session.record(Matador(A)),
        "undone": session.undo,
        "redone": session.redo,
        "rewritten": lambda: session.rewrite([Lead(B)]),
    }
    action = actions[failing]
    with pytest.raises(OSError, match="disk full"):
        action()
    assert _state(session) == before  # what is not durable is not shown
    journal.failing = "none"
    session.record(Matador(A))  # and the session still works: -6 + 10 = 4
    assert session.match.totals == [4, 1]


# -- edits are changes like any other ------------------------------------------------------
def _played(expert: Preset, journal: RecordingJournal | None = None) -> MatchSession:
    session = MatchSession(Match([A, B], expert), journal)
    for entry in (Lead(A), Move(B), Pass(A)):  # expert: lead 0, Boris move +1, Anna pass -6
        session.record(entry)
    return session


def test_undo_after_an_edit_takes_back_the_edit_not_the_entry_before(expert: Preset) -> None:
    session = _played(expert)
    change = session.rewrite([Lead(A), Matador(B), Pass(A)])  # the move was a matador
    assert change is not None and (change.removed, change.inserted) == ((Move(B),), (Matador(B),))
    assert session.match.totals == [-6, 10]
    assert session.undo() == change
    assert session.match.log == [Lead(A), Move(B), Pass(A)]  # nothing else was taken back
    assert session.match.totals == [-6, 1]
    assert session.redo() == change
    assert session.match.totals == [-6, 10]
    assert session.undo() == change and session.undo() == Pass(A)  # then the entries, in turn
    assert session.match.log == [Lead(A), Move(B)]


def test_a_delete_is_one_step_and_entries_after_it_come_first(expert: Preset) -> None:
    journal = RecordingJournal()
    session = _played(expert, journal)
    session.rewrite([Lead(A), Pass(A)])  # Boris's move deleted (the pass stays Anna's)
    session.record(Matador(B))  # Boris +10
    assert session.match.totals == [-6, 10]
    assert session.undo() == Matador(B)
    deleted = session.undo()
    assert isinstance(deleted, Rewrite) and deleted.removed == (Move(B),)
    assert session.match.log == [Lead(A), Move(B), Pass(A)]
    assert session.redo_rewrites == [deleted] and session.redo_entries == [Matador(B)]
    assert session.redo() == deleted  # redo in the order things were done
    assert session.redo() == Matador(B)
    assert session.match.log == [Lead(A), Pass(A), Matador(B)]
    assert [call for call, _log in journal.calls[-4:]] == [
        "undone",
        "rewrite_undone",
        "rewrite_redone",
        "redone",
    ]


def test_an_edit_with_nothing_different_is_no_step(expert: Preset) -> None:
    session = _played(expert)
    assert session.rewrite([Lead(A), Move(B), Pass(A)]) is None
    assert session.undo() == Pass(A)  # the last real change


def test_a_new_entry_after_undoing_an_edit_forgets_the_edit(expert: Preset) -> None:
    session = _played(expert)
    session.rewrite([Lead(A), Matador(B), Pass(A)])
    session.undo()
    session.record(Matador(B))  # a new change: the undone edit cannot come back
    assert not session.can_redo and session.redo() is None
    assert session.match.log == [Lead(A), Move(B), Pass(A), Matador(B)]


def test_finish_after_an_edit_undoes_in_reverse_order(expert: Preset) -> None:
    session = _played(expert)
    session.rewrite([Lead(A), Matador(B), Pass(A)])
    session.record(Finish())
    session.record(Reopen())
    undone = [session.undo() for _ in range(3)]
    assert undone[:2] == [Reopen(), Finish()] and not session.match.finished
    assert session.match.log == [Lead(A), Move(B), Pass(A)]  # the third took back the edit
    redone = [session.redo() for _ in range(3)]
    assert redone == [undone[2], Finish(), Reopen()] and not session.match.finished
    assert session.match.totals == [-6, 10]


@pytest.mark.parametrize("failing", ["rewrite_undone", "rewrite_redone"])
def test_a_journal_failing_on_an_edits_undo_changes_nothing(expert: Preset, failing: str) -> None:
    journal = BrokenJournal(failing="none yet")
    session = MatchSession(Match([A, B], expert), journal)
    for entry in (Lead(A), Move(B)):
        session.record(entry)
    session.rewrite([Lead(A), Matador(B)])
    if failing == "rewrite_redone":
        session.undo()
    before = (_state(session), session.rewrites, session.redo_rewrites)
    journal.failing = failing
    with pytest.raises(OSError, match="disk full"):
        session.undo() if failing == "rewrite_undone" else session.redo()
    assert (_state(session), session.rewrites, session.redo_rewrites) == before


class Unreachable(Exception):
    """Stands for the store's StoreUnavailable (the session knows no store)."""


class FlakyJournal(RecordingJournal):
    """A server that stops answering, then answers again."""

    def __init__(self) -> None:
        super().__init__()
        self.down = False

    def recorded(self, entry: LogEntry, match: Match) -> None:
        if self.down:
            raise Unreachable("cannot reach the database server")
        super().recorded(entry, match)

    def resync(self, match: Match, redo: Sequence[LogEntry]) -> None:
        if self.down:
            raise Unreachable("still down")
        super().resync(match, redo)


def test_a_change_the_server_cannot_take_is_kept_and_written_later(expert: Preset) -> None:
    journal = FlakyJournal()
    session = MatchSession(Match([A, B], expert), journal, keep_when=(Unreachable,))
    session.record(Lead(A))
    journal.down = True
    session.record(Matador(B))  # kept: shown, counted, nothing raised
    session.record(Pass(A))  # later changes wait behind it, without asking the journal
    session.undo()
    assert session.match.log == [Lead(A), Matador(B)]
    assert (str(session.unsaved), session.unsaved_changes) == (
        "cannot reach the database server",
        3,
    )
    assert not session.save_kept() and str(session.unsaved) == "still down"
    with pytest.raises(Unreachable):  # an edit rewrites the kept log: it waits
        session.rewrite([Lead(A)])
    journal.down = False
    assert session.save_kept()
    assert journal.calls[-1] == ("resync", ([Lead(A), Matador(B)], [Pass(A)]))
    assert (session.unsaved, session.unsaved_changes) == (None, 0)
    assert [call for call, _ in journal.calls] == ["recorded", "resync"]


def test_changes_taken_for_a_write_elsewhere_leave_later_keys_waiting(expert: Preset) -> None:
    """A save on another thread (the app's backend) writes the log as ``kept`` took it; a key
    made while that write ran is kept too, and waits for the next save, which writes the
    whole log again: nothing made meanwhile is marked saved without being written."""
    journal = FlakyJournal()
    session = MatchSession(Match([A, B], expert), journal, keep_when=(Unreachable,))
    session.record(Lead(A))
    journal.down = True
    session.record(Matador(B))  # kept: 1 change waits
    kept = session.kept()
    assert kept is not None and (kept.log, kept.changes) == ((Lead(A), Matador(B)), 1)
    session.record(Pass(A))  # while the write runs: kept behind it, not written
    journal.down = False
    journal.resync(kept.match(), kept.redo)  # the write, as the backend's thread makes it
    assert kept.match().totals == [0, 10]  # Boris's matador +10, from the log as taken
    assert not session.kept_saved(kept)  # the pass still waits
    assert (session.unsaved_changes, session.match.log[-1]) == (1, Pass(A))
    assert session.save_kept()  # the next save: the whole log, the pass with it
    assert journal.calls[-1] == ("resync", ([Lead(A), Matador(B), Pass(A)], []))
    assert (session.unsaved, session.kept()) == (None, None)


def test_a_write_elsewhere_refused_keeps_the_changes_or_raises(expert: Preset) -> None:
    journal = FlakyJournal()
    session = MatchSession(Match([A, B], expert), journal, keep_when=(Unreachable,))
    journal.down = True
    session.record(Lead(A))
    session.kept_refused(Unreachable("still down"))  # the server still away: still kept
    assert (str(session.unsaved), session.unsaved_changes) == ("still down", 1)
    with pytest.raises(OSError, match="disk full"):  # anything else is not kept
        session.kept_refused(OSError("disk full"))


def test_other_failures_still_take_the_change_back(expert: Preset) -> None:
    session = MatchSession(
        Match([A, B], expert), BrokenJournal("recorded"), keep_when=(Unreachable,)
    )
    with pytest.raises(OSError):
        session.record(Lead(A))
    assert session.match.log == [] and session.unsaved is None
