"""Issue 26 item 1: ``scorekeeper serve`` gives out the entry address (a real child process: its
view's address first, the entry's on the next line, saying so), and a tap sent there reaches the
database; ``serve --club`` gives one entry address a table of the round drawn last; ``club draw``
writes the printable page of those addresses; a club table's first claim starts its match."""

from __future__ import annotations

import asyncio
import re
import signal
import subprocess
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio

from scorekeeper.club import TableCode
from scorekeeper.model import Adjust, Finish, Match, Mode, Pass
from scorekeeper.store import Store
from scorekeeper.web.entry_club import STANDINGS_S, table_match
from scorekeeper.web.server import LOOPBACK, TableServer
from tests.fixture_types import RunScorekeeper
from tests.web.club_setup import BUILT_INS, DAY, Night, club_night
from tests.web.entry_phone import Phone, ask, fetched
from tests.web.test_serve_command import ADDRESS, ENTRY, free_port, start

TABLE_LINE = re.compile(r"^Table (\d+) entry: (http://127\.0\.0\.1:\d+/e/[\w-]{20,}/)$")


def stopped(child: subprocess.Popen[str]) -> None:
    child.send_signal(signal.SIGINT)  # Ctrl+C: the leases let go, the store closed
    child.wait(timeout=15)


def test_serve_gives_the_entry_address_on_the_second_line_and_a_tap_is_stored(
    serve: list[subprocess.Popen[str]], stored: Path
) -> None:
    child = start(serve, stored, "--port", str(free_port()))
    assert child.stdout is not None
    first, second = child.stdout.readline().rstrip("\n"), child.stdout.readline().rstrip("\n")
    assert ADDRESS.match(first), first
    found = ENTRY.match(second)
    assert found, second
    phone = Phone(found.group(1), "phone-anna")
    assert ask(phone.entry + "claim", "POST", {"name": "Anna"}, phone.headers).status == 200
    answer = ask(phone.entry + "tap", "POST", {"id": "t-1", "do": "pass"}, phone.headers)
    assert answer.status == 200 and answer.json()["kept"] is True
    stopped(child)
    with Store.open(stored, read_only=True) as store:
        match_id = store.last_match_id()
        assert match_id is not None
        log = store.load_match(match_id).match.log
        assert len(log) == 3 and log[2] == Pass("Anna")  # after Anna's lead, Boris's matador
        assert store.holder(match_id) is None  # serve let go of the match when it stopped


@pytest.fixture
def night(tmp_path: Path) -> Iterator[Night]:
    made = club_night(tmp_path / "club.db", start=False)
    yield made
    made.store.close()


def test_serve_club_gives_one_entry_address_a_table(
    serve: list[subprocess.Popen[str]], night: Night
) -> None:
    db = Path(night.store.path)
    child = start(serve, db, "--club", str(night.event_id), "--port", str(free_port()))
    assert child.stdout is not None
    lines = [child.stdout.readline().rstrip("\n") for _ in range(3)]
    assert ADDRESS.match(lines[0]), lines
    tables = [TABLE_LINE.match(line) for line in lines[1:]]
    assert all(tables), lines
    assert [m.group(1) for m in tables if m] == ["1", "2"]  # eight players: two tables
    first = Phone(tables[0].group(2) if tables[0] else "", "phone-1")
    pad = ask(first.entry + "pad", "GET", None, first.headers).json()
    assert [seat["name"] for seat in pad["seats"]] == list(night.seated(1))
    assert pad["table"] == f"{night.event_id}/1/1" and pad["waiting"]  # not started yet


def test_club_draw_writes_the_page_of_entry_codes(
    run_scorekeeper: RunScorekeeper, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SCOREKEEPER_LAN_ADDRESS", "192.0.2.7")  # as serve --lan would say
    db = tmp_path / "club.db"
    assert run_scorekeeper("--db", db, "club", "new", "Friday").returncode == 0
    names = ["Anna", "Boris", "Vera", "Gleb", "Dora", "Eva", "Fedor", "Ilya"]
    assert run_scorekeeper("--db", db, "club", "add", "1", *names).returncode == 0
    drawn = run_scorekeeper("--db", db, "club", "draw", "1", "--seed", "7", "--port", "9001")
    assert drawn.returncode == 0, drawn.stderr
    sheet = tmp_path / "club-event-1-round-1-entry-codes.html"
    assert f"The tables' entry codes, to print: {sheet}" in drawn.stdout
    html = sheet.read_text(encoding="utf-8")
    urls = re.findall(r'<p class="url">(http://[^<]+)</p>', html)
    assert len(urls) == 2 and all(u.startswith("http://192.0.2.7:9001/e/") for u in urls), urls
    kept = (tmp_path / "club.db.views.json").read_text(encoding="utf-8")
    assert all(url.split("/")[4] in kept for url in urls)  # the tokens serve --club gives out


def test_club_draw_says_in_one_line_when_the_page_cannot_be_written(
    run_scorekeeper: RunScorekeeper, tmp_path: Path
) -> None:
    db = tmp_path / "club.db"
    run_scorekeeper("--db", db, "club", "new", "Friday")
    run_scorekeeper("--db", db, "club", "add", "1", "Anna", "Boris", "Vera", "Gleb")
    nowhere = tmp_path / "no-such-folder" / "codes.html"
    drawn = run_scorekeeper("--db", db, "club", "draw", "1", "--sheet", nowhere)
    assert drawn.returncode == 2
    assert len(drawn.stderr.splitlines()) == 1 and str(nowhere) in drawn.stderr, drawn.stderr
    assert "Traceback" not in drawn.stderr


@pytest_asyncio.fixture(loop_scope="session")
async def club_server(night: Night) -> AsyncIterator[TableServer]:
    server = TableServer(Path(night.store.path), club=night.event_id)
    await server.start(LOOPBACK, 0, LOOPBACK)
    yield server
    await server.stop()


async def test_a_club_tables_first_claim_starts_its_match(
    club_server: TableServer, night: Night
) -> None:
    (number, address), _second = club_server.table_entries()
    assert number == 1
    phone = Phone(address.url, "phone-1")
    assert night.board().tables[0].match_id is None
    claimed = await phone.claim("Table one")
    assert claimed.status == 200 and claimed.json()["keeper"]["you"] is True
    match_id = night.board().tables[0].match_id
    assert match_id is not None  # started from its assignment, linked to the table
    seated = night.seated(1)
    assert night.store.load_match(match_id).match.players == seated
    tapped = (await phone.tap("t-1", "pass")).json()
    assert tapped["kept"] is True and tapped["pad"]["table"] == f"{night.event_id}/1/1"
    assert night.store.load_match(match_id).match.log == [Pass(seated[0])]
    other = Phone(address.url, "phone-2")
    assert (await other.claim("Someone else")).json()["who"] == "Table one"
    assert (await fetched(club_server.table_entries()[1][1].url + "pad")).status == 200


async def test_a_club_tables_address_goes_on_to_the_next_round(
    club_server: TableServer, night: Night
) -> None:
    for table in night.board().tables:  # round 1 played out (a paper-quick finish each)
        match_id = night.store.club.start_table(table.code, _finished(night, table.code))
        assert match_id is not None
    (_number, address), _second = club_server.table_entries()
    keeper = Phone(address.url, "phone-1")
    night.store.club.draw(night.event_id)  # round 2
    pad = (await keeper.pad()).json()
    assert pad["table"] == f"{night.event_id}/2/1" and pad["waiting"]
    assert pad["keeper"] == {"you": False, "who": None}
    claimed = await keeper.claim("Table one")
    assert claimed.status == 200
    round_two = night.board().tables[0]
    assert round_two.code.round == 2 and round_two.match_id is not None
    assert [seat["name"] for seat in claimed.json()["seats"]] == list(round_two.players)


def _finished(night: Night, code: TableCode) -> Match:
    match = table_match(night.store, code, BUILT_INS)
    match.record(Adjust(match.players[0], 10, "paper"))
    match.record(Finish())
    return match


async def test_a_club_table_whose_preset_this_machine_lacks_is_said_not_raised(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path / "club.db") as store:  # an organiser's own preset, not here
        event = store.club.create_event("Friday", "my-own-rules", Mode.ONE_KEY, DAY)
        store.club.register(event.id, ["Anna", "Boris", "Vera", "Gleb"])
        store.club.draw(event.id, seed=1)
    server = TableServer(tmp_path / "club.db", club=event.id)
    await server.start(LOOPBACK, 0, LOOPBACK)
    try:
        ((_number, address),) = server.table_entries()
        answer = await Phone(address.url, "phone-1").claim("Table one")
        assert answer.status == 422 and "my-own-rules" in answer.text, answer.text
    finally:
        await server.stop()


async def test_between_rounds_each_phone_shows_where_its_players_stand(
    club_server: TableServer, night: Night
) -> None:
    """Issue 26 item 4's club part: once a table's match is finished, its pad gives every seat
    its player's place in the event's standings. Before anyone has played, no seat has one.
    Table 1 finishes first (its first player +10 on paper, the others 0, ``_finished``): that
    player leads the event alone (the table's first placement, docs/club.md), so place 1; the
    others of table 1 stand lower; table 2's players have not played and are not counted."""
    (_number, address), _second = club_server.table_entries()
    phone = Phone(address.url, "phone-1")
    before = (await phone.pad()).json()
    assert [seat["standing"] for seat in before["seats"]] == [None] * len(before["seats"])
    code = night.board().tables[0].code
    finished = _finished(night, code)
    assert night.store.club.start_table(code, finished) is not None
    standings = {row.name: row for row in night.board().standings if row.played}
    assert set(standings) == set(finished.players)  # table 2 has not played yet
    await asyncio.sleep(STANDINGS_S)  # the keeper reads the standings at most every 5 s
    pad = (await phone.pad()).json()
    assert pad["finished"] is True
    shown = {seat["name"]: seat["standing"] for seat in pad["seats"]}
    count = len(standings)
    assert shown[finished.players[0]].startswith(f"place 1 of {count} · ")
    for name in finished.players[1:]:
        assert standings[name].rank > 1
        assert shown[name].startswith(f"place {standings[name].rank} of {count} · ")


async def test_new_entry_addresses_for_a_club_night_replace_every_tables(night: Night) -> None:
    """``serve --club E --new-entry-address``: each table's entry gets a new token and the old
    ones are refused; without it a restarted server gives the same ones (phones reconnect)."""
    db = Path(night.store.path)

    async def tables(renew: bool) -> list[str]:
        server = TableServer(db, club=night.event_id)
        await server.start(LOOPBACK, 0, LOOPBACK, renew_entries=renew)
        try:
            return [address.url.split("/")[4] for _n, address in server.table_entries()]
        finally:
            await server.stop()

    first = await tables(False)
    assert len(first) == 2 and await tables(False) == first
    renewed = await tables(True)
    assert len(renewed) == 2 and not set(renewed) & set(first)
    assert await tables(False) == renewed  # kept from now on


@pytest.mark.parametrize("command", [("serve",), ("club", "draw", "1")])
def test_a_port_out_of_range_is_one_line_and_status_2_before_anything_happens(
    run_scorekeeper: RunScorekeeper, tmp_path: Path, command: tuple[str, ...]
) -> None:
    db = tmp_path / "club.db"
    run_scorekeeper("--db", db, "club", "new", "Friday")
    run_scorekeeper("--db", db, "club", "add", "1", "Anna", "Boris", "Vera", "Gleb")
    refused = run_scorekeeper("--db", db, *command, "--port", "70000")
    assert refused.returncode == 2
    assert refused.stderr.strip().splitlines() == [
        "scorekeeper: --port: choose a port from 1 to 65535, not 70000"
    ], refused.stderr
    tables = run_scorekeeper("--db", db, "club", "tables", "1")
    assert "1/1/" not in tables.stdout  # club draw refused it before drawing a round
