"""The board's items follow every change, keeping the items of unchanged pieces (which would
otherwise all draw themselves again after each drop, undo or game action)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from founders_desktop.app.sandbox.sample import sample_entries
from founders_desktop.view.board import looks
from founders_desktop.view.board.pieces_layer import PiecesLayer
from founders_desktop.view.sandbox_page import SandboxPage

from .drive import ctl, settle


def consistent(layer: PiecesLayer, page: SandboxPage) -> None:
    state = ctl(page).state
    assert [item.tile for item in layer.tiles] == list(state.tiles)
    assert [item.index for item in layer.tiles] == list(range(len(state.tiles)))
    assert set(layer.roads) == set(state.roads)
    in_scene = set(page.scene.items())
    assert all(item in in_scene for item in [*layer.tiles, *layer.roads.values()])
    tiles_in_scene = [i for i in in_scene if type(i).__name__ == "TileItem"]
    assert len(tiles_in_scene) == len(state.tiles), "no stale item left behind"


def test_unchanged_pieces_keep_their_items_through_deletes_and_undo(page: SandboxPage) -> None:
    c = ctl(page)
    entries, _ = sample_entries(page.pack, "symmetric", 4, 40, 3)
    c.set_entries(entries)
    settle(page)
    layer = page.layer
    consistent(layer, page)
    c.delete(len(c.entries) - 1)  # the last entry: every other piece is unchanged
    QApplication.processEvents()
    consistent(layer, page)
    kept = list(layer.tiles)
    c.undo_stack.undo()
    consistent(layer, page)
    assert all(a is b for a, b in zip(kept, layer.tiles, strict=False)), "unchanged pieces keep their items"
    first = layer.tiles[0]
    c.delete(c.replay.tile_entry()[0])  # an early piece: later tiles shift, payments may change
    consistent(layer, page)
    assert first not in layer.tiles
    c.undo_stack.undo()
    consistent(layer, page)


def test_a_change_of_language_redraws_the_pieces(page: SandboxPage, monkeypatch: pytest.MonkeyPatch) -> None:
    """A tile's words (its tooltip, the owner's colour name) come from the translation: a kept
    item whose words changed is drawn anew."""
    c = ctl(page)
    entries, _ = sample_entries(page.pack, "symmetric", 2, 10, 3)
    c.set_entries(entries)
    settle(page)
    before = list(page.layer.tiles)
    renamed = tuple(looks.PlayerLook(p.fill, p.ink, p.name + "!") for p in looks.player_looks())
    monkeypatch.setattr(looks, "player_looks", lambda: renamed)  # as a new language would
    page.layer.show(c.state)
    owned = [i for i, item in enumerate(page.layer.tiles) if item.tile.owner is not None]
    assert owned and all(page.layer.tiles[i] is not before[i] for i in owned)
    assert all("!" in page.layer.tiles[i].toolTip() for i in owned)
