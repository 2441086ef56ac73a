"""Short names for narrow places: a long name is cut, never a number beside it.

A match's names are shortened together, so that two players whose names begin alike stay
told apart (their seat numbers are added when the cut names would be the same).
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size

from scorekeeper.i18n import N_, _, preset_text
from scorekeeper.wording import number


def short_name(name: str, width: int) -> str:
    """``name`` in at most ``width`` cells (at least one letter and an ellipsis)."""
    width = max(2, width)
    if cell_len(name) <= width:
        return name
    return set_cell_size(name, width - 1).rstrip() + "…"


def short_names(names: tuple[str, ...], width: int) -> tuple[str, ...]:
    """Each name in at most ``width`` cells, told apart from the others."""
    return short_names_each(names, (width,) * len(names))


# A built-in preset's label for a narrow column: the two Six Matador presets must differ there.
SHORT_PRESETS = {
    "Six Matador (beginner)": N_("6M beginner"),
    "Six Matador (expert)": N_("6M expert"),
    "Matador (classic)": N_("M classic"),
    "Matador (Polish, pips)": N_("M pips"),
}


def short_preset(name: str, width: int) -> str:
    """A preset's short label in the current language; a custom preset's own name, cut."""
    label = SHORT_PRESETS.get(name)
    return short_name(_(label) if label else preset_text(name), width)


def players_cell(names: tuple[str, ...], totals: tuple[int, ...], width: int) -> str:
    """Names with totals in ``width`` cells, the longest names cut first; where the names
    would drop under four cells, the names alone (the detail line has the totals)."""
    with_totals = fit_names(names, tuple(f" {number(t)}" for t in totals), " · ", width, 4)
    return with_totals or fit_names(names, ("",) * len(names), ", ", width, 2) or ""


def fit_names(
    names: tuple[str, ...], after: tuple[str, ...], between: str, width: int, least: int
) -> str | None:
    """``name + after`` joined by ``between`` in ``width`` cells, cutting the longest name a
    cell at a time (none below ``least``); ``None`` where that is not enough."""
    widths = [cell_len(name) for name in names]
    fixed = sum(map(cell_len, after)) + cell_len(between) * max(0, len(names) - 1)
    while fixed + sum(widths) > width:
        longest = max(range(len(widths)), key=widths.__getitem__)
        if widths[longest] <= least:
            return None
        widths[longest] -= 1
    shown = short_names_each(names, tuple(widths))
    return between.join(name + tail for name, tail in zip(shown, after, strict=True))


def short_names_each(names: tuple[str, ...], widths: tuple[int, ...]) -> tuple[str, ...]:
    """Like ``short_names``, with a width for each name. Two names cut alike get the seat
    number the board shows, so they stay told apart."""
    cut = tuple(short_name(name, w) for name, w in zip(names, widths, strict=True))
    return tuple(
        shown if cut.count(shown) == 1 else short_name(name, w - 1) + str(seat + 1)
        for seat, (name, shown, w) in enumerate(zip(names, cut, widths, strict=True))
    )
