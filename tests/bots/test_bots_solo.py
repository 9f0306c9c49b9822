"""The solo measures: work still to own a resource, what a proposal adds, the vote that beats
the phantom influence (default pack: 2 under the middle proposal, 4 under the right one)."""

from __future__ import annotations

import pytest

from founders_desktop.bots import GreedyBot
from founders_desktop.bots.evaluate import W_FLEETING, W_SOLO_LASTING, solo_value, value
from founders_desktop.bots.greedy import vote_for
from founders_desktop.bots.solo import (
    building_cost,
    next_building_cost,
    solo_vote,
    steps_to_own,
    winning_vote,
)
from founders_desktop.city.game import GameState, apply, current_player, legal_actions, new_game, view_for
from founders_desktop.content import default_pack


def _at_first_vote(seed: int = 4) -> GameState:
    state = new_game(default_pack(), "thematic", 1, seed)
    bot = GreedyBot(seed)
    while not (state.stack and state.stack[-1].kind == "vote"):
        assert current_player(state) == 0
        state, _ = apply(state, bot.choose(view_for(state, 0), legal_actions(state)), check=False)
    return state


@pytest.fixture(scope="module")
def at_vote() -> GameState:
    return _at_first_vote()


def test_steps_to_own_count_each_missing_tier_down_the_chain() -> None:
    pack = default_pack()
    assert steps_to_own(pack, "gems", {"gems"}) == 0
    assert steps_to_own(pack, "gems", set()) == 1
    assert steps_to_own(pack, "jewelry", set()) == 2 + 1  # the upgrade, and a gems stall first
    assert steps_to_own(pack, "jewelry", {"gems"}) == 2
    # cloth (tier 3) = livestock + machinery (tier 2 = metal + knowledge)
    assert steps_to_own(pack, "cloth", set()) == 3 + 1 + (2 + 1 + 1)
    assert steps_to_own(pack, "cloth", {"machinery"}) == 3 + 1


def _with_influence(state: GameState, fleeting: int, lasting: int) -> GameState:
    s = state.clone()
    s.players[0].fleeting, s.players[0].lasting = fleeting, lasting
    return s


def test_winning_vote_beats_the_phantom_influence_with_the_least_lasting(at_vote: GameState) -> None:
    bare = _with_influence(at_vote, 0, 0)
    assert winning_vote(bare, 0, 2) == (0, 0)  # 1 + 4 beats 2 on the middle
    assert winning_vote(bare, 0, 1) is None  # 1 + 2 = 3 loses to the right's 4
    assert winning_vote(bare, 0, 0) is None
    rich = _with_influence(at_vote, 1, 3)
    assert winning_vote(rich, 0, 1) == (1, 1)  # 2 + 1 + 1 + 2 = 6 > 4
    assert winning_vote(rich, 0, 0) == (1, 2)  # 1 + 1 + 2 = 4 would tie the right's 4
    exact = _with_influence(at_vote, 0, 2)
    assert winning_vote(exact, 0, 0) == (0, 2)  # 1 + 4 = 5 against 4
    short = _with_influence(at_vote, 2, 0)
    assert winning_vote(short, 0, 0) is None  # 1 + 2 = 3, not above 4
    assert winning_vote(short, 0, 1) == (2, 0)  # 2 + 3 = 5 > 4


def test_a_tie_with_the_right_proposal_goes_to_the_right(at_vote: GameState) -> None:
    # middle: 2 phantom + 1 + 1 fleeting = 4, tied with the right's 4: the right one is built
    assert winning_vote(_with_influence(at_vote, 1, 0), 0, 1) is None


def test_buildings_of_advanced_resources_cost_more_than_of_basic_ones(at_vote: GameState) -> None:
    forge = building_cost(at_vote, 0, "great_forge")  # metal, machinery
    fortress = building_cost(at_vote, 0, "ghost_fortress")  # knowledge, government, labor
    granary = building_cost(at_vote, 0, "granary")  # crops, food, livestock
    assert forge < fortress
    assert granary < fortress


def test_solo_vote_takes_the_cheapest_proposal_the_influence_can_win(at_vote: GameState) -> None:
    rich = _with_influence(at_vote, 4, 4)
    costs = [building_cost(rich, 0, b) for b in rich.proposals]
    space, fleeting, lasting = solo_vote(rich, 0)
    assert costs[space] == min(costs)
    assert winning_vote(rich, 0, space) == (fleeting, lasting)
    bare = _with_influence(at_vote, 0, 0)
    assert solo_vote(bare, 0) == (2, 0, 0)  # only the right proposal can win
    assert vote_for(rich, 0) == solo_vote(rich, 0)  # the greedy vote in solo


def test_solo_value_is_the_evaluation_in_solo_and_counts_influence_that_wins_a_cheaper_vote(
    at_vote: GameState,
) -> None:
    assert value(at_vote, 0) == solo_value(at_vote, 0)
    bare = _with_influence(at_vote, 0, 0)
    rich = _with_influence(at_vote, 4, 4)
    cheapest = min(building_cost(rich, 0, b) for b in rich.proposals)
    right = building_cost(bare, 0, bare.proposals[2])
    assert cheapest < right  # seed 4's first proposals: the right one is the dearest
    assert next_building_cost(rich, 0, 1.0, 1.0) == cheapest
    assert next_building_cost(bare, 0, 1.0, 1.0) == right
    influence = W_FLEETING * 4 + W_SOLO_LASTING * 4
    assert solo_value(rich, 0) - solo_value(bare, 0) > influence  # the cheaper building counts too


def test_the_search_scores_the_end_of_a_solo_game_by_its_result() -> None:
    from founders_desktop.bots.search import WIN_BONUS, _score
    from founders_desktop.bots.simulate import play_game

    state, result = play_game(default_pack(), "thematic", ["greedy"], 1)
    assert result.solo_result in ("won", "lost")
    bonus = WIN_BONUS if result.solo_result == "won" else -WIN_BONUS
    assert _score(state, 0) == value(state, 0) + bonus
