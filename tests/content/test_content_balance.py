"""The default pack's designed balance, as invariants a later edit should not break silently.

The figures come from founders_desktop.content.balance (money-equivalent heuristics); DESIGN.md in
the pack folder explains them. Simulation with the engine will replace the heuristics later.
"""

from __future__ import annotations

from founders_desktop.content import ContentPack
from founders_desktop.content.balance import actions_value, building_figures, resource_reach


def test_every_basic_resource_is_useful(pack: ContentPack) -> None:
    reach = resource_reach(pack)
    for r in pack.tier(1):
        recipes, slots = reach[r.id]
        assert recipes >= 1, r.id  # feeds a tier 2 (or 3)
        assert slots == 4, r.id  # and four prestige buildings take it directly


def test_advanced_resources_are_wanted_evenly(pack: ContentPack) -> None:
    reach = resource_reach(pack)
    for r in pack.tier(2):
        assert reach[r.id][0] == 1 and 3 <= reach[r.id][1] <= 4, r.id
    for r in pack.tier(3):
        assert reach[r.id] == (0, 3), r.id


def test_tier_values_follow_one_scale(pack: ContentPack) -> None:
    """A basic prerequisite earns 1; a two-input tier 2 earns 4 (+2); a tier 3 delivery keeps 4."""
    for r in pack.tier(2):
        for consumer in pack.used_in(r.id):
            assert consumer.points_for(r.id) == 2 * r.paid_to_prerequisites
    for b in pack.prestige_buildings.values():
        for s in b.slots:
            res = pack.resources[s.resource]
            kept = res.keeps(s.points)
            assert {1: 2 <= kept <= 3, 2: 2 <= kept <= 4, 3: kept == 4}[res.tier], (b.id, s.resource)


def test_no_dominant_building(pack: ContentPack) -> None:
    figures = building_figures(pack)
    for f in figures:
        assert 2.5 <= f.worker_value <= 5.0, f
        assert 2.0 <= f.kept_total / f.slots <= 4.0, f
    # The strongest worker action sits on the hardest building to complete.
    strongest = max(figures, key=lambda f: f.worker_value)
    assert strongest.banner_total == max(f.banner_total for f in figures)
    # Buildings that need no tier 3 are quicker to complete, so they give less in total.
    easy = [f.banner_total for f in figures if f.highest_tier < 3]
    hard = [f.banner_total for f in figures if f.highest_tier == 3]
    assert max(easy) < min(hard)


def test_several_routes_to_points(pack: ContentPack) -> None:
    # Deliveries (banners), prerequisites (passive income), advisers' points, lasting influence.
    assert {a.points for a in pack.advisers.values()} == {0, 1, 3}
    lasting = [
        b.id
        for b in pack.prestige_buildings.values()
        if any(e.kind == "gain_influence" and getattr(e, "lasting", False) for e in b.worker_action)
    ]
    assert len(lasting) >= 2
    assert any(e.kind == "gain_points" for b in pack.prestige_buildings.values() for e in b.worker_action)
    assert len(pack.achievements) == 15


def test_races_are_even(pack: ContentPack) -> None:
    values = [actions_value(r.racial_action) for r in pack.races.values()]
    assert max(values) - min(values) <= 0.5
    # every race with a resource forbids the partners of its own tier 2 recipes: no one builds alone
    for race in pack.races.values():
        if race.resource is None:
            continue
        partners = {p for t2 in pack.used_in(race.resource) if t2.tier == 2 for p in t2.prerequisites}
        partners.discard(race.resource)
        assert partners <= set(race.forbidden), race.id


def test_advisers_grow_stronger_by_tier(pack: ContentPack) -> None:
    def worth(tier: int) -> float:
        advisers = pack.advisers_of_tier(tier)
        return sum(actions_value(a.main_action) + 2.5 * a.points for a in advisers) / len(advisers)

    assert worth(1) < worth(2) < worth(3)
    for tier in (1, 2, 3):
        assert len({a.category for a in pack.advisers_of_tier(tier)}) == 4, tier


def test_design_md_tables_match_the_pack(pack: ContentPack) -> None:
    from founders_desktop.content import default_pack_path
    from founders_desktop.content.report import advisers_table, buildings_table, races_table

    design = (default_pack_path() / "DESIGN.md").read_text(encoding="utf-8")
    for table in (buildings_table(pack), races_table(pack), advisers_table(pack)):
        assert table in design, "DESIGN.md is stale: paste `founders-desktop content show` tables"


def _draft_possible(pack: ContentPack, races: tuple[str, ...], extra_picks: int) -> bool:
    """Can every player take ``extra_picks`` more resource cards none of which their race or their
    earlier cards forbid? (If not, the rulebook's forced re-pick could go round for ever.)"""
    from itertools import permutations

    chosen = [pack.races[r] for r in races]
    taken = [r.resource for r in chosen if r.resource is not None]
    aesthers = [r for r in chosen if r.resource is None]
    aesther_options: list[list[str]] = [[]]
    if aesthers:
        aesther_options = [
            [b] for b in pack.basic_resources if b not in taken and pack.race_for_resource(b) not in chosen
        ]
    for aesther_pick in aesther_options:
        remaining = [b for b in pack.basic_resources if b not in taken + aesther_pick]
        need = len(chosen) * extra_picks
        for order in permutations(remaining, need):
            hands = [order[i :: len(chosen)] for i in range(len(chosen))]
            if all(
                _hand_allowed(pack, race.forbidden, hand) for race, hand in zip(chosen, hands, strict=True)
            ):
                break
        else:
            return False
    return True


def _hand_allowed(pack: ContentPack, race_forbids: tuple[str, ...], hand: tuple[str, ...]) -> bool:
    forbidden = set(race_forbids)
    for resource in hand:
        if resource in forbidden:
            return False
        forbidden |= set(pack.resource_card_for(resource).forbidden)
    return True


def test_every_race_draft_can_be_completed(pack: ContentPack) -> None:
    from itertools import combinations

    ids = tuple(pack.races)
    for races in combinations(ids, 4):  # 4 players: one card each, all 8 resources claimed
        assert _draft_possible(pack, races, 1), races
    for races in combinations(ids, 2):  # 2 players: two more cards each
        assert _draft_possible(pack, races, 2), races
