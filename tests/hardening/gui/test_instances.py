"""Several real Auspex processes sharing one home: autosaves belong to the instance that wrote
them (issue #15, item 1).

A running instance's autosaves are never offered to, nor deleted by, another one; when it is
killed, the next start offers them (to one instance only).
"""

from __future__ import annotations

import signal
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from desktop import storage
from tests.hardening.gui.instances import Instance, prepare_home

Start = Callable[[], Instance]


@pytest.fixture
def home(tmp_path: Path) -> Path:
    prepare_home(tmp_path)
    return tmp_path


@pytest.fixture
def start(home: Path) -> Iterator[Start]:
    running: list[Instance] = []

    def launch() -> Instance:
        instance = Instance.start(home)
        running.append(instance)
        return instance

    yield launch
    for instance in running:
        instance.stop()


def test_a_second_instance_neither_offers_nor_deletes_the_first_ones_autosaves(
        start: Start, home: Path) -> None:
    where = prepare_home(home)
    first = start()
    first.run("start")
    first.run("new", "First's army")
    assert first.run("autosave") == 1
    mine = first.run("state")["autosaves"]
    assert len(mine) == 1

    second = start()
    second.run("answer", "No")  # were it asked, it would decline (and delete)
    second.run("start")
    assert second.asked == []  # the first instance is running: nothing to restore
    second.run("new", "Second's army")
    assert second.run("autosave") == 1
    assert second.run("close") is False  # unsaved work: the question is Cancelled
    second.run("answer", "Discard")
    assert second.run("close") is True
    assert second.wait() == 0
    assert first.run("state")["autosaves"] == mine  # untouched by the second's exit
    assert [e.roster.name for e in storage.find_autosaves(where)] == []  # none orphaned

    first.kill(signal.SIGKILL)  # a crash
    assert first.wait() == -signal.SIGKILL
    assert [e.roster.name for e in storage.find_autosaves(where)] == ["First's army"]
    third = start()
    third.run("answer", "Yes")
    restored = third.run("start")
    assert len(third.asked) == 1 and "1 roster with unsaved changes" in third.asked[0]
    assert [r["name"] for r in restored["rosters"]] == ["First's army"]
    assert storage.find_autosaves(where) == []  # the third instance's own autosaves now
    assert len(restored["autosaves"]) == 1


def test_two_instances_started_after_a_crash_offer_its_work_once(start: Start,
                                                                  home: Path) -> None:
    where = prepare_home(home)
    crashed = start()
    crashed.run("start")
    crashed.run("new", "Lost army")
    crashed.run("autosave")
    crashed.kill(signal.SIGKILL)
    crashed.wait()
    first, second = start(), start()
    first.run("answer", "Yes")
    second.run("answer", "Yes")
    restored = [first.run("start"), second.run("start")]
    names = sorted(r["name"] for state in restored for r in state["rosters"])
    assert names == ["Lost army"]  # restored by one of them, not both
    assert len(first.asked) + len(second.asked) == 1
    assert storage.find_autosaves(where) == []


def test_two_instances_saving_one_file_the_second_is_asked_first(start: Start,
                                                                 home: Path) -> None:
    """Item 2: the last save no longer wins silently."""
    from desktop.domain import Edition, Roster
    from desktop.formats import native

    path = home / "army.json"
    native.save(Roster(name="Army", edition=Edition.CLASSIC), path)
    first, second = start(), start()
    for instance in (first, second):
        instance.run("start")
        assert instance.run("open", str(path)) is True
    first.run("rename", "First's version")
    second.run("rename", "Second's version")
    assert first.run("save") is True
    assert first.asked == []
    second.run("answer", "Cancel")
    assert second.run("save") is False
    assert "army.json was changed by another program or another Auspex window" \
        in second.asked[0]
    assert native.load(path).name == "First's version"
    assert second.run("state")["rosters"][0]["modified"] is True
    second.run("answer", "Save")
    assert second.run("save") is True
    assert native.load(path).name == "Second's version"
    first.run("rename", "First again")
    first.run("answer", "Cancel")
    assert first.run("save") is False  # and the other way round
    assert native.load(path).name == "Second's version"


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGHUP, signal.SIGINT],
                         ids=["SIGTERM", "SIGHUP", "SIGINT"])
def test_a_quit_signal_autosaves_and_quits_cleanly(start: Start, home: Path,
                                                   number: int) -> None:
    """Item 3: edits since the last autosave survive; no traceback; the next start offers
    them."""
    where = prepare_home(home)
    instance = start()
    instance.run("start")
    instance.run("new", "Autosaved a minute ago")
    assert instance.run("autosave") == 1
    instance.run("new", "Made after the last autosave")
    instance.kill(number)
    assert instance.wait() == 0
    log = instance.stderr()
    assert "Traceback" not in log and "KeyboardInterrupt" not in log, log
    assert f"Received signal {int(number)}" in log
    assert sorted(e.roster.name for e in storage.find_autosaves(where)) == [
        "Autosaved a minute ago", "Made after the last autosave"]
    assert storage.live_instances(where) == []
    following = start()
    following.run("answer", "Yes")
    names = [r["name"] for r in following.run("start")["rosters"]]
    assert sorted(names) == ["Autosaved a minute ago", "Made after the last autosave"]
    assert "2 rosters with unsaved changes" in following.asked[0]


def test_a_quit_signal_with_nothing_unsaved_leaves_nothing_behind(start: Start,
                                                                  home: Path) -> None:
    where = prepare_home(home)
    instance = start()
    instance.run("start")
    instance.kill(signal.SIGTERM)
    assert instance.wait() == 0
    assert storage.find_autosaves(where) == []
    assert list(where.autosave_dir.iterdir()) == []


def test_the_next_start_removes_what_killed_saves_left_behind(start: Start,
                                                              home: Path) -> None:
    """Item 5: a SIGKILL between writing and renaming leaves ``.NAME.xxxxxxxx.tmp`` in the
    roster folder and the config folder; the next start removes them, and nothing else."""
    import random
    import time

    from tests.hardening.crash import kill_all
    from tests.hardening.gui.instances import home_locations

    where = home_locations(home)
    rosters = home / "games"
    rosters.mkdir()
    killed = kill_all([("save", rosters, "slow-disk"), ("settings", rosters, "slow-disk")],
                      random.Random(), config=where.config)
    assert all(k.inside_write for k in killed)
    leftovers = [*rosters.glob(".army.json.*.tmp"), *where.config.glob(".settings.json.*.tmp")]
    assert len(leftovers) == 2
    storage.save_settings(storage.Settings(language="en", demo_opened=True,
                                           recent_files=[str(rosters / "army.json")]), where)
    (rosters / ".notes.txt.tmp").write_text("not ours")
    time.sleep(storage.TEMP_MARGIN_SECONDS + 0.1)  # (the kills are a moment ago)
    instance = start()
    instance.run("start")
    assert not any(path.exists() for path in leftovers)
    assert (rosters / ".notes.txt.tmp").exists() and (rosters / "army.json").exists()
    assert instance.stderr().count("left by an interrupted save") == 2
