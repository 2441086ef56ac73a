"""The entry address's door: which requests may change a match, and the pace per client."""

from __future__ import annotations

import pytest

from scorekeeper.web.addresses import entry_key, kept_token, view_key
from scorekeeper.web.entry_guard import TOKEN_HEADER, Pace, refusal

TOKEN = "t" * 24
HOST = "192.168.1.20:8765"
GOOD = {TOKEN_HEADER: TOKEN, "origin": f"http://{HOST}", "sec-fetch-site": "same-origin"}


def test_a_post_from_the_page_with_the_entry_token_may_change_the_match() -> None:
    assert refusal("POST", GOOD, HOST, TOKEN) is None


@pytest.mark.parametrize(
    ("method", "change", "reason"),
    [
        ("GET", {}, "method"),
        ("PUT", {}, "method"),
        ("POST", {TOKEN_HEADER: ""}, "token"),
        ("POST", {TOKEN_HEADER: "v" * 24}, "token"),  # the view's token, say
        ("POST", {TOKEN_HEADER: TOKEN[:-1]}, "token"),
        ("POST", {"origin": "http://evil.example"}, "origin"),
        ("POST", {"sec-fetch-site": "cross-site"}, "origin"),
        ("POST", {"sec-fetch-site": "same-site"}, "origin"),
    ],
)
def test_anything_else_is_refused_with_its_reason(
    method: str, change: dict[str, str], reason: str
) -> None:
    headers = {**GOOD, **change}
    assert refusal(method, headers, HOST, TOKEN) == reason


def test_a_page_opened_from_a_qr_code_is_its_own_origin() -> None:
    opened = {**GOOD, "sec-fetch-site": "none"}  # typed or scanned: no other page sent it
    assert refusal("POST", opened, HOST, TOKEN) is None
    assert refusal("POST", {**opened, "origin": "http://evil.example"}, HOST, TOKEN) == "origin"


def test_a_request_with_neither_origin_nor_fetch_site_is_refused() -> None:
    assert refusal("POST", {TOKEN_HEADER: TOKEN}, HOST, TOKEN) == "origin"
    assert refusal("POST", {TOKEN_HEADER: TOKEN, "origin": f"http://{HOST}"}, HOST, TOKEN) is None


def test_the_pace_lets_a_burst_through_then_one_per_refill() -> None:
    now = [100.0]
    pace = Pace(burst=3, per_second=2, clock=lambda: now[0])
    assert [pace.allow("a") for _ in range(4)] == [True, True, True, False]
    assert pace.allow("b")  # another phone has its own bucket
    now[0] += 0.5  # half a second at 2 a second: one more tap
    assert pace.allow("a") and not pace.allow("a")


def test_entry_keys_differ_from_view_keys_and_keep_their_own_tokens(tmp_path: object) -> None:
    from pathlib import Path

    db = Path(str(tmp_path)) / "matches.db"
    assert entry_key(3) == "entry-match-3" and entry_key(club=1, table=4) == "entry-club-1-table-4"
    assert entry_key(3) != view_key(3)
    entry, view = kept_token(db, entry_key(3)), kept_token(db, view_key(3))
    assert entry != view and kept_token(db, entry_key(3)) == entry
    assert kept_token(db, entry_key(3), renew=True) != entry  # revoked: a new address
    assert kept_token(db, view_key(3)) == view  # the view's address is untouched
    with pytest.raises(ValueError, match="per table"):
        entry_key(club=1)
    with pytest.raises(ValueError, match="one match"):
        entry_key()
