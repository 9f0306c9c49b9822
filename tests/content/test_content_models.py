"""Footprints, effects and provenance: the building blocks of every card."""

from __future__ import annotations

import pytest
from pydantic import TypeAdapter, ValidationError

from founders_desktop.content import ContentPack, Effect, Footprint, describe
from founders_desktop.content.effects import EFFECT_KINDS

EFFECTS = TypeAdapter(tuple[Effect, ...])


def shape(*rows: str) -> Footprint:
    return Footprint(id="x", name="x", rows=rows, provenance="reconstructed")


@pytest.mark.parametrize(
    ("rows", "count"),
    [
        (("X",), 1),
        (("XX",), 2),
        (("X.", "XX"), 4),  # L tromino: achiral
        (("XXX", ".X."), 4),  # T: achiral
        (("XX.", ".XX"), 4),  # S: chiral, S and Z in two turns each
        (("XXX", "X.."), 8),  # L tetromino: chiral
        (("XX", "XX"), 1),
        (("X.X", "XXX"), 4),
    ],
)
def test_orientations_are_distinct_and_complete(rows: tuple[str, ...], count: int) -> None:
    fp = shape(*rows)
    assert len(fp.orientations) == count
    assert len(set(fp.orientations)) == count
    assert fp.orientations[0] == fp.cells
    for o in fp.orientations:
        assert min(x for x, _ in o) == 0 and min(y for _, y in o) == 0
        assert len(o) == fp.size


def test_squares_at_and_matches() -> None:
    fp = shape("X.", "XX")
    assert fp.squares_at((5, 5)) == ((5, 5), (5, 6), (6, 6))
    assert fp.matches({(3, 3), (4, 3), (3, 4)})
    assert not fp.matches({(3, 3), (4, 3), (5, 3)})


@pytest.mark.parametrize("rows", [(), ("",), ("X.X",), ("XO",)])
def test_bad_footprints(rows: tuple[str, ...]) -> None:
    with pytest.raises(ValidationError):
        shape(*rows)


def test_effects_parse_by_kind_and_describe() -> None:
    effects = EFFECTS.validate_python(
        [
            {"kind": "pay_money", "amount": 1},
            {"kind": "gain_influence", "amount": 1, "lasting": True},
            {
                "kind": "choice",
                "options": [[{"kind": "gain_money", "amount": 2}], [{"kind": "build_roads", "count": 2}]],
            },
            {"kind": "upgrade", "tiers": [2], "discount": 1, "road": True},
            {"kind": "follow_action", "category": "trade"},
        ]
    )
    assert [e.kind for e in effects] == ["pay_money", "gain_influence", "choice", "upgrade", "follow_action"]
    assert describe(effects) == (
        "pay 1 money; then gain 1 lasting influence; then either (gain 2 money) or (build 2 roads); "
        "then upgrade to tier 2 (1 less) and a road; then take the trade follow action"
    )


@pytest.mark.parametrize(
    "bad",
    [
        {"kind": "gain_gold", "amount": 1},
        {"kind": "gain_money", "amount": 0},
        {"kind": "gain_money", "amount": 1, "extra": True},
        {"kind": "choice", "options": [[{"kind": "gain_money", "amount": 1}]]},
        {"kind": "trade", "terrains": ["purple"]},
    ],
)
def test_bad_effects(bad: dict[str, object]) -> None:
    with pytest.raises(ValidationError):
        EFFECTS.validate_python([bad])


def test_the_default_pack_uses_every_effect_kind(pack: ContentPack) -> None:
    def kinds(effects: tuple[Effect, ...]) -> set[str]:
        found = set()
        for e in effects:
            found.add(e.kind)
            for option in getattr(e, "options", ()):
                found |= kinds(option)
        return found

    used: set[str] = set()
    for race in pack.races.values():
        used |= kinds(race.racial_action)
    for building in pack.prestige_buildings.values():
        used |= kinds(building.worker_action)
    for adviser in pack.advisers.values():
        used |= kinds(adviser.main_action)
    for card in pack.standard_cards.values():
        used |= kinds(card.main_action)
    assert used == set(EFFECT_KINDS)


def test_provenance_lookup(pack: ContentPack) -> None:
    food = pack.resources["food"]
    assert food.provenance_of("footprint") == "rulebook"
    assert food.provenance_of("recipe") == "reconstructed"
    with pytest.raises(KeyError):
        food.provenance_of("name")
