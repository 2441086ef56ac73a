"""The tile picker's own words (tile mode of the entry page), in the language being spoken.

The tiles' fits, ways, prices, questions and refusals come from the pad, already in the page's
language; these are the picker's frame: the open ends, a tile's name and what a tile button
says of itself, the pass's confirmation and the round end's hands.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.i18n import _, ngettext


def tile_words(counted: Callable[[Callable[[int], str]], dict[str, object]]) -> dict[str, object]:
    """``counted(phrase)``: a counted phrase as the page picks it (``entry_page.counted``)."""
    return {
        "ends": _("Open ends: {ends}"),
        "left": _("left {end}"),  # the tile board's words for an end
        "right": _("right {end}"),
        "lead_any": _("No tile on the line yet: any tile leads the round."),
        "double": _("double {half}"),
        "double_blank": _("double blank"),
        "fits_left": _("fits the left end: {price}"),
        "fits_right": _("fits the right end: {price}"),
        "fits_both": _("fits both ends: {price}"),
        "fits_lead": _("leads the round: {price}"),
        "on_line": _("on the line"),
        "way_about": _("{price}; that end then shows {leaves}"),
        "sure": _("Yes: {fact}"),
        "over_waits": _("The round is over: tap “{end}” and give each hand as tiles, or its pips."),
        "over_closed": _("The round is over. “{end}” tells its hands; the next tile leads."),
        "hands_hint": _("Tap a player, then in the grid the tiles left in their hand."),
        "hands_pips": _(
            "Tap a player, then in the grid the tiles left in their hand, or type their pips."
        ),
        "hand_of": counted(lambda n: ngettext("{name}: {count} tile", "{name}: {count} tiles", n)),
        "held_by": _("in the hand of {name}"),
        "pips_of": _("{name}: pips"),
        "pips_word": _("pips"),  # the box's placeholder: its visible label
    }
