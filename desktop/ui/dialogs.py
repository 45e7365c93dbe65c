"""Small dialogs: new roster, about, restore after a crash."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLineEdit,
    QMessageBox,
    QSpinBox,
    QWidget,
)

from desktop import __version__
from desktop.domain.editions import EDITION_NAMES, Edition
from desktop.domain.roster import Roster
from desktop.ui.i18n import arg


class NewRosterDialog(QDialog):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New roster"))
        self.name_edit = QLineEdit(self.tr("New roster"))
        self.edition_box = QComboBox()
        for edition in Edition:
            self.edition_box.addItem(QCoreApplication.translate("Edition", EDITION_NAMES[edition]),
                                     edition.value)
        self.limit_box = QSpinBox()
        self.limit_box.setRange(0, 100_000)
        self.limit_box.setSingleStep(250)
        self.limit_box.setValue(1500)
        self.limit_box.setSpecialValueText(self.tr("No limit"))
        form = QFormLayout(self)
        form.addRow(self.tr("&Name:"), self.name_edit)
        form.addRow(self.tr("&Edition:"), self.edition_box)
        form.addRow(self.tr("&Points limit:"), self.limit_box)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self.name_edit.textChanged.connect(
            lambda text: buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(
                bool(text.strip())))

    def roster(self) -> Roster:
        limit = self.limit_box.value()
        return Roster(name=self.name_edit.text().strip() or self.tr("New roster"),
                      edition=Edition(self.edition_box.currentData()),
                      points_limit=limit or None)


def show_about(parent: QWidget) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("About", "About Auspex"),
        arg(QCoreApplication.translate(
            "About",
            "<h3>Auspex %1</h3><p>An offline companion for Warhammer 40,000-family tabletop "
            "games: rosters, guided shooting with exact odds, and a bilingual rules "
            "reference.</p><p>Editions: 40K 2nd, 40K 3rd (classic), Kill Team (2018), "
            "The Horus Heresy (3rd edition).</p><p>Unofficial and not endorsed by Games "
            "Workshop.</p>"), __version__),
    )


class RestoreOffer(QObject):
    """The question asked after a crash (a QObject so lupdate sees the plural form:
    its Python parser finds ``%n`` only in ``self.tr(text, "", n)`` calls)."""

    def question(self, count: int) -> str:
        return self.tr("Auspex did not close properly last time. %n roster(s) with unsaved "
                       "changes can be restored. Restore them?", "", count)

    def title(self) -> str:
        return self.tr("Restore unsaved work")


def ask_restore(parent: QWidget, count: int) -> bool:
    offer = RestoreOffer()
    answer = QMessageBox.question(
        parent, offer.title(), offer.question(count),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes)
    return answer == QMessageBox.StandardButton.Yes

