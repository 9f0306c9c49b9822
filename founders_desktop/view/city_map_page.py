"""A page showing one side of the city map with a picker for the side and a map legend one
click away (the Legend button in the board's corner).

Both the city game and the map sandbox start from this; the map comes from the content pack,
so an edited pack shows at once.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint
from PySide6.QtWidgets import QComboBox, QGraphicsScene, QLabel, QToolButton, QWidget

from founders_desktop.content import ContentPack, MapBoard, default_pack
from founders_desktop.view.board_page import BoardPage
from founders_desktop.view.city_map_item import CityMapItem
from founders_desktop.view.content_names import building_name
from founders_desktop.view.terrain_legend import LegendCard, TerrainLegend


def location_labels(pack: ContentPack, board: MapBoard) -> dict[str, str]:
    """For each reserved location, the names of the buildings that may stand there."""
    labels: dict[str, str] = {}
    for location in board.locations:
        names = [building_name(pack, b) for b in location.buildings if b in pack.prestige_buildings]
        labels[location.id] = " / ".join(names) if names else location.id
    return labels


def location_kinds(pack: ContentPack, board: MapBoard) -> dict[str, str]:
    """For each reserved location, the kind of building that stands there (its silhouette)."""
    kinds: dict[str, str] = {}
    for location in board.locations:
        found = [pack.prestige_buildings[b].kind for b in location.buildings if b in pack.prestige_buildings]
        if found:
            kinds[location.id] = found[0]
    return kinds


class CityMapPage(BoardPage):
    """Board page for a city map side; ``map_item`` is what the board shows now."""

    def __init__(self, parent: QWidget | None = None, pack: ContentPack | None = None) -> None:
        super().__init__(QGraphicsScene(), parent)
        self.pack = pack if pack is not None else default_pack()
        self.map_item: CityMapItem | None = None

        self.side_label = QLabel(self.side_panel)
        self.side_picker = QComboBox(self.side_panel)
        self.side_picker.setObjectName("mapSidePicker")
        for map_id, board in self.pack.maps.items():
            self.side_picker.addItem(self._side_name(map_id, board), map_id)
        self.side_layout.addWidget(self.side_label)
        self.side_layout.addWidget(self.side_picker)
        self.side_picker.currentIndexChanged.connect(self._side_chosen)
        self.legend_button = QToolButton(self.view)
        self.legend_button.setObjectName("legendButton")
        self.legend_button.setCheckable(True)
        self.legend_card: LegendCard | None = None  # made on first use: start-up stays light
        self.legend_button.toggled.connect(self._show_legend)
        self._retranslate_legend()
        self.legend_button.move(8, 8)
        self.show_map(self.side_picker.currentData())

    def _side_name(self, map_id: str, board: MapBoard) -> str:
        names = {"thematic": self.tr("Thematic side"), "symmetric": self.tr("Symmetric side")}
        return names.get(map_id, board.name)

    def add_legend(self) -> None:
        self.terrain_label = QLabel(self.tr("Terrain"), self.side_panel)
        self.side_layout.addWidget(self.terrain_label)
        self.side_layout.addWidget(TerrainLegend(self.side_panel))

    def _retranslate_legend(self) -> None:
        """The fixed texts (side picker, legend button) in the language in force."""
        self.side_label.setText(self.tr("Map side"))
        for index in range(self.side_picker.count()):
            map_id = self.side_picker.itemData(index)
            if map_id in self.pack.maps:
                self.side_picker.setItemText(index, self._side_name(map_id, self.pack.maps[map_id]))
        if getattr(self, "terrain_label", None) is not None:
            self.terrain_label.setText(self.tr("Terrain"))
        self.legend_button.setText(self.tr("Legend"))
        self.legend_button.setToolTip(self.tr("What the terrains and marks of the board mean"))
        self.legend_button.adjustSize()

    def _show_legend(self, shown: bool) -> None:
        """Show or hide the legend card under the Legend button, over the board."""
        if shown and self.legend_card is None:
            self.legend_card = LegendCard(self.view)
        if self.legend_card is None:
            return
        self.legend_card.adjustSize()
        self.legend_card.move(self.legend_button.geometry().bottomLeft() + QPoint(0, 4))
        self.legend_card.setVisible(shown)
        self.legend_card.raise_()

    def _side_chosen(self, index: int) -> None:
        self.show_map(self.side_picker.itemData(index))

    def use_pack(self, pack: ContentPack) -> None:
        """Show ``pack``'s boards from now on (a game set up or saved with another pack)."""
        shown = self.current_map_id() if self.map_item is not None else None
        self.pack = pack
        self.side_picker.blockSignals(True)
        self.side_picker.clear()
        for map_id, board in pack.maps.items():
            self.side_picker.addItem(self._side_name(map_id, board), map_id)
        self.side_picker.blockSignals(False)
        self.show_map(shown if shown in pack.maps else next(iter(pack.maps)))

    def show_map(self, map_id: str) -> None:
        """Draw ``map_id``'s board and fit it to the window."""
        if self.map_item is not None:
            self.scene.removeItem(self.map_item)
        board = self.pack.maps[map_id]
        self.map_item = CityMapItem(
            board, location_labels(self.pack, board), location_kinds(self.pack, board)
        )
        self.scene.addItem(self.map_item)
        self.scene.setSceneRect(self.map_item.boundingRect())
        index = self.side_picker.findData(map_id)
        if index != self.side_picker.currentIndex():
            self.side_picker.setCurrentIndex(index)
        self.view.fit_to_window()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        """The building names printed on the reserved locations follow the language."""
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "map_item", None) is not None:
            assert self.map_item is not None
            self.map_item.location_labels = location_labels(self.pack, self.map_item.board)
            self.map_item.update()
            self._retranslate_legend()
            if self.legend_card is not None:  # its names follow the language: made again
                shown = self.legend_card.isVisible()
                self.legend_card.deleteLater()
                self.legend_card = None
                self._show_legend(shown)
        super().changeEvent(event)

    def current_map_id(self) -> str:
        return str(self.side_picker.currentData())
