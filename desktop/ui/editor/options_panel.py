"""The Options tab of a roster built from (or checked against) game data.

With a unit selected it shows what the unit may take, as the data lays it out: choice groups
with their limits, and in them each option as a check box (one at most), a number (several)
or a choice of one (radio buttons, with "None" when the group may stay empty), with its cost
and limits; the options of what is chosen (a sergeant's weapons) sit under it.  Hidden
options are not offered; what the unit holds that the data does not offer here any more is
listed so it can be taken away.  Every change is one undoable step of the roster's
:class:`DataSession`; the Findings dock shows what is now wrong.

With the roster selected it shows its forces (and child forces, such as detachments) with
their categories, and adds or removes forces.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop.domain.text import Message
from desktop.formats.battlescribe.builder import MAX_NUMBER, RosterBuilder
from desktop.formats.battlescribe.choices import (
    Choice,
    ChoiceGroup,
    choose,
    clear_group,
    option_costs,
    options_of,
    set_count,
)
from desktop.formats.battlescribe.convert import number
from desktop.formats.battlescribe.engine import Container
from desktop.formats.battlescribe.model import Selection
from desktop.formats.battlescribe.options import entry_options
from desktop.formats.errors import FormatError
from desktop.ui.editor.common import LazyRebuild
from desktop.ui.editor.data_session import (
    ADD,
    CHOOSE,
    CLEAR,
    REMOVE,
    SET_NUMBER,
    DataSession,
    edit_name,
)
from desktop.ui.i18n import Retranslating, arg, render

MAX_DEPTH = 6  # options of options of... (a squad, its sergeant, his wargear)
ERROR_STYLE = "color: #b00020;"
QUIET_STYLE = "color: palette(mid);"


def costs_text(costs: list[tuple[str, float]] | list[tuple[str, float | int]]) -> str:
    """"15 pts" or "15 pts, 1 Reaction Point(s)": the data's own cost names."""
    return ", ".join(f"{number(value)} {name}" for name, value in costs if value)


def selection_costs(builder: RosterBuilder, selection: Selection) -> list[tuple[str, float]]:
    """What a selection costs with everything it holds, in every visible cost type."""
    hidden = builder.data.hidden_cost_types()
    totals: dict[str, tuple[str, float]] = {}
    for item in selection.walk():
        for cost in item.costs:
            if cost.type_id in hidden:
                continue
            name, value = totals.get(cost.type_id, (cost.name.strip(), 0.0))
            totals[cost.type_id] = (name, value + cost.value)
    return [pair for pair in totals.values() if pair[1]]


class OptionsPanel(Retranslating, LazyRebuild):
    """See the module docstring.

    Signals:
        select_unit(str): a change made a unit the player should see (its id).
        refused(str): a change was refused; the argument says why.
    """

    select_unit = Signal(str)
    refused = Signal(str)

    def __init__(self, session: DataSession, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("OptionsPanel")
        self.session = session
        self.unit_id: str | None = None
        self._dirty = True
        self._focus_key: str | None = None
        self.title = QLabel()
        self.title.setObjectName("OptionsTitle")
        self.title.setTextFormat(Qt.TextFormat.PlainText)
        self.title.setWordWrap(True)
        font = self.title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title.setFont(font)
        self.status = QLabel()
        self.status.setObjectName("OptionsStatus")
        self.status.setWordWrap(True)
        self.scroller = QScrollArea()
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.body = QWidget()
        self.scroller.setWidget(self.body)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addWidget(self.scroller, 1)
        self.controls: dict[str, QWidget] = {}  # option key -> its control (focus, tests)
        self._wheel = _Wheel(self)
        session.changed.connect(self.refresh)
        # a change (an undo, an edit elsewhere) may come as several events: one rebuild
        self._unsubscribe = session.open_roster.document.subscribe(lambda _c: self.later())
        self.destroyed.connect(lambda _o=None, u=self._unsubscribe: u())
        self.retranslate_ui()

    # --- what is shown ------------------------------------------------------------------

    def retranslate_ui(self) -> None:
        self._dirty = True
        self.refresh()

    def show_unit(self, unit_id: str | None) -> None:
        if unit_id != self.unit_id:
            self.unit_id = unit_id
            self._dirty = True
            self._focus_key = None
            self.scroller.verticalScrollBar().setValue(0)
        self.refresh()

    def _status_text(self) -> str:
        session = self.session
        if session.state == session.LOADING:
            return self.tr("Reading the game data…")
        if session.problem is not None:
            return render(session.problem)
        if session.state != session.READY:
            return self.tr("This roster has no game data to build from.")
        return ""

    def _rebuild(self) -> None:
        self._dirty = False
        focus = self.focusWidget()
        key = focus.property("optionKey") if focus is not None else None
        if isinstance(key, str):
            self._focus_key = key
        scrolled = self.scroller.verticalScrollBar().value()
        status = self._status_text()
        self.status.setText(status)
        self.status.setVisible(bool(status))
        old = self.scroller.takeWidget()
        if old is not None:
            old.hide()
            old.deleteLater()  # (a control may be inside its own signal right now)
        self.controls = {}
        self.body = QWidget()
        self.body.setObjectName("OptionsBody")
        layout = QVBoxLayout(self.body)
        layout.setContentsMargins(0, 0, 8, 0)
        layout.setSpacing(2)
        self.title.setText("")
        if self.session.ready and self.unit_id is not None:
            self._fill_unit(layout)
        layout.addStretch(1)
        self.scroller.setWidget(self.body)
        self.scroller.verticalScrollBar().setValue(scrolled)
        if self._focus_key is not None and self._focus_key in self.controls:
            self.controls[self._focus_key].setFocus(Qt.FocusReason.OtherFocusReason)

    def _fill_unit(self, layout: QVBoxLayout) -> None:
        assert self.unit_id is not None
        try:
            builder = self.session.builder()
        except FormatError as exc:
            self.status.setText(render(exc.message))
            self.status.show()
            return
        selection = self.session.selection_of(self.unit_id)
        if selection is None or builder.state.option(selection) is None:
            self.status.setText(self.tr("This unit is not from the game data (it was made or "
                                        "changed by hand in Auspex): it has no options."))
            self.status.show()
            return
        cost = costs_text(selection_costs(builder, selection))
        self.title.setText(f"{selection.display_name} — {cost}" if cost
                           else selection.display_name)
        self._section(layout, builder, selection, 0, "")
        if layout.count() == 0:
            empty = QLabel(self.tr("This unit has no options."))
            empty.setStyleSheet(QUIET_STYLE)
            layout.addWidget(empty)

    # --- building the controls ----------------------------------------------------------

    def _section(self, layout: QVBoxLayout, builder: RosterBuilder, container: Container,
                 depth: int, key: str) -> None:
        options = options_of(builder, container)
        self._items(layout, builder, container, options.root.items, depth, key)
        for selection in options.unavailable:
            box = QCheckBox(arg(self.tr("%1 (not available here)"), selection.display_name))
            box.setChecked(True)
            box.setStyleSheet(ERROR_STYLE)
            box.setToolTip(self.tr("The game data does not offer this here (any more). "
                                   "Clear the box to take it away."))
            self._remember(box, f"{key}/x:{selection.id}")
            box.toggled.connect(partial(self._on_unavailable, selection))
            layout.addWidget(box)

    def _items(self, layout: QVBoxLayout, builder: RosterBuilder, container: Container,
               items: list[Choice | ChoiceGroup], depth: int, key: str) -> None:
        for item in items:
            if isinstance(item, ChoiceGroup):
                self._group(layout, builder, container, item, depth, key)
            else:
                self._choice(layout, builder, container, item, depth, key, None)

    def _limits(self, minimum: int, maximum: int | None) -> str:
        if maximum is not None and minimum == maximum:
            return arg(self.tr("exactly %1"), maximum)
        if maximum is not None and minimum:
            return f"{minimum}–{maximum}"
        if maximum is not None:
            return arg(self.tr("up to %1"), maximum)
        if minimum:
            return arg(self.tr("at least %1"), minimum)
        return ""

    @staticmethod
    def _broken(count: float, minimum: int, maximum: int | None) -> bool:
        return count < minimum - 1e-9 or (maximum is not None and count > maximum + 1e-9)

    def _group(self, layout: QVBoxLayout, builder: RosterBuilder, container: Container,
               group: ChoiceGroup, depth: int, key: str) -> None:
        limits = self._limits(group.minimum, group.maximum)
        header = QLabel()
        header.setTextFormat(Qt.TextFormat.PlainText)
        header.setWordWrap(True)
        font = header.font()
        font.setBold(True)
        header.setFont(font)
        chosen = arg(self.tr("%1 chosen"), number(group.count))
        header.setText(f"{group.name} ({limits}; {chosen})" if limits
                       else f"{group.name} ({chosen})")
        if self._broken(group.count, group.minimum, group.maximum):
            header.setStyleSheet(ERROR_STYLE)
        layout.addSpacing(4)
        layout.addWidget(header)
        frame = QWidget()
        inner = QVBoxLayout(frame)
        inner.setContentsMargins(14, 0, 0, 0)
        inner.setSpacing(2)
        layout.addWidget(frame)
        group_key = f"{key}/g:{group.group.key if group.group is not None else ''}"
        if group.exclusive and group.count <= 1 and all(
                not isinstance(i, ChoiceGroup) for i in group.items):
            buttons = QButtonGroup(frame)
            if group.minimum == 0:
                none = QRadioButton(self.tr("None"))
                none.setChecked(group.count == 0)
                buttons.addButton(none)
                self._remember(none, f"{group_key}/none")
                none.toggled.connect(partial(self._on_clear, container, group))
                inner.addWidget(none)
            for item in group.items:
                assert isinstance(item, Choice)
                self._choice(inner, builder, container, item, depth, group_key, buttons)
        else:
            self._items(inner, builder, container, group.items, depth, group_key)

    def _choice(self, layout: QVBoxLayout, builder: RosterBuilder, container: Container,
                choice: Choice, depth: int, key: str, radios: QButtonGroup | None) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        option_key = f"{key}/o:{choice.option.id}"
        if choice.checkable and radios is None:  # the box says "one at most" itself
            limits = self.tr("required") if choice.minimum >= 1 else ""
        elif radios is not None:
            limits = ""
        else:
            limits = self._limits(choice.minimum, choice.maximum)
        control: QWidget
        name = choice.name
        if radios is not None:
            button: QAbstractButton = QRadioButton(name)
            button.setChecked(choice.count > 0)
            radios.addButton(button)
            button.toggled.connect(partial(self._on_choose, container, choice))
            control = button
            line.addWidget(button, 1)
        elif choice.checkable:
            box = QCheckBox(name)
            box.setChecked(choice.count > 0)
            # in a choice of one (a group around it allows one), ticking swaps: the new
            # pick replaces the old one, as New Recruit does ("exchange the bolter for...")
            swap = any(builder.limit(container, g.parts(), "max") == 1
                       for g in choice.option.groups)
            box.toggled.connect(partial(self._on_check, container, choice, swap))
            control = box
            line.addWidget(box, 1)
        else:
            label = QLabel(name)
            label.setTextFormat(Qt.TextFormat.PlainText)
            spin = QSpinBox()
            spin.setRange(0, MAX_NUMBER)
            spin.setValue(round(choice.count))
            spin.setKeyboardTracking(False)  # one step when typing ends, not per digit
            spin.setAccessibleName(name)
            spin.setMinimumWidth(spin.fontMetrics().horizontalAdvance("0000") + 32)
            spin.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            spin.installEventFilter(self._wheel)
            label.setBuddy(spin)
            swap = any(builder.limit(container, g.parts(), "max") == 1
                       for g in choice.option.groups)
            spin.valueChanged.connect(partial(self._on_number, container, choice, swap))
            control = spin
            line.addWidget(spin)
            line.addWidget(label, 1)
        if self._broken(choice.count, choice.minimum, choice.maximum):
            control.setStyleSheet(ERROR_STYLE)
        details = " · ".join(part for part in (costs_text(choice.costs), limits) if part)
        if details:
            info = QLabel(details)
            info.setStyleSheet(QUIET_STYLE)
            line.addWidget(info)
        control.setToolTip(self._tooltip(choice, limits))
        self._remember(control, option_key)
        layout.addWidget(row)
        if depth >= MAX_DEPTH:
            return
        for index, selection in enumerate(choice.selections):
            option = builder.state.option(selection)
            if option is None or not entry_options(builder.data, option):
                continue
            frame = QWidget()
            inner = QVBoxLayout(frame)
            inner.setContentsMargins(22, 0, 0, 4)
            inner.setSpacing(2)
            if len(choice.selections) > 1:  # say whose options these are
                caption = QLabel(f"{selection.display_name} ×{selection.number}"
                                 if selection.number > 1 else selection.display_name)
                caption.setStyleSheet(QUIET_STYLE)
                inner.addWidget(caption)
            self._section(inner, builder, selection, depth + 1, f"{option_key}#{index}")
            if inner.count():
                layout.addWidget(frame)
            else:
                frame.deleteLater()

    def _tooltip(self, choice: Choice, limits: str) -> str:
        parts = [choice.name]
        if choice.costs:
            parts.append(arg(self.tr("Cost of one: %1"), costs_text(choice.costs)))
        if limits:
            parts.append(arg(self.tr("How many: %1"), limits))
        return "\n".join(parts)

    def _remember(self, control: QWidget, key: str) -> None:
        control.setProperty("optionKey", key)
        self.controls[key] = control

    # --- changing -----------------------------------------------------------------------

    def _on_unavailable(self, selection: Selection, _checked: bool) -> None:
        self._edit(edit_name(REMOVE, selection.display_name),
                   lambda builder: builder.remove(selection), selection)

    def _on_clear(self, container: Container, group: ChoiceGroup, checked: bool) -> None:
        if checked:
            self._edit(edit_name(CLEAR, group.name),
                       lambda builder: clear_group(builder, container, group), container)

    def _on_choose(self, container: Container, choice: Choice, checked: bool) -> None:
        if checked:
            self._edit(edit_name(CHOOSE, choice.name),
                       lambda builder: choose(builder, container, choice), container)

    def _on_check(self, container: Container, choice: Choice, swap: bool,
                  checked: bool) -> None:
        if checked and swap:
            self._edit(edit_name(CHOOSE, choice.name),
                       lambda builder: choose(builder, container, choice), container)
            return
        self._edit(edit_name(ADD if checked else REMOVE, choice.name),
                   lambda builder: set_count(builder, container, choice, 1 if checked else 0),
                   container)

    def _on_number(self, container: Container, choice: Choice, swap: bool,
                   value: int) -> None:
        def change(builder: RosterBuilder) -> None:
            if swap and not choice.selections and value > 0:
                # the first one chosen in a choice of one replaces the old pick
                made = choose(builder, container, choice)
                choice.selections[:] = [made]
            set_count(builder, container, choice, value)

        self._edit(edit_name(SET_NUMBER, choice.name, value), change, container)

    def _edit(self, label: Message, change: Callable[[RosterBuilder], object],
              container: Container | None) -> None:
        """Make one change.  The controls are made again afterwards; the old ones (the
        sender among them) are only hidden and deleted later, so this is safe inside their
        own signals."""
        if not self.session.ready or not self.session.holds(container):
            self.refresh()  # built before the last change: show the roster as it is
            return
        focus = self.focusWidget()
        key = focus.property("optionKey") if focus is not None else None
        self._focus_key = key if isinstance(key, str) else self._focus_key

        def run(builder: RosterBuilder, _units: dict[str, Selection]) -> Selection | None:
            change(builder)
            return container if isinstance(container, Selection) else None

        try:
            unit_id = self.session.edit(label, run)
        except FormatError as exc:
            self.refused.emit(render(exc.message))
            self.refresh()
            return
        if unit_id is not None and unit_id != self.unit_id:
            self.unit_id = unit_id
            self.select_unit.emit(unit_id)
        self.refresh()


class _Wheel(QObject):
    """Spin boxes in a scrolled page ignore the mouse wheel unless focused (the wheel
    scrolls the page instead of changing a count by accident)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QSpinBox) \
                and not watched.hasFocus():
            event.ignore()
            return True
        return False


__all__ = ["OptionsPanel", "costs_text", "option_costs", "selection_costs"]
