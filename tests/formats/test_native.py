from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.domain import Edition, ModelGroup, Roster, Unit, Weapon
from desktop.formats import atomic, native
from desktop.formats.errors import FormatError


def sample() -> Roster:
    return Roster(
        name="Ультрамарины", edition=Edition.CLASSIC, points_limit=500, notes="Demo",
        units=[Unit(name="Tactical Squad", notes="Sergeant Tigurius", models=[
            ModelGroup(name="Marine", count=9, points_each=15,
                       characteristics={"ws": 4, "bs": 4, "s": 4, "t": 4, "w": 1, "i": 4,
                                        "a": 1, "ld": 8, "sv": 3},
                       weapons=[Weapon(name="Boltgun", type="rapid-fire", ap=5)])])])


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "r.json"
    roster = sample()
    native.save(roster, path)
    assert native.load(path) == roster
    document = json.loads(path.read_text(encoding="utf-8"))
    assert document["format"] == "auspex-roster" and document["version"] == 1


def _bad(tmp_path: Path, content: bytes | str) -> tuple[Path, bytes]:
    path = tmp_path / "bad.json"
    data = content.encode("utf-8") if isinstance(content, str) else content
    path.write_bytes(data)
    return path, data


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        ("{", "damaged"),
        (b"\xff\xfe\x00garbage", "not UTF-8"),
        ("[]", "not an Auspex roster"),
        ('{"format": "auspex-roster", "version": 99, "roster": {}}', "newer Auspex"),
        ('{"format": "auspex-roster", "version": "1", "roster": {}}', "version"),
        ('{"format": "auspex-roster", "version": 1, "roster": {"name": ""}}', "invalid"),
        ('{"format": "auspex-roster", "version": 1, "roster": {"name": "x", "evil": 1}}',
         "invalid"),
        ('{"format": "auspex-roster", "version": 1, "roster": {"name": "x"}, "extra": 1}',
         "unknown entry"),
        ('{"format": "auspex-roster", "version": 1, "roster": {"name": "x", "units": '
         '[{"name": "u", "models": [{"name": "m", "weapons": [{"name": "w", "shots": "D7"}]}]}]}}',
         "There is no D7"),
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"format": "auspex-roster", "version": 1, "roster": {"name": NaN}}', "damaged"),
    ],
)
def test_bad_files_give_a_clear_message_and_stay_untouched(tmp_path: Path, content: bytes | str,
                                                           needle: str) -> None:
    path, data = _bad(tmp_path, content)
    with pytest.raises(FormatError) as info:
        native.load(path)
    assert needle in str(info.value)
    assert path.read_bytes() == data


def test_missing_file_and_folder(tmp_path: Path) -> None:
    with pytest.raises(FormatError, match="does not exist"):
        native.load(tmp_path / "nope.json")
    with pytest.raises(FormatError, match="folder"):
        native.load(tmp_path)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=300) | st.text(max_size=300).map(str.encode))
def test_random_bytes_never_crash(data: bytes) -> None:
    try:
        native.loads(data)
    except FormatError as exc:
        assert str(exc)


def test_crash_mid_save_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                           ) -> None:
    path = tmp_path / "r.json"
    native.save(sample(), path)
    before = path.read_bytes()

    def full_disk(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(atomic.os, "fsync", full_disk)
    changed = sample().model_copy(update={"name": "Changed"})
    with pytest.raises(OSError) as info:
        native.save(changed, path)
    assert info.value.errno == errno.ENOSPC
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["r.json"]  # no temp file left behind


def test_replace_failure_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                            ) -> None:
    path = tmp_path / "r.json"
    native.save(sample(), path)
    before = path.read_bytes()

    def boom(_src: str, _dst: object) -> None:
        raise OSError(errno.EIO, "I/O error")

    monkeypatch.setattr(atomic.os, "replace", boom)
    with pytest.raises(OSError):
        native.save(sample().model_copy(update={"name": "X"}), path)
    assert path.read_bytes() == before
    assert len(list(tmp_path.iterdir())) == 1


def test_read_only_folder_is_an_os_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                         ) -> None:
    def denied(*_args: object, **_kwargs: object) -> None:
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(atomic.tempfile, "mkstemp", denied)
    with pytest.raises(PermissionError):
        native.save(sample(), tmp_path / "r.json")
    assert not (tmp_path / "r.json").exists()
