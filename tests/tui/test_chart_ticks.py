"""The app's progression chart marks whole points, with 0 among the marks (issue 12 item 6)."""

from __future__ import annotations

import itertools

import pytest

from scorekeeper.tui.widgets.progress_chart import whole_ticks


@pytest.mark.parametrize(("low", "high"), [(0, 0), (0, 3), (-7, 23), (0, 130), (-40, -5)])
def test_marks_are_whole_cover_the_scores_and_hold_zero(low: int, high: int) -> None:
    ticks = whole_ticks(low, high)
    assert all(isinstance(tick, int) for tick in ticks)
    assert 0 in ticks  # the zero line sits on a mark
    assert ticks[0] <= low and ticks[-1] >= high
    assert len(set(b - a for a, b in itertools.pairwise(ticks))) == 1  # even steps


def test_a_small_range_steps_by_one() -> None:
    assert whole_ticks(0, 3) == [0, 1, 2, 3]  # 3 points over 5 marks: a step of 1, not 0.6
