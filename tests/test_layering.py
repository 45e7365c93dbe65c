"""The pure layers never import Qt (design.md section 1): a failing check, not a convention."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import REPO

PURE = ["desktop.domain", "desktop.rules", "desktop.formats", "desktop.reference",
        "desktop.storage", "desktop.cli"]

BLOCK = """
import importlib, pkgutil, sys
sys.modules["PySide6"] = None  # any 'import PySide6...' now raises ImportError
name = sys.argv[1]
module = importlib.import_module(name)
if hasattr(module, "__path__"):
    for info in pkgutil.walk_packages(module.__path__, name + "."):
        importlib.import_module(info.name)
assert not any(m.startswith("PySide6") for m in sys.modules if sys.modules[m] is not None)
print("ok")
"""


@pytest.mark.parametrize("package", PURE)
def test_pure_layer_imports_without_qt(package: str) -> None:
    result = subprocess.run([sys.executable, "-c", BLOCK, package], cwd=REPO,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "ok"
