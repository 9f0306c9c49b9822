"""The solo decisions the players plan: the normal start space, a money race, every spot for
the voted building, money worth less as the cycles run out, and the tie rule in the vote."""

from __future__ import annotations

from founders_desktop.bots import GreedyBot, make_bot
from founders_desktop.bots.evaluate import value
from founders_desktop.bots.solo import money_worth, winning_vote
from founders_desktop.bots.solo_play import normal_spaces, racial_money
from founders_desktop.city.game import GameState, apply, current_player, legal_actions, new_game, view_for
from founders_desktop.city.pieces import TileKind
from founders_desktop.content import ContentPack, default_pack


def _play_until(state: GameState, bot: GreedyBot, kind: str) -> GameState:
    while not (state.stack and state.stack[-1].kind == kind):
        assert current_player(state) == 0
        state, _ = apply(state, bot.choose(view_for(state, 0), legal_actions(state)), check=False)
    return state


def test_the_solo_player_takes_the_race_whose_action_brings_most_money() -> None:
    pack = default_pack()
    money = {r.id: racial_money(r.racial_action) for r in pack.races.values()}
    assert money["aesther"] == 3 and money["inox"] == 2 and money["savvas"] == 0
    state = new_game(pack, "thematic", 1, 5)
    action = GreedyBot(5).choose(view_for(state, 0), legal_actions(state))
    assert action.target == "aesther"


def test_the_solo_first_stall_goes_to_the_section_of_normal_difficulty() -> None:
    pack = default_pack()
    board = pack.maps["thematic"]
    for seed in (1, 2, 3):
        state = _play_until(new_game(pack, "thematic", 1, seed), GreedyBot(seed), "turn")
        stall = next(t for t in state.board.tiles if t.kind is TileKind.STALL)
        number = board.section_of(stall.squares[0])
        assert number is not None and board.section(number).solo_difficulty == "normal"
    # a map whose every section is normal: all numbered spaces stay open
    state = _play_until(new_game(pack, "symmetric", 1, 1), GreedyBot(1), "first_stall")
    legal = legal_actions(state)
    assert normal_spaces(state, legal) == legal


def test_the_voted_building_goes_to_the_best_spot_of_all() -> None:
    state = _play_until(new_game(default_pack(), "thematic", 1, 4), GreedyBot(4), "place_prestige")
    legal = legal_actions(state)
    assert len(legal) > 12  # more spots than the look-ahead samples
    best = max(value(apply(state, a, check=False)[0], 0) for a in legal)
    chosen = GreedyBot(4).choose(view_for(state, 0), legal)
    assert value(apply(state, chosen, check=False)[0], 0) == best
    hard = make_bot("hard", 4, 0.05).choose(view_for(state, 0), legal)
    assert value(apply(state, hard, check=False)[0], 0) == best


def test_money_is_worth_less_as_the_solo_cycles_run_out() -> None:
    state = new_game(default_pack(), "thematic", 1, 1)
    worths = []
    for cycles in range(7):
        state.solo_cycles = cycles
        worths.append(money_worth(state))
    assert worths[0] == 1.0 and worths == sorted(worths, reverse=True) and worths[-1] < 0.2


def _solo_rule(rule: str) -> ContentPack:
    pack = default_pack()
    return pack.model_copy(update={"solo": pack.solo.model_copy(update={"vote_rule": rule})})


def test_the_vote_spends_what_the_pack_tie_rule_asks() -> None:
    """Left proposal: the player's 1 + 3 fleeting = 4 ties the right one's phantom 4."""
    for rule, wins in (
        ("most_influence_ties_rightmost", False),
        ("most_influence_ties_leftmost", True),
        ("most_influence_player_breaks_ties", True),
    ):
        state = new_game(_solo_rule(rule), "thematic", 1, 1)
        state.players[0].fleeting, state.players[0].lasting = 3, 0
        assert (winning_vote(state, 0, 0) is not None) is wins, rule
    # the middle (phantom 2) against the right (4) with 1 fleeting: 4 = 4, a tie again
    state = new_game(_solo_rule("most_influence_ties_leftmost"), "thematic", 1, 1)
    state.players[0].fleeting = 1
    assert winning_vote(state, 0, 1) == (1, 0)
