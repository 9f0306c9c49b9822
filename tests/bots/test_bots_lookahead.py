"""The greedy player's lookahead follows its own decisions within a turn, and no further; and
the value it compares: claim tokens cost more as they run out, money only while it can be spent."""

from __future__ import annotations

import random

from founders_desktop.bots.evaluate import claims_cost, money_value, value
from founders_desktop.bots.lookahead import Lookahead, follows_on
from founders_desktop.bots.random_bot import RandomBot
from founders_desktop.city.game import Action, GameState, apply, current_player, legal_actions, new_game
from founders_desktop.content import default_pack


def _first_turn(players: int = 3) -> GameState:
    """A game past set-up, at the first card of the first turn."""
    state = new_game(default_pack(), "symmetric", players, 4)
    bot = RandomBot(4)
    while state.stack[-1].kind != "turn":
        state, _ = apply(state, bot.choose(state, legal_actions(state)))
    return state


def test_a_face_down_card_leads_to_the_same_seats_basic_action() -> None:
    state = _first_turn()
    seat = current_player(state)
    card = next(a for a in legal_actions(state) if not a.face_up)
    after, _ = apply(state, card)
    assert after.stack[-1].kind == "basic" and follows_on(state, after, seat)  # type: ignore[arg-type]
    road = Action("basic_road", seat)  # type: ignore[arg-type]
    assert road in legal_actions(after)
    placed, _ = apply(after, road)
    assert placed.stack[-1].kind == "road" and follows_on(after, placed, seat)  # type: ignore[arg-type]
    money, _ = apply(after, Action("basic_money", seat))  # type: ignore[arg-type]
    assert not follows_on(after, money, seat)  # type: ignore[arg-type]  # the next turn begins


def test_a_basic_road_is_valued_by_a_placed_road() -> None:
    """One move ahead, "a road" changes nothing (the road is a later decision); through the
    road decision its value is that of a position with the road on the board, the best tried."""
    state = _first_turn()
    seat = current_player(state)
    assert seat is not None
    card = next(a for a in legal_actions(state) if not a.face_up)
    basic, _ = apply(state, card)
    road_state, _ = apply(basic, Action("basic_road", seat))
    assert value(road_state, seat) == value(basic, seat)
    through = Lookahead(random.Random(0)).continuation(basic, road_state, seat, 0)
    placed = [value(apply(road_state, a)[0], seat) for a in legal_actions(road_state)]
    assert any(abs(through - v) < 1e-9 for v in placed)
    assert through >= value(road_state, seat)


def test_claims_cost_more_as_they_run_out_and_idle_money_little() -> None:
    marginal = [claims_cost(n + 1) - claims_cost(n) for n in range(25)]
    assert all(b >= a - 1e-9 for a, b in zip(marginal, marginal[1:], strict=False))
    assert marginal[-1] > 3 * marginal[0]
    assert money_value(8) - money_value(4) > 2 * (money_value(40) - money_value(36))
