"""The editor solves the monster's turn off the UI thread: the answer arrives by signal, an edit
makes a solve under way stale (its answer is dropped), and a slow solve raises the busy flag."""

from __future__ import annotations

import threading
import time

import pytest
from pytestqt.qtbot import QtBot

from founders_desktop.app.tactics import controller as controller_module
from founders_desktop.app.tactics.controller import TacticsController
from founders_desktop.app.tactics.demo import demo_scenario
from founders_desktop.tactics import Hex


@pytest.fixture
def controller(qapp: object) -> TacticsController:
    return TacticsController(demo_scenario())


def test_the_answer_comes_from_the_worker_and_equals_the_direct_solve(
    controller: TacticsController, qtbot: QtBot
) -> None:
    seen: list[str] = []
    real = controller_module._solve_alone

    def spy(scenario):  # type: ignore[no-untyped-def]
        seen.append(threading.current_thread().name)
        return real(scenario)

    controller_module._solve_alone = spy  # type: ignore[assignment]
    try:
        with qtbot.waitSignal(controller.outcomes_ready, timeout=10_000):
            controller.solve_in_background()
    finally:
        controller_module._solve_alone = real  # type: ignore[assignment]
    assert seen and seen[0].startswith("tactics-solve")
    assert controller.outcomes_known()
    got = controller.outcomes()
    assert got is not None
    direct = TacticsController(demo_scenario()).outcomes()
    assert [o.key() for o in got] == [o.key() for o in direct or []]


def test_an_edit_while_solving_drops_the_stale_answer(controller: TacticsController, qtbot: QtBot) -> None:
    gate = threading.Event()
    real = controller_module._solve_alone

    def slow(scenario):  # type: ignore[no-untyped-def]
        gate.wait(5)
        return real(scenario)

    controller_module._solve_alone = slow  # type: ignore[assignment]
    busy: list[bool] = []
    controller.busy_changed.connect(busy.append)
    try:
        controller.solve_in_background()
        qtbot.waitUntil(lambda: busy == [True], timeout=5_000)  # longer than a frame: busy
        # the scenario changes while the worker is still at it
        a = controller.scenario.figures[0]
        free = next(
            h for h in sorted(controller.scenario.hexes) if controller.can_stand(h, a.id) and h != a.hex
        )
        controller.move_figure(a.id, free)
        assert busy == [True, False] and not controller.solving
        gate.set()
        time.sleep(0.2)
        qtbot.wait(50)
        assert not controller.outcomes_known()  # the stale answer was dropped
        with qtbot.waitSignal(controller.outcomes_ready, timeout=10_000):
            controller.solve_in_background()
    finally:
        gate.set()
        controller_module._solve_alone = real  # type: ignore[assignment]
    fresh = TacticsController(controller.scenario).outcomes()
    assert [o.key() for o in controller.outcomes() or []] == [o.key() for o in fresh or []]
    assert isinstance(free, Hex)
