"""Export the match: a format, a path with a sensible default name, and no silent overwrite."""

from __future__ import annotations

import datetime
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Button, Input, Label, RadioButton, RadioSet

from scorekeeper.export import (
    WITH_BOM,
    ExportInfo,
    ExportWriteError,
    TargetExists,
    default_file_name,
    export_target,
    export_text,
    write_export,
)
from scorekeeper.i18n import _
from scorekeeper.model import Match
from scorekeeper.tui.keys.keymap import screen_bindings
from scorekeeper.tui.screens.dialogs import Confirm, Dialog
from scorekeeper.tui.shown import shown

FORMAT_NAMES = {
    "md": "Markdown (.md)",
    "csv": "CSV (.csv)",
    "json": "JSON (.json)",
    "html": "HTML (.html)",
}


class ExportDialog(Dialog[Path]):
    """Dismisses with the path written, or None when cancelled. Arrows and space choose the
    format, Tab reaches the file name, Enter there or Ctrl+S anywhere exports."""

    BINDINGS = screen_bindings("export")

    def __init__(
        self, match: Match, info: ExportInfo, folder: Path, databases: tuple[Path, ...] = ()
    ) -> None:
        super().__init__(classes="dialog")
        self.match, self.info, self.folder = match, info, folder
        self.databases = databases  # the database in use, which no export replaces
        self.fmt = "md"

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog-box", id="export"):
            yield from self.compose_title(_("Export the match"))
            with RadioSet(id="format"):
                for fmt, name in FORMAT_NAMES.items():
                    yield RadioButton(name, id=f"fmt-{fmt}", value=fmt == self.fmt)
            yield Label(_("File"), markup=False)
            yield Input(self._default_shown(), id="path", compact=True)
            yield from self.compose_error()
            yield from self.compose_buttons(_("Export"))

    def on_mount(self) -> None:
        self.query_one(RadioSet).focus()

    def _default_path(self) -> Path:
        date = self.info.date or datetime.date.today()
        return self.folder / default_file_name(self.match, date, self.fmt)

    def _default_shown(self) -> str:
        """The default path as its box shows it: the folder is the file system's, and a
        folder's name may hold an ESC (``action_export`` takes the box's text for the path)."""
        return shown(str(self._default_path()))

    @on(RadioSet.Changed)
    def _format_changed(self, event: RadioSet.Changed) -> None:
        field = self.query_one("#path", Input)
        untouched = field.value == self._default_shown()
        self.fmt = (event.pressed.id or "fmt-md").removeprefix("fmt-")
        if untouched:
            field.value = self._default_shown()
        else:  # keep the user's name, change only the extension
            field.value = str(Path(field.value).with_suffix(f".{self.fmt}"))

    @on(Input.Submitted)
    @on(Button.Pressed, "#accept")
    def action_export(self) -> None:
        typed = self.query_one("#path", Input).value.strip()
        if typed == self._default_shown():  # left as offered: the path it stands for
            typed = str(self._default_path())
        try:
            path = export_target(typed)
        except ExportWriteError as error:
            self.show_error(str(error))
            return
        if not path.name:
            self.show_error(_("Give a file name."))
            return
        self._write(path, overwrite=False)

    def _write(self, path: Path, overwrite: bool) -> None:
        text = export_text(self.match, self.info, self.fmt)
        try:
            write_export(
                path,
                text,
                overwrite=overwrite,
                bom=self.fmt in WITH_BOM,
                databases=self.databases,
            )
        except TargetExists:
            question = lambda: _("{path} exists. Replace it?").format(path=path)  # noqa: E731

            def confirmed(yes: bool | None) -> None:
                if yes:
                    self._write(path, overwrite=True)

            self.app.push_screen(Confirm(question, lambda: _("Replace")), confirmed)
            return
        except ExportWriteError as error:
            self.show_error(str(error))
            return
        self.dismiss(path)
