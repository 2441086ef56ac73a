"""The table display's dialog: where the view is seen (its address as text and as a QR code)
while it runs, else whom it will reach. It answers ``WatchAnswer(start=True, lan=...)`` to
start the view, ``WatchAnswer(start=False)`` to stop it, or None to close; the app runs the
view (``tui/table_display.py``) and shows the dialog again with the outcome."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Label, RadioButton, RadioSet, Static

from scorekeeper.i18n import _
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.dialogs import Dialog
from scorekeeper.tui.shown import shown


@dataclass(frozen=True)
class WatchAnswer:
    start: bool  # start the view (else stop it)
    lan: bool = False  # for the local network, not this machine only
    renew: bool = False  # the running view under a new address (the old one stops working)


class WatchDialog(Dialog[WatchAnswer]):
    BINDINGS = screen_bindings("watch")

    def __init__(self, url: str | None, lan: bool = False, error: str = "") -> None:
        """``url``: the running view's address (None: it is not running); ``lan``: the reach
        chosen last; ``error``: why the view did not start."""
        super().__init__(classes="dialog")
        self.url, self.lan, self.error = url, lan, error

    def compose(self) -> ComposeResult:
        with Horizontal(classes="dialog-box", id="watch"):
            yield Static("", id="qr", markup=False)
            with Vertical(id="watch-text"):
                yield from self.compose_title(_("The match on phones and the TV"))
                with RadioSet(id="reach"):
                    yield RadioButton(_("This machine only"), id="local", value=not self.lan)
                    yield RadioButton(_("The local network (Wi-Fi)"), id="lan", value=self.lan)
                yield Label("", id="address", markup=False)
                yield Label("", id="warning", markup=False)
                yield from self.compose_error()
                with Horizontal(classes="dialog-buttons"):
                    yield Button(_("Start"), id="start", variant="primary", compact=True)
                    yield Button(_("Stop"), id="stop", variant="error", compact=True)
                    yield Button(_("New address"), id="renew", compact=True)
                    yield Button(_("Close"), id="cancel", compact=True)

    def on_mount(self) -> None:
        self._show()
        if self.error:
            self.show_error(self.error)
        self.query_one("#stop" if self.url else "#reach").focus()

    def respoken(self) -> None:
        self._show()  # the address, the QR code and the buttons as the view stands

    def _show(self) -> None:
        running = self.url is not None
        self.query_one("#reach").display = not running
        self.query_one("#start").display = not running
        self.query_one("#stop").display = running
        self.query_one("#renew").display = running
        qr = self.query_one("#qr", Static)
        qr.display = running
        if self.url is None:
            self.query_one("#address", Label).update(
                _("Start the view, then open its address in a browser.")
            )
            self._warn(self.query_one("#lan", RadioButton).value)
            return
        from scorekeeper.web.qr import qr_text

        qr.update(qr_text(self.url))
        self.query_one("#address", Label).update(shown(self.url))  # a host's name, from outside

    def _warn(self, lan: bool) -> None:
        from scorekeeper.web.network import LAN_WARNING

        self.query_one("#warning", Label).update(_(LAN_WARNING) if lan else "")

    @on(RadioSet.Changed)
    def _reach_changed(self, event: RadioSet.Changed) -> None:
        self._warn(event.pressed.id == "lan")

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        self.dismiss(WatchAnswer(start=True, lan=self.query_one("#lan", RadioButton).value))

    @on(Button.Pressed, "#stop")
    def action_stop(self) -> None:
        self.dismiss(WatchAnswer(start=False))

    @on(Button.Pressed, "#renew")
    def action_renew(self) -> None:
        """A new address for the running view: whoever had the old one is told it ended."""
        if self.url is not None:
            self.dismiss(WatchAnswer(start=True, renew=True))
