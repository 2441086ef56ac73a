"""The tile board's footer: each key as the board's state has it, as functions of that state
(what is typed, the preset), so that every label can be tested on its own.

While the board asks, the answers lead the footer, each with what it earns; the digits are
halves, the seats' numbers after ``s``, or the half turned outward; pass carries its price. The
footer makes room by ``IDLE``'s or ``ASKING``'s ways, tried in order by the screen until it fits.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from dataclasses import replace

from textual.binding import Binding

from scorekeeper.entry.tile_entry import ACROSS, LEFT, LENGTHWISE, RIGHT, Question, TileEntry
from scorekeeper.entry.tile_words import answer_label, earns
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.model.facts import offered
from scorekeeper.tui.keys.keymap import action_for
from scorekeeper.tui.screens.spoken import spoken

# the keys that answer each question, by action name
ANSWERS: dict[str, tuple[Question, Hashable]] = {
    "left": (Question.END, LEFT),
    "right": (Question.END, RIGHT),
    "across": (Question.WAY, ACROSS),
    "lengthwise": (Question.WAY, LENGTHWISE),
}

# How the footer makes room, tried in order until it fits: (short labels?, keys left out).
# Short labels give an answer's or a pass's price alone; adjust is rare (the help and the
# palette list it); while the board asks, its answers matter: the other keys go first.
Squeeze = tuple[bool, tuple[str, ...]]
_OTHERS = ("adjust", "edit", "export", "finish", "round_end", "choose_seat", "pass", "draw")
IDLE: tuple[Squeeze, ...] = ((False, ()), (True, ()), (True, ("adjust",)))
ASKING: tuple[Squeeze, ...] = ((False, ()), (False, _OTHERS), (True, _OTHERS))


def say(
    binding: Binding,
    entry: TileEntry,
    match: Match,
    prices: Mapping[str, int],
    squeeze: Squeeze,
) -> Binding:
    """``binding`` as the footer shows it now, made room for by ``squeeze``; ``prices``: what
    each key's fact earns now (``BoardScreen.prices``)."""
    action = action_for(binding.id)
    said = spoken(binding)
    narrow, hidden = squeeze
    if action is None:
        return said
    if action.name in hidden:
        return replace(said, show=False)  # still a key: ? lists it
    label = label_now(action.name, entry, match, narrow)
    if label is None:
        return replace(said, show=False)
    if action.name == "digit(0)" and label == "":
        return replace(said, description="", show=True)
    if label and action.name == "digit(1)" and entry.choosing_seat:  # the seats' numbers
        seats = f"1-{len(match.players)}"
        return replace(said, description=label, show=True, key_display=seats)
    if label and action.name == "digit(0)" and entry.question is Question.OUTWARD:
        # the half 0 outward: its key is 0, not the halves' 0-6
        return replace(said, description=label, show=True, key_display="0")
    if label:
        return replace(said, description=label, show=True)
    points = prices.get(action.name)
    if points is not None or narrow:
        return replace(said, description=action.describe(points, narrow=narrow))
    return said


def label_now(name: str, entry: TileEntry, match: Match, narrow: bool = False) -> str | None:
    """A key's label now: None hides it, "" leaves the usual label; ``narrow``: an answer says
    only what it earns (in ``match`` as it stands)."""
    question, preset = entry.question, match.preset
    if name in ANSWERS or (name.startswith("digit(") and question is Question.OUTWARD):
        asked, value = ANSWERS.get(name) or (Question.OUTWARD, int(name[6:-1]))
        ways = entry.answers().get(value) if question is asked else None
        if not ways:
            return None
        return earns(ways, match) if narrow else answer_label(asked, value, ways, match)
    if name == "never_mind":  # a half typed says so itself: the footer stays as it is
        return "" if entry.question or entry.choosing_seat else None
    if name == "digit(0)":  # narrow: "0-6" alone, the line under the board says the rest
        return None if entry.choosing_seat else ("" if narrow else _("tile"))
    if not offered(name, preset):
        return None  # a key for what this game has not (a draw without a stock) is not shown
    if name == "digit(1)" and entry.choosing_seat:
        return _("player")
    return ""
