"""The entry address's touch page (``GET /e/<token>/``). A placeholder: the page's own helper
replaces this module with the real page, keeping ``entry_page``'s signature."""

from __future__ import annotations

from scorekeeper.i18n import _
from scorekeeper.web.text import text


def entry_page(token: str, language: str, nonce: str) -> str:
    """The whole page for the entry ``token``; ``nonce``: the one its inline parts carry."""
    title = text(_("Keep the score"))
    return (
        f'<!doctype html><html lang="{text(language)}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title></head>"
        f"<body><h1>{title}</h1><p>{text(_('loading…'))}</p></body></html>"
    )
