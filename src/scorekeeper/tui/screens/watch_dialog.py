"""The table display's dialog: where the view is seen and where a phone keeps the score (the
entry address, issue 26), each as text and as a QR code, while it runs, else whom it will
reach. One QR code fits beside the text at 80x24, so it says in words which it is, and a key
(``s``) shows the other. It answers ``WatchAnswer(start=True, lan=...)`` to start the view,
``WatchAnswer(start=False)`` to stop it, ``renew``/``renew_entry`` for a new view or entry
address, or None to close; the app runs the view (``tui/table_display.py``) and shows the
dialog again with the outcome."""

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
    renew_entry: bool = False  # a new entry address (the old entry link stops; the view's stays)


class WatchDialog(Dialog[WatchAnswer]):
    BINDINGS = screen_bindings("watch")

    def __init__(
        self,
        url: str | None,
        lan: bool = False,
        error: str = "",
        entry: str | None = None,
        entry_first: bool = False,
    ) -> None:
        """``url``: the running view's address (None: it is not running); ``lan``: the reach
        chosen last; ``error``: why the view did not start; ``entry``: the entry address of
        the running view; ``entry_first``: its QR code shown first (a new one was made)."""
        super().__init__(classes="dialog")
        self.url, self.lan, self.error, self.entry = url, lan, error, entry
        self.showing_entry = entry_first and entry is not None

    def compose(self) -> ComposeResult:
        with Horizontal(classes="dialog-box", id="watch"):
            with Vertical(id="qr-side"):
                yield Label("", id="qr-caption", markup=False)
                yield Static("", id="qr", markup=False)
            with Vertical(id="watch-text"):
                yield from self.compose_title(_("The match on phones and the TV"))
                with RadioSet(id="reach"):
                    yield RadioButton(_("This machine only"), id="local", value=not self.lan)
                    yield RadioButton(_("The local network (Wi-Fi)"), id="lan", value=self.lan)
                yield Label("", id="address-caption", markup=False)
                yield Label("", id="address", markup=False)
                yield Label("", id="entry-caption", markup=False)
                yield Label("", id="entry-address", markup=False)
                yield Label("", id="warning", markup=False)
                yield from self.compose_error()
                with Horizontal(classes="dialog-buttons"):
                    yield Button(_("Start"), id="start", variant="primary", compact=True)
                    yield Button(_("Stop"), id="stop", variant="error", compact=True)
                    yield Button(_("Close"), id="cancel", compact=True)
                with Horizontal(classes="dialog-buttons more", id="renew-buttons"):
                    yield Button(_("New address"), id="renew", compact=True)
                    yield Button(_("New entry address"), id="renew-entry", compact=True)
                with Horizontal(classes="dialog-buttons more", id="switch-buttons"):
                    yield Button("", id="switch", compact=True)

    def on_mount(self) -> None:
        self._show()
        if self.error:
            self.show_error(self.error)
        self.query_one("#stop" if self.url else "#reach").focus()

    def respoken(self) -> None:
        self._show()  # the address, the QR code and the buttons as the view stands

    def _show(self) -> None:
        running, entry = self.url is not None, self.entry is not None and self.url is not None
        self.query_one("#reach").display = not running
        self.query_one("#start").display = not running
        self.query_one("#stop").display = running
        self.query_one("#renew-buttons").display = running
        self.query_one("#qr-side").display = running
        self.query_one("#address-caption").display = running
        self.query_one("#entry-caption").display = entry
        self.query_one("#entry-address").display = entry
        self.query_one("#renew-entry").display = entry
        self.query_one("#switch-buttons").display = entry
        if self.url is None:
            self.query_one("#address", Label).update(
                _("Start the view, then open its address in a browser.")
            )
            self._warn(self.query_one("#lan", RadioButton).value)
            return
        self.query_one("#address-caption", Label).update(_("Watch (read-only):"))
        self.query_one("#address", Label).update(shown(self.url))  # a host's name, from outside
        if self.entry is not None:
            self.query_one("#entry-caption", Label).update(_("Keep the score (the entry):"))
            self.query_one("#entry-address", Label).update(shown(self.entry))
        self._show_qr()

    def _show_qr(self) -> None:
        """The QR code of the address chosen, and in words which one it is."""
        from scorekeeper.web.qr import qr_text

        entry = self.showing_entry and self.entry is not None
        address = self.entry if entry and self.entry is not None else self.url or ""
        caption = _("QR code: keep the score") if entry else _("QR code: watch (read-only)")
        self.query_one("#qr-caption", Label).update(caption)
        self.query_one("#qr", Static).update(qr_text(address))
        other = _("Show the view's QR code") if entry else _("Show the entry's QR code")
        self.query_one("#switch", Button).label = other

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

    @on(Button.Pressed, "#renew-entry")
    def action_renew_entry(self) -> None:
        """A new entry address: the old entry link stops working at once (a phone that had
        it no longer keeps the score); the view's address is untouched."""
        if self.url is not None and self.entry is not None:
            self.dismiss(WatchAnswer(start=True, renew_entry=True))

    @on(Button.Pressed, "#switch")
    def action_switch(self) -> None:
        """The other address's QR code (both do not fit beside the text at 80x24)."""
        if self.url is not None and self.entry is not None:
            self.showing_entry = not self.showing_entry
            self._show_qr()
