"""The score track's tokens are drawn on the board shown: after a switch of side, the new board
has a token for every colour in play."""

from __future__ import annotations

from founders_desktop.view.sandbox_page import SandboxPage


def test_switching_side_puts_the_score_tokens_on_the_new_board(page: SandboxPage) -> None:
    assert page.controller is not None
    before = page.map_item
    other = next(m for m in page.pack.maps if m != page.controller.map_id)
    page.show_map(other)
    assert page.map_item is not before and page.map_item is not None
    assert len(page.map_item.score_markers.markers) == page.controller.players
    assert all(points == 0 for points, _ in page.map_item.score_markers.markers)  # a new layout
    page.players_spin.setValue(3)
    assert len(page.map_item.score_markers.markers) == 3
