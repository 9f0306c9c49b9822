"""The tactics board scene: map, figures and overlays, and what the mouse does with each tool.

Mouse handling lives here (not in items) so that one place decides, per tool, whether a press
paints, places, picks or starts a drag; tests drive it with QTest on the view's viewport. The
scene never decides a rule: reach, paths and sight come from the controller (the engine).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent

from founders_desktop.app.tactics.controller import BOARD, FIGURES, TacticsController
from founders_desktop.app.tactics.engine_port import SightAnswer
from founders_desktop.app.tactics.scenario import FigureKind
from founders_desktop.tactics import Hex, MovementMode, Terrain
from founders_desktop.view.tactics import geometry as geo
from founders_desktop.view.tactics.board_item import BoardItem
from founders_desktop.view.tactics.figure_item import FigureItem
from founders_desktop.view.tactics.overlays import PathItem, ReachItem, SightItem
from founders_desktop.view.tactics.preview_item import PreviewItem
from founders_desktop.view.tactics.start_figure_item import StartFigureItem
from founders_desktop.view.tactics.tools import Tool


class TacticsScene(QGraphicsScene):
    #: The selected figure's id, or "" when none.
    selection_changed = Signal(str)
    #: The sight tool's picked hexes (a tuple) and the engine's answer (or None).
    sight_changed = Signal(object, object)
    #: A monster turn option picked on the board (its index in the outcome list).
    outcome_picked = Signal(int)
    #: A drop the rules refuse (figure id, hex): the view says why.
    drop_refused = Signal(str, object)

    def __init__(self, controller: TacticsController) -> None:
        super().__init__()
        self.controller = controller
        self.tool = Tool.SELECT
        self.brush: Terrain | None = Terrain.OBSTACLE
        self.place_kind = FigureKind.MONSTER
        self.place_elite = False
        self.move_value = 2
        self.move_mode = MovementMode.NORMAL
        self.selected: str | None = None
        self.sight_hexes: tuple[Hex, ...] = ()
        self.board_item = BoardItem()
        self.reach_item = ReachItem()
        self.path_item = PathItem()
        self.sight_item = SightItem()
        self.preview_item = PreviewItem()
        for item in (self.board_item, self.reach_item, self.path_item, self.sight_item, self.preview_item):
            self.addItem(item)
        self.figure_items: dict[str, FigureItem] = {}
        self._drag: FigureItem | None = None
        self._painting = False
        self._last_painted: Hex | None = None
        self._erasing = False
        controller.changed.connect(self._on_changed)
        self._on_changed(frozenset({BOARD, FIGURES}))

    # --- syncing with the controller -------------------------------------------------------

    def _on_changed(self, what: frozenset[str]) -> None:
        s = self.controller.scenario
        if BOARD in what:
            self.board_item.set_scenario(s)
            # the board (with its ring of outlines) is the whole scene: no stale room after a
            # smaller case is loaded, and no scroll bars once fitted
            self.setSceneRect(self.board_item.boundingRect())
        if FIGURES in what:
            self._sync_figures()
        if self.selected is not None and s.figure(self.selected) is None:
            self.select(None)
        else:
            self.refresh_reach()
        if self.sight_hexes:
            self._update_sight()

    def _sync_figures(self) -> None:
        s = self.controller.scenario
        for fid in [fid for fid in self.figure_items if s.figure(fid) is None]:
            self.removeItem(self.figure_items.pop(fid))
        for f in s.figures:
            item = self.figure_items.get(f.id)
            if item is None:
                item = StartFigureItem(f, f.id == s.active)
                self.figure_items[f.id] = item
                self.addItem(item)
            else:
                item.set_figure(f, f.id == s.active)
            item.set_selected_look(f.id == self.selected)

    # --- tools and inspection ------------------------------------------------------------------

    def _update_preview_visibility(self) -> None:
        """One question at a time: a selected figure's reach, the sight tool, or else the
        monster's turn (which stays on while painting, so each edit shows its effect)."""
        self.preview_item.setVisible(self.selected is None and self.tool is not Tool.SIGHT)

    def set_tool(self, tool: Tool) -> None:
        self.tool = tool
        self.board_item.set_show_ghosts(tool is Tool.MAP)
        self._update_preview_visibility()
        if tool is not Tool.SIGHT:
            self.sight_hexes = ()
            self._update_sight()

    def select(self, figure_id: str | None) -> None:
        self.selected = figure_id
        for fid, item in self.figure_items.items():
            item.set_selected_look(fid == figure_id)
        self._update_preview_visibility()
        self.refresh_reach()
        self.selection_changed.emit(figure_id or "")

    def set_move(self, value: int, mode: MovementMode) -> None:
        if (value, mode) == (self.move_value, self.move_mode):
            return
        self.move_value = value
        self.move_mode = mode
        self.refresh_reach()

    def refresh_reach(self) -> None:
        reach = (
            self.controller.reach(self.selected, self.move_value, self.move_mode) if self.selected else None
        )
        self.reach_item.set_reach(reach)
        self.path_item.set_path((), {})

    def hover(self, point: QPointF) -> None:
        """Draw the path to the hex under ``point`` if the selected figure can reach it."""
        reach = self.reach_item.reach
        if not reach:
            return
        step = reach.get(geo.hex_at(point))
        self.path_item.set_path(step.path if step else (), self.controller.scenario.terrain_map())

    # --- keys ------------------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """Delete removes the selected figure; Escape drops the selection and the sight pick."""
        if event.key() in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace) and self.selected:
            self.controller.remove_figure(self.selected)
            event.accept()
        elif event.key() == Qt.Key.Key_Escape:
            self.select(None)
            self.sight_hexes = ()
            self._update_sight()
            event.accept()
        else:
            super().keyPressEvent(event)

    # --- mouse -------------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        pos = event.scenePos()
        h = geo.hex_at(pos)
        figure = self.controller.scenario.figure_at(h)
        c = self.controller
        if self.tool in (Tool.SELECT, Tool.FIGURE) and figure is not None:
            self.select(figure.id)
            self._drag = self.figure_items[figure.id]
            event.accept()
            return
        if self.tool is Tool.SELECT:
            if self._pick_outcome(h):
                event.accept()
                return
            self.select(None)
            event.ignore()  # let the view pan
            return
        event.accept()
        if self.tool is Tool.MAP:
            c.set_map_hex(h, h not in c.scenario.hexes)
        elif self.tool is Tool.TERRAIN:
            c.begin_stroke()
            self._painting = True
            self._paint(h, toggle=True)
        elif self.tool is Tool.THIN_WALL and h in c.scenario.hexes:
            c.toggle_thin_wall(h, geo.nearest_neighbour(h, pos))
        elif self.tool is Tool.FIGURE:
            c.add_figure(self.place_kind, h, elite=self.place_elite)
        elif self.tool is Tool.ERASE and figure is not None:
            c.remove_figure(figure.id)
        elif self.tool is Tool.SIGHT and h in c.scenario.hexes:
            self.sight_hexes = (h,) if len(self.sight_hexes) != 1 else (self.sight_hexes[0], h)
            self._update_sight()

    def _pick_outcome(self, h: Hex) -> bool:
        """A click on a numbered destination of the monster turn preview picks that option
        (the next one at the same hex on a second click)."""
        preview = self.preview_item
        if not preview.isVisible():
            return False
        here = [i for i, o in enumerate(preview.outcomes) if o.end == h]
        if not here:
            return False
        later = [i for i in here if i > preview.chosen]
        index = later[0] if preview.chosen in here and later else here[0]
        self.outcome_picked.emit(index)
        return True

    def _paint(self, h: Hex, toggle: bool = False) -> None:
        if h == self._last_painted:
            return
        self._last_painted = h
        if toggle:  # a stroke that starts on the brush's own terrain erases it
            here = self.controller.scenario.terrain_map().get(h)
            self._erasing = self.brush is not None and here is self.brush
        self.controller.paint_terrain(h, None if self._erasing else self.brush)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        pos = event.scenePos()
        if self._drag is not None:
            self._drag.setPos(pos)
            if self.tool is Tool.SELECT:  # the figure tool drops anywhere: no path to show
                self.hover(pos)
            event.accept()
            return
        if self._painting:
            self._paint(geo.hex_at(pos))
            event.accept()
            return
        self.hover(pos)
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self._painting:
            self._painting = False
            self._last_painted = None
            self.controller.end_stroke(self.tr("Paint terrain"))
            event.accept()
            return
        if self._drag is not None:
            item, self._drag = self._drag, None
            self._drop(item, geo.hex_at(event.scenePos()))
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def _drop(self, item: FigureItem, h: Hex) -> None:
        """Select tool: only a shaded (reachable) hex takes the figure; figure tool: any free hex."""
        fid = item.figure.id
        moved = False
        if h != item.figure.hex:
            if self.tool is Tool.SELECT:
                reach = self.reach_item.reach
                if h in reach:
                    moved = self.controller.move_figure(fid, h)
                else:
                    self.drop_refused.emit(fid, h)
            else:
                moved = self.controller.move_figure(fid, h)
        if not moved:
            item.setPos(geo.centre(item.figure.hex))

    # --- sight tool ------------------------------------------------------------------------------

    def _update_sight(self) -> None:
        answer: SightAnswer | None = None
        hexes = tuple(h for h in self.sight_hexes if h in self.controller.scenario.hexes)
        self.sight_hexes = hexes
        if len(hexes) == 2:
            answer = self.controller.sight(hexes[0], hexes[1])
        self.sight_item.set_sight(hexes, answer)
        self.sight_changed.emit(hexes, answer)
