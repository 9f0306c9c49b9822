"""Focus ties go to the figure that acts first in the resolved turn order (rulebook p.30,
initiative p.18), not to a bare initiative number: second cards between characters, the
players' order of a full tie, summons before their summoner, elites before normals by standee."""

from __future__ import annotations

from founders_desktop.tactics.monster_act import solver_turn
from founders_desktop.tactics.monster_turn import focus
from founders_desktop.tactics.rounds.actions import OrderTie
from founders_desktop.tactics.rounds.context import Ctx
from founders_desktop.tactics.turn_position import turn_positions

from .round_helpers import act, card, hero, mcard, monster_type, plain_cards, plan, start, world

STAY = [{"type": "move", "value": 0}]


def two_heroes():
    """Heroes a and b, each with a card of initiative 20, the same distance from a monster
    acting at 90; a's other cards are 30 and 40, b's 25 and 60."""
    a = hero("a", [*plain_cards("a", [20, 30, 40])])
    b = hero("b", [*plain_cards("b", [20, 25, 60])])
    mtypes = [monster_type("m", [mcard("hit", 90, move=0, attack=0)], hp=30, move_=1)]
    return world(
        [a, b],
        mtypes,
        [{"class": "a", "hex": [1, 1]}, {"class": "b", "hex": [5, -1]}],
        [{"type": "m", "standee": 1, "hex": [3, 0]}],
    )


def monster_focus(state):
    ctx = Ctx.of(state)
    return focus(solver_turn(ctx, state.monsters[0]))


def test_a_focus_tie_on_the_leading_card_goes_to_the_lower_second_card():
    s = two_heroes()
    # both lead with 20: second cards 30 and 60, a acts first and is the focus
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b2")})
    assert state.order[0] == ["c:a"]
    assert monster_focus(state) == ["a"]
    # second cards 40 and 25: b acts first and is the focus
    state, _ = plan(s, start(s), {"a": ("a0", "a2"), "b": ("b0", "b1")})
    assert state.order[0] == ["c:b"]
    assert monster_focus(state) == ["b"]


def test_a_full_tie_ordered_by_the_players_follows_their_order():
    a = hero("a", [*plain_cards("a", [20, 30, 40])])
    b = hero("b", [*plain_cards("b", [20, 30, 60])])
    mtypes = [monster_type("m", [mcard("hit", 90, move=0, attack=0)], hp=30, move_=1)]
    s = world(
        [a, b],
        mtypes,
        [{"class": "a", "hex": [1, 1]}, {"class": "b", "hex": [5, -1]}],
        [{"type": "m", "standee": 1, "hex": [3, 0]}],
    )
    state, _ = plan(s, start(s), {"a": ("a0", "a1"), "b": ("b0", "b1")})  # 20/30 both: tie
    state, _ = act(s, state, OrderTie(order=("c:b", "c:a")))
    assert monster_focus(state) == ["b"]


def test_positions_number_summons_before_summoner_and_elites_before_normals():
    wolf = {"type": "summon", "name": "wolf", "hp": 3, "move": 2, "attack": 2}
    cards = [card("call", 20, [wolf], STAY, top_loss=True), *plain_cards("p", [40, 50])]
    mtypes = [monster_type("m", [mcard("hit", 90, move=0, attack=0)], hp=30, move_=1)]
    s = world(
        [hero("a", cards)],
        mtypes,
        [{"class": "a", "hex": [1, 1]}],
        [
            {"type": "m", "standee": 2, "hex": [4, 0]},
            {"type": "m", "standee": 1, "hex": [4, 1]},
            {"type": "m", "standee": 3, "hex": [5, 0], "elite": True},
        ],
    )
    state, _ = plan(s, start(s), {"a": ("call", "p0")})
    from founders_desktop.tactics.rounds.actions import PlayHalf, SummonAt

    state, _ = act(s, state, PlayHalf(card="call", half="top"), SummonAt(hex=(2, 0)))
    pos = turn_positions(state)
    summon = state.summons[0].id
    by_standee = {m.standee: m.id for m in state.monsters}
    assert pos[summon] < pos["a"] < pos[by_standee[3]] < pos[by_standee[1]] < pos[by_standee[2]]
