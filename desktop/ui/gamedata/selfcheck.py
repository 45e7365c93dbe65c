"""``--self-test`` checks for game data (issue #14): a small game system written here (not
anyone's real game) is added through the Game data dialog, a roster is built from it through
the New roster dialog, the Add unit path and the Options tab's own spin box, checked in the
Findings, undone exactly, exported as ``.rosz`` and imported again with the same findings.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication, QSpinBox

if TYPE_CHECKING:
    from desktop.ui.main_window import MainWindow

SYSTEM = """<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="auspex-drill" name="Auspex drill" revision="1" battleScribeVersion="2.03"
    xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name="pts" defaultCostLimit="-1"/></costTypes>
  <categoryEntries><categoryEntry id="c-line" name="Line"/></categoryEntries>
  <forceEntries>
    <forceEntry id="f-drill" name="Drill force">
      <categoryLinks>
        <categoryLink id="l-line" name="Line" targetId="c-line">
          <constraints>
            <constraint id="line-max" type="max" value="2" field="selections" scope="parent"/>
          </constraints>
        </categoryLink>
      </categoryLinks>
    </forceEntry>
  </forceEntries>
</gameSystem>"""

CATALOGUE = """<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="auspex-drill-company" name="Drill company" revision="1"
    gameSystemId="auspex-drill" library="false" battleScribeVersion="2.03"
    xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <selectionEntries>
    <selectionEntry id="e-squad" name="Drill squad" type="unit">
      <categoryLinks><categoryLink id="cl-squad" name="Line" targetId="c-line" primary="true"/>
      </categoryLinks>
      <costs><cost name="pts" typeId="pts" value="10"/></costs>
      <selectionEntries>
        <selectionEntry id="e-trooper" name="Trooper" type="model">
          <constraints>
            <constraint id="t-min" type="min" value="3" field="selections" scope="parent"/>
            <constraint id="t-max" type="max" value="6" field="selections" scope="parent"/>
          </constraints>
          <costs><cost name="pts" typeId="pts" value="5"/></costs>
        </selectionEntry>
      </selectionEntries>
    </selectionEntry>
  </selectionEntries>
</catalogue>"""


def checks(window: MainWindow) -> list[tuple[str, Callable[[], str | None]]]:
    state: dict[str, object] = {}

    def add() -> str:
        from desktop.ui.gamedata.dialog import GameDataDialog

        folder = Path(tempfile.mkdtemp(prefix="auspex-selftest-data-"))
        (folder / "drill.gst").write_text(SYSTEM, encoding="utf-8")
        (folder / "drill.cat").write_text(CATALOGUE, encoding="utf-8")
        dialog = GameDataDialog("", window)
        dialog.add_paths([folder])
        lines = dialog.report_lines()
        dialog.deleteLater()
        if lines != ["Auspex drill, revision 1: installed with 1 catalogues"]:
            raise AssertionError(f"unexpected report: {lines}")
        return lines[0]

    def build() -> str:
        from desktop.ui.editor import current_editor
        from desktop.ui.gamedata.new_roster import NewDataRosterDialog

        dialog = NewDataRosterDialog(window)
        dialog.choose_faction("Drill company")
        dialog.wait()
        QApplication.processEvents()
        builder, key = dialog.build(), dialog.key
        dialog.deleteLater()
        opened = window.files.open_built(builder, key)
        editor = current_editor(window)
        if opened is None or editor is None or editor.data_session is None:
            raise AssertionError("the roster did not open in the editor")
        editor.data_session.wait()
        QApplication.processEvents()
        force = editor.data_session.builder().document.forces[0]
        option = editor.data_session.builder().options(force)[0]
        unit_id = editor.add_options(force, [option.id], [option.name])
        if unit_id is None:
            raise AssertionError("the unit was not added")
        panel, pages = editor.options_panel, editor.data_pages
        assert panel is not None and pages is not None
        editor.right.setCurrentWidget(pages)
        QApplication.processEvents()
        spins = [w for w in panel.body.findChildren(QSpinBox) if w.accessibleName() == "Trooper"]
        if not spins or spins[0].value() != 3:
            raise AssertionError("the Options tab shows no Trooper count of 3")
        before = opened.roster.battlescribe
        spins[0].setValue(8)
        wanted = "Drill squad may have at most 6 × Trooper (it has 8)"
        found = [f.message.render() for f in editor.tracker.findings]
        if found != [wanted]:
            raise AssertionError(f"findings: {found}")
        opened.undo_stack.undo()
        if opened.roster.battlescribe != before:
            raise AssertionError("undo did not restore the document exactly")
        opened.undo_stack.redo()
        state["roster"] = opened
        return f"{opened.roster.total_points} pts, 1 finding: {wanted}"

    def round_trip() -> str:
        from desktop.ui.editor import current_editor

        opened = state.get("roster")
        if opened is None:
            raise AssertionError("no roster was built")
        editor = current_editor(window)
        assert editor is not None
        before = [f.message.render() for f in editor.tracker.findings]
        target = Path(tempfile.mkdtemp(prefix="auspex-selftest-rosz-")) / "drill.rosz"
        if not window.files.export_rosz(opened, target):  # type: ignore[arg-type]
            raise AssertionError("the .rosz export failed")
        from desktop.formats.battlescribe import import_roster

        # (File > Import would also list what Auspex cannot shoot with: a made-up game)
        again = window.add_roster(import_roster(target).roster, modified=True)
        editor = current_editor(window)
        if again is None or editor is None or editor.data_session is None:
            raise AssertionError("the .rosz did not import")
        editor.data_session.wait()
        QApplication.processEvents()
        after = [f.message.render() for f in editor.tracker.findings]
        if after != before:
            raise AssertionError(f"findings changed: {before} -> {after}")
        for roster in (opened, again):
            roster.undo_stack.setClean()  # type: ignore[attr-defined]
            roster._forced_dirty = False  # type: ignore[attr-defined]
            window._close_tab(window.rosters.index(roster))  # type: ignore[arg-type]
        return "same findings after export and import"

    return [("add game data (worker thread)", add),
            ("build a roster from game data", build),
            ("export .rosz and import it again", round_trip)]
