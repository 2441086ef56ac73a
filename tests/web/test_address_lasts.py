"""Issue 24 item 2: an address that lasts. The token is kept per database and view across
restarts (beside a SQLite file, readable by its user only; in the config folder for a server),
renewed only on request (``serve --new-address``, the dialog's key), and a page whose address
stopped working says so in a big banner with the time of its last update."""

from __future__ import annotations

import asyncio
import stat
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador
from scorekeeper.web.addresses import kept_token, places, view_key
from tests.pg.server import PgServer
from tests.web.conftest import Table
from tests.web.test_in_app import app_on
from tests.web.test_serve_command import ADDRESS, ENTRY, free_port, start


def first_line(child: subprocess.Popen[str]) -> str:
    assert child.stdout is not None
    line = child.stdout.readline().rstrip("\n")
    assert ADDRESS.match(line), line
    return line


def stop(child: subprocess.Popen[str]) -> None:
    child.terminate()
    child.wait(timeout=15)


def status(url: str) -> int:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return int(answer.status)
    except urllib.error.HTTPError as error:
        return error.code


def test_serve_keeps_its_address_until_asked_for_a_new_one(
    serve: list[subprocess.Popen[str]], stored: Path
) -> None:
    port = free_port()
    child = start(serve, stored, "--port", str(port))
    first = first_line(child)
    stop(child)
    again = start(serve, stored, "--port", str(port))
    assert first_line(again) == first  # restarted: every open page reconnects
    stop(again)
    renewed = start(serve, stored, "--port", str(port), "--new-address")
    new = first_line(renewed)
    assert new != first
    assert status(new) == 200 and status(first) == 403
    stop(renewed)
    kept = start(serve, stored, "--port", str(port))
    assert first_line(kept) == new  # the new one is kept from now on
    beside = stored.with_name(stored.name + ".views.json")
    assert beside.exists() and stat.S_IMODE(beside.stat().st_mode) == 0o600


def lines_of(child: subprocess.Popen[str]) -> tuple[str, str]:
    """The view's address (the first line) and the entry's (the second)."""
    view = first_line(child)
    assert child.stdout is not None
    entry = ENTRY.match(child.stdout.readline().rstrip("\n"))
    assert entry is not None
    return view, entry.group(1)


def test_the_entry_address_is_renewed_apart_from_the_view(
    serve: list[subprocess.Popen[str]], stored: Path
) -> None:
    """Issue 26 item 5: tokens can be revoked. ``--new-entry-address`` gives the entry a new
    token (a phone on the old one can no longer keep the score) and leaves the view's, and
    ``--new-address`` the other way round."""
    port = free_port()
    child = start(serve, stored, "--port", str(port))
    view, entry = lines_of(child)
    stop(child)
    again = start(serve, stored, "--port", str(port))
    assert lines_of(again) == (view, entry)  # kept across a restart: the phones reconnect
    stop(again)
    renewed = start(serve, stored, "--port", str(port), "--new-entry-address")
    same_view, new_entry = lines_of(renewed)
    assert same_view == view and new_entry != entry
    assert status(new_entry) == 200 and status(entry) == 403
    assert status(entry + "pad") == 403  # the old phone's page can read nothing either
    stop(renewed)
    view_renewed = start(serve, stored, "--port", str(port), "--new-address")
    new_view, kept_entry = lines_of(view_renewed)
    assert new_view != view and kept_entry == new_entry  # the new entry is kept from now on


def test_each_view_has_its_own_token(tmp_path: Path) -> None:
    db = tmp_path / "matches.db"
    follow, pinned, club = (kept_token(db, view) for view in ("follow", "match-3", "club-1"))
    assert len({follow, pinned, club}) == 3
    assert kept_token(db, view_key()) == follow and kept_token(db, view_key(3)) == pinned
    assert kept_token(db, view_key(club=1)) == club
    assert kept_token(db, "follow", renew=True) != follow
    assert kept_token(db, "match-3") == pinned  # renewing one view leaves the others


def test_a_server_database_keeps_its_token_in_the_config_folder(
    pg_server: PgServer, _isolated_config: Path
) -> None:
    one, two = pg_server.fresh_url(), pg_server.fresh_url()
    assert kept_token(one, "follow") == kept_token(one, "follow")
    assert kept_token(one, "follow") != kept_token(two, "follow")
    (place,) = places(one)
    assert place.is_relative_to(_isolated_config) and "password" not in place.read_text()


async def test_a_page_whose_address_was_renewed_says_so(browser: Browser, table: Table) -> None:
    page = await browser.new_page()
    await page.goto(table.address.url)
    notice = page.locator("#notice")
    await expect(notice).to_be_hidden()
    table.session.record(Lead("Anna"))
    await expect(page.locator(".card.turn .name")).to_have_text("Boris")
    shown_at = await page.evaluate("new Date().toLocaleTimeString('en')")
    new = table.server.new_address()
    assert new.token != table.address.token
    await expect(page.locator("body.gone")).to_have_count(1, timeout=10_000)
    await expect(notice).to_be_visible()
    await expect(notice).to_contain_text("This address no longer works")
    await expect(page.locator("#invite")).to_be_hidden()  # the dead address's QR code goes
    at = await page.locator("#notice time").inner_text()
    assert at[:4] == shown_at[:4], (at, shown_at)  # the time of the last update, to the minute
    banner = await notice.bounding_box()
    assert banner is not None and banner["height"] >= 60  # big: read from across the room
    table.session.record(Matador("Boris"))  # the gone page does not pretend to follow
    await page.wait_for_timeout(500)
    await expect(page.locator(".seat1 .total")).to_have_text("0")


async def test_the_dialog_gives_a_new_address_with_n(
    db: Path, catalog: Catalog, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from textual.widgets import Label

    monkeypatch.setattr("scorekeeper.tui.table_display.PORT", 0)  # not 8765: in parallel
    app = app_on(db, catalog, tmp_path)
    async with app.run_test(size=(100, 34)) as pilot:
        await pilot.press("w")
        await pilot.click("#start")
        await pilot.pause()
        server = app.table_display
        assert server is not None and server.address is not None
        old = server.address.url
        await pilot.press("n")
        await pilot.pause()
        await pilot.pause()
        assert server.address is not None and server.address.url != old
        assert str(app.screen.query_one("#address", Label).render()) == server.address.url
        new = server.address.url
        assert await asyncio.to_thread(status, new) == 200
        assert await asyncio.to_thread(status, old) == 403
        token, view = server.address.token, server.view
    assert app.store is not None
    app.store.close()
    assert kept_token(db, view) == token  # the next start of this board's view keeps it
