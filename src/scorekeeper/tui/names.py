"""Short names for narrow places: a long name is cut, never a number beside it.

A match's names are shortened together, so that two players whose names begin alike stay
told apart (their seat numbers are added when the cut names would be the same).
"""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size


def short_name(name: str, width: int) -> str:
    """``name`` in at most ``width`` cells (at least one letter and an ellipsis)."""
    width = max(2, width)
    if cell_len(name) <= width:
        return name
    return set_cell_size(name, width - 1).rstrip() + "…"


def short_names(names: tuple[str, ...], width: int) -> tuple[str, ...]:
    """Each name in at most ``width`` cells, told apart from the others."""
    cut = tuple(short_name(name, width) for name in names)
    if len(set(cut)) == len(cut):
        return cut
    # two names cut alike: make room for the seat number, which the board also shows
    return tuple(
        shown if cut.count(shown) == 1 else short_name(name, width - 1) + str(seat + 1)
        for seat, (name, shown) in enumerate(zip(names, cut, strict=True))
    )
