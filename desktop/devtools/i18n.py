"""Keep the Qt Linguist catalogues in step with the code (developer tool, no runtime use).

    python -m desktop.devtools.i18n update     # lupdate both .ts, fill English, lrelease
    python -m desktop.devtools.i18n release    # lrelease only
    python -m desktop.devtools.i18n todo       # list Russian entries still to translate
    python -m desktop.devtools.i18n apply F    # set Russian translations from a JSON file
                                               #   [{"context", "source", "translation"}] where
                                               #   "translation" is a string or a list of
                                               #   numerus forms (Russian has three)

lupdate gets an explicit file list: a directory scan finds nothing without
``-extensions py`` and, with ``-no-obsolete``, would wipe the catalogue.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TS_DIR = ROOT / "translations"
LANGS = ("en", "ru")


def ts_file(lang: str, folder: Path = TS_DIR) -> Path:
    return folder / f"auspex_{lang}.ts"


def source_files() -> list[Path]:
    return sorted(p for p in (ROOT / "desktop").rglob("*.py")
                  if "devtools" not in p.parts and "__pycache__" not in p.parts)


def _tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    candidate = Path(sys.executable).with_name(f"pyside6-{name}")
    if candidate.exists():
        return str(candidate)
    raise SystemExit(f"pyside6-{name} not found (install PySide6-Essentials)")


def lupdate(ts_paths: list[Path]) -> None:
    files = [str(p.relative_to(ROOT)) for p in source_files()]
    if not files:
        raise SystemExit("no source files found; refusing to wipe the catalogues")
    cmd = [_tool("lupdate"), *files, "-no-obsolete", "-locations", "none",
           "-ts", *map(str, ts_paths)]
    subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True)


def lrelease(ts_path: Path, qm_path: Path) -> None:
    subprocess.run([_tool("lrelease"), "-silent", str(ts_path), "-qm", str(qm_path)],
                   check=True, capture_output=True)


def english_forms(source: str) -> tuple[str, str]:
    """"%n roster(s)" -> ("%n roster", "%n rosters"); also "(es)", "y(ies)", and "%n dice"
    -> ("%n die", "%n dice")."""
    singular = source.replace("y(ies)", "y").replace("(es)", "").replace("(s)", "")
    singular = singular.replace("%n dice", "%n die")
    plural = source.replace("y(ies)", "ies").replace("(es)", "es").replace("(s)", "s")
    return singular, plural


def fill_english(ts_path: Path) -> None:
    tree = ET.parse(ts_path)
    for message in tree.iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        if message.get("numerus") == "yes":
            for child in list(translation):
                translation.remove(child)
            translation.text = None
            for form in english_forms(source):
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = source
    _write(tree, ts_path)


def _write(tree: ET.ElementTree[ET.Element], path: Path) -> None:
    ET.indent(tree, space="    ")
    root = tree.getroot()
    assert root is not None
    body = ET.tostring(root, encoding="unicode")
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                    encoding="utf-8")


def unfinished(ts_path: Path) -> list[tuple[str, str, bool]]:
    tree = ET.parse(ts_path)
    todo: list[tuple[str, str, bool]] = []
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "vanished",
                                                                  "obsolete"):
                todo.append((name, message.findtext("source") or "",
                             message.get("numerus") == "yes"))
    return todo


def apply(ts_path: Path, mapping_file: Path) -> int:
    entries = json.loads(mapping_file.read_text(encoding="utf-8"))
    wanted = {(e["context"], e["source"]): e["translation"] for e in entries}
    tree = ET.parse(ts_path)
    done = 0
    for context in tree.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            key = (name, message.findtext("source") or "")
            if key not in wanted:
                continue
            value = wanted[key]
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            translation.attrib.pop("type", None)
            for child in list(translation):
                translation.remove(child)
            if isinstance(value, list):
                translation.text = None
                for form in value:
                    ET.SubElement(translation, "numerusform").text = form
            else:
                translation.text = value
            done += 1
    _write(tree, ts_path)
    return done


def release_all() -> None:
    for lang in LANGS:
        lrelease(ts_file(lang), ts_file(lang).with_suffix(".qm"))


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "update"
    if command == "update":
        lupdate([ts_file(lang) for lang in LANGS])
        fill_english(ts_file("en"))
        release_all()
        todo = unfinished(ts_file("ru"))
        print(f"updated; {len(todo)} Russian entries to translate")
        return 0
    if command == "release":
        release_all()
        return 0
    if command == "todo":
        todo = unfinished(ts_file("ru"))
        print(json.dumps([{"context": c, "source": s, "numerus": n} for c, s, n in todo],
                         ensure_ascii=False, indent=1))
        return 0
    if command == "apply" and len(argv) == 2:
        count = apply(ts_file("ru"), Path(argv[1]))
        release_all()
        print(f"applied {count} translations; {len(unfinished(ts_file('ru')))} left")
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
