"""Corrupt, truncated and hostile files: always one FormatError (CLI: one line, exit 2)."""

from __future__ import annotations

import contextlib
import io
import random
import struct
import zipfile
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop.formats.battlescribe import import_bytes
from desktop.formats.battlescribe.catalogue import catalogue_from_bytes
from desktop.formats.cli import main
from desktop.formats.errors import FormatError
from tests.formats.bsdata_helpers import DATA

ROSTER = (DATA / "kt2018-over-limit.ros").read_bytes()
NS = b'xmlns="http://www.battlescribe.net/schema/rosterSchema"'


def _zip(members: dict[str, bytes]) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return buffer.getvalue()


def _zeros_bomb(megabytes: int) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as archive, \
            archive.open("bomb.ros", "w", force_zip64=True) as handle:
        chunk = b"\0" * (1 << 20)
        for _ in range(megabytes):
            handle.write(chunk)
    return buffer.getvalue()


def _lying_bomb() -> bytes:
    """70 MB of '<' squeezed into a zip whose headers claim 1000 bytes."""
    data = bytearray(_zip({"bomb.ros": b"<" * (70 << 20)}))
    struct.pack_into("<I", data, 22, 1000)  # local header: uncompressed size
    central = data.rindex(b"PK\x01\x02")
    struct.pack_into("<I", data, central + 24, 1000)  # central directory entry
    return bytes(data)


def _deep_xml(depth: int) -> bytes:
    opening = b'<selection id="x" name="x" entryId="x" type="upgrade"><selections>' * depth
    closing = b"</selections></selection>" * depth
    return (b'<roster id="r" name="r" ' + NS + b'><forces><force id="f" name="f" entryId="f">'
            b"<selections>" + opening + closing + b"</selections></force></forces></roster>")


def _deep_json(depth: int) -> bytes:
    return b'{"roster": ' + b'{"a": ' * depth + b"1" + b"}" * depth + b"}"


BILLION_LAUGHS = b"""<?xml version="1.0"?>
<!DOCTYPE roster [
 <!ENTITY lol "lol">
 <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
 <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
 <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
 <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
 <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
 <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
 <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
]>
<roster id="r" name="&lol9;" xmlns="http://www.battlescribe.net/schema/rosterSchema"/>"""

EXTERNAL_ENTITY = b"""<?xml version="1.0"?>
<!DOCTYPE roster [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
<roster id="r" name="&secret;" xmlns="http://www.battlescribe.net/schema/rosterSchema"/>"""

EXTERNAL_DTD = b"""<?xml version="1.0"?>
<!DOCTYPE roster SYSTEM "http://127.0.0.1:9/evil.dtd">
<roster id="r" name="x" xmlns="http://www.battlescribe.net/schema/rosterSchema"/>"""

def _utf16(text: bytes) -> bytes:
    return text.decode("utf-8").replace('<?xml version="1.0"?>',
                                        '<?xml version="1.0" encoding="UTF-16"?>'
                                        ).encode("utf-16")


HOSTILE: dict[str, Callable[[], bytes]] = {
    "DOCTYPE after comments and a PI": lambda: b'<?xml version="1.0"?>\n<!-- x --><?pi y?>'
                                               + BILLION_LAUGHS.split(b"?>", 1)[1],
    "UTF-16 billion laughs": lambda: _utf16(BILLION_LAUGHS),
    "DOCTYPE in another 8-bit encoding": lambda: (
        b'<?xml version="1.0" encoding="windows-1251"?><!DOCTYPE r [<!ENTITY a "b">]>'
        b"<roster " + NS + b' name="&a;"/>'),
    "billion laughs": lambda: BILLION_LAUGHS,
    "external entity": lambda: EXTERNAL_ENTITY,
    "external DTD": lambda: EXTERNAL_DTD,
    "undeclared entity": lambda: b"<roster " + NS + b' name="&x;"/>',
    "zip bomb (honest header)": lambda: _zeros_bomb(80),
    "zip bomb (lying header)": _lying_bomb,
    "truncated zip": lambda: _zip({"x.ros": ROSTER})[:300],
    "zip without a roster": lambda: _zip({}),
    "zip inside a zip": lambda: _zip({"inner.ros": _zip({"x.ros": ROSTER})}),
    "truncated XML": lambda: ROSTER[: len(ROSTER) // 2],
    "random bytes": lambda: random.Random(7).randbytes(4096),
    "empty file": lambda: b"",
    "wrong root element": lambda: b"<html><body>not a roster</body></html>",
    "JSON that is not BattleScribe": lambda: b'{"hello": [1, 2, 3]}',
    "JSON list": lambda: b"[1, 2, 3]",
    "JSON NaN": lambda: b'{"roster": {"name": NaN}}',
    "huge cost": lambda: ROSTER.replace(b'value="20.0"', b'value="1e999"'),
    "huge number of models": lambda: ROSTER.replace(b'number="4"', b'number="9' + b"9" * 30 + b'"'),
    "negative number of models": lambda: ROSTER.replace(b'number="4"', b'number="-4"'),
    "not a number": lambda: ROSTER.replace(b'value="20.0"', b'value="lots"'),
    "deep XML nesting": lambda: _deep_xml(5_000),
    "deep JSON nesting": lambda: _deep_json(100_000),
    "element flood": lambda: b"<roster " + NS + b">" + b"<a/>" * 2_100_000 + b"</roster>",
    "unknown encoding": lambda: b'<?xml version="1.0" encoding="x-nothing"?><roster/>',
    "binary junk after a zip magic": lambda: b"PK\x03\x04" + b"\xff" * 200,
}


@pytest.mark.parametrize("make", list(HOSTILE.values()), ids=list(HOSTILE))
def test_hostile_roster_is_a_format_error(make: Callable[[], bytes]) -> None:
    with pytest.raises(FormatError) as caught:
        import_bytes(make())
    text = str(caught.value)
    assert text and "\n" not in text and "Traceback" not in text


@pytest.mark.parametrize("name", ["billion laughs", "zip bomb (lying header)", "random bytes",
                                  "deep XML nesting", "truncated zip", "wrong root element"])
def test_hostile_roster_cli_exit_2(name: str, tmp_path: Path,
                                   capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "hostile.rosz"
    path.write_bytes(HOSTILE[name]())
    assert main(["show", str(path), "--json"]) == 2
    assert main(["convert", str(path), str(tmp_path / "out.json")]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 2 and all(line.startswith("error: ") for line in lines)
    assert "Traceback" not in captured.err
    assert not (tmp_path / "out.json").exists()


@pytest.mark.parametrize("name", ["billion laughs", "external entity", "zip bomb (lying header)",
                                  "deep XML nesting", "random bytes"])
def test_hostile_catalogue_is_a_format_error(name: str) -> None:
    data = HOSTILE[name]().replace(b"<roster", b"<catalogue").replace(b"roster>",
                                                                       b"catalogue>")
    with pytest.raises(FormatError):
        catalogue_from_bytes(data)


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=2048))
def test_random_bytes_never_escape_as_other_errors(data: bytes) -> None:
    with contextlib.suppress(FormatError):
        import_bytes(data)


@settings(max_examples=150, deadline=None)
@given(st.integers(min_value=0, max_value=len(ROSTER) - 1), st.integers(0, 255))
def test_single_byte_damage_is_read_or_refused_cleanly(index: int, value: int) -> None:
    damaged = bytearray(ROSTER)
    damaged[index] = value
    for data in (bytes(damaged), _zip({"r.ros": bytes(damaged)})[: max(30, index // 2)]):
        with contextlib.suppress(FormatError):
            import_bytes(data)


def test_a_utf16_roster_still_imports() -> None:
    text = ROSTER.decode("utf-8").replace('encoding="UTF-8"', 'encoding="UTF-16"')
    result = import_bytes(text.encode("utf-16"))
    assert (result.roster.name, result.roster.total_points) == ("Over the Limit", 104)
