"""Issue 17's fuzz test: files made by the app, mutated, through every reader and the GUI's
load functions (offscreen). Each input ends in a clear refusal or a correct load: never another
exception, never a hang, never a game whose log the rules refuse.

A fast slice runs by default (a few seconds); ``-m slow`` runs at least 3,000 inputs and prints
the counts (``FUZZ ...`` lines, shown with ``-s``).
"""

from __future__ import annotations

import json
import random
import shutil
import signal
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from founders_desktop.app.check_save import Refused, check
from founders_desktop.app.city_game.controller import CityGameController, LoadRefused
from founders_desktop.app.sandbox.files import read_layout
from founders_desktop.app.tactics.case_io import CaseFileError
from founders_desktop.app.tactics.case_io import load_cases as load_app_cases
from founders_desktop.app.tactics.play_save import PlaySaveError, read_fdsave
from founders_desktop.city.game import apply, new_game
from founders_desktop.city.game.replay import parse_action
from founders_desktop.content import ContentPack, default_pack
from founders_desktop.content.loader import PackError, load_pack
from founders_desktop.persist import CitySave, SaveError, load_save
from founders_desktop.resources import resource
from founders_desktop.tactics.cases import load_cases
from founders_desktop.tactics.content_errors import TacticsFileError
from founders_desktop.tactics.rounds.save import load_game as load_tactics_json
from founders_desktop.tactics.scenario import load_scenario
from tests.persist.fuzz_corpus import Seed, make_seeds, mutate

FAST_PER_SEED = 6
SLOW_PER_SEED = 440  # 7 seeds: 3,080 inputs
TIME_LIMIT_S = 20
MAX_MESSAGE = 4000


@contextmanager
def time_limit(seconds: int, what: str) -> Iterator[None]:
    """Fail (instead of hanging the suite) when one input takes longer than ``seconds``."""

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"{what} took over {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _clear(error: BaseException, path: Path, named: bool) -> None:
    text = str(error)
    assert text.strip(), f"{type(error).__name__} with no message for {path.name}"
    assert "Traceback" not in text and len(text) < MAX_MESSAGE
    if named:
        assert path.name in text, f"the refusal does not name the file: {text[:200]}"


def _legal_city_log(actions: list[Any], map_id: str, seats: int, seed: int, pack: ContentPack) -> None:
    """The engine's own checked ``apply`` accepts every action of a loaded city game."""
    state = new_game(pack, map_id, seats, seed)
    for index, data in enumerate(actions):
        state, _ = apply(state, parse_action(data, index))


class Readers:
    """Every reader of each kind of file, with the errors that count as a clear refusal."""

    def __init__(self, folder: Path, pack: ContentPack) -> None:
        self.pack = pack
        self.scenario = load_scenario(resource("scenarios", "mossy-cellar.json"))
        self.pack_copy = folder / "pack"
        shutil.copytree(resource("content", "default"), self.pack_copy)

    def for_seed(
        self, seed: Seed
    ) -> list[tuple[str, Callable[[Path], object], tuple[type[BaseException], ...], bool]]:
        if seed.is_save:
            readers: list[Any] = [
                ("load_save", load_save, (SaveError,), True),
                ("check_save", lambda p: check(p, self.pack), (Refused,), True),
            ]
            if seed.name == "city":
                readers.append(("city_controller", self._city_load, (SaveError, LoadRefused), True))
            if seed.name == "tactics":
                readers.append(("read_fdsave", read_fdsave, (PlaySaveError,), False))
            if seed.name == "sandbox":
                readers.append(("read_layout", lambda p: read_layout(p, self.pack), (SaveError,), True))
            return readers
        if seed.name == "tactics_json":
            return [
                ("tactics_json", lambda p: load_tactics_json(p, self.scenario), (TacticsFileError,), True)
            ]
        if seed.name == "scenario":
            return [("scenario", load_scenario, (TacticsFileError,), True)]
        if seed.name == "cases":
            return [
                ("cases", load_cases, (ValueError,), False),
                ("app_cases", load_app_cases, (CaseFileError,), False),
            ]
        return [("pack", self._pack_load, (PackError,), False)]

    def _city_load(self, path: Path) -> object:
        game = CityGameController.load(path, self.pack)
        save = load_save(path).payload_as(CitySave)
        assert len(game.log) == len(save.actions)
        _legal_city_log(list(save.actions), save.map_id, len(save.seats), save.seed, self.pack)
        game.deleteLater()
        return game

    def _pack_load(self, path: Path) -> object:
        shutil.copyfile(path, self.pack_copy / "resources.json")
        return load_pack(self.pack_copy)


def run_corpus(
    tmp_path: Path, per_seed: int, gui: Callable[[Seed, Path], None] | None, gui_every: int
) -> Counter[str]:
    pack = default_pack()
    seeds = make_seeds(tmp_path / "seeds")
    readers = Readers(tmp_path, pack)
    counts: Counter[str] = Counter()
    rng = random.Random(17)
    inputs = tmp_path / "inputs"
    inputs.mkdir()
    for seed in seeds:
        for i in range(per_seed):
            kind, data = mutate(seed, rng)
            path = inputs / f"{seed.name}-{i}-{kind}{seed.suffix}"
            path.write_bytes(data)
            counts["inputs"] += 1
            counts[f"mutation:{kind}"] += 1
            for name, reader, allowed, named in readers.for_seed(seed):
                with time_limit(TIME_LIMIT_S, f"{name} on {path.name}"):
                    try:
                        reader(path)
                    except allowed as error:
                        _clear(error, path, named)
                        counts[f"{name}:refused"] += 1
                    else:
                        counts[f"{name}:loaded"] += 1
            if gui is not None and seed.is_save and i % gui_every == 0:
                with time_limit(TIME_LIMIT_S, f"GUI on {path.name}"):
                    gui(seed, path)
                counts["gui_loads"] += 1
            path.unlink()
    return counts


class GuiLoads:
    """The main window's File > Open (the page of the save's game opens it), offscreen; the
    pages' message boxes are recorded instead of shown."""

    def __init__(self, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        from founders_desktop.view.main_window import MainWindow

        self.told: list[str] = []
        for name in ("warning", "information", "critical"):
            monkeypatch.setattr(QMessageBox, name, self._tell)
        # "Leave the game in progress?" (each file opened replaces the last one opened): yes
        monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
        self.window = MainWindow(
            QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat), remember_geometry=False
        )
        qtbot.addWidget(self.window)
        self.counts: Counter[str] = Counter()

    def _tell(self, *args: Any, **kwargs: Any) -> QMessageBox.StandardButton:
        self.told.append(str(args[2]) if len(args) > 2 else "")
        return QMessageBox.StandardButton.Ok

    def __call__(self, seed: Seed, path: Path) -> None:
        told_before = len(self.told)
        opened = self.window.open_saved_game(path)  # must not raise
        if not opened:
            self.counts["gui:refused"] += 1
            page = self.window.pages.get("city")
            status = getattr(page, "status", None)
            said = self.told[told_before:] or ([status.text()] if status is not None else [])
            assert said and all(text.strip() and "Traceback" not in text for text in said)
            return
        self.counts["gui:loaded"] += 1
        if seed.name == "city":
            game = self.window.city_page.game
            assert game is not None
            save = load_save(path).payload_as(CitySave)
            _legal_city_log(
                [a.to_json() for a in game.log], save.map_id, len(save.seats), save.seed, game.pack
            )


def _report(counts: Counter[str]) -> None:
    print()
    for key in sorted(counts):
        print(f"FUZZ {key}={counts[key]}")


def test_fuzz_fast_slice(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gui = GuiLoads(qtbot, monkeypatch, tmp_path)
    start = time.perf_counter()
    counts = run_corpus(tmp_path, FAST_PER_SEED, gui, gui_every=2)
    counts.update(gui.counts)
    _report(counts)
    assert counts["inputs"] == 7 * FAST_PER_SEED
    assert time.perf_counter() - start < 60


@pytest.mark.slow
def test_fuzz_slow_run(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gui = GuiLoads(qtbot, monkeypatch, tmp_path)
    counts = run_corpus(tmp_path, SLOW_PER_SEED, gui, gui_every=4)
    counts.update(gui.counts)
    _report(counts)
    assert counts["inputs"] >= 3000


def test_the_seeds_themselves_load(tmp_path: Path) -> None:
    """Unmutated, every seed loads through every reader (so the refusals above are earned)."""
    pack = default_pack()
    readers = Readers(tmp_path, pack)
    for seed in make_seeds(tmp_path / "seeds"):
        path = tmp_path / f"{seed.name}{seed.suffix}"
        path.write_bytes(seed.data)
        for _name, reader, _allowed, _named in readers.for_seed(seed):
            reader(path)
        assert json.loads(seed.data)
