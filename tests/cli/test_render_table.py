"""The plain tables of the headless commands (history, stats, presets, score)."""

from __future__ import annotations

import pytest

from scorekeeper.commands import common
from scorekeeper.commands.common import display_width, render_table


def test_columns_line_up_by_terminal_cells() -> None:
    """A wide character takes two cells, a combining accent none; numbers align right."""
    table = render_table(["Player", "Wins"], [["Anna", "3"], ["李娜", "12"], ["Zoe\u0301", "0"]])
    assert table.splitlines() == [
        "Player  Wins",
        "Anna       3",
        "李娜      12",  # 4 cells of name, then 2 spaces of padding: as wide as "Player"
        "Zoe\u0301        0",
    ]


def test_display_width_of_ascii_and_of_the_rest() -> None:
    assert display_width("Anna 12") == 7
    assert display_width("李娜") == 4
    assert display_width("Zoe\u0301") == 3


def test_every_cell_is_measured_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 20 item 7: ``history`` measured each cell twice (for the widths, then the pads)."""
    measured: list[str] = []

    def counting(text: str) -> int:
        measured.append(text)
        return display_width(text)

    monkeypatch.setattr(common, "display_width", counting)
    header, rows = ["#", "Players", "Total"], [["1", "Anna, Boris", "+10"], ["2", "Vera", "0"]]
    render_table(header, rows)
    assert sorted(measured) == sorted([*header, *rows[0], *rows[1]])
