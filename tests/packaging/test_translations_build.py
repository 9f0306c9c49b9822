"""The build's lrelease step never rewrites a .qm in place.

A running app (a test worker, the app a developer has open) maps its .qm into memory; an install
or a wheel build that truncated and rewrote the file under it killed the process with SIGBUS.
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path
from types import ModuleType

REPO = Path(__file__).resolve().parents[2]
TRANSLATIONS = REPO / "resources" / "translations"


def _hook() -> ModuleType:
    spec = importlib.util.spec_from_file_location("hatch_build_under_test", REPO / "hatch_build.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_an_unchanged_translation_keeps_its_file(tmp_path: Path) -> None:
    hook = _hook()
    sources = tmp_path / "translations"
    sources.mkdir()
    shutil.copy(TRANSLATIONS / "founders_desktop_en.ts", sources)
    (qm,) = hook.compile_translations(sources)
    before = qm.stat()
    assert hook.compile_translations(sources) == [qm]
    after = qm.stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns), (
        "an unchanged .qm was written again"
    )
    assert not [p for p in sources.iterdir() if p.name.startswith(".lrelease-")], "scratch left behind"


def test_a_changed_translation_is_swapped_in_and_the_open_one_stays_whole(tmp_path: Path) -> None:
    hook = _hook()
    sources = tmp_path / "translations"
    sources.mkdir()
    ts = sources / "founders_desktop_es.ts"
    shutil.copy(TRANSLATIONS / ts.name, ts)
    (qm,) = hook.compile_translations(sources)
    old = qm.read_bytes()
    # Keep the old file open, as a running app keeps it mapped; then drop most messages.
    with qm.open("rb") as running:
        text = ts.read_text(encoding="utf-8")
        cut = text.index("</context>") + len("</context>")
        ts.write_text(text[:cut] + "\n</TS>\n", encoding="utf-8")
        hook.compile_translations(sources)
        assert qm.read_bytes() != old and len(qm.read_bytes()) < len(old)
        assert running.read() == old, "the .qm a running app had open was rewritten under it"
