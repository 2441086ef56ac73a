"""Where presets come from: the built-in TOML files and the user's own folder of them."""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

import platformdirs

from scorekeeper import APP_NAME
from scorekeeper.i18n import _
from scorekeeper.model import Preset, RuleError, preset_from_toml
from scorekeeper.model.preset_reading import toml_preset_problems, trusted_preset_from_toml

MAX_PRESET_BYTES = 64 * 1024  # the built-ins are under 1 KiB
BUILT_IN_ORDER = (
    "six-matador-beginner",
    "six-matador-expert",
    "matador-classic",
    "matador-pips",
)


def built_in_dir() -> Path:
    """The packaged presets of a wheel, else the repository's ``presets/`` (editable installs)."""
    packaged = Path(__file__).with_name("_presets")
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parents[2] / "presets"


def user_preset_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME)) / "presets"


class PresetProblem(NamedTuple):
    """A custom preset file that was skipped, and why."""

    path: Path
    message: str

    def __str__(self) -> str:
        return f"{self.path}: {self.message}"


@dataclass
class Catalog:
    """Every preset on offer, built-ins first, and the custom files that had to be skipped."""

    presets: dict[str, Preset] = field(default_factory=dict)
    problems: list[PresetProblem] = field(default_factory=list)
    built_in_ids: frozenset[str] = frozenset()

    def get(self, preset_id: str) -> Preset:
        try:
            return self.presets[preset_id]
        except KeyError:
            known = ", ".join(self.presets)
            raise RuleError(
                _("unknown preset '{id}' (known: {known})").format(id=preset_id, known=known)
            ) from None


def load_preset_file(path: Path, trusted: bool = False) -> Preset:
    """One preset file, validated (unless it is a built-in one, which the tests hold to the
    schema); errors carry the file's path."""
    text = read_preset_text(path)
    try:
        return trusted_preset_from_toml(text) if trusted else preset_from_toml(text)
    except RuleError as error:
        raise error.at(str(path)) from None


def preset_file_problems(path: Path) -> list[str]:
    """Every problem of one preset file, one line each, each naming the file."""
    try:
        problems = toml_preset_problems(read_preset_text(path))
    except RuleError as error:
        return [str(error)]
    return [f"{path}: {problem}" for problem in problems]


def read_preset_text(path: Path) -> str:
    """The text of a regular file of at most ``MAX_PRESET_BYTES``: a FIFO among the presets
    would hang every command, and /dev/zero would eat the memory."""
    try:
        # non-blocking: opening a FIFO that nobody writes to would wait for ever
        with os.fdopen(os.open(path, os.O_RDONLY | os.O_NONBLOCK), "rb") as file:
            if not stat.S_ISREG(os.fstat(file.fileno()).st_mode):
                raise RuleError(_("not a regular file"), str(path))
            data = file.read(MAX_PRESET_BYTES + 1)
        if len(data) > MAX_PRESET_BYTES:
            raise RuleError(
                _("larger than {size} KiB; is this a preset?").format(
                    size=MAX_PRESET_BYTES // 1024
                ),
                str(path),
            )
        return data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise RuleError(
            _("cannot read: {reason}").format(reason=_reason(error)), str(path)
        ) from None


def load_catalog(custom_dir: Path | None = None) -> Catalog:
    """Built-ins plus the custom presets of ``custom_dir`` (default: the user's config folder)."""
    catalog = Catalog()
    built_ins = sorted(built_in_dir().glob("*.toml"), key=_built_in_rank)
    for path in built_ins:
        preset = load_preset_file(path, trusted=True)  # a broken built-in is a bug
        catalog.presets[preset.id] = preset
    catalog.built_in_ids = frozenset(catalog.presets)
    folder = custom_dir if custom_dir is not None else user_preset_dir()
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
        _add_custom(catalog, path)
    return catalog


def _add_custom(catalog: Catalog, path: Path) -> None:
    try:
        preset = load_preset_file(path)
    except RuleError as error:
        catalog.problems.append(PresetProblem(path, error.message))
        return
    if preset.id in catalog.presets:
        message = _("id '{id}' is already taken by another preset").format(id=preset.id)
        catalog.problems.append(PresetProblem(path, message))
        return
    catalog.presets[preset.id] = preset


def _built_in_rank(path: Path) -> tuple[int, str]:
    stem = path.stem
    return (BUILT_IN_ORDER.index(stem) if stem in BUILT_IN_ORDER else len(BUILT_IN_ORDER), stem)


def _reason(error: Exception) -> str:
    if isinstance(error, UnicodeDecodeError):
        return _("not UTF-8 text")
    from scorekeeper.i18n.system_words import os_reason  # the system's words: on an error

    return os_reason(error) if isinstance(error, OSError) else str(error)
