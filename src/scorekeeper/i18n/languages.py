"""Which language to speak: the command line's choice, else the one remembered from the app, else
the environment's, else English.

The environment is read the way GNU gettext reads it: the first of ``LANGUAGE``, ``LC_ALL``,
``LC_MESSAGES`` and ``LANG`` that is set and not empty decides; it may list several languages
(``LANGUAGE=pl:en``) and the first one scorekeeper speaks is taken. A variable naming only other
languages (``de_DE.UTF-8``, ``C``) means English, as it would for any gettext program.
"""

from __future__ import annotations

from collections.abc import Mapping

ENGLISH = "en"
# Each language by its own name, so that anyone can find theirs whatever is on the screen.
LANGUAGE_NAMES = {"en": "English", "ru": "Русский", "pl": "Polski"}
LANGUAGES = tuple(LANGUAGE_NAMES)
ENVIRONMENT_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


def language_code(locale_name: str) -> str:
    """``ru_RU.UTF-8`` -> ``ru``; ``pl-PL`` -> ``pl``; ``sr@latin`` -> ``sr``."""
    name = locale_name.strip().split(".", 1)[0].split("@", 1)[0]
    return name.replace("-", "_").split("_", 1)[0].lower()


def language_from_environment(environ: Mapping[str, str]) -> str | None:
    """The language the environment asks for, if scorekeeper speaks it."""
    for variable in ENVIRONMENT_VARIABLES:
        value = environ.get(variable, "")
        if value:
            for item in value.split(":"):
                if language_code(item) in LANGUAGES:
                    return language_code(item)
            return None
    return None


def choose_language(
    requested: str | None, remembered: str | None, environ: Mapping[str, str]
) -> str:
    """``--lang`` beats the choice made in the app, which beats the environment; else English.

    The choice made in the app outranks the environment because nearly every system sets
    ``LANG``: below it, a language picked in the app could never be remembered.
    """
    if requested in LANGUAGES:
        return requested
    if remembered in LANGUAGES:
        return remembered
    return language_from_environment(environ) or ENGLISH
