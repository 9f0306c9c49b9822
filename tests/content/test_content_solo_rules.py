"""rules.json "solo": the designed solo rules are pack values the loader checks (a closed set of
vote rules; a provenance for each designed rule given), and a pack written before the optional
ones loads and plays as it did."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from founders_desktop.content import PackError, load_pack
from founders_desktop.content.rules import SOLO_VOTE_RULES

if TYPE_CHECKING:
    from conftest import PackCopy


def _solo(copy: PackCopy, change: Any) -> None:
    copy.edit_json("rules.json", lambda d: change(d["solo"]))


def test_an_unknown_vote_rule_is_refused_naming_the_file_and_field(pack_copy: PackCopy) -> None:
    _solo(pack_copy, lambda s: s.update(vote_rule="coin_toss"))
    with pytest.raises(PackError) as caught:
        load_pack(pack_copy.folder)
    [problem] = caught.value.problems
    assert problem.file == "rules.json" and problem.where == "solo.vote_rule"
    assert all(rule in problem.message for rule in SOLO_VOTE_RULES)


def test_every_vote_rule_of_the_set_loads(pack_copy: PackCopy) -> None:
    for rule in SOLO_VOTE_RULES:
        _solo(pack_copy, lambda s, rule=rule: s.update(vote_rule=rule))
        assert load_pack(pack_copy.folder).solo.vote_rule == rule


def test_a_pack_without_the_optional_solo_rules_plays_as_before(pack_copy: PackCopy) -> None:
    def drop(s: dict[str, Any]) -> None:
        s.pop("income_at_vote", None)
        s.pop("starting_money", None)
        s.pop("tracker_tokens", None)
        s["provenance"].pop("income_at_vote", None)
        s["provenance"].pop("starting_money", None)
        s["provenance"].pop("tracker_tokens", None)

    _solo(pack_copy, drop)
    solo = load_pack(pack_copy.folder).solo
    assert solo.income_at_vote is False and solo.starting_money is None
    assert solo.tracker_tokens is True  # the marks take delivery tokens, as with more players


def test_a_designed_solo_rule_given_needs_its_provenance(pack_copy: PackCopy) -> None:
    def change(s: dict[str, Any]) -> None:
        s["starting_money"] = 10
        s["provenance"].pop("starting_money", None)

    _solo(pack_copy, change)
    with pytest.raises(PackError) as caught:
        load_pack(pack_copy.folder)
    [problem] = caught.value.problems
    assert problem.file == "rules.json" and problem.where.startswith("solo")
    assert "starting_money" in problem.message


def test_a_negative_solo_starting_money_is_refused(pack_copy: PackCopy) -> None:
    def change(s: dict[str, Any]) -> None:
        s["starting_money"] = -1
        s["provenance"]["starting_money"] = "reconstructed"

    _solo(pack_copy, change)
    with pytest.raises(PackError) as caught:
        load_pack(pack_copy.folder)
    assert [p.where for p in caught.value.problems] == ["solo.starting_money"]
