"""Issue 17, item 5: the GUI never lets an exception out of a load or a save: a city Load... of
a sandbox or tactics save, a tactics Save as into a missing folder or onto a full disk, a read-only
data folder; each is said once, clearly, and the game goes on; no temp file is left behind."""

from __future__ import annotations

import errno
import os
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.content import default_pack
from founders_desktop.persist import DATA_DIR_ENV, SandboxSave, save_game, write_atomic
from founders_desktop.view.city_page import CityPage
from founders_desktop.view.tactics.play_page import PlayPage
from founders_desktop.view.tactics_page import TacticsPage
from tests.persist.city_logs import call_to_vote_first
from tests.persist.samples import tactics_game
from tests.view.tactics.play_driver import scenario


@pytest.fixture(autouse=True)
def _data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path / "data"))


def _sandbox_save(tmp_path: Path) -> Path:
    pack = default_pack()
    ref = {"id": pack.id, "version": str(pack.manifest.schema_version)}
    payload = SandboxSave.model_validate({"pack": ref, "map_id": "symmetric", "players": 2})
    return save_game(tmp_path / "layout.fdsave", "sandbox", payload)


def _city_page(qtbot: QtBot) -> CityPage:
    page = CityPage()
    qtbot.addWidget(page)
    page.fast = True
    return page


@pytest.mark.parametrize("kind", ["sandbox", "tactics", "illegal_city"])
def test_city_load_of_a_wrong_save_is_a_message(qtbot: QtBot, tmp_path: Path, kind: str) -> None:
    if kind == "sandbox":
        path = _sandbox_save(tmp_path)
    elif kind == "tactics":
        path = save_game(tmp_path / "t.fdsave", "tactics", tactics_game())
    else:
        path = save_game(tmp_path / "c.fdsave", "city", call_to_vote_first()[0])
    page = _city_page(qtbot)
    assert page.load_game(path) is False
    assert page.game is None
    text = page.status.text()
    assert str(path) in text
    assert "Traceback" not in text and "('" not in text
    if kind == "illegal_city":
        assert "Move " in text and "Call to Vote" in text


def _editor(qtbot: QtBot) -> TacticsPage:
    page = TacticsPage()
    qtbot.addWidget(page)
    return page


def test_tactics_save_as_into_a_missing_folder_is_a_message(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    target = tmp_path / "missing" / "room.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page = _editor(qtbot)
    page.save_action.trigger()
    assert told and str(target) in told[0] and ".tmp" not in told[0]
    assert not target.parent.exists()


def test_tactics_save_as_onto_a_full_disk_leaves_no_temp_file(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    target = tmp_path / "room.json"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr("founders_desktop.persist.atomic.os.fsync", full)
    page = _editor(qtbot)
    page.save_action.trigger()
    assert told and os.strerror(errno.ENOSPC) in told[0]
    assert list(tmp_path.iterdir()) == []


def test_tactics_play_save_shows_words_not_a_tuple(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: told.append(a[2]))
    target = tmp_path / "missing" / "game.fdsave"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(target), ""))
    page = PlayPage(scenario("mossy-cellar"), 3)
    qtbot.addWidget(page)
    page.save_dialog()
    assert told
    assert "('" not in told[0] and "unwritable" not in told[0]
    assert "game.fdsave" in told[0]


def test_a_read_only_data_folder_is_said_once_and_the_game_goes_on(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x", encoding="utf-8")
    monkeypatch.setenv(DATA_DIR_ENV, str(blocker / "data"))  # cannot be created: like read-only
    page = _city_page(qtbot)
    from founders_desktop.app.city_game.seats import SeatSpec

    game = page.start_game("symmetric", [SeatSpec("A"), SeatSpec("B")], 5, fast=True)
    errors: list[str] = []
    game.error.connect(errors.append)
    for _ in range(6):
        assert game.submit(game.legal()[-1]) == []
    assert len(errors) <= 1  # the first failure may have been said before we listened
    assert len(game.log) == 6


def test_a_killed_write_leaves_no_temp_file_beside_the_target(tmp_path: Path) -> None:
    target = tmp_path / "game.fdsave"
    stale = tmp_path / f".{target.name}.k1ll3d.tmp"
    stale.write_bytes(b"half a save")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    fresh = tmp_path / f".{target.name}.inflight.tmp"
    fresh.write_bytes(b"another process is writing")
    write_atomic(target, b"{}")
    assert not stale.exists()
    assert fresh.exists()  # a write in flight elsewhere is left alone


def test_a_refused_move_is_said_in_the_users_language(qtbot: QtBot, english_afterwards: None) -> None:
    from PySide6.QtWidgets import QApplication

    from founders_desktop.app.city_game.controller import LoadRefused
    from founders_desktop.city.game.replay import ReplayError
    from founders_desktop.view import i18n
    from founders_desktop.view.file_refusal import refusal_text

    error = LoadRefused("game.fdsave", ReplayError(4, "not_your_decision", (("seat", 1),)))
    assert "Move 5 of the saved game cannot be replayed" in refusal_text(error)
    app = QApplication.instance()
    assert app is not None
    i18n.install_language(app, "es")
    text = refusal_text(error)
    assert "game.fdsave" in text and "El movimiento 5" in text and "no le toca" in text
    malformed = ReplayError(2, "malformed", (("field", "index"), ("problem", "not_a_whole_number")))
    assert "campo index" in refusal_text(malformed)
