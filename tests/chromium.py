"""Debian's Chromium driven by Playwright, one browser per worker: the table display's tests
(tests/web) and the export's screenshots (tests/export) open their pages in it. No browser is
downloaded: Playwright launches ``/usr/bin/chromium`` (CI's .ci/run installs it) with flags that
keep it off the network."""

from __future__ import annotations

import inspect
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from playwright.async_api import Browser, async_playwright

CHROMIUM = "/usr/bin/chromium"
# without these Chromium waits on connections it cannot make here (and makes none anywhere)
CHROMIUM_FLAGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]  # fmt: skip


@pytest_asyncio.fixture(scope="session", loop_scope="session")
async def browser() -> AsyncIterator[Browser]:
    """One Chromium per worker, for every test (each opens its own pages or contexts): a
    launch costs about a second of CPU, a page a small part of it."""
    assert shutil.which("chromium"), "Chromium is needed: apt-get install -y chromium (.ci/run)"
    async with async_playwright() as playwright:
        launched = await playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_FLAGS)
        yield launched
        await launched.close()


def in_the_browsers_loop(items: list[pytest.Item], here: Path) -> None:
    """Every async test under ``here`` runs in the session's loop, where the one browser lives."""
    for item in items:
        function = getattr(item, "obj", None)
        if item.path.is_relative_to(here) and inspect.iscoroutinefunction(function):
            item.own_markers[:] = [mark for mark in item.own_markers if mark.name != "asyncio"]
            item.add_marker(pytest.mark.asyncio(loop_scope="session"))
