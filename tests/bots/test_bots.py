"""Computer players: legal choices only, from their seat's view; greedy beats random."""

from __future__ import annotations

import pytest

from founders_desktop.bots import GreedyBot, RandomBot, make_bot
from founders_desktop.bots.simulate import play_game
from founders_desktop.city.game import GameState, apply, current_player, legal_actions, new_game, view_for
from founders_desktop.city.game.view import is_hidden_safe
from founders_desktop.content import default_pack


class _Spy:
    """Wraps a bot and checks every view it is given hides what its seat may not see."""

    def __init__(self, inner: RandomBot | GreedyBot, seat: int) -> None:
        self.inner, self.seat, self.calls = inner, seat, 0
        self.name = inner.name

    def choose(self, view: GameState, legal: list) -> object:  # type: ignore[type-arg]
        assert is_hidden_safe(view, self.seat)
        self.calls += 1
        choice = self.inner.choose(view, legal)
        assert choice in legal
        return choice


@pytest.mark.parametrize("name", ["random", "greedy"])
def test_bots_choose_legal_actions_from_a_hidden_view(name: str) -> None:
    state = new_game(default_pack(), "symmetric", 3, 12)
    spies = [_Spy(make_bot(name, i), i) for i in range(3)]  # type: ignore[arg-type]
    for _ in range(150):
        seat = current_player(state)
        assert seat is not None
        action = spies[seat].choose(view_for(state, seat), legal_actions(state))
        state, _ = apply(state, action)  # type: ignore[arg-type]
    assert all(s.calls for s in spies)


def test_unknown_bot_is_named() -> None:
    with pytest.raises(KeyError, match="known: random, greedy"):
        make_bot("clever")


def test_same_seed_same_choices() -> None:
    pack = default_pack()
    a = play_game(pack, "thematic", ["greedy", "random"], 3, max_turns=6)[1]
    b = play_game(pack, "thematic", ["greedy", "random"], 3, max_turns=6)[1]
    assert a == b


@pytest.mark.slow
def test_greedy_beats_random_clearly() -> None:
    pack = default_pack()
    wins = 0
    for i in range(10):
        bots = ["greedy", "random"] if i % 2 == 0 else ["random", "greedy"]
        _, result = play_game(pack, ("thematic", "symmetric")[i // 2 % 2], bots, 900 + i, max_turns=60)
        wins += result.winner == bots.index("greedy")
    assert wins >= 8
