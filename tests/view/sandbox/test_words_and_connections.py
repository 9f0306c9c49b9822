"""What the sandbox says and shows besides the drop: reasons in words for every engine code,
payments and deliveries under the cursor, the network of a clicked tile, layouts on disk."""

from __future__ import annotations

import re
from pathlib import Path

from founders_desktop.app.sandbox.sample import sample_entries
from founders_desktop.city import Piece, PieceKind, Violation, legal_placements, legality
from founders_desktop.content import default_pack
from founders_desktop.view.board.violation_text import MESSAGES, violation_text
from founders_desktop.view.sandbox_page import SandboxPage

from .drive import ctl, drag, hover


def test_every_violation_code_of_the_engine_has_its_own_sentence() -> None:
    doc = legality.__doc__ or ""
    codes = set(re.findall(r"[a-z_]+", doc.split("Codes:")[1])) | {"unknown_player"}
    assert codes <= set(MESSAGES), sorted(codes - set(MESSAGES))
    pack = default_pack()
    texts = {violation_text(Violation(code, item="bricks"), pack) for code in codes}
    assert len(texts) == len(codes), "no two codes read the same"
    assert "Bricks" in violation_text(Violation("resource_in_section", item="bricks"), pack)
    assert "gone_wrong" in violation_text(Violation("gone_wrong"), pack), (
        "an unknown code still says something"
    )


def test_the_preview_under_the_cursor_names_cost_points_and_deliveries(page: SandboxPage) -> None:
    entries, state = sample_entries(page.pack, "symmetric", 4, 120, 5)
    ctl(page).set_entries(entries)
    found = None
    for player in range(4):
        for resource in ("machinery", "bricks", "books", "jewelry", "food", "leather"):
            for pl in legal_placements(state, player, Piece(PieceKind.UPGRADE, resource)):
                pv = ctl(page).preview(pl)
                if pv.gains():
                    found = pl
                    break
            if found:
                break
        if found:
            break
    assert found is not None, "the sample board offers an upgrade that pays someone"
    page.tray.choose(PieceKind.UPGRADE, found.item, player=found.player)
    page.drag.rotate(found.orientation)
    ox, oy = page.drag.grab_offset()
    square = (found.anchor[0] + ox, found.anchor[1] + oy)
    hover(page, square)
    text = page.drag.overlays[2].text()
    assert text.startswith("Legal")
    assert "Costs 4 money, paid to the bank" in text
    assert "Points:" in text and "+" in text
    assert page.preview_label.text() == text, "the side panel repeats the preview"
    assert page.layer.highlighted(), "what the new tile would connect to is lit"


def test_clicking_a_tile_lights_up_its_network(page: SandboxPage) -> None:
    entries, _ = sample_entries(page.pack, "symmetric", 4, 100, 6)
    ctl(page).set_entries(entries)
    state = ctl(page).state
    tile = max(
        (i for i, t in enumerate(state.tiles) if t.owner is not None and len(t.squares) == 1),
        key=lambda i: len(ctl(page).connected_tiles(i)),
    )
    drag(page, state.tiles[tile].squares[0])
    assert page.drag.selected == tile
    assert page.layer.tiles[tile].selected_piece
    assert page.layer.highlighted() == set(ctl(page).connected_tiles(tile))
    assert page.delete_button.isEnabled()
    page.delete_button.click()
    assert len(ctl(page).state.tiles) == len(state.tiles) - 1


def test_layouts_are_saved_and_loaded_from_the_panel(page: SandboxPage, tmp_path: Path) -> None:
    entries, state = sample_entries(page.pack, "thematic", 4, 40, 2)
    page.side_picker.setCurrentIndex(page.side_picker.findData("thematic"))
    ctl(page).set_entries(entries)
    path = tmp_path / "layout.fdsave"
    assert page.save_layout(path)
    ctl(page).clear()
    page.side_picker.setCurrentIndex(page.side_picker.findData("symmetric"))
    assert page.load_layout(path)
    assert page.current_map_id() == "thematic"
    assert ctl(page).state == state
    assert len(page.layer.tiles) == len(state.tiles)
    junk = tmp_path / "junk.fdsave"
    junk.write_text("{")
    assert not page.load_layout(junk)
    assert "not a save file" in page.status_label.text() or "incomplete" in page.status_label.text()
    assert ctl(page).state == state, "a bad file leaves the board alone"


def test_hovering_a_road_lights_up_the_tiles_its_chain_joins(page: SandboxPage) -> None:
    entries, state = sample_entries(page.pack, "symmetric", 4, 100, 6)
    ctl(page).set_entries(entries)
    road = max(sorted(state.roads), key=lambda sq: len(ctl(page).road_tiles(sq)))
    joined = set(ctl(page).road_tiles(road))
    assert len(joined) >= 2
    hover(page, road)
    assert page.layer.highlighted() == joined
    for tile in joined:
        assert any(n in state.roads for sq in state.tiles[tile].squares for n in state.grid.neighbours[sq])
