"""The round-end dialog: who went out (or blocked), the pips left, and who leads next.

Pips may be typed as a number or as the tiles in hand (``6:5 3:3 0:1`` makes 18); typed tiles
are kept as the round end's ``hands``, so the set checks apply to them (RULES.md 5.3). Missing
or impossible entries are refused inline with the reason, by the same rules the match applies.
Keys: 1-4 say who went out, b says blocked, Enter moves on, Ctrl+S ends the round.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual import on
from textual.app import ComposeResult
from textual.containers import Grid, Vertical
from textual.widgets import Button, Input, Label, RadioButton, RadioSet, Select

from scorekeeper.i18n import _
from scorekeeper.model import Match, RoundEnd, RuleError, Tile, hand_pips, parse_hand
from scorekeeper.model.kinds import check
from scorekeeper.model.pricing import round_winner
from scorekeeper.model.rules import RoundCursor
from scorekeeper.model.tiles import SET_PIPS
from scorekeeper.tui import drafts
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.refusals import refusing
from scorekeeper.tui.screens.dialogs import Form
from scorekeeper.tui.shown import option_label, shown


@dataclass(frozen=True)
class RoundEndResult:
    end: RoundEnd
    leader: int  # the seat that leads the next round


def read_pips(text: str) -> int | None:
    """A pip count typed as ``18`` or as tiles ``6:5 3:3 0:1``; None when left blank."""
    text = text.strip()
    if not text:
        return None
    if text.lstrip("-").isdigit():
        return int(text)
    return hand_pips(text)


def read_hand(text: str) -> tuple[Tile, ...] | None:
    """The tiles typed, or None where the box holds a number or nothing."""
    text = text.strip()
    if not text or text.lstrip("-").isdigit():
        return None
    return tuple(parse_hand(text))


def pip_note(text: str) -> str:
    """What the box beside a hand says as it is typed: the sum of tiles, or why it is refused."""
    try:
        pips = read_pips(text)
    except RuleError as error:
        return error.message
    if pips is not None and not 0 <= pips <= SET_PIPS:
        return _("a hand holds 0 to 168 pips, not {pips}").format(pips=pips)
    shown = pips is not None and not text.strip().lstrip("-").isdigit()
    return f"= {pips}" if shown else ""


def draft_key(match: Match) -> str:
    """Where a round end's typing is kept through a cancel: this very round of this match (a
    correction from the edit screen keeps none)."""
    return f"round-end:{drafts.owner_key(match)}:{match.entry_count}"


class RoundEndScreen(Form[RoundEndResult]):
    BINDINGS = screen_bindings("round-end")

    def __init__(
        self,
        match: Match,
        current: int | None,
        editing: RoundEnd | None = None,
        outcome: int | None = None,
        closed: RoundEnd | None = None,
        draft: drafts.Draft | None = None,
    ) -> None:
        """``outcome``: chosen already where the board knows it (who went out, -1 blocked).
        ``closed``: the end a tiles round's last tile or block made itself; the dialog tells it
        in full (the hands, if counted, under every preset) and asks who leads next.
        ``draft``: what was typed for this very round before a cancel (``draft_key``)."""
        super().__init__(draft)
        self.match, self.outcome, self.closed = match, outcome, closed
        if closed is not None:
            self.outcome = -1 if closed.out is None else match.players.index(closed.out)
        self.current = (current or 0) % len(match.players)
        self.editing = editing  # a round end being corrected from the edit screen

    def compose(self) -> ComposeResult:
        players = self.match.players
        ended = self.match.round_in_progress or self.closed  # the round it ends is counted
        number = len(self.match.rounds) + (0 if ended else 1)
        title = _("Correct the round end") if self.editing else _("End of round {number}")
        with Vertical(classes="dialog-box", id="round-end"):
            yield from self.compose_title(title.format(number=number))
            with RadioSet(id="outcome"):
                for seat, name in enumerate(players):
                    label = _("{seat} {name} went out").format(seat=seat + 1, name=name)
                    yield RadioButton(option_label(label), id=f"out-{seat}")
                yield RadioButton(_("b Blocked: nobody can move"), id="blocked")
            yield from self._compose_pips()  # hands kept in every preset (RULES.md 5.3)
            if self.editing is None:
                yield Label(_("Who leads the next round?"), markup=False, id="leader-label")
                choices = [(option_label(name), seat) for seat, name in enumerate(players)]
                yield Select(
                    choices, allow_blank=False, id="leader", value=self.current, compact=True
                )
            yield from self.compose_error()
            yield from self.compose_buttons(_("Correct") if self.editing else _("End round"))

    def _compose_pips(self) -> ComposeResult:
        if self.match.preset.pip_scoring:
            said = _("Pips left in each hand (a number, or tiles like 6:5 3:3 0:1)")
        else:  # RULES.md 5.3: kept with the round end, scored only where pips score
            said = _("Hands left, if counted (6:5 3:3 0:1): kept, not scored")
        yield Label(said, markup=False, id="pips-label")
        with Grid(id="pips"):
            for seat, name in enumerate(self.match.players):
                yield Label(shown(name), markup=False, classes="pip-name")
                yield Input(id=f"pips-{seat}", placeholder="0", compact=True)
                yield Label("", id=f"sum-{seat}", markup=False, classes="pip-sum")

    def on_mount(self) -> None:
        for widget in self.query("#pips-label, #pips"):
            widget.display = self._hands_shown(False)
        if self.editing is not None:
            self._prefill(self.editing)
        outcome = self.restore_draft().get("outcome")
        if self.outcome is not None:
            self.action_choose(self.outcome)
        elif outcome is not None:
            self.action_choose(int(outcome))
        self.query_one(RadioSet).focus()

    def respoken(self) -> None:
        """The notes beside the pips boxes, in the new language."""
        for seat in range(len(self.match.players)):
            for box in self.query(f"#pips-{seat}").results(Input):
                self.query_one(f"#sum-{seat}", Label).update(pip_note(box.value))

    def draft_extra(self) -> drafts.Draft:
        out = self._outcome()
        if out is False:
            return {}
        return {"outcome": str(-1 if out is None else self.match.players.index(out))}

    def _prefill(self, end: RoundEnd) -> None:
        self.action_choose(-1 if end.out is None else self.match.players.index(end.out))
        for seat, name in enumerate(self.match.players):
            for box in self.query(f"#pips-{seat}").results(Input):
                box.value = _shown(end, name)

    def action_choose(self, seat: int) -> None:
        """Digits say who went out, b that the round was blocked."""
        button_id = "blocked" if seat < 0 else f"out-{seat}"
        for button in self.query(f"#{button_id}").results(RadioButton):
            button.value = True

    def _outcome(self) -> str | bool | None:
        """The name of who went out, None for blocked, False while nothing is chosen."""
        pressed = self.query_one(RadioSet).pressed_button
        if pressed is None or pressed.id is None:
            return False
        if pressed.id == "blocked":
            return None
        return self.match.players[int(pressed.id.removeprefix("out-"))]

    def _pip_boxes(self) -> list[Input]:
        return [box for box in self.query("#pips Input").results(Input) if not box.disabled]

    def _hands_shown(self, out: str | bool | None) -> bool:
        """Where pips do not score, the hands are offered at a block (or the end a tile made),
        kept with the round end, not scored; where they score, always."""
        return self.match.preset.pip_scoring or self.closed is not None or out is None

    @on(RadioSet.Changed)
    def _outcome_changed(self) -> None:
        out = self._outcome()
        for widget in self.query("#pips-label, #pips"):
            widget.display = self._hands_shown(out)
        for seat, name in enumerate(self.match.players):
            for box in self.query(f"#pips-{seat}").results(Input):
                box.disabled = name == out or not self._hands_shown(out)  # out: holds nothing
                if box.disabled:
                    box.value = ""
        self._suggest_leader()
        boxes = self._pip_boxes() if self.match.preset.pip_scoring else []
        (boxes[0] if boxes else self.query_one("#accept", Button)).focus()

    @on(Input.Changed)
    def _pips_changed(self, event: Input.Changed) -> None:
        if not (event.input.id or "").startswith("pips-"):
            return
        label = self.query_one(f"#sum-{(event.input.id or '').removeprefix('pips-')}", Label)
        label.update(pip_note(event.value))
        self._suggest_leader()

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        """Enter moves to the next empty hand; on the last one it ends the round."""
        empty = [b for b in self._pip_boxes() if not b.value.strip() and b is not event.input]
        if empty:
            empty[0].focus()
        else:
            self.action_accept()

    def _suggest_leader(self) -> None:
        """By default the round's winner leads the next round; the players may choose another."""
        try:
            end = self._end()
        except RuleError:
            return
        winner = round_winner(end, self.match.players) if end else None
        last = end is not None and self._ends_match(end)
        for widget in self.query("#leader, #leader-label"):
            widget.display = not last  # nobody leads a round that will not be played
        for leader in self.query("#leader").results(Select):
            if winner is not None:
                leader.value = self.match.players.index(winner)

    def _ends_match(self, end: RoundEnd) -> bool:
        """Whether recording ``end`` finishes the match (target or rounds limit reached): tried
        on the match and taken back at once, so the rules that decide it are the match's own."""
        try:
            self.match.record(end)
        except RuleError:
            return False
        finished = self.match.finished
        self.match.undo()
        return finished

    def _end(self) -> RoundEnd | None:
        out = self._outcome()
        if out is False:
            return None
        pips: dict[str, int] = {}
        hands: dict[str, tuple[Tile, ...]] = {}
        for seat, name in enumerate(self.match.players):
            for box in self.query(f"#pips-{seat}").results(Input):
                try:
                    value, hand = read_pips(box.value), read_hand(box.value)
                except RuleError as error:
                    raise RuleError(f"{name}: {error.message}") from None
                if value is not None and name != out:
                    pips[name] = value
                if hand is not None and name != out:
                    hands[name] = hand
        return RoundEnd(out if isinstance(out, str) else None, pips, hands)

    @on(Button.Pressed, "#accept")
    @refusing()
    def action_accept(self) -> None:
        end = self._end()
        if end is None:
            raise RuleError(_("Choose who went out (1–4), or b for blocked."))
        # a correction is checked where it stands when the edit replays the log, which names
        # any entry it makes impossible; a new round end is tried on the match now (the set's
        # checks, and in a tiles match the line, the counts and who went out) and taken back
        if self.editing:
            check(end, self.match.preset, self.match.players, RoundCursor())
        else:
            self.match.record(end)
            self.match.undo()
        leaders = list(self.query("#leader").results(Select))
        leader = int(str(leaders[0].value)) if leaders else self.current
        self.dismiss(RoundEndResult(end, leader))


def _shown(end: RoundEnd, name: str) -> str:
    """What a box shows when a round end is corrected: the tiles where they were typed."""
    if name in end.hands:
        return " ".join(str(tile) for tile in end.hands[name])
    return str(end.pips[name]) if name in end.pips else ""
