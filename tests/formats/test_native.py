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


# --- strict input (issue 15, item 11) ---------------------------------------------------------

def _document(**roster: object) -> dict[str, object]:
    return {"format": "auspex-roster", "version": 1,
            "roster": {"name": "Strict", "edition": "classic", **roster}}


@pytest.mark.parametrize(("field", "value"), [
    ("points_limit", True), ("points_limit", False), ("points_limit", "500"),
    ("points_limit", 500.0), ("points_limit", 500.5),
])
def test_numbers_are_strict(field: str, value: object) -> None:
    """``true`` is not a points limit of 1, nor ``"500"`` or ``500.0`` one of 500."""
    data = json.dumps(_document(**{field: value})).encode("utf-8")
    with pytest.raises(FormatError, match=f"invalid at {field}"):
        native.loads(data)
    assert native.loads(json.dumps(_document(**{field: 500})).encode()).points_limit == 500


def test_strict_numbers_deep_in_the_roster() -> None:
    roster = sample()
    document = json.loads(native.dumps(roster))
    document["roster"]["units"][0]["models"][0]["count"] = True
    with pytest.raises(FormatError, match="count"):
        native.loads(json.dumps(document).encode("utf-8"))
    document["roster"]["units"][0]["models"][0]["count"] = 9
    assert native.loads(json.dumps(document).encode("utf-8")) == roster


@pytest.mark.parametrize("text", [
    '{"format": "auspex-roster", "format": "auspex-roster", "version": 1, "roster": {}}',
    '{"format": "auspex-roster", "version": 1, "roster": {"name": "a", "name": "b"}}',
    '{"format": "auspex-roster", "version": 1, "roster": {"name": "a", "units": '
    '[{"name": "u", "points": 1, "points": 900}]}}',
])
def test_a_key_twice_in_one_object_is_refused(text: str) -> None:
    with pytest.raises(FormatError, match="appears twice in one object"):
        native.loads(text.encode("utf-8"))


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be"])
def test_utf16_and_utf32_files_are_named(codec: str) -> None:
    data = native.dumps(sample()).decode("utf-8").encode(codec)
    with pytest.raises(FormatError) as info:
        native.loads(data)
    name = codec[:6].upper()
    assert str(info.value) == f"The file is {name} text, not UTF-8; save it as UTF-8 and " \
                              f"try again"


def test_bad_utf8_says_where() -> None:
    with pytest.raises(FormatError, match=r"a byte on line 3 is not valid UTF-8"):
        native.loads(b'{\n"format": "auspex-roster",\n"x": "\xff"}')


def test_nan_is_named_not_line_0() -> None:
    with pytest.raises(FormatError) as info:
        native.loads(b'{"format": "auspex-roster", "version": NaN}')
    assert str(info.value) == "The roster file is damaged (NaN is not a JSON value)"


def test_the_format_key_may_stand_anywhere() -> None:
    """One rule for the window and the command line: the top-level "format", wherever it is
    (here after 15 KB of notes)."""
    document = json.loads(native.dumps(sample()))
    document["roster"]["notes"] = "x" * 15_000
    data = json.dumps({"roster": document["roster"], "version": 1,
                       "format": "auspex-roster"}).encode("utf-8")
    assert native.loads_if_native(data) == native.loads(data)
    from desktop.formats.battlescribe import import_bytes

    assert import_bytes(data).roster.notes == "x" * 15_000


@pytest.mark.parametrize("data", [
    b'{"roster": {"name": "auspex-roster"}}',  # mentions it, but not as its format
    b'{"roster": {"format": "auspex-roster"}}',  # not at the top level
    b'<roster name="auspex-roster"/>',
    b'{"format": "something-else", "note": "auspex-roster"}',
])
def test_other_files_are_not_native(data: bytes) -> None:
    assert native.loads_if_native(data) is None


def test_a_damaged_native_file_says_what_is_wrong() -> None:
    with pytest.raises(FormatError, match="invalid JSON near line 1"):
        native.loads_if_native(b'{"format": "auspex-roster", "version": 1, "ros')
