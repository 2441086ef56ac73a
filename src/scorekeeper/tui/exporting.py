"""Exporting the match on a board: when it was played is asked of the backend first (in a
worker, as every call that can wait on a server), then the export dialog opens; the app is
told the file each export saved, to remember its folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from textual.app import App

from scorekeeper.store import StoreError
from scorekeeper.tui.backend.asking import ask
from scorekeeper.tui.backend.base import Backend, Library
from scorekeeper.tui.board.shared import BoardScreen

if TYPE_CHECKING:  # the exporters load only when asked for
    from scorekeeper.matchfile import Played

Saved = Callable[[Path], None]


def export_board(
    app: App[Any],
    backend: Backend,
    board: BoardScreen,
    folder: Path,
    databases: tuple[Path, ...],
    saved: Saved,
) -> None:
    """The export dialog for ``board``'s match, ``folder`` offered; ``databases``: files an
    export must not overwrite (the store in use)."""
    match_id = board.match_id

    def played(library: Library) -> Played | None:
        """When a stored match was played, for the JSON file (an import keeps these dates);
        without them if the index cannot say (the export itself still works)."""
        try:
            return library.played(match_id) if match_id is not None else None
        except StoreError:
            return None

    def dialog(when: Played | None) -> None:
        _open(app, board, when, folder, databases, saved)

    ask(app, backend, played, dialog)


def _open(
    app: App[Any],
    board: BoardScreen,
    played: Played | None,
    folder: Path,
    databases: tuple[Path, ...],
    saved: Saved,
) -> None:
    from scorekeeper.export import ExportInfo
    from scorekeeper.tui.screens.export_dialog import ExportDialog

    def exported(path: Path | None) -> None:
        if path is not None:
            saved(path)

    info = ExportInfo(board.played_on, board.match_id, played)
    app.push_screen(ExportDialog(board.session.match, info, folder, databases), exported)
