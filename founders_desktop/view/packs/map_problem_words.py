"""The map check's problems in the player's language, for the map painter.

The loader says each map problem in English for ``content check`` (file, line, square); the
painter shows them under the board while an owner paints, so the sentences a stroke can cause
are translated here, each led by the square or layer it names. A sentence not known here (a
hand-edited header, say) is shown after a translated lead-in, as the other forms do.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from founders_desktop.content import Terrain
from founders_desktop.packs.map_edit import MapProblem
from founders_desktop.view.city_palette import terrain_looks
from founders_desktop.view.packs.problem_words import Patterns, matched
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

_CONTEXT = "MapProblem"

_LAYER_NAMES = {
    "terrain": QT_TRANSLATE_NOOP("MapProblem", "Terrain"),
    "sections": QT_TRANSLATE_NOOP("MapProblem", "Sections"),
    "start_spaces": QT_TRANSLATE_NOOP("MapProblem", "Start numbers"),
    "reserved": QT_TRANSLATE_NOOP("MapProblem", "Reserved locations"),
    "map": QT_TRANSLATE_NOOP("MapProblem", "Map header"),
}

_PATTERNS: Patterns = (
    (
        re.compile(r"^unknown character '(?P<char>.)'$"),
        QT_TRANSLATE_NOOP("MapProblem", "“{char}” is not a mark this layer knows."),
    ),
    (
        re.compile(r"^start space (?P<number>\d) is on (?P<terrain>[a-z]+), but start spaces are grey$"),
        QT_TRANSLATE_NOOP("MapProblem", "Start space {number} is on {terrain}; start spaces are grey."),
    ),
    (
        re.compile(r"^reserved '\*' square has no location letter$"),
        QT_TRANSLATE_NOOP(
            "MapProblem", "A reserved square needs a location letter on the Reserved locations layer."
        ),
    ),
    (
        re.compile(r"^location '(?P<letter>[a-z])' on a square whose terrain is not '\*' \(reserved\)$"),
        QT_TRANSLATE_NOOP(
            "MapProblem", "Location {letter} is on a square whose terrain is not a reserved location."
        ),
    ),
    (
        re.compile(r"^not named in \[map\] \('location x = \.\.\.'\)$"),
        QT_TRANSLATE_NOOP(
            "MapProblem", "This location letter is not named in the map header (“location x = …”)."
        ),
    ),
    (
        re.compile(r"^has no squares in \[reserved\]$"),
        QT_TRANSLATE_NOOP("MapProblem", "This location has no squares on the Reserved locations layer."),
    ),
    (
        re.compile(
            r"^the region the river/wall layout makes here is labelled .* it must carry one section number$"
        ),
        QT_TRANSLATE_NOOP(
            "MapProblem",
            "The region the rivers and walls make here needs one section number on all its squares.",
        ),
    ),
    (
        re.compile(r"^section (?P<number>\d+) is split by river/wall squares into separate regions$"),
        QT_TRANSLATE_NOOP(
            "MapProblem", "Section {number} is split by rivers or walls into separate regions."
        ),
    ),
    (
        re.compile(r"^section (?P<number>\d+) given to a (?P<terrain>[a-z]+) square$"),
        QT_TRANSLATE_NOOP("MapProblem", "Section {number} is given to a square of {terrain}."),
    ),
    (
        re.compile(
            r"^river/wall, unbuildable and reserved squares split the city into (?P<count>\d+) "
            r"sections, expected (?P<expected>\d+)$"
        ),
        QT_TRANSLATE_NOOP(
            "MapProblem",
            "Rivers, walls, unbuildable and reserved squares split the city into {count} sections; "
            "it must have {expected}.",
        ),
    ),
    (
        re.compile(r"^no such section on the map$"),
        QT_TRANSLATE_NOOP("MapProblem", "The header names a section that is not on the map."),
    ),
    (
        re.compile(r"^has (?P<count>\d+) green \(house\) squares; needs at least (?P<least>\d+), .*$"),
        QT_TRANSLATE_NOOP(
            "MapProblem", "It has {count} green squares; it needs at least {least}, one house per player."
        ),
    ),
    (
        re.compile(r"^has no (?P<terrain>red|white) square for early trade$"),
        QT_TRANSLATE_NOOP("MapProblem", "It has no square of {terrain} for early trade."),
    ),
    (
        re.compile(r"^has no numbered grey start space$"),
        QT_TRANSLATE_NOOP("MapProblem", "It has no numbered start space."),
    ),
    (
        re.compile(
            r"^only (?P<usable>\d+) start spaces numbered (?P<players>\d) or less; \d players need one each$"
        ),
        QT_TRANSLATE_NOOP(
            "MapProblem",
            "Too few start spaces for {players}: a game of that many players needs {players} "
            "numbered {players} or less, and there are {usable}.",
        ),
    ),
    (
        re.compile(r"^has (?P<rows>\d+) rows, expected (?P<expected>\d+)$"),
        QT_TRANSLATE_NOOP("MapProblem", "This layer has {rows} rows; the terrain has {expected}."),
    ),
    (
        re.compile(r"^has (?P<squares>\d+) squares, expected (?P<expected>\d+)$"),
        QT_TRANSLATE_NOOP(
            "MapProblem", "This row has {squares} squares; the terrain's rows have {expected}."
        ),
    ),
    (
        re.compile(r"^this layer is missing$"),
        QT_TRANSLATE_NOOP("MapProblem", "This layer is missing from the file."),
    ),
)
_OTHER = QT_TRANSLATE_NOOP("MapProblem", "The map check says: {message}")
_SQUARE = QT_TRANSLATE_NOOP("MapProblem", "Square {x}, {y}")
_SECTION = QT_TRANSLATE_NOOP("MapProblem", "Section {number}")
_LOCATION = QT_TRANSLATE_NOOP("MapProblem", "Location {letter}")
_SECTION_WHERE = re.compile(r"^(?:\[map\] )?section (?P<number>\d+)\b")
_LOCATION_WHERE = re.compile(r"^\[(?:map|reserved)\] location '?(?P<letter>[a-z])'?")
_LAYER_WHERE = re.compile(r"^\[(?P<layer>[a-z_]+)\]")


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CONTEXT, text)


def _terrain(value: str) -> str:
    try:
        return terrain_looks()[Terrain(value)].name
    except ValueError:
        return value


def where_text(problem: MapProblem) -> str:
    """Where the problem is: its square when it names one, else its section or layer."""
    if problem.squares:
        x, y = problem.squares[0]
        return _tr(_SQUARE).format(x=x, y=y)
    section = _SECTION_WHERE.match(problem.where)
    if section is not None:
        return _tr(_SECTION).format(number=section["number"])
    location = _LOCATION_WHERE.match(problem.where)
    if location is not None:
        return _tr(_LOCATION).format(letter=location["letter"])
    layer = _LAYER_WHERE.match(problem.where)
    if layer is not None and layer["layer"] in _LAYER_NAMES:
        return _tr(_LAYER_NAMES[layer["layer"]])
    return problem.where


def map_problem_text(problem: MapProblem) -> str:
    """One map problem as a sentence, after where it is: "Square 6, 1: Start space 1 is on …"."""
    found = matched(_PATTERNS, problem.message)
    if found is None:
        sentence = _tr(_OTHER).format(message=problem.message)
    else:
        text, values = found
        if "terrain" in values:
            values["terrain"] = _terrain(values["terrain"])
        sentence = _tr(text).format(**values)
    return f"{where_text(problem)}: {sentence}"
