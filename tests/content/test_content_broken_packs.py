"""Broken packs: each kind of mistake gives a message naming the file, the field or square, and
what is wrong; ``content check`` prints them all and exits 2, never with a traceback."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest

from founders_desktop.content import PackError, PackProblem, load_pack
from founders_desktop.content.cli import run_check

if TYPE_CHECKING:
    from conftest import PackCopy


def problems_of(copy: PackCopy) -> list[PackProblem]:
    with pytest.raises(PackError) as caught:
        load_pack(copy.folder)
    assert caught.value.problems
    return caught.value.problems


def the_problem(copy: PackCopy, file: str) -> PackProblem:
    found = problems_of(copy)
    assert [p.file for p in found] == [file] * len(found), found
    return found[0]


def _terrain_line(copy: PackCopy, file: str, y: int) -> int:
    lines = (copy.folder / file).read_text().split("\n")
    return lines.index("[terrain]") + 2 + y  # 1-based line numbers; rows start after the header


def test_the_untouched_copy_loads(pack_copy: PackCopy) -> None:
    assert load_pack(pack_copy.folder).summary().startswith("default: 8 basic")


def test_bad_json(pack_copy: PackCopy) -> None:
    pack_copy.edit_text("resources.json", lambda t: t.replace('"Stone",', '"Stone",,', 1))
    p = the_problem(pack_copy, "resources.json")
    assert p.where.startswith("line ") and "column" in p.where
    assert "bad JSON" in p.message


def test_missing_field(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("resources.json", lambda d: pack_copy.item(d, "machinery").pop("footprint"))
    p = the_problem(pack_copy, "resources.json")
    assert p.where == "[8] machinery.footprint"
    assert p.message == "Field required"


def test_unknown_resource_in_recipe(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        pack_copy.item(d, "cloth")["recipe"][0]["resource"] = "wool"

    pack_copy.edit_json("resources.json", change)
    p = the_problem(pack_copy, "resources.json")
    assert p.where == "cloth.recipe"
    assert p.message == "unknown resource 'wool'"


def test_recipe_cycle(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        pack_copy.item(d, "machinery")["recipe"].append({"resource": "cloth", "points": 4})

    pack_copy.edit_json("resources.json", change)
    p = the_problem(pack_copy, "resources.json")
    assert "recipe cycle" in p.message
    assert "machinery -> cloth -> machinery" in p.message


def test_tier_2_made_of_tier_2(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        pack_copy.item(d, "food")["recipe"][0]["resource"] = "bricks"

    pack_copy.edit_json("resources.json", change)
    p = the_problem(pack_copy, "resources.json")
    assert p.where == "food.recipe"
    assert "tier 2" in p.message


def test_map_row_of_the_wrong_length(pack_copy: PackCopy) -> None:
    file = "maps/thematic.map"
    pack_copy.edit_text(file, lambda t: t.replace("CCCCCC~XXXXXX#CCCCCW", "CCCCC~XXXXXX#CCCCCW", 1))
    p = the_problem(pack_copy, file)
    assert p.where == f"[terrain] row 2 (line {_terrain_line(pack_copy, file, 2)})"
    assert p.message == "has 19 squares, expected 20"


def test_section_with_no_house_square(pack_copy: PackCopy) -> None:
    file = "maps/thematic.map"

    def no_green_in_middle(text: str) -> str:
        lines = text.split("\n")
        start = lines.index("[terrain]") + 1
        for y in range(start, start + 14):
            row = list(lines[y])
            for x in range(6, 13):
                if row[x] == "G":
                    row[x] = "C"
            lines[y] = "".join(row)
        return "\n".join(lines)

    pack_copy.edit_text(file, no_green_in_middle)
    p = the_problem(pack_copy, file)
    assert p.where == "section 2 (Middle)"
    assert p.message.startswith("has 0 green (house) squares; needs at least 4")


def test_unknown_terrain_character(pack_copy: PackCopy) -> None:
    file = "maps/symmetric.map"
    pack_copy.edit_text(file, lambda t: t.replace("WCC~~CGCCCCCCCGC~~CCW", "WCC~~CGCCCCQCCGC~~CCW", 1))
    p = the_problem(pack_copy, file)
    assert p.where == f"[terrain] square (11,3) (line {_terrain_line(pack_copy, file, 3)})"
    assert p.message == "unknown character 'Q'"


def test_river_with_a_gap_joins_two_sections(pack_copy: PackCopy) -> None:
    file = "maps/thematic.map"
    pack_copy.edit_text(file, lambda t: t.replace("CCCCC~CRRCCCC#", "CCCCCCCRRCCCC#", 1))
    found = problems_of(pack_copy)
    assert any(
        p.where == "[terrain]" and "split the city into 2 sections, expected 3" in p.message for p in found
    ), found


def test_sections_layer_disagrees_with_the_river(pack_copy: PackCopy) -> None:
    file = "maps/thematic.map"

    def relabel(text: str) -> str:
        lines = text.split("\n")
        y = lines.index("[sections]") + 1 + 10  # row 10: "11111.2222222.333333"
        lines[y] = lines[y][:7] + "1" + lines[y][8:]
        return "\n".join(lines)

    pack_copy.edit_text(file, relabel)
    p = the_problem(pack_copy, file)
    assert p.where.startswith("[sections] square")
    assert "labelled ['1', '2']" in p.message


def test_start_space_not_on_grey(pack_copy: PackCopy) -> None:
    file = "maps/thematic.map"

    def move(text: str) -> str:
        lines = text.split("\n")
        y = lines.index("[start_spaces]") + 1  # row 0; (2,0) is green
        lines[y] = "..1" + lines[y][3:]
        return "\n".join(lines)

    pack_copy.edit_text(file, move)
    p = the_problem(pack_copy, file)
    assert p.where == "[start_spaces] square (2,0)"
    assert p.message == "start space 1 is on green, but start spaces are grey"


def test_reserved_location_that_does_not_fit(pack_copy: PackCopy) -> None:
    file = "maps/thematic.map"

    def shrink(text: str) -> str:
        text = text.replace("*RCCC~CCGGCC##", "CRCCC~CCGGCC##", 1)  # (0,7) no longer reserved
        lines = text.split("\n")
        y = lines.index("[reserved]") + 1 + 7
        lines[y] = "." + lines[y][1:]
        y = lines.index("[sections]") + 1 + 7
        lines[y] = "1" + lines[y][1:]
        return "\n".join(lines)

    pack_copy.edit_text(file, shrink)
    p = the_problem(pack_copy, file)
    assert p.where == "[reserved] location 'a'"
    assert "do not fit 'west_gatehouse'" in p.message


def test_unknown_effect_kind(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        pack_copy.item(d, "human")["racial_action"][0]["kind"] = "gain_gold"

    pack_copy.edit_json("races.json", change)
    p = the_problem(pack_copy, "races.json")
    assert p.where == "[0] human.racial_action[0]"
    assert "'gain_gold'" in p.message and "gain_money" in p.message


def test_unknown_resource_in_a_prestige_slot(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        pack_copy.item(d, "university")["slots"][1]["resource"] = "scrolls"

    pack_copy.edit_json("prestige_buildings.json", change)
    p = the_problem(pack_copy, "prestige_buildings.json")
    assert p.where == "university.slots[1].resource"
    assert p.message == "unknown resource 'scrolls'"


def test_too_many_slots(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        slots = pack_copy.item(d, "granary")["slots"]
        slots += [{"resource": r, "points": 2} for r in ("wood", "stone", "metal")]

    pack_copy.edit_json("prestige_buildings.json", change)
    p = the_problem(pack_copy, "prestige_buildings.json")
    assert p.where == "[18] granary.slots"
    assert "at most 5" in p.message


def test_duplicate_id(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("advisers.json", lambda d: d.append(dict(d[0])))
    p = the_problem(pack_copy, "advisers.json")
    assert p.where == "[18] shepherd.id"
    assert p.message == "duplicate id 'shepherd'"


def test_provenance_must_cover_each_printed_field(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        pack_copy.item(d, "food")["provenance"].pop("recipe")

    pack_copy.edit_json("resources.json", change)
    p = the_problem(pack_copy, "resources.json")
    assert p.where == "[12] food"
    assert "does not say where ['recipe'] come from" in p.message


def test_bad_provenance_word(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("advisers.json", lambda d: d[1].update(provenance="guessed"))
    found = problems_of(pack_copy)
    assert all(
        p.file == "advisers.json" and p.where.startswith("[1] quartermaster.provenance") for p in found
    )
    assert any(
        "'rulebook', 'solo rules', 'box insert', 'review', 'reconstructed' or 'owner'" in p.message
        for p in found
    )


def test_race_forbids_an_unknown_resource(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("races.json", lambda d: pack_copy.item(d, "inox")["forbidden"].append("silk"))
    p = the_problem(pack_copy, "races.json")
    assert (p.where, p.message) == ("inox.forbidden", "unknown resource 'silk'")


def test_missing_map_file(pack_copy: PackCopy) -> None:
    (pack_copy.folder / "maps" / "symmetric.map").unlink()
    p = the_problem(pack_copy, "maps/symmetric.map")
    assert p.message.startswith("cannot read")


def test_several_mistakes_are_all_reported(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("resources.json", lambda d: pack_copy.item(d, "machinery").pop("footprint"))
    pack_copy.edit_json("races.json", lambda d: pack_copy.item(d, "inox")["forbidden"].append("silk"))
    pack_copy.edit_text(
        "maps/thematic.map", lambda t: t.replace("CCCCCC~XXXXXX#CCCCCW", "CCCCC~XXXXXX#CCCCCW", 1)
    )
    assert {p.file for p in problems_of(pack_copy)} == {"resources.json", "races.json", "maps/thematic.map"}


def test_not_a_pack_folder(tmp_path: Any) -> None:
    with pytest.raises(PackError) as caught:
        load_pack(tmp_path)
    assert caught.value.problems[0].message.startswith("missing: this is not a content pack folder")


class _Args:
    def __init__(self, pack: str | None) -> None:
        self.pack = pack


def test_check_prints_every_problem_and_exits_2(
    pack_copy: PackCopy, capsys: pytest.CaptureFixture[str]
) -> None:
    pack_copy.edit_json("resources.json", lambda d: pack_copy.item(d, "machinery").pop("footprint"))
    pack_copy.edit_text(
        "maps/thematic.map", lambda t: t.replace("CCCCCC~XXXXXX#CCCCCW", "CCCCC~XXXXXX#CCCCCW", 1)
    )
    assert run_check(_Args(str(pack_copy.folder))) == 2  # type: ignore[arg-type]
    out = capsys.readouterr()
    assert out.out == ""
    lines = out.err.strip().splitlines()
    assert "resources.json: [8] machinery.footprint: Field required" in lines
    assert any(line.startswith("maps/thematic.map: [terrain] row 2 (line ") for line in lines)
    assert lines[-1].endswith(": 2 problems: not ok")
    assert "Traceback" not in out.err


def test_achievement_tier_condition_without_a_tier(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("achievements.json", lambda d: pack_copy.item(d, "artisan").pop("tier"))
    p = the_problem(pack_copy, "achievements.json")
    assert p.where == "[3] artisan"
    assert p.message == "condition 'tier_owned' needs a 'tier'"


def test_solo_phantom_influence_for_each_proposal(pack_copy: PackCopy) -> None:
    pack_copy.edit_json("rules.json", lambda d: d["solo"]["phantom_influence"].pop())
    p = the_problem(pack_copy, "rules.json")
    assert p.where == "solo.phantom_influence"
    assert "gives 2 proposal spaces, but scoring.proposals is 3" in p.message


def test_two_call_to_vote_cards(pack_copy: PackCopy) -> None:
    def change(d: Any) -> None:
        extra = dict(pack_copy.item(d, "call_to_vote"), id="call_again")
        d.append(extra)

    pack_copy.edit_json("standard_cards.json", change)
    p = the_problem(pack_copy, "standard_cards.json")
    assert "needs exactly one Call to Vote card, has 2" in p.message
