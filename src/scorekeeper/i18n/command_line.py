"""Pick the language before the command line builds a single message.

``--lang`` is read ahead of the real parser because argparse's own help and errors, and every
command's output, are written in the language in force when they are made.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping, Sequence
from pathlib import Path

from scorekeeper.i18n import LANGUAGES, N_, _, activate, choose_language

OPTION = "--lang"

# argparse's own words (help headings, usage errors), from its source. argparse looks each up
# through the module-level ``_`` it imported from gettext, which is pointed at ours below.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("one of the arguments %s is required"),
    N_("not allowed with argument %s"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("can't open '%(filename)s': %(error)s"),
)


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

    early = _EarlyParser(add_help=False, allow_abbrev=False)  # `serve --lan` is not --lang
    early.add_argument(OPTION, dest="lang")
    try:
        known, rest = early.parse_known_args(list(argv))
    except LanguageError:
        known, rest = argparse.Namespace(lang=""), list(argv)
    remembered = Settings.load(settings or default_settings_path()).language
    environ = os.environ if environ is None else environ
    activate(choose_language(known.lang, remembered, environ))
    setattr(argparse, "_", _)  # noqa: B010 (argparse reads this global each time it speaks)
    if known.lang is not None and known.lang not in LANGUAGES:
        raise LanguageError(
            _("--lang: unknown language '{lang}' (choose one of: {known})").format(
                lang=known.lang, known=", ".join(LANGUAGES)
            )
        )
    return rest
