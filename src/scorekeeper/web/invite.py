"""The page's invitation to the phones: the QR code of its own address (the address given out,
with its token), so that the TV across the room invites everyone who can see it."""

from __future__ import annotations

import functools

from scorekeeper.i18n import _
from scorekeeper.web.qr import qr_svg
from scorekeeper.web.text import text


@functools.lru_cache(maxsize=16)
def _code(url: str) -> str:
    return qr_svg(url)


def invite(url: str) -> str:
    """The QR code and the address under it ("" with no address to give)."""
    if not url:
        return ""
    words = text(_("Follow the game on your phone: scan this code"))
    return (
        f'<aside id="invite" class="invite" aria-label="{words}">{_code(url)}'
        f'<p>{words}</p><p class="url">{text(url)}</p></aside>'
    )
