"""A change of language on the final screen: the board and its final screen are made again,
and the new final screen still answers its board (undo goes back to recording)."""

from __future__ import annotations

from pathlib import Path

from scorekeeper.catalog import Catalog
from scorekeeper.i18n import current_language
from scorekeeper.model import Matador
from scorekeeper.settings import Settings
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.board.one_key import ScoreboardScreen
from scorekeeper.tui.screens.final import FinalScreen
from scorekeeper.tui.screens.new_match import NewMatchRequest


async def test_the_final_screen_is_remade_and_still_undoes(
    catalog: Catalog, tmp_path: Path
) -> None:
    request = NewMatchRequest(("Anna", "Boris"), "six-matador-expert", None, None)
    settings = Settings.load(tmp_path / "settings.json")
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=request))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.press("m", "f")
        await pilot.click("#accept")
        await pilot.pause()
        old_final = app.screen
        assert isinstance(old_final, FinalScreen)
        await app.change_language("pl")
        await pilot.pause()
        assert current_language() == "pl"
        assert isinstance(app.screen, FinalScreen) and app.screen is not old_final
        labels = [b.description for _, b, _, _ in app.screen.active_bindings.values() if b.show]
        assert "wznów" in labels  # "reopen", in Polish
        await pilot.press("u")  # undo the finish, through the new board
        await pilot.pause()
        board = app.screen
        assert isinstance(board, ScoreboardScreen)
        assert not board.session.match.finished
        assert board.session.match.log == [Matador("Anna")]
