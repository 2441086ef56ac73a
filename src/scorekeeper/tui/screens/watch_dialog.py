"""The table display from inside the app: start the web view in the app's own asyncio loop, show
its address as text and as a QR code, stop it. The server keeps running when the dialog closes
(the phones keep watching); ``w`` again shows the address or stops it, and leaving the app
stops it. It reads the store like ``scorekeeper serve``: the same code, the same page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.app import App, ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, RadioButton, RadioSet, Static

from scorekeeper.i18n import _
from scorekeeper.store import DbTarget
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.screens.dialogs import Dialog

if TYPE_CHECKING:
    from scorekeeper.store import Store
    from scorekeeper.web.server import TableServer

PORT = 8765  # as scorekeeper serve; a port in use gives way to any free one


def open_watch(app: App[None], store: Store | None, server: TableServer | None) -> None:
    """The dialog for the match on the board (or, from elsewhere, the one the view picks)."""
    if store is None:
        app.notify(_("The table display needs the database."), markup=False)
        return
    boards = [screen for screen in app.screen_stack if isinstance(screen, BoardScreen)]
    match_id = boards[-1].match_id if boards else None
    app.push_screen(WatchDialog(store.target, match_id, server))


class WatchDialog(Dialog[None]):
    def __init__(self, db: DbTarget, match_id: int | None, server: TableServer | None) -> None:
        super().__init__(classes="dialog")
        self.db, self.match_id, self.server = db, match_id, server

    def compose(self) -> ComposeResult:
        with Horizontal(classes="dialog-box", id="watch"):
            yield Static("", id="qr", markup=False)
            with Vertical(id="watch-text"):
                yield from self.compose_title(_("The match on phones and the TV"))
                with RadioSet(id="reach"):
                    yield RadioButton(_("This machine only"), id="local", value=True)
                    yield RadioButton(_("The local network (Wi-Fi)"), id="lan")
                yield Label("", id="address", markup=False)
                yield Label("", id="warning", markup=False)
                yield from self.compose_error()
                with Horizontal(classes="dialog-buttons"):
                    yield Button(_("Start"), id="start", variant="primary", compact=True)
                    yield Button(_("Stop"), id="stop", variant="error", compact=True)
                    yield Button(_("Close"), id="cancel", compact=True)

    def on_mount(self) -> None:
        self._show()
        self.query_one("#stop" if self._serving() else "#reach").focus()

    def respoken(self) -> None:
        self._show()  # the address, the QR code and the buttons as the server stands

    def _serving(self) -> bool:
        return self.server is not None and self.server.running

    def _show(self) -> None:
        running = self._serving()
        self.query_one("#reach").display = not running
        self.query_one("#start").display = not running
        self.query_one("#stop").display = running
        address = self.server.address if running and self.server else None
        qr = self.query_one("#qr", Static)
        qr.display = address is not None
        if address is None:
            self.query_one("#address", Label).update(
                _("Start the view, then open its address in a browser.")
            )
            self._warn(self.query_one("#lan", RadioButton).value)
            return
        from scorekeeper.web.qr import qr_text

        qr.update(qr_text(address.url))
        self.query_one("#address", Label).update(address.url)

    def _warn(self, lan: bool) -> None:
        from scorekeeper.web.network import LAN_WARNING

        self.query_one("#warning", Label).update(_(LAN_WARNING) if lan else "")

    @on(RadioSet.Changed)
    def _reach_changed(self, event: RadioSet.Changed) -> None:
        self._warn(event.pressed.id == "lan")

    @on(Button.Pressed, "#start")
    async def action_start(self) -> None:
        from scorekeeper.web.network import lan_address
        from scorekeeper.web.server import EVERYWHERE, LOOPBACK, TableServer, WebError

        lan = self.query_one("#lan", RadioButton).value
        self.server = TableServer(self.db, self.match_id)
        try:
            shown = lan_address() if lan else LOOPBACK
            host = EVERYWHERE if lan else LOOPBACK
            try:
                await self.server.start(host, PORT, shown)
            except WebError:  # the port is taken (another view, another program): any other
                await self.server.start(host, 0, shown)
        except WebError as error:
            self.server = None
            self.show_error(str(error))
            return
        self.app.table_display = self.server  # type: ignore[attr-defined]  # kept running
        self._show()
        self.query_one("#stop").focus()

    @on(Button.Pressed, "#stop")
    async def action_stop(self) -> None:
        if self.server is not None:
            await self.server.stop()
        self.server = None
        self.app.table_display = None  # type: ignore[attr-defined]
        self._show()
        self.query_one("#reach").focus()
