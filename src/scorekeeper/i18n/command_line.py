"""Pick the language before the command line builds a single message.

``--lang`` is read ahead of the real parser because argparse's own help and errors, and every
command's output, are written in the language in force when they are made.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from scorekeeper.i18n import LANGUAGES, _, activate, choose_language

OPTION = "--lang"


class LanguageError(ValueError):
    """``--lang`` names a language scorekeeper does not speak, or lacks its value."""


class _EarlyParser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise LanguageError(message)


def language_help() -> str:
    return _(
        "language: {languages} (default: the one chosen in the app, else $LANGUAGE, $LC_ALL, "
        "$LC_MESSAGES or $LANG, else English)"
    ).format(languages=", ".join(LANGUAGES))


def speak_from_command_line(
    argv: Sequence[str], environ: Mapping[str, str] | None = None, settings: Path | None = None
) -> list[str]:
    """Activate the language asked for; returns the arguments without ``--lang``.

    ``settings`` is the settings file holding the language chosen in the app (default: the
    user's). An unknown language is reported in the language that would otherwise be used.
    """
    from scorekeeper.settings import Settings, default_settings_path

    early = _EarlyParser(add_help=False)
    early.add_argument(OPTION, dest="lang")
    try:
        known, rest = early.parse_known_args(list(argv))
    except LanguageError:
        known, rest = argparse.Namespace(lang=""), list(argv)
    remembered = Settings.load(settings or default_settings_path()).language
    environ = os.environ if environ is None else environ
    activate(choose_language(known.lang, remembered, environ))
    if known.lang is not None and known.lang not in LANGUAGES:
        raise LanguageError(
            _("--lang: unknown language '{lang}' (choose one of: {known})").format(
                lang=known.lang, known=", ".join(LANGUAGES)
            )
        )
    return rest
