"""Setup: race choice, the resource draft and its restrictions, neutral resources, first stalls."""

from __future__ import annotations

import pytest

from founders_desktop.city.game import apply, current_player, legal_actions, new_game
from founders_desktop.city.index import board_index
from founders_desktop.city.pieces import TileKind
from founders_desktop.content import default_pack
from tests.city.game.scripted import find, has, play, seat_now, set_up


def test_races_in_player_order_then_cards_in_reverse_then_first_stalls_in_reverse() -> None:
    state = new_game(default_pack(), "symmetric", 3, seed=5)
    first = state.start_player
    order = [(first + i) % 3 for i in range(3)]
    seen: list[tuple[str, int]] = []
    while state.phase == "setup":
        step = state.stack[-1]
        seen.append((step.kind, step.seat))
        state, _ = apply(state, legal_actions(state)[0])
    assert [s for k, s in seen if k == "choose_race"] == order
    assert [s for k, s in seen if k == "choose_resource"] == order[::-1]
    assert [s for k, s in seen if k == "first_stall"] == order[::-1]
    assert current_player(state) == first
    for seat in range(3):
        assert state.players[seat].money == 7
        assert state.trackers(seat).income == 1  # the first stall is owned


@pytest.mark.parametrize(("players", "neutral"), [(2, 2), (3, 2), (4, 0)])
def test_resources_nobody_controls_are_neutral(players: int, neutral: int) -> None:
    state = set_up(players)
    assert len(state.neutral) == neutral
    for r in state.neutral:
        assert state.board.is_neutral(r)
    controlled = [r for s in range(players) for r in state.controlled(s)]
    assert len(controlled) == len(set(controlled)) == 8 - neutral


def test_two_players_take_a_third_resource_in_player_order_and_hold_income() -> None:
    state = new_game(default_pack(), "thematic", 2, seed=3)
    kinds = []
    while state.phase == "setup":
        step = state.stack[-1]
        kinds.append((step.kind, step.seat, step.n))
        state, _ = apply(state, legal_actions(state)[0])
    first = state.start_player
    draft = [(s, n) for k, s, n in kinds if k == "choose_resource"]
    assert draft == [(1 - first, 1), (first, 1), (first, 2), (1 - first, 2)]
    assert all(len(state.controlled(s)) == 3 for s in range(2))
    assert all("income" in p.hand and len(p.hand) == 6 for p in state.players)


def test_solo_hand_has_no_income_and_controls_all_resources() -> None:
    state = set_up(1)
    assert "income" not in state.players[0].hand and len(state.players[0].hand) == 5
    assert set(state.controlled(0)) == set(default_pack().basic_resources)


def test_a_card_forbidden_by_the_race_or_a_held_card_is_not_offered() -> None:
    state = new_game(default_pack(), "symmetric", 4, seed=1)
    for race in ("human", "vermling", "savvas", "orchid"):
        state, _ = play(state, "choose_race", target=race)
    offered = {a.target for a in legal_actions(state)}
    seat = current_player(state)
    assert seat is not None
    race = state.players[seat].race
    banned = set(default_pack().races[race].forbidden)
    assert offered
    for card in offered:
        assert default_pack().resource_cards[card].resource not in banned


def test_third_card_respects_the_second_cards_symbols() -> None:
    pack = default_pack()
    state = set_up(2, "thematic", seed=9, races=["human", "vermling"])
    for seat in range(2):
        held = state.players[seat].cards
        banned = set(pack.races[state.players[seat].race].forbidden)
        for card in held[:2]:
            banned |= set(pack.resource_cards[card].forbidden)
        assert pack.resource_cards[held[2]].resource not in banned


def test_aesther_takes_any_card_and_that_race_is_no_longer_available() -> None:
    state = new_game(default_pack(), "symmetric", 3, seed=2)
    state, _ = play(state, "choose_race", target="aesther")
    assert state.stack[-1].kind == "aesther_resource"
    state, _ = play(state, "choose_resource", target="population_card")
    seat = state.players[state.start_player]
    assert seat.race_resource == "population"
    races = {a.target for a in legal_actions(state)}
    assert "human" not in races and "aesther" not in races and "vermling" in races


def test_a_race_whose_resource_is_taken_by_an_aesther_cannot_be_chosen() -> None:
    state = new_game(default_pack(), "symmetric", 2, seed=2)
    state, _ = play(state, "choose_race", target="aesther")
    state, _ = play(state, "choose_resource", target="wood_card")
    assert not has(state, "choose_race", target="vermling")


def test_with_no_valid_card_left_a_player_takes_another_secondary_and_that_player_picks_again() -> None:
    pack = default_pack()
    state = new_game(pack, "symmetric", 3, seed=4)
    for race in ("quatryl", "valrath", "human"):  # knowledge, metal, population
        state, _ = play(state, "choose_race", target=race)
    # leave only cards the next drafter may not take, plus one for the others
    drafter = current_player(state)
    assert drafter is not None
    race = state.players[drafter].race
    banned = [
        c for c in state.resource_cards if pack.resource_cards[c].resource in pack.races[race].forbidden
    ]
    allowed = [c for c in state.resource_cards if c not in banned]
    # the player after the drafter (earlier in reverse order) already drafted an allowed card
    victim = (drafter + 1) % 3
    state.players[victim].cards.append(allowed[0])
    state.resource_cards = banned + allowed[1:2]
    state.legal = None
    forced = [a for a in legal_actions(state) if a.type == "force_repick"]
    if not any(a.type == "choose_resource" for a in legal_actions(state)):
        assert forced and forced[0].index == victim
    else:  # the draft left something valid; make it invalid too
        state.resource_cards = banned
        state.legal = None
        forced = [a for a in legal_actions(state) if a.type == "force_repick"]
        assert forced and {a.index for a in forced} <= {victim, (drafter + 2) % 3}
    state, record = apply(state, forced[0])
    assert f"forced_repick:{forced[0].index}" in record.events
    assert forced[0].target in state.players[drafter].cards
    assert forced[0].target not in state.players[forced[0].index].cards
    assert current_player(state) == forced[0].index and state.stack[-1].kind == "choose_resource"


def test_first_stalls_go_on_numbered_grey_spaces_within_the_player_count() -> None:
    pack = default_pack()
    state = set_up(2, "thematic", seed=8)
    board = pack.maps["thematic"]
    stalls = [t for t in state.board.tiles if t.kind is TileKind.STALL]
    assert len(stalls) == 2
    for t in stalls:
        number = board.start_number(t.squares[0])
        assert number is not None and number <= 2
        assert t.item == state.players[t.owner or 0].race_resource
    assert board_index(state.board).claims_used[0] == 1


def test_solo_first_stall_may_use_any_numbered_space() -> None:
    state = new_game(default_pack(), "thematic", 1, seed=1)
    state, _ = play(state, "choose_race", target="human")
    numbers = {
        default_pack().maps["thematic"].start_number(a.placement.anchor)
        for a in legal_actions(state)
        if a.placement
    }
    assert numbers == {1, 2, 3, 4}
    state, _ = apply(state, find(state, "first_stall"))
    assert state.phase == "play"


def test_the_aesthers_race_card_forbids_nothing_its_mat_has_no_red_symbols() -> None:
    """ "A player may not ... claim a resource card that is forbidden by their race (denoted by
    the red resource symbols in the center of their player mat)"; the third choice "must not be
    forbidden by their race or secondary resources". The Aesther's mat forbids nothing and the
    card it takes as race resource is not a secondary one: Population (which forbids Stone)
    taken as race resource leaves the Stone card open to the Aesther."""
    pack = default_pack()
    assert pack.races["aesther"].forbidden == ()
    assert "stone" in pack.resource_cards["population_card"].forbidden
    state = new_game(pack, "symmetric", 2, seed=2)
    state, _ = play(state, "choose_race", target="aesther")
    aesther = seat_now(state)
    state, _ = play(state, "choose_resource", target="population_card")
    while not (state.stack[-1].kind == "choose_resource" and seat_now(state) == aesther):
        legal = legal_actions(state)
        pick = next((a for a in legal if a.target not in ("stone_card", "human")), legal[0])
        state, _ = apply(state, pick)
    assert has(state, "choose_resource", target="stone_card")
