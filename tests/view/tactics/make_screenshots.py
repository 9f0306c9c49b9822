"""Draw the README's tactics screenshots: the editor's reach and path, its monster turn (with its
ability card), choosing cards (card faces), and monsters acting (the round's monster card, a strike
on the board, the log naming figures).

QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tests/view/tactics/make_screenshots.py [OUT_DIR]
    [--size 1600x1000] [--lang en|es|ru]
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from founders_desktop.view.tactics import geometry as geo
from tests.view.tactics.play_driver import click_card, scenario

#: the case the editor's screenshot shows (a doorway with three tied destinations)
CASE = "mm040-gloomhaven"
SEED = 7


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", nargs="?", default="docs/screenshots")
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--hold", type=float, default=0, help="seconds to keep the window open at the end")
    parser.add_argument("--scenario", default="mossy-cellar")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    width, height = (int(v) for v in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    assert isinstance(app, QApplication)
    from founders_desktop.view import i18n
    from founders_desktop.view.main_window import MainWindow
    from founders_desktop.view.style import apply_style

    apply_style(app)
    ini = Path(tempfile.mkdtemp()) / "settings.ini"
    settings = QSettings(str(ini), QSettings.Format.IniFormat)
    i18n.install_language(app, args.lang)
    window = MainWindow(settings, remember_geometry=False)
    window.resize(width, height)
    window.show_page("tactics")
    window.show()
    settle(app)
    page = window.tactics_page

    # the editor's demo room: a summon's reach shaded, the path to a far hex drawn
    page.view.fit_to_window()
    page.inspect("summon-1", 4)
    reach = page.tactics_scene.reach_item.reach
    board = page.controller.scenario.terrain_map()
    marked = [h for h, step in reach.items() if any(board.get(p) is not None for p in step.path)]
    far = max(marked or reach, key=lambda h: (reach[h].cost, len(reach[h].path), h))  # over rough ground
    QTest.mouseMove(page.view.viewport(), page.view.mapFromScene(geo.centre(far)))
    settle(app)
    window.grab().save(str(out / "tactics-reach.png"))

    # the editor: a case from the suite on the monster turn tab
    page.controller.open_file(page_suite())
    ids = [s.case_id for s in page.controller.cases]
    page.case_box.setCurrentIndex(ids.index(CASE))
    page.tabs.setCurrentWidget(page.outcome_panel)
    page.refresh_outcomes()  # the page solves after a pause: now
    settle(app)
    page.view.fit_to_window()
    settle(app)
    window.grab().save(str(out / "tactics-monster-turn.png"))

    # playing: the first character's hand, one card picked
    play = page.start_play(scenario(args.scenario), SEED)
    settle(app)
    play.view.fit_to_window()
    hand = play.controller.state.character(play.cards.character).piles.hand
    click_card(play, hand[0])
    settle(app)
    window.grab().save(str(out / "tactics-play-cards.png"))

    # monsters acting: steps shown one by one until a monster strikes
    ctl = play.controller
    ctl.set_step_interval(60_000)  # running, but the steps are taken here
    click_card(play, hand[1])
    play.cards.play_button.click()
    settle(app)
    struck = False
    while not struck:
        if not ctl.pending_events:
            if ctl.state.phase == "over" or not ctl.legal():
                break
            ctl.play(ctl.legal()[0])  # the players' turns: the first legal choice
            continue
        event = ctl.pending_events[0]
        ctl._next_step()
        settle(app)
        struck = event.code == "attack" and "#" in str(event.params.get("figure", ""))
    play.view.fit_to_window()
    play.tabs.setCurrentWidget(play.log)
    settle(app)
    play._hover_log(play.log.item(play.log.count() - 1))  # as the mouse on the newest line would
    play.play_scene.strikes.hold(0.8)  # the flash on the figure hit, as it shows mid-step
    settle(app)
    window.grab().save(str(out / "tactics-play-monsters.png"))
    ctl.timer.stop()
    if args.hold:  # a person may look and hover in the real window meanwhile
        end = time.monotonic() + args.hold
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.01)
    window.close()


def page_suite() -> Path:
    from founders_desktop.view.tactics_page import suite_path

    return suite_path()


if __name__ == "__main__":
    main()
