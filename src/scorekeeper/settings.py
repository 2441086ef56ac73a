"""Preferences remembered between runs (theme, language, keys), in the user's config folder.

A broken or unreadable settings file is never fatal: the app starts with the defaults and
leaves the file alone until the user changes a preference. ``keys`` is the user's keymap:
binding ids (``scoreboard.tile``) to comma-separated Textual key names (``t,space``); an entry
that is not a string to a string is ignored (and not written back at the next save).
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field
from pathlib import Path

import platformdirs

from scorekeeper import APP_NAME


def default_settings_path() -> Path:
    return Path(platformdirs.user_config_dir(APP_NAME)) / "settings.json"


@dataclass
class Settings:
    """What the app remembers between runs (settings.json): theme, language, keys, last choices."""

    theme: str | None = None
    language: str | None = None
    keys: dict[str, str] = field(default_factory=dict)
    # offered again: the last match's players and preset, the folder last exported to
    last_players: list[str] = field(default_factory=list)
    last_preset: str | None = None
    last_mode: str | None = None  # "one-key" or "tiles": how the last match was kept
    export_folder: str | None = None
    path: Path | None = field(default=None, repr=False, compare=False)

    @classmethod
    def load(cls, path: Path | None) -> Settings:
        if path is None:
            return cls()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls(path=path)
        if not isinstance(data, dict):
            return cls(path=path)
        return cls(
            theme=data.get("theme") if isinstance(data.get("theme"), str) else None,
            language=data.get("language") if isinstance(data.get("language"), str) else None,
            keys=_keymap(data.get("keys")),
            last_players=_names(data.get("last_players")),
            last_preset=_text(data.get("last_preset")),
            last_mode=_text(data.get("last_mode")),
            export_folder=_text(data.get("export_folder")),
            path=path,
        )

    def save(self) -> bool:
        """Write atomically; returns False (and keeps going) if the folder is not writable."""
        if self.path is None:
            return False
        data = {k: v for k, v in asdict(self).items() if k != "path"}
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(
                "w", encoding="utf-8", dir=self.path.parent, delete=False, suffix=".tmp"
            ) as handle:
                json.dump(data, handle, indent=2)
            os.replace(handle.name, self.path)
        except OSError:
            return False
        return True


def _keymap(data: object) -> dict[str, str]:
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, str) and v}


def _text(data: object) -> str | None:
    return data if isinstance(data, str) and data else None


def _names(data: object) -> list[str]:
    if not isinstance(data, list):
        return []
    return [name for name in data if isinstance(name, str) and name][:4]
