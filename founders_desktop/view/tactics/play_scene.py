"""The board of a scenario being played: map, standees, and the current decision drawn on it.

A move is made by dragging the active character along the shaded hexes (the engine's legal
ends; the path to the hovered hex is drawn); a drop elsewhere snaps back and says why. Attack,
heal and summon choices are rings: a click on one plays it. A monster's tied outcomes are the
editor's numbered overlay: a click on a number picks it. The scene decides no rule; every
shading and ring comes from ``decision(state)``.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from founders_desktop.app.tactics.play_controller import PlayController
from founders_desktop.app.tactics.play_decision import Decision, decision
from founders_desktop.app.tactics.play_display import Playback, ShownFigure, shown_figures
from founders_desktop.app.tactics.scenario import Scenario as EditorScenario
from founders_desktop.tactics import Hex, Outcome, Terrain
from founders_desktop.tactics.rounds import ChooseOutcome, Event, MoveTo, RoundState
from founders_desktop.tactics.rounds.context import initiative_of
from founders_desktop.tactics.spawn_triggers import pressure_plates
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.board_item import BoardItem
from founders_desktop.view.tactics.overlays import PathItem, ReachItem
from founders_desktop.view.tactics.play_items import HEAL, PICK, DamageTag, PickItem, PlayFigureItem
from founders_desktop.view.tactics.play_marks import HighlightItem, Strikes
from founders_desktop.view.tactics.play_motion import Glide
from founders_desktop.view.tactics.play_plates import PlateItem
from founders_desktop.view.tactics.play_rooms import RoomsItem, room_marks
from founders_desktop.view.tactics.preview_item import PreviewItem

#: The share of a playback step a monster's glide along its path takes.
GLIDE_SHARE = 0.8


def board_picture(state: RoundState) -> EditorScenario:
    """The played map in the editor's terms (sprung traps are plain floor again)."""
    board = state.content.board
    live = {Hex(*t) for t in state.traps}
    terrain = tuple(sorted((h, t) for h, t in board.terrain.items() if t is not Terrain.TRAP or h in live))
    return EditorScenario(hexes=board.hexes, terrain=terrain, thin_walls=board.thin_walls)


class PlayScene(QGraphicsScene):
    #: A drop the rules refuse (figure id, hex).
    drop_refused = Signal(str, object)

    def __init__(self, controller: PlayController) -> None:
        super().__init__()
        self.controller = controller
        self.board_item = BoardItem()
        self.reach_item = ReachItem()
        self.path_item = PathItem()
        self.pick_item = PickItem()
        self.preview_item = PreviewItem()
        self.highlight_item = HighlightItem()
        self.plate_item = PlateItem()
        self.rooms_item = RoomsItem()
        for item in (
            self.board_item,
            self.plate_item,
            self.rooms_item,
            self.reach_item,
            self.path_item,
            self.pick_item,
            self.preview_item,
            self.highlight_item,
        ):
            self.addItem(item)
        self.figure_items: dict[str, PlayFigureItem] = {}
        self.decision: Decision = decision(controller.state)
        self.playback: Playback | None = None
        self._board_key: tuple[int, list[tuple[int, int]]] | None = None
        self._drag: PlayFigureItem | None = None
        self.glide = Glide(self)
        self.strikes = Strikes(self)
        self.tags: list[DamageTag] = []
        controller.changed.connect(self.refresh)
        controller.step_shown.connect(self.show_step)
        self.refresh()

    # --- syncing --------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the controller's state, unless an action's steps are still being played back."""
        c = self.controller
        if c.busy:
            if self.playback is None:
                before = c.entries[-1].before if c.entries else c.state
                self.playback = Playback(c.state, shown_figures(before), before.active)
                self._sync(self.playback.figures, before, before.active)
            self._show_decision(None)
            return
        self.playback = None
        self.glide.stop()
        self.strikes.stop()
        self._clear_tags()
        state = c.state
        key = (id(state.content), list(state.traps))
        if key != self._board_key:
            self._board_key = key
            self.board_item.set_scenario(board_picture(state))
            self.setSceneRect(self.board_item.boundingRect())
        self.plate_item.set_plates(pressure_plates(state))
        self.rooms_item.set_marks(room_marks(state))
        self._sync(shown_figures(state), state, state.active)
        self._show_decision(decision(state))

    def show_step(self, event: Event) -> None:
        self.glide.stop()  # the previous glide ends where its figure stands
        self.strikes.stop()
        self._clear_tags()
        if self.playback is None:
            self.refresh()
        playback = self.playback
        if playback is not None and playback.step(event):
            self._sync(playback.figures, self.controller.state, playback.active)
            self._tag(event)
            if event.code == "move":  # the way it went stays drawn until the next step
                path = tuple(Hex(*h) for h in event.params["path"])
                self.path_item.set_path(path, self.board_item_terrain())
                item = self.figure_items.get(str(event.params["figure"]))
                timer = self.controller.timer
                if item is not None and timer.isActive():
                    self.glide.start(item, path, int(timer.interval() * GLIDE_SHARE))
            elif event.code == "attack":
                self._strike(event)

    def _strike(self, event: Event) -> None:
        """The attacker's line to the figure hit and a flash on it, while steps are shown."""
        timer = self.controller.timer
        attacker = self.figure_items.get(str(event.params.get("figure")))
        target = self.figure_items.get(str(event.params.get("target")))
        if attacker is not None and target is not None and timer.isActive():
            self.strikes.start(attacker.shown.hex, target.shown.hex, int(timer.interval() * GLIDE_SHARE))

    def highlight(self, figure_ids: Iterable[str], hexes: Iterable[Hex]) -> None:
        """Point at what a log line talks about: the hexes of its figures still on the board,
        and the hexes it names (a path, a summon's spot). Nothing: clear."""
        here = [self.figure_items[f].shown.hex for f in figure_ids if f in self.figure_items]
        self.highlight_item.set_hexes([*hexes, *here])

    def _tag(self, event: Event) -> None:
        """A damage or heal tag over the figure, while the playback runs step by step."""
        p = event.params
        amounts = {"attack": -int(p.get("damage", 0)), "trap": -int(p.get("damage", 0))}
        amounts["hazard"] = amounts["trap"]
        amounts["heal"] = int(p.get("amount", 0))
        if event.code not in amounts or not self.controller.timer.isActive():
            return
        fid = p.get("target") if event.code == "attack" else p.get("figure")
        item = self.figure_items.get(str(fid))
        if item is not None:
            tag = DamageTag(item.shown.hex, amounts[event.code])
            self.addItem(tag)
            self.tags.append(tag)

    def _clear_tags(self) -> None:
        for tag in self.tags:
            self.removeItem(tag)
        self.tags = []

    def _sync(self, figures: dict[str, ShownFigure], state: RoundState, active: str | None) -> None:
        for fid in [fid for fid in self.figure_items if fid not in figures]:
            self.removeItem(self.figure_items.pop(fid))
        for fid, shown in figures.items():
            f = state.find(fid)
            ini = initiative_of(state, state.content, f) if f is not None else None
            item = self.figure_items.get(fid)
            if item is None:
                item = PlayFigureItem(shown, ini)
                self.figure_items[fid] = item
                self.addItem(item)
            item.set_shown(shown, ini, fid == active)

    def _show_decision(self, d: Decision | None) -> None:
        self.decision = d or Decision("wait", None, [])
        d = self.decision
        self.reach_item.set_reach(d.reach)
        self.path_item.set_path((), {})
        self.pick_item.set_hexes(d.picks, PICK if d.kind == "attack" else HEAL)
        state = self.controller.state
        outcomes = []
        if d.kind == "outcome":
            for o in state.choices:
                hexes = [state.figure(t).hex for t in o.targets]
                outcomes.append(
                    Outcome(
                        focus=None,
                        end=Hex(*o.end),
                        path=tuple(Hex(*h) for h in o.path),
                        targets=tuple(o.targets),
                        target_hexes=tuple(Hex(*h) for h in hexes if h is not None),
                    )
                )
        self.preview_item.set_outcomes(outcomes, {})

    # --- the mouse --------------------------------------------------------------------------------

    def active_hex(self) -> Hex | None:
        state = self.controller.state
        f = state.find(state.active) if state.active else None
        return Hex(*f.hex) if f is not None and f.hex is not None else None

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        h = geo.hex_at(event.scenePos())
        d = self.decision
        if d.kind == "move" and h == self.active_hex() and d.reach:
            self._drag = self.figure_items.get(self.controller.state.active or "")
            event.accept()
            return
        if h in d.picks:
            self.controller.play(d.picks[h])
            event.accept()
            return
        if d.kind == "outcome":
            here = [i for i, o in enumerate(self.preview_item.outcomes) if o.end == h]
            if here:
                self.preview_item.choose(here[0])
                self.controller.play(ChooseOutcome(index=here[0]))
                event.accept()
                return
        event.ignore()  # let the view pan

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        pos = event.scenePos()
        if self._drag is not None:
            self._drag.setPos(pos)
            event.accept()
        step = self.reach_item.reach.get(geo.hex_at(pos))
        self.path_item.set_path(step.path if step else (), self.board_item_terrain())
        if self._drag is None:
            super().mouseMoveEvent(event)

    def board_item_terrain(self) -> dict[Hex, Terrain]:
        return {Hex(*h): t for h, t in self.controller.state.content.board.terrain.items()}

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self._drag is None:
            super().mouseReleaseEvent(event)
            return
        item, self._drag = self._drag, None
        h = geo.hex_at(event.scenePos())
        event.accept()
        if h in self.reach_item.reach:
            self.controller.play(MoveTo(hex=(h.q, h.r)))
            return
        item.setPos(geo.centre(item.shown.hex))
        if h != item.shown.hex:
            self.drop_refused.emit(item.shown.id, h)
