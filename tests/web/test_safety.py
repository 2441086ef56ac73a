"""Issue 14 item 2: every request needs the token, nothing but GET is served, every answer
carries the security headers, and hostile names and notes are shown as text, never run."""

from __future__ import annotations

import asyncio
import http.client
from pathlib import Path

import pytest
from playwright.async_api import Browser, expect

from scorekeeper.catalog import Catalog
from scorekeeper.model import Adjust, Lead, Match
from tests.web.conftest import Table, serve_match

HOSTILE = ("<script>pwn()</script>", '"onload="pwn()', "Vera\x1b[31m")  # each within 24 chars
NOTE = "<img src=x onerror=pwn()>"


def _ask(port: int, method: str, path: str) -> tuple[int, dict[str, str], str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request(method, path, body=b"x=1" if method != "GET" else None)
        answer = connection.getresponse()
        headers = {name.lower(): value for name, value in answer.getheaders()}
        return answer.status, headers, answer.read().decode()
    finally:
        connection.close()


async def ask(table: Table, path: str, method: str = "GET") -> tuple[int, dict[str, str], str]:
    """One plain HTTP request (no redirect followed), off the loop the server runs in."""
    return await asyncio.to_thread(_ask, table.address.port, method, path)


@pytest.mark.parametrize(
    ("path", "status"),
    [
        ("/", 404),
        ("/t/", 404),
        ("/favicon.ico", 404),
        ("/t/{token}", 307),  # to the page, for whoever has the token
        ("/t/not-the-token/", 403),
        ("/t/not-the-token/events", 403),
        ("/t/{token}x/", 403),
        ("/t/{token}/anything", 404),
    ],
)
async def test_a_path_without_the_right_token_is_refused(
    table: Table, path: str, status: int
) -> None:
    found, headers, body = await ask(table, path.format(token=table.address.token))
    assert found == status
    assert table.address.token not in body
    assert headers["x-content-type-options"] == "nosniff"
    assert headers["x-frame-options"] == "DENY"
    assert "default-src 'none'" in headers["content-security-policy"]


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH"])
@pytest.mark.parametrize("where", ["", "events"])
async def test_nothing_but_get_is_served(table: Table, method: str, where: str) -> None:
    found, _headers, _body = await ask(table, f"/t/{table.address.token}/{where}", method)
    assert found == 405
    assert table.session.match.log == []  # and nothing was recorded


async def test_the_page_allows_only_its_own_script_and_style(table: Table) -> None:
    found, headers, html = await ask(table, f"/t/{table.address.token}/")
    assert found == 200
    policy = headers["content-security-policy"]
    nonce = policy.split("script-src 'nonce-")[1].split("'")[0]
    assert f"style-src 'nonce-{nonce}'" in policy and "default-src 'none'" in policy
    assert html.count("<script") == 1 and f'<script nonce="{nonce}">' in html
    # no asset at all, from anywhere: the SVG's namespace is a name, not a fetch
    bare = html.replace('xmlns="http://www.w3.org/2000/svg"', "")
    bare = bare.replace(table.address.url, "")  # the page's own address, as text (issue 24)
    assert "http:" not in bare and "https:" not in bare
    assert " src=" not in bare and " href=" not in bare and "@import" not in bare
    _found, again, _html = await ask(table, f"/t/{table.address.token}/")
    assert nonce not in again["content-security-policy"]  # a fresh nonce each time


async def test_hostile_names_and_notes_are_text(
    browser: Browser, db: Path, catalog: Catalog
) -> None:
    # trusted: as a database written by another program could hold them (the app refuses ESC)
    match = Match(HOSTILE, catalog.get("six-matador-expert"), trusted=True)
    table = await serve_match(db, match)
    try:
        table.session.record(Lead(HOSTILE[0]))
        table.session.record(Adjust(HOSTILE[1], 3, NOTE))
        page = await browser.new_page()
        await page.add_init_script("window.pwned = 0; window.pwn = () => { window.pwned += 1; };")
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        await page.goto(table.address.url)
        await expect(page.locator(".seat0 .name")).to_have_text(HOSTILE[0])
        await expect(page.locator(".seat1 .name")).to_have_text(HOSTILE[1])
        await expect(page.locator(".seat2 .name")).to_have_text("Vera\\u001b[31m")  # ESC shown
        await expect(page.locator("#events li").last).to_contain_text(NOTE)
        table.session.record(Adjust(HOSTILE[2], -3, NOTE))  # and the same through the stream
        await expect(page.locator("#events li")).to_have_count(3)
        assert await page.locator("script").count() == 1  # ours only
        assert await page.locator("img").count() == 0
        assert await page.evaluate("window.pwned") == 0
        assert errors == []
    finally:
        await table.server.stop()
        table.store.close()
