"""Issue 20 item 4: the reopen, edit and watch dialogs answer with what was chosen (``dismiss``)
and write nothing themselves; the screen that opened them acts on the answer. Each dialog is
first opened with a callback that only keeps the answer (the match must be as it was), then
through its opener (the match, or the app's table display, changed as answered).

Prices: RULES.md section 4's for six-matador-expert, a matador +10 and the lead 0 (ruling 2).
"""

from __future__ import annotations

from pathlib import Path

from textual.pilot import Pilot
from textual.widgets import Input, Label, RadioButton, Select, Static

from scorekeeper.catalog import Catalog
from scorekeeper.model import Lead, Matador, Reopen, RoundEnd
from scorekeeper.settings import Settings
from scorekeeper.store import Store
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.drafts import Cancelled, Draft
from scorekeeper.tui.screens.dialogs import AdjustDialog
from scorekeeper.tui.screens.edit import EditScreen
from scorekeeper.tui.screens.event_editor import EventEditor
from scorekeeper.tui.screens.final import FinalScreen
from scorekeeper.tui.screens.match_dialogs import ReopenDialog
from scorekeeper.tui.screens.new_match import NewMatchRequest
from scorekeeper.tui.screens.round_end import RoundEndResult, RoundEndScreen
from scorekeeper.tui.screens.watch_dialog import WatchAnswer, WatchDialog
from tests.tui.tui_helpers import MakeApp, board, settle, totals

TO_TEN = NewMatchRequest(("Anna", "Boris"), "six-matador-expert", 10, None)


def _error(app: ScorekeeperApp) -> str:
    return str(app.screen.query_one("#error", Label).render())


async def _type(pilot: Pilot[None], app: ScorekeeperApp, box_id: str, text: str) -> None:
    box = app.screen.query_one(f"#{box_id}", Input)
    box.focus()
    box.value = ""
    await pilot.press(*text)


async def _finished_at_ten(pilot: Pilot[None], app: ScorekeeperApp) -> None:
    await pilot.press("m", "r", "1", "enter")  # Anna's matador, 10, reaches the target of 10
    await pilot.pause()
    assert app.screen.name == "final"


async def test_the_reopen_dialog_answers_and_the_scoreboard_records_it(
    catalog: Catalog, settings: Settings
) -> None:
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=TO_TEN))
    async with app.run_test() as pilot:
        await _finished_at_ten(pilot, app)
        log = list(board(app).session.match.log)
        answers: list[Reopen | Cancelled | None] = []
        app.push_screen(ReopenDialog(None, None), answers.append)
        await pilot.pause()
        await _type(pilot, app, "target", "20")
        await pilot.press("enter")
        await pilot.pause()
        assert answers == [Reopen(20, None)]
        assert board(app).session.match.log == log  # the dialog itself wrote nothing
        assert board(app).session.match.finished
        await pilot.press("o")  # now through the final screen, which hands it to the board
        await pilot.pause()
        await _type(pilot, app, "target", "20")
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is board(app)
        assert board(app).session.match.log == [*log, Reopen(20, None)]
        assert not board(app).session.match.finished
        assert board(app).session.match.target == 20


async def test_the_final_screen_answers_with_the_reopen_it_was_given(
    catalog: Catalog, settings: Settings
) -> None:
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=TO_TEN))
    async with app.run_test() as pilot:
        await _finished_at_ten(pilot, app)
        match, view = board(app).session.match, board(app).view
        answers: list[object] = []
        app.push_screen(FinalScreen(match, view), answers.append)
        await pilot.pause()
        await pilot.press("o")
        await pilot.pause()
        await _type(pilot, app, "rounds", "3")
        await pilot.press("enter")
        await pilot.pause()
        assert answers == [Reopen(None, 3)]
        assert match.finished  # recording it is the scoreboard's, not the final screen's


async def test_a_reopen_the_rules_refuse_is_asked_again_with_the_reason(
    catalog: Catalog, settings: Settings
) -> None:
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=TO_TEN))
    async with app.run_test() as pilot:
        await _finished_at_ten(pilot, app)
        log = list(board(app).session.match.log)
        await pilot.press("o")
        await pilot.pause()
        await _type(pilot, app, "target", "5")  # Anna has 10 already
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReopenDialog)
        assert "a total already reaches 5; choose a higher target" in _error(app)
        assert app.screen.query_one("#target", Input).value == "5"  # as it was typed
        assert board(app).session.match.log == log and board(app).session.match.finished
        await _type(pilot, app, "target", "15")
        await pilot.press("enter")
        await pilot.pause()
        assert board(app).session.match.log == [*log, Reopen(15, None)]


async def test_the_event_editor_answers_with_the_changed_event(make_app: MakeApp) -> None:
    app = make_app()  # Anna, Boris, Vera
    async with app.run_test() as pilot:
        await pilot.press("space", "m")  # Anna leads (0), Boris's matador (10)
        await pilot.pause()
        match = board(app).session.match
        answers: list[object] = []
        app.push_screen(EventEditor(match, Matador("Boris")), answers.append)
        await pilot.pause()
        app.screen.query_one("#player", Select).value = "Vera"
        await pilot.click("#accept")
        await pilot.pause()
        assert answers == [Matador("Vera")]
        assert match.log == [Lead("Anna"), Matador("Boris")]  # the editor changed nothing


async def test_the_edit_screen_acts_on_its_dialogs_and_answers_whether_it_changed(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "m")
        await pilot.pause()
        session = board(app).session
        answers: list[bool | None] = []
        app.push_screen(EditScreen(session), answers.append)
        await pilot.pause()
        await pilot.press("escape")  # looked, changed nothing
        await pilot.pause()
        assert answers == [False]
        await pilot.press("e")  # through the board: the last event, Boris's matador, to Vera
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        app.screen.query_one("#player", Select).value = "Vera"
        await pilot.click("#accept")
        await pilot.pause()
        assert session.match.log == [Lead("Anna"), Matador("Vera")]  # the edit screen acted
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is board(app)
        assert totals(app) == {"Anna": 0, "Boris": 0, "Vera": 10}
        assert board(app).view.rows[-1].running == (0, 0, 10)  # the board followed the answer


async def test_the_round_end_correction_answers_with_the_new_end(make_app: MakeApp) -> None:
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("space", "r", "1", "enter")  # round 1: Anna went out
        await pilot.pause()
        match = board(app).session.match
        log = list(match.log)
        answers: list[RoundEndResult | Cancelled | None] = []
        dialog = RoundEndScreen(match, None, editing=RoundEnd("Anna"))
        app.push_screen(dialog, answers.append)
        await pilot.pause()
        await pilot.press("2")  # Boris went out instead
        await pilot.click("#accept")
        await pilot.pause()
        assert [answer.end for answer in answers if isinstance(answer, RoundEndResult)] == [
            RoundEnd("Boris")
        ]
        assert match.log == log  # correcting it is the edit screen's


async def test_the_watch_dialog_answers_start_or_stop_and_starts_nothing(
    make_app: MakeApp,
) -> None:
    app = make_app()
    async with app.run_test(size=(100, 30)) as pilot:
        answers: list[WatchAnswer | None] = []
        app.push_screen(WatchDialog(None), answers.append)
        await pilot.pause()
        app.screen.query_one("#lan", RadioButton).value = True
        await pilot.pause()
        await pilot.click("#start")
        await pilot.pause()
        app.push_screen(WatchDialog("http://127.0.0.1:8765/?t=x"), answers.append)
        await pilot.pause()
        await pilot.click("#stop")
        await pilot.pause()
        app.push_screen(WatchDialog(None), answers.append)
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        assert answers == [WatchAnswer(start=True, lan=True), WatchAnswer(start=False), None]
        assert app.table_display is None  # the dialog started nothing: the app would


async def test_the_app_shows_the_watch_dialog_again_with_why_the_view_did_not_start(
    catalog: Catalog, settings: Settings, tmp_path: Path
) -> None:
    db = tmp_path / "matches.db"
    store = Store.open(db)
    request = NewMatchRequest(("Anna", "Boris"), "six-matador-expert", None, None)
    app = ScorekeeperApp(catalog, settings, start=Start(new_match=request), store=store)
    async with app.run_test(size=(100, 30)) as pilot:
        db.rename(tmp_path / "moved.db")  # the view opens the file anew: it is not there
        await pilot.press("w")
        await pilot.pause()
        asked = app.screen
        await pilot.click("#start")
        for _ in range(200):  # the answer's worker, then the dialog again: wait for the new one
            await settle(pilot)
            if app.screen is not asked and isinstance(app.screen, WatchDialog):
                break
        assert isinstance(app.screen, WatchDialog) and app.screen is not asked
        assert "matches.db" in _error(app)  # the store's one line, naming the file
        assert app.table_display is None
    store.close()


async def test_the_watch_dialog_shows_either_qr_code_and_answers_a_new_entry_address(
    make_app: MakeApp,
) -> None:
    from scorekeeper.web.qr import qr_text

    view, entry = "http://127.0.0.1:8765/t/view-token-0123456789/", "http://127.0.0.1:8765/e/e-01/"
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        answers: list[WatchAnswer | None] = []
        app.push_screen(WatchDialog(view, entry=entry), answers.append)
        await pilot.pause()
        dialog = app.screen

        def shown(selector: str) -> str:
            return str(dialog.query_one(selector, Static).render())

        assert shown("#qr") == qr_text(view) and "watch" in shown("#qr-caption")
        assert shown("#entry-address") == entry  # both addresses, as text, at once
        await pilot.press("s")  # the other code: the entry's, and the words say so
        assert shown("#qr") == qr_text(entry) and "keep the score" in shown("#qr-caption")
        await pilot.press("e")
        await pilot.pause()
        assert answers == [WatchAnswer(start=True, renew_entry=True)]


async def test_a_cancelled_form_answers_with_its_draft_and_its_opener_keeps_it(
    make_app: MakeApp,
) -> None:
    app = make_app()  # Anna, Boris, Vera
    async with app.run_test() as pilot:
        players = board(app).session.match.players
        answers: list[object] = []
        app.push_screen(AdjustDialog(players, 0), answers.append)
        await pilot.pause()
        await pilot.press("escape")  # nothing typed: nothing to keep
        await pilot.pause()
        app.push_screen(AdjustDialog(players, 0), answers.append)
        await pilot.pause()
        app.screen.query_one("#player", Select).value = 2  # Vera's seat
        await _type(pilot, app, "points", "-3")
        await pilot.press("escape")
        await pilot.pause()
        typed: Draft = {"points": "-3", "note": "", "player": 2}
        assert answers == [Cancelled({}), Cancelled(typed)]
        assert app.drafts == {}  # the form kept nothing: keeping is its opener's
        app.push_screen(AdjustDialog(players, 0, typed), answers.append)  # opened with it
        await pilot.pause()
        assert app.screen.query_one("#player", Select).value == 2
        assert app.screen.query_one("#points", Input).value == "-3"
        await pilot.press("escape")  # given back unchanged: still the draft, kept again
        await pilot.pause()
        assert answers[-1] == Cancelled(typed)
        assert board(app).session.match.log == []  # no answer of these was acted on
        await pilot.press("a")  # now through the board, which keeps what its form answers
        await pilot.pause()
        await _type(pilot, app, "points", "+5")
        await pilot.press("escape")
        await pilot.pause()
        assert list(app.drafts.values()) == [{"points": "+5", "note": "", "player": 0}]
