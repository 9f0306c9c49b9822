"""Driving the play page as a person would: clicks on cards and buttons, drags on the board.

Shared by the play tests; every decision goes through a widget or the board's viewport."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from founders_desktop.resources import resource
from founders_desktop.tactics import Hex
from founders_desktop.tactics.rounds import (
    Action,
    AttackTargets,
    ChooseOutcome,
    HealTarget,
    MoveTo,
    Scenario,
    SelectCards,
    SummonAt,
    load_scenario,
)
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.play_page import PlayPage

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def scenario(name: str = "mossy-cellar") -> Scenario:
    return load_scenario(resource("scenarios", f"{name}.json"))


def at(page: PlayPage, h: tuple[int, int]) -> QPoint:
    return page.view.mapFromScene(geo.centre(h))


def click_hex(page: PlayPage, h: tuple[int, int]) -> None:
    QTest.mouseClick(page.view.viewport(), LEFT, NONE, at(page, h))


def drag(page: PlayPage, start: tuple[int, int], end: tuple[int, int]) -> None:
    vp = page.view.viewport()
    a, b = at(page, start), at(page, end)
    QTest.mousePress(vp, LEFT, NONE, a)
    for k in range(1, 5):
        QTest.mouseMove(vp, a + (b - a) * k / 4)
    QTest.mouseRelease(vp, LEFT, NONE, b)


def click_card(page: PlayPage, card_id: str) -> None:
    cards = page.cards.cards
    for i in range(cards.count()):
        item = cards.item(i)
        if item.data(Qt.ItemDataRole.UserRole) == card_id:
            cards.scrollToItem(item)
            QTest.mouseClick(cards.viewport(), LEFT, NONE, cards.visualItemRect(item).center())
            return
    raise AssertionError(f"{card_id} is not in the hand shown")


def press_button_for(page: PlayPage, action: Action) -> None:
    for button, a in page.actions_panel.buttons:
        if a == action:
            QTest.mouseClick(button, LEFT)
            return
    raise AssertionError(f"no button for {action}")


def do(page: PlayPage, action: Action) -> None:
    """Make ``action`` the way a person would: cards by clicks, moves by drags, targets by
    clicks on the board, the rest with the decision panel's buttons."""
    state = page.controller.state
    if isinstance(action, SelectCards):
        click_card(page, action.leading)
        click_card(page, action.second)
        QTest.mouseClick(page.cards.play_button, LEFT)
        return
    active = state.find(state.active) if state.active else None
    if isinstance(action, MoveTo) and active is not None and active.hex != action.hex:
        assert active.hex is not None
        drag(page, active.hex, action.hex)
        return
    if isinstance(action, AttackTargets) and len(action.targets) == 1:
        target = state.figure(action.targets[0])
        assert target.hex is not None
        click_hex(page, target.hex)
        return
    if isinstance(action, HealTarget) and action.target != state.active:
        target = state.figure(action.target)
        assert target.hex is not None
        click_hex(page, target.hex)
        return
    if isinstance(action, SummonAt) and action.hex is not None:
        click_hex(page, action.hex)
        return
    if isinstance(action, ChooseOutcome):
        end = state.choices[action.index].end
        if sum(1 for o in state.choices if o.end == end) == 1:
            click_hex(page, end)
            return
    press_button_for(page, action)


def hex_of(page: PlayPage, fid: str) -> Hex:
    f = page.controller.state.figure(fid)
    assert f.hex is not None
    return Hex(*f.hex)
