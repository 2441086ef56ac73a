"""The table display's life in the app (docs/web.md): the web view started in the app's own
asyncio loop and stopped again at the watch dialog's answers, and stopped when the app ends.
The view keeps running when the dialog closes (the phones keep watching); ``w`` again shows
its address or stops it. It reads the store like ``scorekeeper serve``: the same code, the
same page. The web view's packages load only when it is started."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.app import App

from scorekeeper.i18n import _
from scorekeeper.store import DbTarget
from scorekeeper.tui.board.shared import BoardScreen

if TYPE_CHECKING:  # the dialog loads when it is first asked for, not at every start
    from scorekeeper.tui.board.entry_keeper import AppKeeper
    from scorekeeper.tui.screens.watch_dialog import WatchAnswer
    from scorekeeper.web.server import TableServer

PORT = 8765  # as scorekeeper serve; a port in use gives way to any free one


class TableDisplay:
    """At most one view; ``server`` while it runs, with its entry address, whose taps its
    ``keeper`` puts on the board that ``board`` finds (``tui/board/entry_keeper.py``)."""

    def __init__(self, board: Callable[[], BoardScreen | None] = lambda: None) -> None:
        self.server: TableServer | None = None
        self.keeper: AppKeeper | None = None
        self._board = board

    @property
    def url(self) -> str | None:
        server = self.server
        return server.address.url if server and server.running and server.address else None

    @property
    def entry_url(self) -> str | None:
        """The entry address (the phone that keeps the score), while the view runs."""
        server = self.server
        entry = server.entry if server is not None and server.running else None
        return entry.url if entry is not None else None

    def keep_here(self) -> None:
        """The board's "keep here", confirmed: no phone keeps the score any more."""
        if self.keeper is not None:
            self.keeper.take_back()

    def ask(self, app: App[None], db: DbTarget | None, match_id: int | None) -> None:
        """The dialog for ``match_id`` (None: the match the view picks), then what it said."""
        if db is None:
            app.notify(_("The table display needs the database."), markup=False)
            return
        self._show(app, db, match_id)

    def _show(
        self,
        app: App[None],
        db: DbTarget,
        match_id: int | None,
        lan: bool = False,
        error: str = "",
        entry_first: bool = False,
    ) -> None:
        from scorekeeper.tui.screens.watch_dialog import WatchDialog

        def answered(answer: WatchAnswer | None) -> None:
            if answer is not None:
                app.run_worker(self._act(app, db, match_id, answer), group="watch")

        dialog = WatchDialog(self.url, lan, error, self.entry_url, entry_first)
        app.push_screen(dialog, answered)

    async def _act(
        self, app: App[None], db: DbTarget, match_id: int | None, answer: WatchAnswer
    ) -> None:
        """Start or stop the view, then the dialog again: its address, or why it did not."""
        error = ""
        if answer.renew_entry and self.server is not None:
            self.server.new_entry_address()  # the old entry link stops working; the view's stays
            self.keep_here()  # and the phone that had it keeps the score no more
        elif answer.renew and self.server is not None:
            self.server.new_address()
        elif answer.start:
            error = await self.start(db, match_id, answer.lan, app)
        else:
            await self.stop()
        self._show(app, db, match_id, answer.lan, error, answer.renew_entry)

    async def start(
        self, db: DbTarget, match_id: int | None, lan: bool, app: App[None] | None = None
    ) -> str:
        """Serve the view (and, with ``app``, its entry address, kept by the app's board);
        returns why it could not start ("" once it runs)."""
        from scorekeeper.tui.board.entry_keeper import AppKeeper
        from scorekeeper.web.network import lan_address
        from scorekeeper.web.server import EVERYWHERE, LOOPBACK, TableServer, WebError

        keeper = AppKeeper(app, self._board) if app is not None else None
        server = TableServer(db, match_id, keeper=keeper)
        try:
            shown = lan_address() if lan else LOOPBACK
            host = EVERYWHERE if lan else LOOPBACK
            try:
                await server.start(host, PORT, shown)
            except WebError:  # the port is taken (another view, another program): any other
                await server.start(host, 0, shown)
        except WebError as error:
            return str(error)
        self.server, self.keeper = server, keeper
        return ""

    def follow(self, match_id: int) -> None:
        """The app's board is now ``match_id``'s: the running view shows it."""
        if self.server is not None:
            self.server.follow(match_id)

    async def stop(self) -> None:
        server, self.server = self.server, None
        if self.keeper is not None:
            self.keeper.take_back()  # no phone keeps the score of a view that stopped
            self.keeper = None
        if server is not None:
            await server.stop()
