"""While the database cannot be reached: the board says so, keeps playing, and retries.

The session keeps every change made meanwhile (``MatchSession.unsaved``); this part of the
board tells the table (the message line, and a notice the first time), tries to write them
every few seconds, and says when they are in the database again. Only a server can be out of
reach (``StoreUnavailable``); a SQLite file never gets here.

Each try is the backend's ``save_kept``, awaited in a worker of the board's (one at a time):
a far server's connect timeout is waited off the app's thread, and the keys typed meanwhile
are taken (kept too, written by the next try).
"""

from __future__ import annotations

import datetime
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import platformdirs
from textual.screen import Screen
from textual.timer import Timer
from textual.worker import Worker

from scorekeeper import APP_NAME
from scorekeeper.i18n import N_, _, ngettext
from scorekeeper.session import MatchSession
from scorekeeper.tui.refusals import REFUSALS, HearsRefusals, show_refusal

RETRY_SECONDS = 2.0  # a restarted server is back within seconds; a try costs one round trip
NOT_SAVED = N_("Not saved")


Save = Callable[[MatchSession], Awaitable[bool]]  # ``Backend.save_kept``


class UnsavedChanges:
    def __init__(
        self,
        screen: Screen[Any],
        session: MatchSession,
        say: Callable[[str, bool], None],
        save: Save,
    ) -> None:
        self._screen, self._session, self._say, self._save = screen, session, say, save
        self._retrying: Timer | None = None
        self._saving: Worker[bool] | None = None  # the try under way, if any
        self._stopped = False

    @property
    def retrying(self) -> bool:
        return self._retrying is not None

    def check(self) -> None:
        """After every change: where it was kept unsaved, say so and start retrying."""
        session = self._session
        if session.unsaved is None:
            return
        self._say(waiting_words(session), True)
        if self._retrying is None:
            self._screen.notify(
                str(session.unsaved), title=_(NOT_SAVED), severity="error", timeout=15, markup=False
            )
            self._retrying = self._screen.set_interval(RETRY_SECONDS, self.retry)

    def stop(self) -> None:
        """No more tries (the board's session was replaced); a try under way is dropped."""
        self._stopped = True
        if self._retrying is not None:
            self._retrying.stop()
            self._retrying = None
        if self._saving is not None:
            self._saving.cancel()

    def retry(self) -> Worker[bool]:
        """One try, in a worker (the one under way, if a try is: one write at a time); its
        result is True when nothing waits any more."""
        if self._saving is None or self._saving.is_finished:
            self._saving = self._screen.run_worker(self._try(), name="unsaved", group="unsaved")
        return self._saving

    async def _try(self) -> bool:
        session = self._session
        count = session.unsaved_changes
        try:
            saved = await self._save(session)
        except REFUSALS as error:  # the match taken over elsewhere meanwhile: kept, and said
            if not self._stopped:
                show_refusal(self._screen, error)
                if isinstance(self._screen, HearsRefusals):
                    self._screen.refused(error)
            return False
        if self._stopped:  # another session is on the board now
            return saved
        if not saved:
            self._say(waiting_words(session), True)
            return False
        if self._retrying is not None:
            self._retrying.stop()
            self._retrying = None
        self._say(
            ngettext(
                "Saved: the {n} waiting change is in the database now.",
                "Saved: the {n} waiting changes are in the database now.",
                count,
            ).format(n=count),
            False,
        )
        return True


def waiting_words(session: MatchSession) -> str:
    count = session.unsaved_changes
    return ngettext(
        "Not saved: {n} change waits here until the database answers",
        "Not saved: {n} changes wait here until the database answers",
        count,
    ).format(n=count)


def rescue_file(session: MatchSession, match_id: int | None) -> Path | None:
    """The match as a match file in the data folder, for quitting while changes wait: what
    the database never got is not lost (``scorekeeper import`` adds it later). None where
    even that cannot be written (the reason is then in the question the board asks)."""
    from scorekeeper.export import ExportInfo, export_text
    from scorekeeper.export.writing import write_export

    folder = Path(platformdirs.user_data_dir(APP_NAME))
    stamp = datetime.datetime.now(datetime.UTC).strftime("%Y%m%dT%H%M%SZ")
    path = folder / f"unsaved-match-{match_id or 'new'}-{stamp}.json"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        write_export(path, export_text(session.match, ExportInfo(match_id=match_id), "json"))
    except (OSError, ValueError):
        return None
    return path


def quit_words(session: MatchSession, kept_in: Path | None) -> str:
    waiting = waiting_words(session)
    if kept_in is None:
        return _("{waiting}. Quit anyway? They are lost.").format(waiting=waiting)
    return _(
        "{waiting}. The match is kept in {path} too: `scorekeeper import` it once the database"
        " answers. Quit?"
    ).format(waiting=waiting, path=kept_in)
