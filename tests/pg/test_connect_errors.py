"""Issue 15 item 4: a connection refused or a wrong password gets one clear line (exit 2), from
the app's start as from every command; the password never shows."""

from __future__ import annotations

import pytest

from tests.fixture_types import RunScorekeeper
from tests.pg.server import PgServer, free_port

COMMANDS = [
    ("history",),
    ("stats",),
    ("new", "--preset", "matador-classic", "--players", "Anna,Boris"),
]


def _one_line_refusal(done: object, *words: str) -> str:
    code, out, err = done.returncode, done.stdout, done.stderr  # type: ignore[attr-defined]
    assert (code, out) == (2, ""), err
    assert err.count("\n") == 1 and err.startswith("scorekeeper: "), err
    assert "Traceback" not in err and "secret" not in err
    for word in words:
        assert word in err, err
    return str(err)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_no_server_at_the_address_is_one_line(
    run_scorekeeper: RunScorekeeper, command: tuple[str, ...]
) -> None:
    port = free_port()  # nothing listens there
    url = f"postgresql://club:secret@127.0.0.1:{port}/club"
    err = _one_line_refusal(
        run_scorekeeper("--db", url, *command),
        f"postgresql://club@127.0.0.1:{port}/club: cannot reach the database server",
        "is it running, and is the address right?",
    )
    assert "secret" not in err


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c[0])
def test_a_wrong_password_is_one_line(
    run_scorekeeper: RunScorekeeper, pg_server: PgServer, command: tuple[str, ...]
) -> None:
    url = pg_server.url(user="postgres", password="secret")
    _one_line_refusal(
        run_scorekeeper("--db", url, *command),
        "the server refused the login",
        'password authentication failed for user "postgres"',
        "check the user name and password",
    )


def test_a_database_the_server_does_not_have_is_one_line(
    run_scorekeeper: RunScorekeeper, pg_server: PgServer
) -> None:
    _one_line_refusal(
        run_scorekeeper("--db", pg_server.url("no_such_club"), "history"),
        "the server has no such database; create it first",
    )


def test_the_address_may_come_from_the_environment(
    run_scorekeeper: RunScorekeeper, pg_server: PgServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    url = pg_server.fresh_url()
    monkeypatch.setenv("SCOREKEEPER_DB", url)
    done = run_scorekeeper("history", "--json")
    assert (done.returncode, done.stdout, done.stderr) == (0, "[]\n", "")


@pytest.mark.parametrize(
    ("language", "reason"),
    [
        ("en", 'role "nobody" does not exist'),
        ("ru", "сервер не пустил (нет пользователя «nobody»)"),
        ("pl", "serwer odmówił logowania (nie ma użytkownika „nobody”)"),
    ],
)
def test_a_user_the_server_does_not_know_is_a_refused_login(
    run_scorekeeper: RunScorekeeper, pg_server: PgServer, language: str, reason: str
) -> None:
    """Issue 25 item 1: not "cannot reach the database server" (the server answered), and the
    server's reason in the reader's language."""
    # over the server's own socket (trust): the server says the role does not exist; over TCP
    # it says only that the password failed, which the next test covers
    url = f"postgresql://nobody@localhost:{pg_server.port}/postgres?host={pg_server.folder}"
    err = _one_line_refusal(run_scorekeeper("--lang", language, "--db", url, "history"), reason)
    assert "cannot reach" not in err and "role" not in err.replace(reason, "")
