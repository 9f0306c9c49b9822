"""The solo planner: a building's spots weighed for real, its score (upgrade sites, money beyond
need), the cycle played out for each card, and the hard level handing solo games to it."""

from __future__ import annotations

import math

import pytest

from founders_desktop.bots import GreedyBot, make_bot
from founders_desktop.bots.evaluate import solo_value
from founders_desktop.bots.lookahead import Lookahead
from founders_desktop.bots.prospects import site_roads
from founders_desktop.bots.solo import next_building_cost, tokens_to_win
from founders_desktop.bots.solo_bot import (
    SITE_DECAY,
    SOLO_CARD_WIDTHS,
    SOLO_WIDTHS,
    W_KEPT_ADVISER,
    W_SITE,
    SoloBot,
    excess_money,
    kept_advisers,
    last_cycle_score,
    missing_cost,
    site_prospects,
    solo_score,
    wanted_advanced,
)
from founders_desktop.bots.solo_planner import PlanningSearchBot, SoloPlanner
from founders_desktop.bots.solo_play import best_site
from founders_desktop.bots.solo_sites import site_value
from founders_desktop.city.game import GameState, apply, current_player, legal_actions, new_game, view_for
from founders_desktop.city.game.state import Step
from founders_desktop.content import default_pack


def _until(kind: str, seed: int = 4) -> GameState:
    state = new_game(default_pack(), "thematic", 1, seed)
    bot = GreedyBot(seed)
    while not (state.stack and state.stack[-1].kind == kind):
        assert current_player(state) == 0
        state, _ = apply(state, bot.choose(view_for(state, 0), legal_actions(state)), check=False)
    return state


@pytest.fixture(scope="module")
def placing() -> GameState:
    """The seat's view as it places the first voted building (the next proposals face down)."""
    return view_for(_until("place_prestige"), 0)


def _placed(view: GameState, building: str) -> GameState:
    """``view`` with ``building`` placed at its first legal spot instead of the voted one."""
    s = view.clone()
    s.stack[-1] = Step("place_prestige", 0, ref=building)
    after, _ = apply(s, legal_actions(s)[0], check=False)
    return after


def test_every_spot_of_a_building_has_a_finite_solo_value(placing: GameState) -> None:
    # the proposals dealt after the vote are face down in the view: they cost nothing, where an
    # infinite cost made every spot equally lost and the first legal one was always taken
    legal = legal_actions(placing)
    values = [solo_value(apply(placing, a, check=False)[0], 0) for a in legal]
    assert all(math.isfinite(v) for v in values)
    after, _ = apply(placing, legal[0], check=False)
    assert next_building_cost(after, 0, 10.0, 4.0) == 0.0


def test_the_building_goes_to_the_spot_the_score_likes_best(placing: GameState) -> None:
    legal = legal_actions(placing)

    def total(action_index: int) -> float:
        after, _ = apply(placing, legal[action_index], check=False)
        return solo_score(after, 0) + site_value(after, 0, len(after.board.tiles) - 1)

    chosen = best_site(placing, legal, solo_score)
    best = max(total(i) for i in range(len(legal)))
    assert total(legal.index(chosen)) == pytest.approx(best)


def test_a_spot_beside_a_supplier_sits_better_than_one_far_away(placing: GameState) -> None:
    legal = legal_actions(placing)
    afters = [apply(placing, a, check=False)[0] for a in legal]
    sites = [site_value(after, 0, len(after.board.tiles) - 1) for after in afters]
    assert max(sites) > min(sites)


def test_a_wanted_tier_3_resource_wants_its_advanced_prerequisite_too(placing: GameState) -> None:
    after = _placed(placing, "armoury")  # weapons (metal + leather), leather (livestock + wood), stone
    own = after.trackers(0).own
    wanted = wanted_advanced(after, 0)
    assert "weapons" in wanted and "leather" in wanted
    assert not wanted & own
    assert all(after.pack.resources[r].tier > 1 for r in wanted)


def test_money_beyond_what_the_missing_tiles_cost_counts_less(placing: GameState) -> None:
    after = _placed(placing, "armoury")
    need = missing_cost(after.pack, after, 0)
    assert need > 0
    poor, rich = after.clone(), after.clone()
    poor.players[0].money = need
    rich.players[0].money = need + 5
    assert excess_money(poor, 0) == 0
    assert excess_money(rich, 0) > 0
    gain_plain = solo_value(rich, 0) - solo_value(poor, 0)
    gain_scored = solo_score(rich, 0) - solo_score(poor, 0)
    assert 0 < gain_scored < gain_plain


def test_in_the_last_cycle_only_the_slots_count(placing: GameState) -> None:
    # once no vote is left, money and influence buy nothing: a road to a slot must beat them
    after = _placed(placing, "armoury")
    richer = after.clone()
    richer.players[0].money += 5
    richer.players[0].fleeting += 3
    assert solo_score(richer, 0) > solo_score(after, 0)  # with votes to come they are means
    last, last_richer = after.clone(), richer.clone()
    last.votes_held = last_richer.votes_held = after.pack.solo.votes
    assert solo_score(last_richer, 0) == solo_score(last, 0) == last_cycle_score(last, 0)
    assert last_cycle_score(last, 0) < 0  # the armoury's slots are open


def test_an_adviser_kept_counts_an_action_for_every_cycle_still_to_come(placing: GameState) -> None:
    # a face-up adviser leaves the solo game: the card, and its action in every later cycle, is
    # lost, which the end of the planner's cycle does not show by itself
    after = _placed(placing, "armoury")
    mine = set(after.players[0].hand) | {c for c, _ in after.players[0].played}
    adviser = next(a for a in after.pack.advisers if a not in mine)
    held, down, gone = after.clone(), after.clone(), after.clone()
    held.players[0].hand.append(adviser)
    down.players[0].played.append((adviser, False))
    gone.removed.append(adviser)
    k = kept_advisers(after, 0)
    assert [kept_advisers(s, 0) for s in (held, down, gone)] == [k + 1, k + 1, k]
    future = after.pack.solo.cycles - 1 - after.votes_held
    assert future > 0
    assert solo_score(held, 0) - solo_score(gone, 0) == pytest.approx(W_KEPT_ADVISER * future)
    assert solo_score(down, 0) == pytest.approx(solo_score(held, 0))
    # a cycle later it is worth one action less
    later, later_gone = held.clone(), gone.clone()
    later.votes_held = later_gone.votes_held = after.votes_held + 1
    assert solo_score(later, 0) - solo_score(later_gone, 0) == pytest.approx(W_KEPT_ADVISER * (future - 1))
    # in the last cycle none is to come: playing it face up loses nothing
    last, last_gone = held.clone(), gone.clone()
    last.votes_held = last_gone.votes_held = after.pack.solo.votes
    assert solo_score(last, 0) == solo_score(last_gone, 0)


def test_the_planner_replays_alike_and_plays_a_legal_card() -> None:
    view = view_for(_until("turn", seed=6), 0)
    legal = legal_actions(view)
    first = SoloPlanner(3).choose(view, legal)
    assert first in legal
    assert SoloPlanner(3).choose(view, legal) == first


def test_the_hard_level_hands_a_solo_game_to_the_planner() -> None:
    view = view_for(_until("turn", seed=6), 0)
    legal = legal_actions(view)
    hard = make_bot("hard", 3, 60.0)  # time enough for every cycle: the unbounded plan
    assert isinstance(hard, PlanningSearchBot)
    assert hard.choose(view, legal) == SoloPlanner(3).choose(view, legal)


class _Ticking:
    """A clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_the_planner_stops_at_twice_its_budget_and_keeps_what_it_played() -> None:
    view = view_for(_until("turn", seed=13), 0)
    legal = legal_actions(view)
    unbounded = SoloPlanner(3)
    first = unbounded.ranked_cards(view, legal)[0][0]
    plan = unbounded.choose(view, legal)
    assert plan != first  # the case where playing the cycle out changes the card
    # out of time before the first cycle ends: the solo player's own first card
    rushed = SoloPlanner(3, budget_s=1.0, clock=_Ticking(0.5))
    assert rushed.choose(view, legal) == first
    assert rushed.clock() <= 0.5 + 2 * 1.0 + 0.5  # start, the stop, then only this reading
    # a clock that never reaches the stop: the full plan
    assert SoloPlanner(3, budget_s=1.0, clock=_Ticking(0.0)).choose(view, legal) == plan


def test_the_hard_level_gives_the_planner_its_budget_and_clock() -> None:
    view = view_for(_until("turn", seed=6), 0)
    legal = legal_actions(view)
    hard = make_bot("hard", 3, 1.0)
    assert isinstance(hard, PlanningSearchBot)
    hard.clock = _Ticking(0.5)
    assert hard.choose(view, legal) == SoloPlanner(3).ranked_cards(view, legal)[0][0]


def test_the_solo_player_is_greedy_outside_solo() -> None:
    state = new_game(default_pack(), "symmetric", 2, 1)
    while not (state.stack and state.stack[-1].kind == "turn"):
        seat = current_player(state)
        assert seat is not None
        state, _ = apply(state, GreedyBot(1).choose(view_for(state, seat), legal_actions(state)), check=False)
    seat = current_player(state)
    assert seat is not None
    view, legal = view_for(state, seat), legal_actions(state)
    assert SoloBot(1).choose(view, legal) == GreedyBot(1).choose(view, legal)


def test_the_solo_player_looks_wider_than_greedy_in_solo(monkeypatch: pytest.MonkeyPatch) -> None:
    # twice greedy's options at every depth: narrower, the solo player won nothing
    view = view_for(_until("turn", seed=6), 0)
    legal = legal_actions(view)
    tried: list[int] = []
    real = Lookahead._options

    def spy(self: Lookahead, v: GameState, options: list, width: int) -> list:  # type: ignore[type-arg]
        tried.append(width)
        return real(self, v, options, width)

    monkeypatch.setattr(Lookahead, "_options", spy)
    SoloBot(1).choose(view, legal)
    assert tried and tried[0] == SOLO_CARD_WIDTHS[0] and set(tried) <= set(SOLO_CARD_WIDTHS)
    tried.clear()
    GreedyBot(1).choose(view, legal)
    assert tried and max(tried) < SOLO_CARD_WIDTHS[0]
    assert SOLO_WIDTHS[0] > GreedyBot.widths[0]
    assert all(s >= g for s, g in zip(SOLO_WIDTHS, GreedyBot.widths, strict=True))


def test_a_solo_win_needs_a_token_per_slot_per_type_owned_and_the_income_mark() -> None:
    """Where the solo marks take tokens (a pack without the designed ``solo.tracker_tokens``)."""
    plain = default_pack()
    pack = plain.model_copy(update={"solo": plain.solo.model_copy(update={"tracker_tokens": True})})
    assert tokens_to_win(pack, ["granary"]) == 1 + 3 + 3  # crops, food, livestock
    assert tokens_to_win(pack, ["granary", "salt_barrel"]) == 1 + 3 + 6  # the same three types
    # armoury: weapons (metal, leather), leather (livestock, wood), stone: 6 types, 3 slots
    assert tokens_to_win(pack, ["armoury"]) == 1 + 6 + 3


def test_with_the_packs_unmarked_solo_tracker_a_win_needs_a_token_per_slot() -> None:
    pack = default_pack()
    assert not pack.solo.tracker_tokens
    assert tokens_to_win(pack, ["granary", "salt_barrel"]) == 6
    assert tokens_to_win(pack, ["armoury"]) == 3


def test_a_road_nearer_an_upgrade_site_outweighs_the_influence_that_wins_the_left_proposal() -> None:
    """Lost games ended with tier 2 and 3 slots open for want of roads to an upgrade site: one
    road nearer a tier 2 site (two roads to one) is worth more than the two lasting influence
    that make the left proposal beat the phantom's four (with half the site prize it was not)."""
    after = _placed(view_for(_until("place_prestige", seed=6), 0), "salt_barrel")
    assert wanted_advanced(after, 0) == {"food"}
    roads = site_roads(after, 0, "food")
    assert roads == 2
    prize = site_prospects(after, 0)
    assert prize == pytest.approx(W_SITE * 2 * SITE_DECAY**roads)
    one_nearer = W_SITE * 2 * (SITE_DECAY ** (roads - 1) - SITE_DECAY**roads)
    richer = after.clone()
    richer.players = [p.copy() for p in richer.players]
    richer.players[0].lasting += 2
    assert one_nearer > solo_score(richer, 0) - solo_score(after, 0) > 0
