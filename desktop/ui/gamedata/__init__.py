"""The player's game data in the GUI (issue #14): File > Game data… (:mod:`dialog`), File >
New roster from game data… (:mod:`new_roster`), adding (:mod:`adding`) and reading
(:mod:`loading`) it off the GUI thread.  The roster editor's side is
``desktop.ui.editor.data_session`` and its panels."""
