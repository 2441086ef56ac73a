"""A real PostgreSQL server for the tests: Debian's binaries, a cluster in a temporary folder.

``initdb`` refuses to run as root (CI runs as root): the cluster is then made and run as the
``postgres`` user the Debian package creates. The server listens on 127.0.0.1 at a free port,
with password logins over TCP (so a wrong password is refused for real) and trust on its own
socket folder. Each test gets a database of its own (``fresh_url``, or ``migrated_url``: a copy
of a template the store has already migrated, which skips every test's migrations), dropped at
the test's end (``drop_fresh``, from the autouse fixture in tests/conftest.py).

A test server is a throwaway: it runs with ``fsync``, ``synchronous_commit`` and
``full_page_writes`` off, which no server of the product's should (docs/club.md).
"""

from __future__ import annotations

import glob
import os
import secrets
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

SUPERUSER = "postgres"
PASSWORD = "table-night"
TEMPLATE = "t_migrated"
# durability the tests do not need: a crash of a test server loses nothing anyone keeps
THROWAWAY = "-c fsync=off -c synchronous_commit=off -c full_page_writes=off"


def binaries() -> Path:
    """The newest server Debian installed (``.ci/run`` installs the package when missing)."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"))
    if not found:
        raise RuntimeError("PostgreSQL's server is not installed: apt-get install postgresql")
    return Path(found[-1]).parent


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@dataclass
class PgServer:
    folder: Path
    port: int = field(default_factory=free_port)
    bin: Path = field(default_factory=binaries)
    created: list[str] = field(default_factory=list)  # fresh databases not dropped yet
    template_ready: bool = False
    durable: bool = False  # the product's defaults (benchmarks); a test's server is a throwaway

    @property
    def data(self) -> Path:
        return self.folder / "data"

    def url(
        self, database: str = "postgres", user: str = SUPERUSER, password: str = PASSWORD
    ) -> str:
        return f"postgresql://{user}:{password}@127.0.0.1:{self.port}/{database}"

    def init(self) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        secret = self.folder / "pw"
        secret.write_text(PASSWORD)
        self._own(self.folder)
        self._run(
            "initdb",
            "-D",
            self.data,
            "-U",
            SUPERUSER,
            f"--pwfile={secret}",
            "--auth-host=scram-sha-256",
            "--auth-local=trust",
            "-E",
            "UTF8",
            "--no-sync",
        )

    def start(self) -> None:
        options = (
            f"-p {self.port} -c listen_addresses=127.0.0.1"
            f" -c unix_socket_directories={self.folder} -c max_connections=200"
        )
        if not self.durable:
            options += f" {THROWAWAY}"
        self._run(
            "pg_ctl", "-D", self.data, "-o", options, "-l", self.folder / "log", "-w", "start"
        )

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", self.data, "-m", mode, "-w", "stop")

    def restart(self) -> None:
        self.stop()
        self.start()

    def fresh_url(self) -> str:
        """A new empty database of its own, as the superuser."""
        return self._create("")

    def migrated_url(self) -> str:
        """A new database the store has already migrated (a copy of the template)."""
        if not self.template_ready:
            self._make_template()
        return self._create(f' TEMPLATE "{TEMPLATE}"')

    def drop_fresh(self) -> None:
        """Drop the databases made since the last call (a test's connections closed by force)."""
        if not self.created or not (self.data / "postmaster.pid").exists():
            self.created.clear()
            return
        with psycopg.connect(self.url(), autocommit=True) as conn:
            for name in self.created:
                conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        self.created.clear()

    def _create(self, template: str) -> str:
        name = "t_" + secrets.token_hex(6)
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"{template}'.encode())
        self.created.append(name)
        return self.url(name)

    def _make_template(self) -> None:
        from scorekeeper.store import Store  # the store's own migrations, as a test would run them

        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{TEMPLATE}"'.encode())
        Store.open(self.url(TEMPLATE)).close()
        self.template_ready = True

    def sql(self, statement: str, database: str = "postgres") -> None:
        with psycopg.connect(self.url(database), autocommit=True) as conn:
            conn.execute(statement.encode())  # the tests' own SQL (psycopg types literals only)

    def _run(self, program: str, *args: object) -> None:
        command = [str(self.bin / program), *map(str, args)]
        if os.geteuid() == 0:
            command = ["runuser", "-u", SUPERUSER, "--", *command]
        subprocess.run(command, check=True, capture_output=True, timeout=120)

    def _own(self, folder: Path) -> None:
        if os.geteuid() == 0:
            shutil.chown(folder, SUPERUSER, SUPERUSER)
            for path in folder.rglob("*"):
                shutil.chown(path, SUPERUSER, SUPERUSER)


def started(folder: Path, durable: bool = False) -> PgServer:
    server = PgServer(folder, durable=durable)
    server.init()
    server.start()
    deadline = time.monotonic() + 30
    while True:  # pg_ctl -w waits for the socket; TCP logins may lag it by a moment
        try:
            psycopg.connect(server.url(), connect_timeout=2).close()
            return server
        except psycopg.OperationalError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)
