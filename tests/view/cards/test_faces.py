"""Card faces show the content pack's figures: change a figure in the pack and the face changes."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from pytestqt.qtbot import QtBot

from founders_desktop.city.game.setup import new_game
from founders_desktop.content import ContentPack, default_pack
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.faces import face_for
from founders_desktop.view.cards.offer_board import offer_board, proposal_board
from founders_desktop.view.cards.race_mat import race_mat
from founders_desktop.view.cards.tracker_board import tracker_board


def painted(face: Face) -> QImage:
    image = QImage(round(face.width), round(face.height), QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    face.paint(painter, QRectF(0, 0, face.width, face.height))
    painter.end()
    return image


def inked(image: QImage) -> int:
    """How many sampled pixels are dark ink (text and outlines)."""
    return sum(
        1
        for y in range(0, image.height(), 2)
        for x in range(0, image.width(), 2)
        if image.pixelColor(x, y).alpha() > 200 and image.pixelColor(x, y).lightness() < 90
    )


def with_adviser_points(pack: ContentPack, adviser: str, points: int) -> ContentPack:
    advisers = dict(pack.advisers)
    advisers[adviser] = advisers[adviser].model_copy(update={"points": points})
    return pack.model_copy(update={"advisers": advisers})


def test_an_adviser_face_shows_its_tier_resource_points_and_main_action(qtbot: QtBot) -> None:
    pack = default_pack()
    adviser = next(a for a in pack.advisers.values() if a.points)
    face = face_for(pack, adviser.id)
    assert face is not None
    text = face.text()
    assert adviser.name in text
    assert f"Tier {adviser.tier}" in text
    assert f"Needs {pack.resources[adviser.resource].name}" in text
    assert f"{adviser.points} points when recruited" in text
    assert "Main action: " in text
    assert inked(painted(face)) > 200  # words and outlines on the parchment


def test_the_face_follows_the_pack_not_a_table_of_its_own(qtbot: QtBot) -> None:
    pack = default_pack()
    adviser = next(a for a in pack.advisers.values() if a.points == 0)
    before = face_for(pack, adviser.id)
    after = face_for(with_adviser_points(pack, adviser.id, 3), adviser.id)
    assert before is not None and after is not None
    assert "0 points when recruited" in before.text()
    assert "3 points when recruited" in after.text()
    assert painted(before) != painted(after), "the points shield is drawn from the pack's figure"


def test_a_prestige_face_shows_each_slot_with_its_banner_value_and_the_worker_action(qtbot: QtBot) -> None:
    pack = default_pack()
    building = pack.prestige_buildings["merchants_guild"]
    face = face_for(pack, building.id)
    assert face is not None
    for slot in building.slots:
        assert f"{pack.resources[slot.resource].name}: {slot.points} points" in face.text()
    assert "Worker action: trade, 2 money cheaper" in face.text()


def test_the_income_card_lists_its_four_follows_by_what_they_act_as(qtbot: QtBot) -> None:
    face = face_for(default_pack(), "income")
    assert face is not None
    for name in ("Recruit", "Trade", "Upgrade", "Construct"):
        assert f"as {name}: " in face.text()
    assert "red or white squares only" in face.text()


def test_call_to_vote_says_how_many_cards_come_first_for_the_game_size(qtbot: QtBot) -> None:
    pack = default_pack()
    face = face_for(pack, "call_to_vote", players=2)
    assert face is not None
    assert f"after {pack.scoring.cards_before_vote['2']} other cards" in face.text()
    assert "Played face up only." in face.text()


def test_a_resource_face_gives_each_prerequisite_its_printed_value(qtbot: QtBot) -> None:
    pack = default_pack()
    tier3 = pack.tier(3)[0]
    face = face_for(pack, tier3.id)
    assert face is not None
    for entry in tier3.recipe:
        assert f"{pack.resources[entry.resource].name}: {entry.points}" in face.text()
    assert f"Upgrade: {pack.costs.upgrade_cost(3)} money." in face.text()


def test_a_race_mat_in_a_game_counts_what_is_left_from_the_supply(qtbot: QtBot) -> None:
    pack = default_pack()
    state = new_game(pack, "symmetric", 2, 1)
    state.players[0].race = "human"
    state.players[0].money = 11
    mat = race_mat(pack, "human", state, 0, QColor("#e08a12"), "Ada")
    text = mat.text()
    assert "Ada: Human" in text
    assert f"Houses left {pack.supply.houses}, bridges left {pack.supply.bridges}" in text
    assert "11 money" in text
    assert "Racial action: gain 2 fleeting influence, gain 1 money" in text
    assert "Never: Stone" in text


def test_the_boards_show_the_offer_costs_proposals_and_tracker(qtbot: QtBot) -> None:
    pack = default_pack()
    state = new_game(pack, "symmetric", 2, 1)
    offer = offer_board(state)
    for k, card in enumerate(state.offer):
        if card:
            assert f"{pack.advisers[card].name}: {pack.costs.adviser_offer[k]} money" in offer.text()
    proposals = proposal_board(state)
    for k, b in enumerate(state.proposals):
        assert f"{k + 1}. {pack.prestige_buildings[b].name}" in proposals.text()
    tracker = tracker_board(state, [QColor("blue"), QColor("orange")])
    assert tracker.text().startswith("Resource tracker")
    for face in (offer, proposals, tracker):
        assert inked(painted(face)) > 100
