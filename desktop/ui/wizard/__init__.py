"""The guided shooting wizard dock (issue #5): ``install(window)`` adds it to the main window."""

from desktop.ui.wizard.dock import ShootingWizard, install

__all__ = ["ShootingWizard", "install"]
