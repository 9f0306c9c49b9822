"""Which face shows an id: any adviser, standard card, prestige building, resource, resource card
or race of the pack; None for an id that is not a card."""

from __future__ import annotations

from founders_desktop.content import ContentPack
from founders_desktop.view.cards.adviser_face import adviser_face
from founders_desktop.view.cards.face import Face
from founders_desktop.view.cards.prestige_face import prestige_face
from founders_desktop.view.cards.race_mat import race_mat
from founders_desktop.view.cards.resource_face import resource_face
from founders_desktop.view.cards.standard_face import standard_face


def face_for(pack: ContentPack, card: str, players: int | None = None) -> Face | None:
    if card in pack.advisers:
        return adviser_face(pack, card)
    if card in pack.standard_cards:
        return standard_face(pack, card, players)
    if card in pack.prestige_buildings:
        return prestige_face(pack, card)
    if card in pack.resources:
        return resource_face(pack, card)
    if card in pack.resource_cards:
        return resource_face(pack, pack.resource_cards[card].resource)
    if card in pack.races:
        return race_mat(pack, card)
    return None


def is_card(pack: ContentPack, card: str) -> bool:
    return bool(card) and (
        card in pack.advisers
        or card in pack.standard_cards
        or card in pack.prestige_buildings
        or card in pack.resources
        or card in pack.resource_cards
        or card in pack.races
    )
