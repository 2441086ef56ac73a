"""A driver that keeps what Textual would send to a terminal, for the tests that look at the
terminal's byte stream (issue 21 item 1)."""

from __future__ import annotations

from typing import ClassVar

from textual.app import App
from textual.drivers.headless_driver import HeadlessDriver


class RecordingDriver(HeadlessDriver):
    """The headless driver, but the app renders for it as for a terminal (``is_headless``
    False: Textual's headless mode draws nothing) and every write is kept."""

    written: ClassVar[list[str]] = []

    @property
    def is_headless(self) -> bool:
        return False

    def write(self, data: str) -> None:
        RecordingDriver.written.append(data)


def recording(app: App[None]) -> list[str]:
    """``app`` made to run on the recording driver (``run_test(headless=False)``); returns
    the list its writes go to, empty now."""
    app.driver_class = RecordingDriver
    RecordingDriver.written.clear()
    return RecordingDriver.written
