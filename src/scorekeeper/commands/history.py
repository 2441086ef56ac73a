"""``scorekeeper history``: the stored matches, newest first, as a table or as JSON."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager

from scorekeeper.commands.common import BadInput, render_table
from scorekeeper.i18n import _, preset_text
from scorekeeper.i18n.formats import local_date_time
from scorekeeper.store import (
    DbTarget,
    EmptyDatabase,
    MatchSummary,
    Store,
    StoreError,
    locate_db,
    may_exist,
)
from scorekeeper.wording import kept_words, outcome, total_words

_PAGE = 500


@contextmanager
def stored(db: DbTarget | None, create: bool) -> Iterator[Store | None]:
    """The store ``--db``/``$SCOREKEEPER_DB`` names (else the default one), closed after use.

    Without ``create`` a database that does not exist yet gives None instead of a new file
    (listing must not leave an empty database behind a mistyped path). Every ``StoreError``
    becomes ``BadInput``: one line on stderr, exit status 2.
    """
    location = locate_db(db)
    try:
        if not create and not may_exist(location.path):
            yield None
            return
        # commands that only read open it read-only (a read-only file or folder is fine)
        try:
            store = Store.open(
                location.path, create_folder=location.is_default, read_only=not create
            )
        except EmptyDatabase:  # a server's new database: as a file not made yet
            yield None
            return
        try:
            yield store
        finally:
            store.close()
    except StoreError as error:
        raise BadInput(str(error)) from None


def run_history(db: DbTarget | None, as_json: bool, player: str | None) -> int:
    with stored(db, create=False) as store:
        matches = list(_all_matches(store, player)) if store is not None else []
    if as_json:
        print(json.dumps([summary.to_json() for summary in matches], ensure_ascii=False, indent=2))
    elif not matches:
        print(_no_matches(player))
    else:
        print(history_table(matches))
    return 0


def _all_matches(store: Store, player: str | None) -> Iterator[MatchSummary]:
    offset = 0
    while page := store.history(player, limit=_PAGE, offset=offset):
        yield from page
        offset += len(page)


def history_table(matches: list[MatchSummary]) -> str:
    header = [
        _("Match"), _("Started"), _("Preset"), _("Kept"), _("Players"), _("Rounds"), _("Result")
    ]  # fmt: skip
    rows = [
        [
            str(summary.id),
            local_date_time(summary.created_at.astimezone()),
            preset_text(summary.preset_name),
            kept_words(summary.mode),
            " · ".join(
                f"{name} {total_words(total)}"
                for name, total in zip(summary.players, summary.totals, strict=True)
            ),
            str(summary.rounds),
            outcome(summary.finished, summary.winner),
        ]
        for summary in matches
    ]
    return render_table(header, rows, align="rllllrl")


def _no_matches(player: str | None) -> str:
    if player is None:
        return _("No matches stored yet.")
    return _("No stored matches with {player}.").format(player=player)
