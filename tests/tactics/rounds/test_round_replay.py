"""A game is its scenario, seed and action log: same seed, same game; a save replays."""

from __future__ import annotations

import pytest

from founders_desktop.resources import resource
from founders_desktop.tactics.autoplay import random_game, turn_lines
from founders_desktop.tactics.rounds.actions import ACTION_LIST_ADAPTER
from founders_desktop.tactics.rounds.cli import main
from founders_desktop.tactics.rounds.engine import replay
from founders_desktop.tactics.rounds.state import RoundState
from founders_desktop.tactics.scenario import load_scenario

CELLAR = resource("scenarios", "mossy-cellar.json")


def test_play_prints_one_line_per_turn_and_a_result(capsys):
    assert main(["play", str(CELLAR), "--seed", "3", "--auto"]) == 0
    first = capsys.readouterr().out
    assert main(["play", str(CELLAR), "--seed", "3", "--auto"]) == 0
    assert capsys.readouterr().out == first
    lines = first.strip().splitlines()
    assert lines[-1].startswith("RESULT outcome=") and lines[-1].split()[1] in ("outcome=won", "outcome=lost")
    assert lines[0].startswith("R1 i=")
    assert main(["play", str(CELLAR), "--seed", "4", "--auto"]) == 0
    assert capsys.readouterr().out != first


@pytest.mark.parametrize("seed", [1, 2])
def test_replay_from_seed_and_log_and_json_round_trip(seed):
    s = load_scenario(CELLAR)
    steps = list(random_game(s, seed))
    log = [st.action for st in steps]
    saved = ACTION_LIST_ADAPTER.dump_json(log)
    again = replay(s, seed, ACTION_LIST_ADAPTER.validate_json(saved))
    assert again == steps[-1].state
    mid = steps[len(steps) // 2].state
    assert RoundState.model_validate_json(mid.model_dump_json()).attach(s) == mid
    loot = sum(c.looted for c in again.characters)
    assert list(turn_lines(iter(steps)))[-1] == (
        f"RESULT outcome={again.outcome} rounds={again.round} loot={loot}"
    )


def test_save_and_load_a_game(tmp_path):
    from founders_desktop.tactics.content_errors import TacticsFileError
    from founders_desktop.tactics.rounds import load_game, save_game

    s = load_scenario(CELLAR)
    steps = list(random_game(s, 11))[:40]
    log = [st.action for st in steps]
    path = tmp_path / "game.json"
    save_game(path, s, 11, log)
    state, actions = load_game(path, s)
    assert state == steps[-1].state and actions == log
    # a log edited by hand is refused at the first illegal action
    text = path.read_text().replace('"select_cards"', '"long_rest"', 1)
    path.write_text(text)
    with pytest.raises(TacticsFileError) as info:
        load_game(path, s)
    assert info.value.field.startswith("actions[")


def test_state_json_names_the_scenario_and_needs_it_back():
    from founders_desktop.tactics.rounds.engine import legal_actions, new_game

    s = load_scenario(CELLAR)
    state = new_game(s, 4)
    text = state.model_dump_json()
    assert '"scenario":"mossy-cellar"' in text and "hexes" not in text
    loaded = RoundState.model_validate_json(text)
    with pytest.raises(ValueError):
        legal_actions(loaded)
    other = load_scenario(resource("scenarios", "crag-hollow.json"))
    with pytest.raises(ValueError):
        loaded.attach(other)
    assert legal_actions(loaded.attach(s)) == legal_actions(state)
    # clones share the scenario but nothing that changes
    twin = state.clone()
    assert twin.content is state.content and twin == state
    twin.characters[0].piles.hand.pop()
    assert twin != state


def test_typed_play_reads_choices_until_input_ends(monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("0\n" * 6 + "nonsense\n" + "0\n" * 6))
    assert main(["play", str(CELLAR), "--seed", "1"]) == 0
    captured = capsys.readouterr()
    assert "ember-warden decides" in captured.err and "type one of the numbers" in captured.err
    assert captured.out.startswith("R1 i=")
