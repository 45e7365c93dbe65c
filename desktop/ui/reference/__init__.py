"""The Qt side of the rules reference: the "Rules" dock (reader, topics tree, search,
glossary tab).  ``install(window)`` adds it to a main window and returns the panel, whose
``show_step(edition, step_id)`` / ``show_topic(edition, topic_id)`` other features call.
"""

from desktop.ui.reference.glossary_view import GlossaryFilter, GlossaryModel, GlossaryView
from desktop.ui.reference.install import LazyRules, install, install_lazy
from desktop.ui.reference.panel import RulesPanel
from desktop.ui.reference.search_view import SearchResultsModel

__all__ = ["GlossaryFilter", "GlossaryModel", "GlossaryView", "LazyRules", "RulesPanel",
           "SearchResultsModel", "install", "install_lazy"]
