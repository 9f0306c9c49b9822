"""The face of the tactics game: a log that names figures (no coordinates) and points at them on
hover, the round's monster card shown as a card, hand cards with both halves on their face,
standees that show elite or normal and their hit points."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QEnterEvent, QImage, QPainter
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from founders_desktop.app.tactics.play_display import ShownFigure
from founders_desktop.app.tactics.scenario import FigureKind
from founders_desktop.tactics import Hex
from founders_desktop.tactics.rounds import Action, AttackTargets, MoveTo, PlayHalf, ShortRest, legal_actions
from founders_desktop.view.content_names import MONSTER_CARD, content_text
from founders_desktop.view.tactics import card_face as face
from founders_desktop.view.tactics.card_face import paint_character_card
from founders_desktop.view.tactics.figure_item import ELITE, NORMAL
from founders_desktop.view.tactics.play_items import PlayFigureItem
from founders_desktop.view.tactics.play_page import PlayPage
from founders_desktop.view.tactics.play_text import action_text
from tests.view.tactics.play_driver import do, scenario
from tests.view.tactics.test_play_round import plan_round

COORDINATES = re.compile(r"\(\s*-?\d+\s*,\s*-?\d+\s*\)")


class RecordingPainter(QPainter):
    """A painter that notes every text it draws and the brush of every rounded rectangle."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []
        self.frames: list[QColor] = []

    def drawText(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802
        self.texts.extend(a for a in args if isinstance(a, str))
        super().drawText(*args)  # type: ignore[call-overload]

    def drawRoundedRect(self, *args: object) -> None:  # type: ignore[override]  # noqa: N802
        self.frames.append(self.brush().color())
        super().drawRoundedRect(*args)  # type: ignore[call-overload]


@pytest.fixture
def page(qtbot: QtBot) -> PlayPage:
    p = PlayPage(scenario(), 7)
    qtbot.addWidget(p)
    p.resize(1300, 800)
    p.show()
    qtbot.waitExposed(p)
    p.view.fit_to_window()
    p.controller.set_step_interval(0)
    return p


def play_rounds(page: PlayPage) -> None:
    """Two rounds as a person would play them (the first plans, halves, farthest moves, hits)."""
    plan_round(page)
    ctl = page.controller
    for _ in range(150):
        if ctl.state.round == 3 or ctl.state.phase == "over":
            return
        legal = legal_actions(ctl.state)
        halves = [a for a in legal if isinstance(a, PlayHalf) and not a.default]
        hits = [a for a in legal if isinstance(a, AttackTargets) and a.targets]
        moves = [a for a in legal if isinstance(a, MoveTo)]
        action: Action
        if halves:
            action = halves[0]
        elif hits:
            action = hits[0]
        elif moves:
            action = moves[-1]
        elif isinstance(legal[0], ShortRest):
            action = ShortRest(character=legal[0].character, rest=False)
        else:
            action = legal[0]
        do(page, action)


def test_the_log_names_figures_and_never_shows_coordinates(page: PlayPage) -> None:
    play_rounds(page)
    lines = [page.log.item(i).text() for i in range(page.log.count())]
    codes = {e.code for e in page.logged}
    assert {"move", "attack", "turn_start"} <= codes  # the round moved and struck
    assert not [line for line in lines if COORDINATES.search(line)]
    assert any(re.match(r"Bog Lurker \d moves", line) for line in lines)
    # each move and attack line carries its card icon
    for row, e in enumerate(page.logged):
        if e.code in ("move", "attack"):
            image = page.log.item(row).icon().pixmap(16, 16).toImage()
            assert any(image.pixelColor(x, y).alpha() for x in range(16) for y in range(16))


def test_hovering_a_log_line_highlights_its_figure(page: PlayPage, qtbot: QtBot) -> None:
    play_rounds(page)
    scene = page.play_scene
    row = next(
        i
        for i, e in enumerate(page.logged)
        if e.code == "turn_start" and str(e.params["figure"]) in scene.figure_items
    )
    fid = str(page.logged[row].params["figure"])
    log = page.log
    page.tabs.setCurrentWidget(log)
    log.scrollToItem(log.item(row))
    assert scene.highlight_item.hexes == ()
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(row)).center())
    qtbot.waitUntil(lambda: scene.highlight_item.hexes != (), timeout=2000)
    assert scene.figure_items[fid].shown.hex in scene.highlight_item.hexes
    # a move's line shows the path it went
    move_row = next(i for i, e in enumerate(page.logged) if e.code == "move")
    log.scrollToItem(log.item(move_row))
    QTest.mouseMove(log.viewport(), log.visualItemRect(log.item(move_row)).center())
    path = [Hex(*h) for h in page.logged[move_row].params["path"]]
    qtbot.waitUntil(lambda: set(path) <= set(scene.highlight_item.hexes), timeout=2000)
    # leaving the log clears the board
    page._hover_log(log.item(row))
    QTest.mouseMove(page.view.viewport(), QPoint(5, 5))
    page.eventFilter(log.viewport(), _leave())
    assert scene.highlight_item.hexes == ()


def _leave() -> QEvent:
    return QEvent(QEvent.Type.Leave)


def test_the_monster_card_shows_the_rounds_ability(page: PlayPage) -> None:
    assert not page.monster_cards.views  # nothing is drawn before every character has chosen
    assert not page.monster_cards.isVisibleTo(page)
    plan_round(page)
    state = page.controller.state
    deck = state.monster_decks["bog-lurker"]
    assert deck.revealed is not None
    card = state.content.monster_type("bog-lurker").card(deck.revealed)
    view = page.monster_cards.views["bog-lurker"]
    assert view.isVisibleTo(page)
    assert view.card_name == content_text(MONSTER_CARD, card.name)
    assert view.initiative == card.initiative
    words = [line.text for line in view.lines]
    icons = [line.icon for line in view.lines]
    if card.move is not None:
        assert any(w.startswith(f"Move {card.move:+d}") for w in words)
        assert "move" in icons or "jump" in icons
    if card.attack is not None:
        assert any(w.startswith(f"Attack {card.attack:+d}") for w in words)
    if card.heal is not None:
        assert f"Heal {card.heal}, self" in words
    assert ("shuffle" in icons) == card.shuffle
    # the mouse over the card rings that type's monsters on the board
    scene = page.play_scene
    view.enterEvent(QEnterEvent(QPointF(5, 5), QPointF(5, 5), QPointF(5, 5)))
    lurkers = {scene.figure_items[m.id].shown.hex for m in state.living_monsters() if m.type == "bog-lurker"}
    assert lurkers and set(scene.highlight_item.hexes) == lurkers
    view.leaveEvent(QEvent(QEvent.Type.Leave))
    assert scene.highlight_item.hexes == ()


def test_a_card_face_shows_both_halves_and_the_initiative(
    page: PlayPage, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = page.controller.state
    cls = state.content.character_class("ember-warden")
    hand = page.cards.cards
    assert hand.count() == len(state.character("ember-warden").piles.hand)
    lost_cards = [c for c in cls.cards if c.top.loss or c.bottom.loss]
    for card in [cls.cards[0], *lost_cards[:1]]:
        image = QImage(360, 260, QImage.Format.Format_ARGB32)
        painter = RecordingPainter(image)
        icons: list[str] = []
        monkeypatch.setattr(face, "paint_icon", lambda _p, name, _r, icons=icons: icons.append(name))
        paint_character_card(painter, QRectF(0, 0, 350, 250), card, card.name)
        painter.end()
        for half in (card.top, card.bottom):
            for a in half.actions:
                assert action_text(a) in painter.texts
        assert str(card.initiative) in painter.texts
        assert ("lost" in icons) == (card.top.loss or card.bottom.loss)
    # the picker's rows are card faces tall enough for both halves
    item = hand.item(0)
    assert hand.visualItemRect(item).height() > 3 * hand.fontMetrics().height()


def _paint(item: PlayFigureItem) -> RecordingPainter:
    image = QImage(80, 80, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = RecordingPainter(image)
    painter.translate(40, 44)
    item.paint(painter, None, None)  # type: ignore[arg-type]
    painter.end()
    return painter


def test_standees_show_elite_or_normal_and_hit_points() -> None:
    normal = PlayFigureItem(ShownFigure("bog-lurker#2", FigureKind.MONSTER, Hex(0, 0), 3, 5, False, 2), 41)
    elite = PlayFigureItem(ShownFigure("bog-lurker#1", FigureKind.MONSTER, Hex(0, 0), 8, 8, True, 1), 41)
    a, b = _paint(normal), _paint(elite)
    assert NORMAL in a.frames and ELITE not in a.frames
    assert ELITE in b.frames and NORMAL not in b.frames
    assert "2" in a.texts and "1" in b.texts  # the standee numbers
    assert "3" in a.texts and "8" in b.texts  # the hit points
    assert normal.glyph() == elite.glyph() == "bog-lurker"
    hero = PlayFigureItem(ShownFigure("ember-warden", FigureKind.CHARACTER, Hex(0, 0), 10, 10), 17)
    assert hero.glyph() == "ember-warden" and "10" in _paint(hero).texts
