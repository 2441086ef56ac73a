"""Reading presets: a built-in file is trusted, anything from outside passes the schema.

Apart from ``preset``, so that the schema (which builds ``Preset`` values) and the value itself
do not import each other.
"""

from __future__ import annotations

import tomllib
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model.errors import RuleError
from scorekeeper.model.preset import Preset


def preset_from_data(data: Any) -> Preset:
    """Validate a preset given as plain data; errors name the field."""
    from scorekeeper.model.preset_schema import validate_preset  # pydantic, only when needed

    return validate_preset(data)


def preset_from_toml(text: str) -> Preset:
    """Validate a preset file's text."""
    return preset_from_data(_toml(text))


def toml_preset_problems(text: str) -> list[str]:
    """Every problem of a preset file's text, one line each (``presets check``)."""
    from scorekeeper.model.preset_schema import preset_problems

    try:
        data = _toml(text)
    except RuleError as error:
        return [error.message]
    return preset_problems(data)


def trusted_preset_from_toml(text: str) -> Preset:
    """A built-in preset file, without the schema (the tests hold each to it)."""
    return Preset.from_json(_toml(text))


def _toml(text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise RuleError(_("not valid TOML ({detail})").format(detail=error)) from None
    except (ValueError, RecursionError):  # a number of thousands of digits, nesting too deep
        raise RuleError(
            _("not a preset: the TOML is nested too deep or a number is too long")
        ) from None
