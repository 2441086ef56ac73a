"""Start a match: 2-4 names in seating order, a preset explained in plain words, optional
target and rounds. Every field is checked as it is typed."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.widgets import Button, Footer, Input, Label, Select, Static

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import _, preset_text
from scorekeeper.model import Mode
from scorekeeper.model.bounds import MAX_ROUNDS, MAX_TARGET, limit_problem, parse_whole
from scorekeeper.model.players import MAX_PLAYERS, clean_name, name_problem
from scorekeeper.tui import drafts
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.requests import NewMatchRequest as NewMatchRequest  # its home before
from scorekeeper.tui.screens.spoken import SpokenScreen
from scorekeeper.tui.shown import option_label, shown, shown_message
from scorekeeper.tui.words.presets import explain_preset

DRAFT_KEY = "new-match"  # one form for the next match, whichever screen opens it


class NewMatchScreen(SpokenScreen[NewMatchRequest | drafts.Cancelled]):
    """Answers with the match asked for, or when cancelled with what was typed (``Cancelled``)
    for its opener to keep until a match starts; opened with that ``draft`` again."""

    BINDINGS = screen_bindings("new-match")
    RESPEAKS = True  # a change of language re-composes it, keeping what was typed

    def __init__(
        self,
        catalog: Catalog,
        preset_id: str | None = None,
        players: tuple[str, ...] = (),
        mode: str | None = None,
        draft: drafts.Draft | None = None,
    ) -> None:
        super().__init__(name="new-match", classes="new-match")
        self.catalog, self.draft = catalog, draft or {}
        # the last match's preset and players are offered: the same table plays again
        known = preset_id in catalog.presets
        self.preset_id = preset_id if known and preset_id else next(iter(catalog.presets))
        self.players = players[:MAX_PLAYERS]
        self.mode = Mode.TILES if mode == Mode.TILES.value else Mode.ONE_KEY  # the last one
        self._pristine: drafts.Draft = {}  # the form as it opened, before a draft filled it

    def compose(self) -> ComposeResult:
        yield Static(_("New match"), id="title", markup=False)
        with VerticalScroll(id="new-match-form"):
            yield Label(_("Players in seating order (2 to 4)"), classes="section", markup=False)
            with Grid(id="names"):
                for seat in range(MAX_PLAYERS):
                    hint = _("required") if seat < 2 else _("optional")
                    yield Label(f"{seat + 1}.", markup=False)
                    yield Input(
                        # the last match's names, from the settings file: shown escaped
                        shown(self.players[seat]) if seat < len(self.players) else "",
                        placeholder=_("Player {seat} ({hint})").format(seat=seat + 1, hint=hint),
                        id=f"name-{seat}",
                        max_length=40,
                        compact=True,
                    )
                    yield Label("", id=f"name-error-{seat}", classes="field-error", markup=False)
            yield Label(_("Preset"), classes="section", markup=False)
            options = [
                (option_label(preset_text(preset.name)), preset.id)
                for preset in self.catalog.presets.values()
            ]
            yield Select(
                options, value=self.preset_id, allow_blank=False, id="preset", compact=True
            )
            yield Static(id="explanation", markup=False)
            yield Label(_("How the match is kept"), classes="section", markup=False)
            modes = [
                (_("One key a fact: you say what each tile earned"), Mode.ONE_KEY.value),
                (_("Tile by tile: type each tile, the app checks and prices it"), Mode.TILES.value),
            ]
            yield Select(modes, value=self.mode.value, allow_blank=False, id="mode", compact=True)
            words = [  # the opponents' word (issue 26 item 4): as ``new --word``
                (_("A round end entered on a phone counts at once"), "at-once"),
                (_("A round end entered on a phone waits for another phone's word"), "word"),
            ]
            yield Select(words, value="at-once", allow_blank=False, id="word", compact=True)
            with Horizontal(id="limits"):
                yield Input(id="target", type="integer", compact=True)
                yield Input(id="rounds", type="integer", compact=True)
            yield Label("", id="form-error", classes="field-error", markup=False)
            with Horizontal(classes="dialog-buttons"):
                yield Button(_("Start (Ctrl+S)"), id="start", variant="primary", compact=True)
                yield Button(_("Back"), id="back", compact=True)
        yield Footer()

    def on_mount(self) -> None:
        # what was typed before Esc, until a match is started (the last players otherwise)
        self._pristine = drafts.typed(self)
        drafts.fill(self, self.draft)
        self._explain()
        self.query_one("#name-0", Input).focus()

    def respoken(self) -> None:
        """After a change of language (tui/respeak.py): every sentence said again."""
        self._check_names()
        self._explain()

    def _names(self) -> list[str]:
        return [
            clean_name(self.query_one(f"#name-{seat}", Input).value) for seat in range(MAX_PLAYERS)
        ]

    @on(Select.Changed, "#preset")
    @on(Input.Changed)
    def _changed(self) -> None:
        self.query_one("#form-error", Label).update("")  # it spoke of what was just changed
        self._check_names()
        self._explain()

    def _check_names(self) -> bool:
        names, ok = self._names(), True
        seen: list[str] = []
        for seat, name in enumerate(names):
            problem = name_problem(name, seen) if name else None
            # a problem quotes the name, which may have been pasted with anything in it
            self.query_one(f"#name-error-{seat}", Label).update(shown_message(problem or ""))
            ok = ok and problem is None
            seen.append(name)
        return ok

    def _explain(self) -> None:
        preset = self.catalog.get(str(self.query_one("#preset", Select).value))
        players = sum(1 for name in self._names() if name)
        self.query_one("#explanation", Static).update("\n".join(explain_preset(preset, players)))
        target_box, rounds_box = self.query_one("#target", Input), self.query_one("#rounds", Input)
        target_box.placeholder = _("target: {value}").format(value=preset.target or _("none"))
        rounds_box.placeholder = _("rounds: {value}").format(value=preset.rounds or _("no limit"))

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        if event.input.id and event.input.id.startswith("name-") and event.input.id != "name-3":
            self.focus_next()
        else:
            self.action_start()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        error = self.query_one("#form-error", Label)
        names = [name for name in self._names() if name]
        if not self._check_names():
            error.update(_("Fix the names marked above."))
            return
        if len(names) < 2:
            error.update(_("Enter at least two players."))
            return
        limits = []
        for field, highest in (("#target", MAX_TARGET), ("#rounds", MAX_ROUNDS)):
            text = self.query_one(field, Input).value.strip()
            value = parse_whole(text)
            if text and (value is None or limit_problem(value, highest)):
                error.update(
                    _("Target is 1 to {target}, rounds 1 to {rounds}, or blank.").format(
                        target=MAX_TARGET, rounds=MAX_ROUNDS
                    )
                )
                return
            limits.append(value)
        preset_id = str(self.query_one("#preset", Select).value)
        mode = Mode(str(self.query_one("#mode", Select).value))
        word = self.query_one("#word", Select).value == "word"
        self.dismiss(
            NewMatchRequest(tuple(names), preset_id, limits[0], limits[1], mode, word=word)
        )

    @on(Button.Pressed, "#back")
    def action_cancel(self) -> None:
        typed = drafts.typed(self)  # nothing typed: nothing to keep
        self.dismiss(drafts.Cancelled(typed if typed != self._pristine else {}))
