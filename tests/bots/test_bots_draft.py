"""The hard player's race and resource cards (issue 18 item 2): chosen by what the basic
resources make together (``bots/draft.py``), where greedy takes the first one offered."""

from __future__ import annotations

from founders_desktop.bots import Bot, draft, make_bot
from founders_desktop.bots.greedy import GreedyBot
from founders_desktop.bots.search import SearchBot
from founders_desktop.city.game import Action, GameState, apply, legal_actions, new_game, view_for
from founders_desktop.content import default_pack

SETUP = ("choose_race", "choose_resource", "aesther_resource")


def test_resources_that_make_advanced_ones_alone_are_worth_more() -> None:
    pack = default_pack()
    nobody: frozenset[str] = frozenset()
    # Crops and livestock make food (and, with knowledge, books); crops and stone make nothing
    together = draft.worth(pack, frozenset({"crops", "livestock"}), nobody)
    apart = draft.worth(pack, frozenset({"crops", "stone"}), nobody)
    assert together > apart
    # a resource another seat holds is worth less to need than one nobody has taken yet
    assert draft.worth(pack, frozenset({"crops"}), frozenset({"livestock"})) < draft.worth(
        pack, frozenset({"crops"}), nobody
    )


def _setup_with(bots: list[Bot], players: int, seed: int) -> GameState:
    state = new_game(default_pack(), "thematic", players, seed)
    while state.stack and state.stack[-1].kind in SETUP + ("force_repick",):
        legal = legal_actions(state)
        seat = legal[0].seat
        action = bots[seat].choose(view_for(state, seat), legal)
        assert action in legal
        state, _ = apply(state, action)
    return state


def _card_worth(state: GameState, card: Action) -> float:
    """What the seat's resources would be worth with ``card``'s."""
    pack = state.pack
    seat = card.seat
    others = frozenset(r for s in range(len(state.players)) if s != seat for r in state.controlled(s))
    mine = frozenset(state.controlled(seat)) | {pack.resource_cards[card.target].resource}
    return draft.worth(pack, mine, others)


def test_every_draft_choice_is_the_best_by_worth_and_legal() -> None:
    for players in (2, 3, 4):
        state = new_game(default_pack(), "thematic", players, 7)
        while state.stack and state.stack[-1].kind in SETUP:
            legal = legal_actions(state)
            picked = draft.choose(view_for(state, legal[0].seat), legal)
            assert picked is not None and picked in legal
            if picked.type == "choose_resource":  # nothing offered scores more
                assert _card_worth(state, picked) == max(_card_worth(state, a) for a in legal)
            state, _ = apply(state, picked)


def test_hard_drafts_and_greedy_takes_the_first_offered() -> None:
    greedy_first = _setup_with([GreedyBot(1), GreedyBot(2)], 2, 3)
    assert greedy_first.players[greedy_first.start_player].race == "human"  # the first offered
    for seed in range(4):
        hard = SearchBot(seed, fixed_rounds=1)
        state = new_game(default_pack(), "thematic", 2, seed)
        legal = legal_actions(state)
        assert state.stack[-1].kind == "choose_race"
        assert hard.choose(view_for(state, legal[0].seat), legal) == draft.choose(state, legal)
        assert draft.choose(state, legal) != legal[0]  # not simply the first race offered


def test_only_the_hard_level_drafts() -> None:
    """Normal keeps greedy's blind draft: drafting, it won as often as hard, and the levels
    would no longer differ."""
    hard, normal = make_bot("hard", 1, 0.1), make_bot("normal", 1, 0.1)
    assert isinstance(hard, SearchBot) and hard.drafts
    assert isinstance(normal, SearchBot) and not normal.drafts
    state = new_game(default_pack(), "thematic", 2, 5)
    legal = legal_actions(state)
    view = view_for(state, legal[0].seat)
    assert normal.choose(view, legal) == GreedyBot(1).choose(view, legal) == legal[0]
    assert hard.choose(view, legal) == draft.choose(view, legal) != legal[0]
