"""Every fact of docs/CITY.md's list ("Facts that the default pack must keep"), against the default pack."""

from __future__ import annotations

import pytest

from founders_desktop.content import ContentPack

BASICS = ["wood", "stone", "metal", "crops", "livestock", "gems", "knowledge", "population"]
TIER2 = ["machinery", "bricks", "books", "jewelry", "food", "leather"]
TIER3 = ["cloth", "government", "weapons", "labor"]


def test_resource_counts_and_tiles(pack: ContentPack) -> None:
    assert [r.id for r in pack.tier(1)] == BASICS
    assert [r.id for r in pack.tier(2)] == TIER2
    assert [r.id for r in pack.tier(3)] == TIER3
    assert [r.name for r in pack.tier(1)] == [
        "Wood", "Stone", "Metal", "Crops", "Livestock", "Gems", "Knowledge", "Population",
    ]  # fmt: skip
    # 24 basic trade stalls, 18 tier 2 and 12 tier 3 buildings: 3 tiles of each.
    assert sum(r.tiles for r in pack.tier(1)) == 24
    assert sum(r.tiles for r in pack.tier(2)) == 18
    assert sum(r.tiles for r in pack.tier(3)) == 12


@pytest.mark.parametrize(
    ("resource", "recipe"),
    [
        ("machinery", {"metal", "knowledge"}),
        ("bricks", {"stone", "population"}),
        ("books", {"crops", "knowledge"}),
        ("jewelry", {"gems"}),
        ("cloth", {"livestock", "machinery"}),
        ("government", {"jewelry", "books"}),
    ],
)
def test_recipes_fixed_by_the_rules(pack: ContentPack, resource: str, recipe: set[str]) -> None:
    r = pack.resources[resource]
    assert set(r.prerequisites) == recipe
    assert r.provenance_of("recipe") == "rulebook"


def test_every_basic_resource_feeds_some_tier_2(pack: ContentPack) -> None:
    for basic in BASICS:
        assert any(basic in r.prerequisites for r in pack.tier(2)), basic


def test_every_tier_2_feeds_some_tier_3(pack: ContentPack) -> None:
    for r in pack.tier(2):
        assert pack.used_in(r.id), r.id
        assert all(u.tier == 3 for u in pack.used_in(r.id))


def test_designed_recipes_are_marked_reconstructed(pack: ContentPack) -> None:
    for rid in ("food", "leather", "weapons", "labor"):
        assert pack.resources[rid].provenance_of("recipe") == "reconstructed"


def test_printed_prerequisite_values(pack: ContentPack) -> None:
    # A basic resource earns 1 wherever it is a prerequisite.
    for r in pack.resources.values():
        for entry in r.recipe:
            if pack.resources[entry.resource].tier == 1:
                assert entry.points == 1, (r.id, entry.resource)
    # Machinery earns 4 (+2) in Cloth; Books 4 (+2) and Jewelry 2 (+1) in Government.
    machinery, books, jewelry = (pack.resources[i] for i in ("machinery", "books", "jewelry"))
    assert pack.prerequisite_value("cloth", "machinery") == 4
    assert machinery.keeps(4) == 2
    assert pack.prerequisite_value("government", "books") == 4
    assert books.keeps(4) == 2
    assert pack.prerequisite_value("government", "jewelry") == 2
    assert jewelry.keeps(2) == 1
    # A neutral basic prerequisite counts 2.
    assert pack.scoring.neutral_prerequisite_value == 2


def test_delivery_banners_fixed_by_the_examples(pack: ContentPack) -> None:
    university = pack.prestige_buildings["university"]
    guild = pack.prestige_buildings["merchants_guild"]
    assert university.name == "University"
    assert guild.name == "Merchant's Guild"
    population = university.slot_for("population")
    bricks, government = guild.slot_for("bricks"), guild.slot_for("government")
    assert population is not None and population.points == 3
    assert bricks is not None and bricks.points == 6
    assert government is not None and government.points == 10
    for building, slot in ((university, population), (guild, bricks), (guild, government)):
        assert building.slot_provenance(slot) == "rulebook"
    # Example 4: bricks delivered for 6 keeps 4 after 1 each to stone and population.
    assert pack.resources["bricks"].keeps(6) == 4
    # Example 5: government delivered for 10 pays 2 to jewelry and 4 to books.
    assert pack.resources["government"].keeps(10) == 4
    # Neutral example: some prestige building takes Machinery for 4 (+2).
    machinery_4 = [
        b
        for b in pack.prestige_buildings.values()
        if (s := b.slot_for("machinery")) is not None and s.points == 4
    ]
    assert machinery_4
    assert pack.resources["machinery"].keeps(4) == 2


@pytest.mark.parametrize(
    ("resources", "size", "orientations"),
    [
        (BASICS, 1, 1),  # basic trade stall 1x1
        (["jewelry", "machinery", "food"], 3, 4),  # L in a 2x2 box
        (["leather", "books", "bricks"], 3, 2),  # three in a line
        (["weapons"], 4, 2),  # four in a line
        (["cloth"], 4, 1),  # 2x2
    ],
)
def test_tile_footprints(pack: ContentPack, resources: list[str], size: int, orientations: int) -> None:
    for rid in resources:
        fp = pack.footprint_of(pack.resources[rid])
        assert fp.size == size, rid
        assert len(fp.orientations) == orientations, rid
        assert fp.provenance_of("rows") == "rulebook"
    if size == 3 and orientations == 4:  # the L fits a 2x2 box
        fp = pack.footprint_of(pack.resources[resources[0]])
        assert all(max(x for x, _ in o) == 1 and max(y for _, y in o) == 1 for o in fp.orientations)
    if size in (3, 4) and orientations == 2:  # a straight line
        fp = pack.footprint_of(pack.resources[resources[0]])
        assert {(max(x for x, _ in o), max(y for _, y in o)) for o in fp.orientations} == {
            (size - 1, 0),
            (0, size - 1),
        }


def test_government_and_labor_are_4_squares_in_a_3x2_box(pack: ContentPack) -> None:
    for rid in ("government", "labor"):
        fp = pack.footprint_of(pack.resources[rid])
        assert fp.size == 4
        boxes = {(max(x for x, _ in o) + 1, max(y for _, y in o) + 1) for o in fp.orientations}
        assert boxes == {(3, 2), (2, 3)}, rid


def test_prestige_buildings(pack: ContentPack) -> None:
    buildings = pack.prestige_buildings
    assert len(buildings) == 21
    names = {b.name for b in buildings.values()}
    for known in (
        "Merchant's Guild",
        "University",
        "Salt Barrel",
        "West Gatehouse",
        "North Gatehouse",
        "Ghost Fortress",
        "Sleeping Lion",
        "Temple of the Great Oak",
    ):
        assert known in names
    assert buildings["sleeping_lion"].kind == "tavern"
    kinds = {b.kind for b in buildings.values()}
    assert {"tavern", "theatre", "public hall", "luxury shop"} <= kinds
    reserved = {b.id for b in buildings.values() if b.reserved}
    assert reserved == {"west_gatehouse", "north_gatehouse", "ghost_fortress"}
    for b in buildings.values():
        assert 2 <= len(b.slots) <= 5, b.id
        assert b.worker_action, b.id
        assert b.footprint in pack.footprints
    # Some types repeat, so the duplicate-proposal rule has something to do.
    assert any(len(ids) > 1 for ids in pack.prestige_types.values())


def test_advisers(pack: ContentPack) -> None:
    assert len(pack.advisers) == 18
    assert [len(pack.advisers_of_tier(t)) for t in (1, 2, 3)] == [6, 6, 6]
    for a in pack.advisers.values():
        assert a.category in ("recruit", "trade", "upgrade", "construct")
        assert a.points in (0, 1, 3)
        assert a.resource in pack.resources
        assert a.main_action
    assert {a.points for a in pack.advisers.values()} == {0, 1, 3}
    shepherd = next(a for a in pack.advisers.values() if a.name == "Shepherd")
    assert shepherd.category == "upgrade"  # the rulebook's example
    assert {a.category for a in pack.advisers.values()} == {"recruit", "trade", "upgrade", "construct"}
    assert sorted(set(pack.costs.adviser_offer)) == [1, 2]
    assert len(pack.costs.adviser_offer) == 4  # the offer shows 4


def test_races(pack: ContentPack) -> None:
    races = pack.races
    assert [r.name for r in races.values()] == [
        "Human", "Vermling", "Savvas", "Inox", "Orchid", "Quatryl", "Valrath", "Harrower", "Aesther",
    ]  # fmt: skip
    assert races["human"].resource == "population"
    assert races["vermling"].resource == "wood"
    assert races["aesther"].resource is None
    with_resource = [r.resource for r in races.values() if r.resource is not None]
    assert sorted(with_resource) == sorted(BASICS)  # one race per basic resource
    for r in races.values():
        assert r.racial_action
        assert r.resource not in r.forbidden
        assert set(r.forbidden) <= set(BASICS)


def test_resource_cards(pack: ContentPack) -> None:
    assert len(pack.resource_cards) == 8
    assert sorted(c.resource for c in pack.resource_cards.values()) == sorted(BASICS)
    assert all(c.forbidden for c in pack.resource_cards.values())
    for c in pack.resource_cards.values():
        assert c.resource not in c.forbidden


def test_supply_per_player_and_shared(pack: ContentPack) -> None:
    s = pack.supply
    assert s.vote_tiles == ("circle", "square", "triangle")
    assert (s.starting_money, s.houses, s.bridges, s.workers) == (7, 3, 3, 3)
    # the component list (135 claim, 225 delivery tokens for 9 races), not the setup text's
    # "25 claim tokens and 15 delivery tokens": see DESIGN.md, "Token supplies"
    assert (s.claim_tokens, s.delivery_tokens) == (15, 25)
    assert (s.roads, s.influence_tokens, s.completion_markers) == (64, 40, 6)
    assert (s.achievement_cards, s.city_events) == (15, 9)
    assert len(pack.achievements) == 15
    assert len(pack.city_events) == 9


def test_standard_cards(pack: ContentPack) -> None:
    four = [c.name for c in pack.standard_cards_for(4)]
    assert four == ["Recruit", "Trade", "Upgrade", "Construct", "Call to Vote"]
    two = [c.name for c in pack.standard_cards_for(2)]
    assert two == ["Recruit", "Trade", "Upgrade", "Construct", "Income", "Call to Vote"]
    # 4 players x 5 cards + Income for two of them: the box's 22 standard cards
    assert len(pack.standard_cards) * 4 - 2 == 22
    vote = pack.standard_cards["call_to_vote"]
    assert not vote.face_down
    construct = pack.standard_cards["construct"]
    assert construct.main_action[0].kind == "construct"
    assert getattr(construct.main_action[0], "discount") == 1  # noqa: B009
    trade_follow = pack.standard_cards["trade"].follow_options[0][0]
    assert getattr(trade_follow, "terrains") == ("red", "white")  # noqa: B009
    assert "import_and_buy_access" not in getattr(trade_follow, "forms")  # noqa: B009
    income = pack.standard_cards["income"]
    assert income.player_counts == (2,)
    assert len(income.follow_options) == 4  # followable as any type of main action


def test_costs(pack: ContentPack) -> None:
    c = pack.costs
    assert [c.import_cost(t) for t in ("red", "white", "grey", "green")] == [1, 2, 3, 3]
    assert [c.access_cost(t) for t in ("red", "white", "grey", "green")] == [2, 3, 4, 4]
    assert c.neutral_import_and_access == 4
    assert (c.other_player_import_and_access, c.other_player_import_after_completions) == (4, 2)
    assert (c.upgrade_cost(2), c.upgrade_cost(3)) == (4, 6)
    assert c.personal_building == 4


def test_end_and_vote(pack: ContentPack) -> None:
    s = pack.scoring
    assert s.completions_to_end == 6
    assert s.points_per_lasting_influence == 1
    assert s.money_per_point == 4
    assert (s.base_vote, s.fleeting_weight, s.lasting_weight) == (1, 1, 2)
    assert s.cards_before_vote["2"] == 3 and s.cards_before_vote["3"] == 2 and s.cards_before_vote["4"] == 2
    assert s.proposals == 3


def test_solo(pack: ContentPack) -> None:
    solo = pack.solo
    assert solo.cycles == 7 and solo.votes == 6
    assert solo.phantom_influence == ((0, 0), (2, 0), (0, 2))
    assert solo.adviser_leaves_game and not solo.follow_actions and solo.all_built_buildings_complete
    assert solo.provenance_of("vote_rule") == "reconstructed"
    assert [c.name for c in pack.standard_cards_for(1)] == [
        "Recruit",
        "Trade",
        "Upgrade",
        "Construct",
        "Call to Vote",
    ]
    thematic = pack.maps["thematic"]
    difficulty = {s.name: s.solo_difficulty for s in thematic.sections}
    assert difficulty == {"West": "normal", "Middle": "very_hard", "East": "hard"}
    assert {s.solo_difficulty for s in pack.maps["symmetric"].sections} == {"normal"}


def test_every_printed_value_has_a_provenance(pack: ContentPack) -> None:
    from founders_desktop.content.provenance import PROVENANCES

    collections: list[dict[str, object]] = [
        pack.footprints, pack.resources, pack.resource_cards, pack.races,
        pack.prestige_buildings, pack.advisers, pack.achievements, pack.standard_cards,
    ]  # fmt: skip
    for items in collections:
        for item in items.values():
            for field in type(item).PRINTED_FIELDS:  # type: ignore[attr-defined]
                assert item.provenance_of(field) in PROVENANCES  # type: ignore[attr-defined]
    for board in pack.maps.values():
        assert board.provenance == "reconstructed"


def test_basic_actions_and_vote_reset(pack: ContentPack) -> None:
    from founders_desktop.content import describe

    basic = [describe(option) for option in pack.actions.basic]
    assert basic == ["gain 1 money", "gain 1 fleeting influence", "build 1 road"]
    reset = [describe(option) for option in pack.actions.vote_reset_per_card]
    assert reset == basic
    assert pack.actions.provenance_of("basic") == "rulebook"


def test_solo_race_difficulty_as_the_solo_rules_print_it(pack: ContentPack) -> None:
    """Easy: Orchid, Quatryl; Medium: Savvas, Harrower, Aesther; Hard: Human, Vermling;
    Very hard: Valrath, Inox."""
    levels = {r.id: r.solo_difficulty for r in pack.races.values()}
    assert levels == {
        "orchid": "easy",
        "quatryl": "easy",
        "savvas": "medium",
        "harrower": "medium",
        "aesther": "medium",
        "human": "hard",
        "vermling": "hard",
        "valrath": "very_hard",
        "inox": "very_hard",
    }
    assert all(r.provenance_of("solo_difficulty") == "solo rules" for r in pack.races.values())


def test_rulebook_provenance_only_for_names_the_rulebook_text_holds(pack: ContentPack) -> None:
    """A race or prestige building name marked "rulebook" appears in the rulebook text."""
    from pathlib import Path

    # The rulebook text the project was made from lies beside the checkout, where there is one.
    text = Path(__file__).resolve().parents[3] / "shared" / "seeds" / "founders-of-gloomhaven-rules.en.txt"
    if not text.exists():
        import pytest

        pytest.skip("rulebook text not on this machine")
    words = text.read_text(encoding="utf-8").lower()
    for item in [*pack.races.values(), *pack.prestige_buildings.values()]:
        if item.provenance_of("name") == "rulebook":
            assert item.name.lower() in words, item.id


def test_provenance_counts_cover_every_printed_field(pack: ContentPack) -> None:
    counts = pack.provenance_counts()
    assert list(counts) == ["rulebook", "solo rules", "box insert", "review", "reconstructed", "owner"]
    assert counts["owner"] == 0  # only an owner's own pack holds values they entered
    assert counts["solo rules"] == 9 and counts["review"] >= 3
    assert "rulebook" in pack.provenance_line() and "reconstructed" in pack.provenance_line()


def test_prestige_buildings_fit_the_box_inserts_3x2_slots(pack: ContentPack) -> None:
    """A published box insert holds the prestige tiles in slots no larger than a 3x2 box (1x3,
    1x2, L, T, Z, 2x2 and shapes inside 3x2): a building whose footprint needs a larger box
    could not be a printed tile. At least one building is a 2-square tile (the 1x2 slot)."""
    sizes = {}
    for building in pack.prestige_buildings.values():
        rows = pack.footprint_of(building).rows
        box = sorted((len(rows), max(len(r) for r in rows)))
        assert box[0] <= 2 and box[1] <= 3, f"{building.id}: footprint needs a {box[0]}x{box[1]} box"
        sizes[building.id] = sum(r.count("X") for r in rows)
    assert min(sizes.values()) == 2, sizes
