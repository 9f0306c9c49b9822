"""The log says what happened without giving away a secret vote."""

from __future__ import annotations

from founders_desktop.city.game import Action, ActionRecord
from founders_desktop.city.game.setup import new_game
from founders_desktop.content import default_pack
from founders_desktop.view.city_game.words import record_text


def test_a_vote_in_the_log_hides_its_choice() -> None:
    state = new_game(default_pack(), "symmetric", 2, 1)
    record = ActionRecord(Action("vote", 1, index=2, fleeting=3, lasting=1))
    text = record_text(state, record, ["Ada", "Bo"])
    assert text.startswith("Bo:")
    assert "3" not in text and "proposal" not in text.lower()


def test_payments_name_who_was_paid() -> None:
    from founders_desktop.city.game import Payment

    state = new_game(default_pack(), "symmetric", 2, 1)
    record = ActionRecord(Action("basic_money", 0), payments=[Payment(1, 4, "build:metal")], money=[(0, 1)])
    text = record_text(state, record, ["Ada", "Bo"])
    assert "Bo +4" in text and "Ada +1 money" in text


def test_solo_income_is_told_in_words() -> None:
    state = new_game(default_pack(), "thematic", 1, 1)
    record = ActionRecord(Action("reset_money", 0), money=[(0, 1), (0, 3)], events=["solo_income"])
    text = record_text(state, record, ["Ada"])
    assert "the solo player collects income" in text and "solo_income" not in text
