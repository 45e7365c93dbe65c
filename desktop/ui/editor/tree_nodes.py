"""The tree's shape: one light node per roster item (the texts stay in the roster), and the
flags each kind of item has."""

from __future__ import annotations

from PySide6.QtCore import Qt

from desktop.domain.roster import ModelGroup, Unit
from desktop.ui.editor.common import ItemRef, Kind

_F = Qt.ItemFlag
DROP = _F.ItemIsDropEnabled
_BASE = _F.ItemIsEnabled | _F.ItemIsSelectable
# Precomputed per kind, [read-only, editable]: views ask for flags of every row after each
# change, and combining enum flags in Python is slow.
FLAGS: dict[Kind, tuple[Qt.ItemFlag, Qt.ItemFlag]] = {
    kind: (base, base | _F.ItemIsEditable)
    for kind, base in ((Kind.ROSTER, _BASE | DROP),
                       (Kind.UNIT, _BASE | _F.ItemIsDragEnabled | DROP),
                       (Kind.GROUP, _BASE), (Kind.WEAPON, _BASE))
}


class Node:
    __slots__ = ("children", "kind", "parent", "row", "unit_id")

    def __init__(self, kind: Kind, parent: Node | None, row: int = 0,
                 unit_id: str | None = None) -> None:
        self.kind = kind
        self.parent = parent
        self.row = row
        self.unit_id = unit_id
        self.children: list[Node] = []

    def renumber(self, start: int = 0) -> None:
        for row in range(start, len(self.children)):
            self.children[row].row = row


def unit_node(parent: Node, row: int, unit: Unit) -> Node:
    node = Node(Kind.UNIT, parent, row, unit.id)
    node.children = [group_node(node, g, group) for g, group in enumerate(unit.models)]
    return node


def group_node(parent: Node, row: int, group: ModelGroup) -> Node:
    node = Node(Kind.GROUP, parent, row)
    node.children = [Node(Kind.WEAPON, node, w) for w in range(len(group.weapons))]
    return node



def node_ref(node: Node) -> ItemRef:
    """Which roster item ``node`` stands for."""
    if node.kind is Kind.WEAPON:
        assert node.parent is not None and node.parent.parent is not None
        return ItemRef(Kind.WEAPON, node.parent.parent.unit_id, node.parent.row, node.row)
    if node.kind is Kind.GROUP:
        assert node.parent is not None
        return ItemRef(Kind.GROUP, node.parent.unit_id, node.row)
    if node.kind is Kind.UNIT:
        return ItemRef(Kind.UNIT, node.unit_id)
    return ItemRef(Kind.ROSTER)
