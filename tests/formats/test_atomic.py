"""The atomic writer writes what was asked and replaces nothing else (issue 15, item 8):
symlinks are written through, special and read-only files refused, modes follow the umask."""

from __future__ import annotations

import errno
import os
import socket
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from desktop.formats.atomic import WriteRefused, atomic_write_bytes, current_umask
from tests.conftest import REPO

pytestmark = pytest.mark.skipif(os.name != "posix", reason="POSIX file modes and links")


def names(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


def test_a_symlink_stays_a_symlink_and_its_target_is_written(tmp_path: Path) -> None:
    real_folder, link_folder = tmp_path / "real", tmp_path / "links"
    real_folder.mkdir()
    link_folder.mkdir()
    target = real_folder / "army.json"
    target.write_bytes(b"old")
    link = link_folder / "army.json"
    link.symlink_to(os.path.relpath(target, link_folder))
    atomic_write_bytes(link, b"new")
    assert link.is_symlink() and os.readlink(link) == os.path.relpath(target, link_folder)
    assert target.read_bytes() == b"new"
    assert names(real_folder) == ["army.json"] and names(link_folder) == ["army.json"]


def test_a_chain_of_symlinks_is_followed_to_the_end(tmp_path: Path) -> None:
    target = tmp_path / "target.json"
    target.write_bytes(b"old")
    (tmp_path / "one.json").symlink_to("target.json")
    (tmp_path / "two.json").symlink_to("one.json")
    atomic_write_bytes(tmp_path / "two.json", b"new")
    assert target.read_bytes() == b"new"
    assert (tmp_path / "two.json").is_symlink() and (tmp_path / "one.json").is_symlink()


def test_a_dangling_symlink_gets_its_target_created(tmp_path: Path) -> None:
    link = tmp_path / "link.json"
    link.symlink_to("later.json")
    atomic_write_bytes(link, b"data")
    assert link.is_symlink() and (tmp_path / "later.json").read_bytes() == b"data"


def test_a_symlink_loop_is_an_error_and_writes_nothing(tmp_path: Path) -> None:
    (tmp_path / "a.json").symlink_to("b.json")
    (tmp_path / "b.json").symlink_to("a.json")
    with pytest.raises(OSError) as info:
        atomic_write_bytes(tmp_path / "a.json", b"data")
    assert info.value.errno == errno.ELOOP
    assert (tmp_path / "a.json").is_symlink() and names(tmp_path) == ["a.json", "b.json"]


def test_a_fifo_is_refused_and_stays_a_fifo(tmp_path: Path) -> None:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    with pytest.raises(WriteRefused, match="not a regular file"):
        atomic_write_bytes(path, b"data")
    assert stat.S_ISFIFO(os.lstat(path).st_mode) and names(tmp_path) == ["pipe.json"]


def test_a_symlink_to_a_fifo_is_refused(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "link.json").symlink_to("pipe")
    with pytest.raises(WriteRefused, match="not a regular file"):
        atomic_write_bytes(tmp_path / "link.json", b"data")
    assert stat.S_ISFIFO(os.lstat(tmp_path / "pipe").st_mode)


def test_a_socket_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "s.sock"
    with socket.socket(socket.AF_UNIX) as server:
        server.bind(str(path))
        with pytest.raises(WriteRefused, match="not a regular file"):
            atomic_write_bytes(path, b"data")
    assert stat.S_ISSOCK(os.lstat(path).st_mode)


def test_a_folder_is_refused(tmp_path: Path) -> None:
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(WriteRefused, match="is a folder"):
        atomic_write_bytes(tmp_path / "folder.json", b"data")


@pytest.mark.parametrize("mode", [0o444, 0o400, 0o000])
def test_a_read_only_file_is_refused_even_for_root(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "kept.json"
    path.write_bytes(b"old")
    path.chmod(mode)
    with pytest.raises(WriteRefused, match="read-only") as info:
        atomic_write_bytes(path, b"new")
    assert isinstance(info.value, OSError)  # callers that catch OSError show it too
    path.chmod(0o600)
    assert path.read_bytes() == b"old" and names(tmp_path) == ["kept.json"]
    assert info.value.message.template.startswith("%1 is read-only")


@pytest.mark.parametrize("mode", [0o600, 0o640, 0o664, 0o755])
def test_an_existing_file_keeps_its_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "kept.json"
    path.write_bytes(b"old")
    path.chmod(mode)
    atomic_write_bytes(path, b"new")
    assert stat.S_IMODE(path.stat().st_mode) == mode and path.read_bytes() == b"new"


@pytest.mark.parametrize(("umask", "expected"), [(0o022, 0o644), (0o077, 0o600),
                                                 (0o002, 0o664), (0o027, 0o640)])
def test_a_new_file_follows_the_umask(tmp_path: Path, umask: int, expected: int) -> None:
    path = tmp_path / "new.json"
    code = ("import os, sys\nos.umask(int(sys.argv[2], 8))\n"
            "from desktop.formats.atomic import atomic_write_bytes, current_umask\n"
            "assert current_umask() == int(sys.argv[2], 8)\n"
            "atomic_write_bytes(sys.argv[1], b'data')\n")
    subprocess.run([sys.executable, "-c", code, str(path), oct(umask)[2:]], cwd=REPO,
                   check=True, timeout=60)
    assert stat.S_IMODE(path.stat().st_mode) == expected and path.read_bytes() == b"data"


def test_current_umask_does_not_change_it() -> None:
    before = os.umask(0o022)
    os.umask(before)
    assert current_umask() == before
    after = os.umask(before)
    assert after == before
