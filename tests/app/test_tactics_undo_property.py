"""Any run of editor edits undoes back to the start and redoes to the same end (hypothesis)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from founders_desktop.app.tactics.controller import TacticsController
from founders_desktop.app.tactics.demo import demo_scenario
from founders_desktop.app.tactics.scenario import AbilitySpec, FigureKind
from founders_desktop.tactics import Hex, Terrain

hexes = st.builds(Hex, st.integers(-1, 13), st.integers(-7, 8))
edits = st.one_of(
    st.tuples(st.just("terrain"), hexes, st.sampled_from([None, *Terrain])),
    st.tuples(st.just("map"), hexes, st.booleans()),
    st.tuples(st.just("wall"), hexes, st.integers(0, 5)),
    st.tuples(st.just("place"), hexes, st.sampled_from(list(FigureKind))),
    st.tuples(st.just("move"), hexes, st.integers(0, 4)),
    st.tuples(st.just("ability"), st.integers(0, 6), st.integers(0, 4)),
    st.tuples(st.just("rules"), st.sampled_from(["gloomhaven", "frosthaven", "jaws-of-the-lion"])),
)


def apply(c: TacticsController, edit: tuple[object, ...]) -> None:
    kind = edit[0]
    if kind == "terrain":
        c.paint_terrain(edit[1], edit[2])  # type: ignore[arg-type]
    elif kind == "map":
        c.set_map_hex(edit[1], edit[2])  # type: ignore[arg-type]
    elif kind == "wall":
        h = edit[1]
        assert isinstance(h, Hex) and isinstance(edit[2], int)
        c.toggle_thin_wall(h, h.neighbour(edit[2]))
    elif kind == "place":
        c.add_figure(edit[2], edit[1])  # type: ignore[arg-type]
    elif kind == "move":
        figures = c.scenario.figures
        if figures:
            assert isinstance(edit[2], int)
            c.move_figure(figures[edit[2] % len(figures)].id, edit[1])  # type: ignore[arg-type]
    elif kind == "ability":
        c.set_ability(AbilitySpec(move=edit[1], range=edit[2]))  # type: ignore[arg-type]
    else:
        c.set_rules(edit[1])  # type: ignore[arg-type]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(edits, max_size=12))
def test_undo_all_then_redo_all(qapp: object, run: list[tuple[object, ...]]) -> None:
    c = TacticsController(demo_scenario())
    start = c.scenario
    for edit in run:
        apply(c, edit)
        # the engine's board always follows the scenario
        assert c.board.hexes == c.scenario.hexes
    end = c.scenario
    while c.undo_stack.canUndo():
        c.undo_stack.undo()
    assert c.scenario == start
    while c.undo_stack.canRedo():
        c.undo_stack.redo()
    assert c.scenario == end
    # figures never stand off the map or on walls and obstacles
    for f in end.figures:
        assert f.hex in end.hexes
        t = end.terrain_map().get(f.hex)
        assert t is None or not t.blocks_walking
