"""The levels easy, normal and hard: built by name, legal from a hidden view, games finish, the
search never reads the real deck order or the other seats' votes, and the budget is honoured."""

from __future__ import annotations

import random
import time

import pytest

from founders_desktop.bots import LEVELS, SearchBot, make_bot
from founders_desktop.bots.search import determinise, vote_options
from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import (
    apply,
    current_player,
    is_over,
    legal_actions,
    new_game,
    view_for,
    winner,
)
from founders_desktop.city.game.view import HIDDEN, is_hidden_safe
from founders_desktop.content import default_pack


def test_every_level_and_old_name_is_known() -> None:
    for name in (*LEVELS, "random", "greedy"):
        assert make_bot(name, 1, 0.05).choose is not None
    assert make_bot("hard", 1, 0.3).budget_s == pytest.approx(0.3)  # type: ignore[attr-defined]
    assert make_bot("normal", 1, 0.4).budget_s < 0.4  # type: ignore[attr-defined]


def _to_turn(seed: int, players: int, turns: int):  # type: ignore[no-untyped-def]
    state = new_game(default_pack(), "thematic", players, seed)
    greedy = [make_bot("greedy", i) for i in range(players)]
    while state.turn < turns or state.stack[-1].kind != "turn":
        seat = current_player(state)
        assert seat is not None
        state, _ = apply(state, greedy[seat].choose(view_for(state, seat), legal_actions(state)), check=False)
    return state


def test_determinised_world_deals_only_unseen_cards_and_ignores_the_real_order() -> None:
    state = _to_turn(4, 3, 5)
    seat = current_player(state)
    assert seat is not None
    view = view_for(state, seat)
    world = determinise(view, seat, random.Random(1))
    assert HIDDEN not in world.adviser_deck and HIDDEN not in world.prestige_deck
    assert sorted(world.adviser_deck) == sorted(state.adviser_deck)  # the same cards unseen...
    assert sorted(world.prestige_deck) == sorted(state.prestige_deck)
    shuffled = state.clone()
    shuffled.adviser_deck.reverse()  # ...and a different real order gives the same guess
    shuffled.prestige_deck.reverse()
    again = determinise(view_for(shuffled, seat), seat, random.Random(1))
    assert again.adviser_deck == world.adviser_deck and again.prestige_deck == world.prestige_deck


def test_hard_chooses_legally_from_a_hidden_view_within_its_budget() -> None:
    state = _to_turn(7, 2, 3)
    bot = make_bot("hard", 3, 0.2)
    assert isinstance(bot, SearchBot)
    for _ in range(30):
        seat = current_player(state)
        assert seat is not None
        view, legal = view_for(state, seat), legal_actions(state)
        assert is_hidden_safe(view, seat)
        start = time.perf_counter()
        action = bot.choose(view, legal)
        if state.stack[-1].kind == "turn" and len(legal) > 1:
            assert bot.playouts >= 2
            assert time.perf_counter() - start < 2 * 0.2 + 3.0  # playouts cut at twice the budget; the
            # rest is greedy's ranking of the cards, slow only on a loaded machine
        assert action in legal
        state, _ = apply(state, action)


def test_every_round_plays_every_candidate_in_one_dealt_world() -> None:
    """Rounds compare candidates on equal luck: a round is whole or dropped, so the playouts are
    a multiple of the candidates; fixed rounds ignore the clock."""
    state = _to_turn(7, 4, 6)
    seat = current_player(state)
    assert seat is not None
    bot = SearchBot(2, budget_s=0.0, fixed_rounds=2)
    action = bot.choose(view_for(state, seat), legal_actions(state))
    assert action in legal_actions(state)
    assert bot.rounds == 2 and bot.playouts % 2 == 0 and bot.playouts >= 4


def test_hard_weighs_a_secret_vote_without_reading_the_others() -> None:
    state = _to_turn(3, 3, 4)
    # an option, measured no stronger than greedy's vote; fixed rounds: whatever the machine's load
    bot = SearchBot(5, budget_s=0.1, votes=True, fixed_rounds=1)
    voted = 0
    while not is_over(state) and voted < 3:
        seat = current_player(state)
        assert seat is not None
        view, legal = view_for(state, seat), legal_actions(state)
        kind = state.stack[-1].kind
        if kind == "vote" and len(legal) > 1:
            assert all(v == (-1, 0, 0) for s, v in view.votes.items() if s != seat)
            action = bot.choose(view, legal)
            assert action in legal and action.fleeting == view.players[seat].fleeting
            assert bot.rounds >= 1 and bot.playouts == bot.rounds * len(
                vote_options(view, legal, make_bot("greedy").choose(view, legal))
            )
            voted += 1
        else:
            action = make_bot("greedy", seat).choose(view, legal)
        state, _ = apply(state, action)
    assert voted == 3


def test_a_solo_game_of_the_hard_player_finishes() -> None:
    state, result = play_game(default_pack(), "symmetric", ["hard"], 5, max_turns=300, budget_s=0.01)
    assert is_over(state) and not result.capped and result.solo_result in ("won", "lost")


@pytest.mark.slow
def test_a_game_with_a_hard_and_a_normal_seat_finishes() -> None:
    state, result = play_game(
        default_pack(), "symmetric", ["hard", "normal"], 5, max_turns=300, budget_s=0.02
    )
    assert is_over(state) and not result.capped and result.winner in (0, 1)


@pytest.mark.slow
def test_hard_beats_greedy_on_a_fixed_sample() -> None:
    """Issue 18's 2-player target, 3 of 4, on four fixed thematic seeds (seats swapped). Two
    rounds of playouts a card, whatever the clock, so the games do not depend on the machine's
    load (this sample: 4 of 4 when written; greedy in hard's seat wins 1 of the 4)."""
    won = sum(_hard_won("thematic", 2, 100 + g, g % 2, rounds=2) for g in range(4))
    assert won >= 3


@pytest.mark.slow
def test_hard_beats_three_greedy_players_on_a_fixed_sample() -> None:
    """Issue 18's 4-player target, half the games, on eight fixed symmetric seeds with hard's seat
    turning round. One round of playouts a card, whatever the clock, so the games do not depend
    on the machine's load (this sample: 6 of 8 when written; three greedy seats share 1 in 4)."""
    won = sum(_hard_won("symmetric", 4, seed, seed % 4, rounds=1) for seed in range(150, 158))
    assert won >= 4


@pytest.mark.slow
def test_hard_wins_solo_games_on_a_fixed_sample() -> None:
    """Hard wins solo games at normal difficulty (issue 18 asks for half): on five fixed thematic
    seeds with the solo planner hard plays alone, without a clock so the games replay alike, 3 of
    5 at least (this sample: 4 of 5 when written; 1 of 5 before the planner valued the advisers
    it keeps)."""
    pack = default_pack()
    won = sum(
        play_game(pack, "thematic", ["solo_planner"], seed)[1].solo_result == "won" for seed in range(1, 6)
    )
    assert won >= 3


def _hard_won(map_id: str, players: int, seed: int, hard_seat: int, *, rounds: int) -> bool:
    """Whether the search player in ``hard_seat``, playing ``rounds`` rounds of playouts a card
    whatever the clock, wins a game against greedy seats that ends by the rules by turn 250."""
    bots = [make_bot("greedy", seed * 10 + i) for i in range(players)]
    bots[hard_seat] = SearchBot(seed * 10 + hard_seat, fixed_rounds=rounds)
    state = new_game(default_pack(), map_id, players, seed)
    while not is_over(state) and state.turn <= 250:
        seat = current_player(state)
        assert seat is not None
        action = bots[seat].choose(view_for(state, seat), legal_actions(state))
        state, _ = apply(state, action, check=False)
    return is_over(state) and winner(state) == hard_seat


def test_normal_plays_a_solo_game_for_the_solo_goal() -> None:
    """Alone, normal is the solo player (every decision SoloBot's), not the search, whose
    playouts end at the seat's next card and judge nothing the solo game counts."""
    from founders_desktop.bots.solo_bot import SoloBot

    state = new_game(default_pack(), "thematic", 1, 3)
    normal, solo = make_bot("normal", 3, 0.05), SoloBot(3)
    for _ in range(60):
        legal = legal_actions(state)
        view = view_for(state, 0)
        chosen = normal.choose(view, legal)
        assert chosen == solo.choose(view, legal)
        state, _ = apply(state, chosen, check=False)
    assert state.turn > 3  # into the cards, past setup
