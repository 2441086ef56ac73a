"""Ratings still being caught up, for the tests of the note that says so (issue 23 item 2).

A finished match waits in ``rating_queue`` until an app's settle rates it, after the write
that finished it. ``nothing_rates`` makes every settle of this process rate nothing while
inside, as an app killed between its write and its settle leaves its queue (on a server,
tests/pg/test_ratings_order.py also holds the ratings' key, as a long catch-up elsewhere
does); the queue rows stay for the next settle, which rates them once the block is left.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from scorekeeper.store import rating_queue


@contextmanager
def nothing_rates(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    with monkeypatch.context() as patch:
        patch.setattr(rating_queue, "settle_in", lambda conn: False)  # read nothing, rate none
        yield


# The words the club screen says, in each language (club_words.ratings_note), by the count
CATCHING_UP = {
    "en": {
        1: "ratings still being caught up (1 match)",
        2: "ratings still being caught up (2 matches)",
    },
    "ru": {
        1: "рейтинги ещё пересчитываются (1 партия)",
        2: "рейтинги ещё пересчитываются (2 партии)",
    },
    "pl": {
        1: "rankingi wciąż się przeliczają (1 partia)",
        2: "rankingi wciąż się przeliczają (2 partie)",
    },
}
