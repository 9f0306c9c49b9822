"""Draw the city game screenshots: a game under way, a card shown on hover, the player aid, a drag
in progress, and the end screen.

QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/view/city_game/make_screenshots.py [OUT_DIR]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QCursor, QEnterEvent, QPainter
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel

from founders_desktop.app.city_game.seats import SeatSpec
from founders_desktop.view.cards.hover import shared_hover
from founders_desktop.view.cards.player_aid import show_player_aid
from founders_desktop.view.city_map_item import SQUARE
from founders_desktop.view.city_page import CityPage
from founders_desktop.view.style import apply_style


def wait(app: QApplication, until: object, limit: int = 20000) -> None:
    for _ in range(limit):
        if until():  # type: ignore[operator]
            return
        app.processEvents()
        QTest.qWait(1)


def hover_card(app: QApplication, page: CityPage, out: Path) -> None:
    """The pointer over an adviser in the hand: its card, large, beside the panel."""
    game = page.game
    assert game is not None
    hand = game.state.players[0].hand
    names = [page.decision.body.findChild(QLabel, f"handCard_{card}") for card in hand]
    shown = [n for n in names if n is not None]
    if not shown:
        return
    label = shown[-1]
    local = QPointF(3, label.height() / 2)
    QCursor.setPos(label.mapToGlobal(local.toPoint()))  # the card stands beside the pointer
    QApplication.sendEvent(label, QEnterEvent(local, QPointF(label.mapToGlobal(local.toPoint())), local))
    app.processEvents()
    popup = shared_hover(page.pack).popup
    shot = page.grab().toImage()
    if popup is not None and popup.isVisible():  # a window of its own: drawn where it stands
        painter = QPainter(shot)
        painter.drawPixmap(page.mapFromGlobal(popup.mapToGlobal(QPoint(0, 0))), popup.grab())
        painter.end()
    shot.save(str(out / "city-card-hover.png"))
    QApplication.sendEvent(label, QEvent(QEvent.Type.Leave))
    app.processEvents()


def player_aid(app: QApplication, page: CityPage, out: Path) -> None:
    """The player aid (F2) open over the game, as a person sees the two windows."""
    aid = show_player_aid(page.pack, page)
    if aid is None:
        return
    aid.resize(760, 560)
    aid.move(page.mapToGlobal(QPoint(330, 150)))
    app.processEvents()
    shot = page.grab().toImage()
    painter = QPainter(shot)
    painter.drawPixmap(page.mapFromGlobal(aid.mapToGlobal(QPoint(0, 0))), aid.grab())
    painter.end()
    shot.save(str(out / "city-player-aid.png"))
    aid.close()
    app.processEvents()


def main() -> None:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("FOUNDERS_DESKTOP_DATA_DIR", tempfile.mkdtemp())
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots")
    out.mkdir(parents=True, exist_ok=True)
    app = QApplication.instance() or QApplication(sys.argv)
    apply_style(app)  # type: ignore[arg-type]  # the app's own look (board background, panels)
    page = CityPage()
    page.resize(1600, 1000)
    page.show()
    seats = [SeatSpec("Ada", None, "orange"), SeatSpec("Greedy Gus", "greedy", "purple")]
    game = page.start_game("symmetric", seats, 21, fast=True)
    page.view.fit_to_window()
    # Ada (a person) takes simple answers, the computer plays itself, until Ada's turn comes
    # after a few rounds: she then plays Trade face up and has trade stalls to place.
    for _ in range(300):
        wait(app, lambda: game.seat == 0 or game.over())
        state = game.state
        kind = state.stack[-1].kind
        legal = game.legal()
        if kind == "turn" and state.turn > 10:
            trade = [a for a in legal if a.type == "play_card" and a.face_up and a.target == "trade"]
            if trade:
                hover_card(app, page, out)
                page.decision.press(trade[0])
                app.processEvents()
                break
        if kind == "turn":
            down = [a for a in legal if a.type == "play_card" and not a.face_up and a.target != "trade"]
            game.submit(down[0] if down else legal[0])
        elif kind in ("follow", "basic", "reset_bonus"):
            game.submit(
                next((a for a in legal if a.type in ("basic_influence", "reset_influence")), legal[0])
            )
        else:
            game.submit(legal[0] if legal[0].type != "vote" else legal[-1])
    app.processEvents()
    page.tabs.setCurrentIndex(0)
    page.grab().save(str(out / "city-game-board.png"))
    player_aid(app, page, out)

    pieces = list(page.tray.buttons)
    if pieces and page.drag is not None:
        # a piece dragged straight out of the tray: pressed there, carried over the board
        QTest.mousePress(page.tray.buttons[pieces[0]], Qt.MouseButton.LeftButton)
        app.processEvents()
        squares = sorted(page.drag.drop_squares())
        if squares:
            sq = sorted(squares, key=lambda s: (s[0], abs(s[1] - 8)))[len(squares) // 4]
            vp = page.view.viewport()
            QTest.mouseMove(
                vp, page.view.mapFromScene(QPointF((sq[0] + 0.5) * SQUARE, (sq[1] + 0.5) * SQUARE))
            )
            app.processEvents()
    page.grab().save(str(out / "city-game-drag.png"))
    if page.drag is not None:
        page.drag.cancel()

    game.paused = False
    seats2 = [SeatSpec("North", "greedy"), SeatSpec("South", "greedy")]
    game2 = page.start_game("thematic", seats2, 1, fast=True)
    wait(app, game2.over, 2000000)  # greedy players finish with six completions
    wait(app, lambda: page.end_screen is not None and page.end_screen.isVisible())
    page.grab().save(str(out / "city-game-end.png"))


if __name__ == "__main__":
    main()
