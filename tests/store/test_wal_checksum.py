"""The WAL's running checksum that ``store.committed`` recomputes for every frame at each start
(https://sqlite.org/fileformat2.html, 4.3: two words at a time, s0 += x0 + s1, s1 += x1 + s0,
modulo 2**32), worked out by hand here, in both byte orders a WAL may use."""

from __future__ import annotations

import struct

from scorekeeper.store.committed import _checksum


def test_the_sum_runs_two_words_at_a_time_in_the_logs_byte_order() -> None:
    # words 1, 2, 3, 4 from (0, 0): s0 = 0+1+0 = 1, s1 = 0+2+1 = 3; then s0 = 1+3+3 = 7,
    # s1 = 3+4+7 = 14
    assert _checksum(struct.pack(">4I", 1, 2, 3, 4), True, 0, 0) == (7, 14)
    assert _checksum(struct.pack("<4I", 1, 2, 3, 4), False, 0, 0) == (7, 14)
    # the same bytes read in the other order are other words: 1 big-endian is 2**24 little
    assert _checksum(struct.pack(">2I", 1, 0), False, 0, 0) == (1 << 24, 1 << 24)


def test_the_sum_goes_on_from_the_frame_before_and_wraps_at_32_bits() -> None:
    top = 0xFFFFFFFF
    # from (5, 7), words top, 1: s0 = 5+top+7 = top+12 -> 11, s1 = 7+1+11 = 19
    assert _checksum(struct.pack(">2I", top, 1), True, 5, 7) == (11, 19)
