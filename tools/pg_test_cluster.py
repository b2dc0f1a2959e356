"""A throwaway PostgreSQL cluster for the tests: started in a fresh temporary folder, gone after.

    eval "$(python3 tools/pg_test_cluster.py start)"   # exports FLOORAPP_TEST_POSTGRESQL (the
                                                        # connection) and ..._FOLDER (the cluster)
    python3 tools/pg_test_cluster.py stop "$FLOORAPP_TEST_POSTGRESQL_FOLDER"
    python3 tools/pg_test_cluster.py run -- .venv/bin/python -m pytest   # start, run, stop

The cluster listens on 127.0.0.1 only, on a free port, with its Unix socket in its own folder
(nothing under /var/run). Its superuser ``floorapp`` connects without a password (trust, on
127.0.0.1 only: the cluster lives for one test run); any other role needs its password, so a
wrong one is refused as on a real server. Durability is off (fsync, full page writes): a crash
loses nothing worth keeping. Run as root (as CI does), the server runs as the ``postgres``
system user that Debian's ``postgresql`` package creates: PostgreSQL refuses to run as root.

The server's programs are found through ``pg_config --bindir``, then in
``/usr/lib/postgresql/<version>/bin`` (Debian; the newest version), then on the ``PATH``.
Standard library only: ``.ci/run`` starts the cluster before the virtual environment exists.
"""

from __future__ import annotations

import argparse
import os
import pwd
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

SUPERUSER = "floorapp"
SERVER_USER_WHEN_ROOT = "postgres"
FOLDER_PREFIX = "floorapp-pg-"
URL_VARIABLE = "FLOORAPP_TEST_POSTGRESQL"
FOLDER_VARIABLE = "FLOORAPP_TEST_POSTGRESQL_FOLDER"


def server_programs() -> Path:
    """The folder holding ``initdb`` and ``pg_ctl``."""
    candidates = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        bindir = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True)
        candidates.append(Path(bindir.stdout.strip()))
    debian = Path("/usr/lib/postgresql").glob("*/bin")
    candidates += sorted(debian, key=lambda folder: _version(folder.parent.name), reverse=True)
    initdb = shutil.which("initdb")
    if initdb:
        candidates.append(Path(initdb).parent)
    for folder in candidates:
        if (folder / "initdb").is_file() and (folder / "pg_ctl").is_file():
            return folder
    sys.exit("no PostgreSQL server found (initdb, pg_ctl): install Debian's postgresql package")


def _version(name: str) -> tuple[int, ...]:
    return tuple(int(part) for part in name.split(".") if part.isdigit())


def as_server_user() -> dict[str, Any]:
    """The ``subprocess`` arguments that run a server program as an unprivileged user."""
    if os.geteuid() != 0:
        return {}
    try:
        pwd.getpwnam(SERVER_USER_WHEN_ROOT)
    except KeyError:
        sys.exit(f"running as root, and there is no {SERVER_USER_WHEN_ROOT!r} user to run the"
                 " server as (Debian's postgresql package creates it)")
    return {"user": SERVER_USER_WHEN_ROOT, "group": SERVER_USER_WHEN_ROOT, "extra_groups": []}


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def settings(folder: Path, port: int) -> str:
    return (
        "\n# tools/pg_test_cluster.py: a throwaway cluster for the tests\n"
        "listen_addresses = '127.0.0.1'\n"
        f"port = {port}\n"
        f"unix_socket_directories = '{folder}'\n"
        "fsync = off\n"
        "synchronous_commit = off\n"
        "full_page_writes = off\n"
    )


ACCESS = (
    "# TYPE  DATABASE  USER  ADDRESS  METHOD (tools/pg_test_cluster.py)\n"
    f"host all {SUPERUSER} 127.0.0.1/32 trust\n"
    "host all all 127.0.0.1/32 scram-sha-256\n"
)


def start() -> tuple[str, Path]:
    """Start a cluster in a fresh temporary folder; return its connection URL and its folder.
    If anything fails, nothing is left behind."""
    programs, server_user = server_programs(), as_server_user()
    folder = Path(tempfile.mkdtemp(prefix=FOLDER_PREFIX))
    try:
        if server_user:
            shutil.chown(folder, server_user["user"], server_user["group"])
        data, port = folder / "data", free_port()
        # C collation: text sorts by code point, as in the SQLite room. ACCESS replaces the
        # access rules initdb writes.
        server(programs / "initdb", "--pgdata", data, "--username", SUPERUSER,
               "--encoding", "UTF8", "--locale", "C", "--auth", "trust",
               "--no-instructions", "--no-sync", folder=folder)
        with open(data / "postgresql.conf", "a", encoding="utf-8") as conf:
            conf.write(settings(folder, port))
        (data / "pg_hba.conf").write_text(ACCESS, encoding="utf-8")
        server(programs / "pg_ctl", "--pgdata", data, "--log", folder / "server.log",
               "--wait", "--timeout", "60", "start", folder=folder)
    except BaseException:
        log = folder / "server.log"
        if log.is_file():
            sys.stderr.write(log.read_text(encoding="utf-8", errors="replace"))
        stop(folder)
        raise
    print(f"PostgreSQL test cluster: 127.0.0.1:{port}, in {folder}", file=sys.stderr)
    return f"postgresql://{SUPERUSER}@127.0.0.1:{port}/postgres", folder


def stop(folder: Path) -> None:
    """Stop the cluster in ``folder`` (if it runs) and remove the folder."""
    if not folder.name.startswith(FOLDER_PREFIX):
        sys.exit(f"{folder} is not a folder made by tools/pg_test_cluster.py: left alone")
    data = folder / "data"
    if (data / "postmaster.pid").is_file():
        pg_ctl = server_programs() / "pg_ctl"
        for mode in ("fast", "immediate"):
            stopped = server(pg_ctl, "--pgdata", data, "--mode", mode, "--wait", "stop",
                             folder=folder, check=False)
            if stopped.returncode == 0:
                break
    shutil.rmtree(folder, ignore_errors=True)
    print(f"PostgreSQL test cluster: stopped, {folder} removed", file=sys.stderr)


def server(program: Path, *arguments: object, folder: Path,
           check: bool = True) -> subprocess.CompletedProcess[str]:
    """Run a server program as the server's user; show its output only if it fails (on stderr:
    stdout is for the caller's ``eval``)."""
    done = subprocess.run([str(program), *map(str, arguments)], cwd=folder, text=True,
                          stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.STDOUT, **as_server_user())
    if done.returncode != 0:
        sys.stderr.write(done.stdout)
        if check:
            done.check_returncode()
    return done


def exports(url: str, folder: Path) -> str:
    return (f"export {URL_VARIABLE}={shlex.quote(url)}\n"
            f"export {FOLDER_VARIABLE}={shlex.quote(str(folder))}\n")


def run(command: list[str]) -> int:
    """Start a cluster, run ``command`` with the cluster's variables set, stop the cluster."""
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(128 + signal.SIGTERM))
    url, folder = start()
    try:
        environment = {**os.environ, URL_VARIABLE: url, FOLDER_VARIABLE: str(folder)}
        return subprocess.run(command, env=environment).returncode
    finally:
        stop(folder)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("start", help="start a cluster; print the shell lines exporting it")
    stopping = commands.add_parser("stop", help="stop a cluster and remove its folder")
    stopping.add_argument("folder", type=Path)
    running = commands.add_parser("run", help="start a cluster, run a command, stop it")
    running.add_argument("run", nargs=argparse.REMAINDER, metavar="-- command ...")
    arguments = parser.parse_args()
    if arguments.command == "start":
        print(exports(*start()), end="")
    elif arguments.command == "stop":
        stop(arguments.folder)
    else:
        command = arguments.run[1:] if arguments.run[:1] == ["--"] else arguments.run
        if not command:
            parser.error("run: which command? (python3 tools/pg_test_cluster.py run -- ...)")
        return run(command)
    return 0


if __name__ == "__main__":
    sys.exit(main())
