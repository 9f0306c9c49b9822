"""The fuzz corpus: seed files made by the app itself, and seeded mutations of them.

Seeds: a city save (a real game's log), a tactics save (a real game's log, in ``.fdsave`` and in
the tactics engine's own ``.json``), a sandbox layout, a shipped scenario, a cases file and a
content pack file. Mutations: truncation, bit flips, type changes, removed and duplicated keys,
huge and non-finite numbers, deep nesting, bad encodings, re-signed checksums (so a change
reaches the payload's own checks) and illegal moves in the logs.
"""

from __future__ import annotations

import copy
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from founders_desktop.persist.checksum import envelope_checksum, payload_checksum
from founders_desktop.resources import resource

TACTICS_CASES = Path(__file__).parents[2] / "resources" / "tactics-cases" / "monster-turns.json"


@dataclass(frozen=True)
class Seed:
    name: str  # city, tactics, tactics_json, sandbox, scenario, cases, pack_resources
    suffix: str
    data: bytes

    @property
    def is_save(self) -> bool:
        return self.suffix == ".fdsave"


def make_seeds(folder: Path) -> list[Seed]:
    """The seed files, written by the app's own writers into ``folder``."""
    from founders_desktop.app.sandbox.files import write_layout
    from founders_desktop.app.sandbox.layout import Entry
    from founders_desktop.app.tactics.play_save import write_fdsave
    from founders_desktop.city.game.replay import parse_action
    from founders_desktop.content import default_pack
    from founders_desktop.persist import save_game
    from founders_desktop.tactics.autoplay import random_game
    from founders_desktop.tactics.rounds.save import save_game as save_tactics_json
    from founders_desktop.tactics.scenario import load_scenario
    from tests.persist.city_logs import city_save, legal_log

    folder.mkdir(parents=True, exist_ok=True)
    seeds = []
    log = legal_log(30)
    city = save_game(folder / "city.fdsave", "city", city_save(log))
    seeds.append(Seed("city", ".fdsave", city.read_bytes()))

    scenario_file = resource("scenarios", "mossy-cellar.json")
    scenario = load_scenario(scenario_file)
    actions = [step.action for _, step in zip(range(25), random_game(scenario, 11), strict=False)]
    tactics = write_fdsave(folder / "tactics.fdsave", scenario, None, 11, actions)
    seeds.append(Seed("tactics", ".fdsave", tactics.read_bytes()))
    save_tactics_json(folder / "tactics.json", scenario, 11, actions)
    seeds.append(Seed("tactics_json", ".json", (folder / "tactics.json").read_bytes()))

    pack = default_pack()
    placements = [parse_action(a, i).placement for i, a in enumerate(log) if "placement" in a]
    entries = tuple(Entry(p) for p in placements if p is not None)
    sandbox = write_layout(folder / "sandbox.fdsave", pack, "symmetric", 2, entries, note="fuzz")
    seeds.append(Seed("sandbox", ".fdsave", sandbox.read_bytes()))

    seeds.append(Seed("scenario", ".json", scenario_file.read_bytes()))
    cases = json.loads(TACTICS_CASES.read_bytes())
    seeds.append(Seed("cases", ".json", json.dumps(cases[:3], indent=1).encode()))
    seeds.append(
        Seed("pack_resources", ".json", resource("content", "default", "resources.json").read_bytes())
    )
    return seeds


# -- mutations -----------------------------------------------------------------------------------

JSONValue = Any
STRANGE_VALUES: list[JSONValue] = [
    None,
    True,
    0,
    -1,
    2**63,
    2**70,
    1.5,
    "",
    "x" * 300,
    "\u00e9\u4e2d",
    [],
    {},
    [1, "a"],
    {"type": "x"},
]


def _paths(value: JSONValue, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out.extend(_paths(item, (*prefix, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value[:40]):
            out.extend(_paths(item, (*prefix, index)))
    return out


def _get(value: JSONValue, path: tuple[Any, ...]) -> JSONValue:
    for part in path:
        value = value[part]
    return value


def _set(value: JSONValue, path: tuple[Any, ...], new: JSONValue) -> JSONValue:
    if not path:
        return new
    parent = _get(value, path[:-1])
    parent[path[-1]] = new
    return value


def _structural(doc: JSONValue, rng: random.Random) -> tuple[str, JSONValue | str]:
    """One change to the parsed document; a str result is raw JSON text (for what ``json``
    cannot make: duplicate keys, 1e999, NaN, a 5,000-digit number, lone surrogates)."""
    doc = copy.deepcopy(doc)
    paths = _paths(doc)
    path = rng.choice(paths[1:] or paths)
    choice = rng.randrange(8)
    if choice == 0:
        return "type_change", _set(doc, path, rng.choice(STRANGE_VALUES))
    if choice == 1 and path:
        parent = _get(doc, path[:-1])
        if isinstance(parent, dict):
            del parent[path[-1]]
        elif isinstance(parent, list):
            parent.pop(path[-1])
        return "removed_key", doc
    if choice == 2:
        marker = "__DUP__"
        objects = [p for p in paths if isinstance(_get(doc, p), dict) and _get(doc, p)]
        if objects:
            target = _get(doc, rng.choice(objects))
            key = rng.choice(list(target))
            target[marker] = rng.choice(STRANGE_VALUES)
            text = json.dumps(doc)
            return "duplicated_key", text.replace(json.dumps(marker), json.dumps(key), 1)
    if choice == 3:
        token = "__NUM__"
        text = json.dumps(_set(doc, path, token))
        number = rng.choice(["1e999", "-1e999", "NaN", "Infinity", "9" * 5000, "1e308", "-0", "1E400"])
        return "huge_number", text.replace(json.dumps(token), number, 1)
    if choice == 4:
        depth = rng.choice([100, 1000, 100_000])
        token = "__DEEP__"
        text = json.dumps(_set(doc, path, token))
        return "deep_nesting", text.replace(json.dumps(token), "[" * depth + "1" + "]" * depth, 1)
    if choice == 5:
        token = "__SURROGATE__"
        text = json.dumps(_set(doc, path, token))
        return "lone_surrogate", text.replace(json.dumps(token), '"\\ud800x"', 1)
    if choice == 6 and path:
        parent = _get(doc, path[:-1])
        if isinstance(parent, list) and parent:
            parent.insert(rng.randrange(len(parent) + 1), copy.deepcopy(rng.choice(parent)))
            return "duplicated_item", doc
    return "type_change", _set(doc, path, rng.choice(STRANGE_VALUES))


def _log_change(doc: JSONValue, rng: random.Random) -> tuple[str, JSONValue] | None:
    """An illegal move in a save's log: reordered, dropped, doubled, another seat, a field
    changed, or a move of another game."""
    payload = doc.get("payload") if isinstance(doc, dict) else None
    actions = payload.get("actions") if isinstance(payload, dict) else None
    if not isinstance(actions, list) or not actions:
        return None
    doc = copy.deepcopy(doc)
    actions = doc["payload"]["actions"]
    i = rng.randrange(len(actions))
    choice = rng.randrange(6)
    if choice == 0 and len(actions) > 1:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    elif choice == 1:
        actions.pop(i)
        if not actions:
            actions.append({"type": "skip", "seat": 0})
    elif choice == 2:
        actions.insert(i, copy.deepcopy(actions[i]))
    elif choice == 3 and "seat" in actions[i]:
        actions[i]["seat"] = rng.choice([0, 1, 2, 3, -1, 99])
    elif choice == 4:
        keys = [k for k in actions[i] if k != "type"]
        if keys:
            actions[i][rng.choice(keys)] = rng.choice(STRANGE_VALUES)
    else:
        actions.append(copy.deepcopy(rng.choice(actions)))
    return "illegal_move", doc


def _resign(text: str) -> str:
    """Recompute a save's checksum, as anyone can: the change then reaches the payload checks."""
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return text
    if not isinstance(doc, dict) or "payload" not in doc:
        return text
    try:
        if str(doc.get("checksum", "")).startswith("sha256-envelope:"):
            doc["checksum"] = envelope_checksum(doc, doc["payload"])
        else:
            doc["checksum"] = payload_checksum(doc["payload"])
    except (TypeError, ValueError, RecursionError, UnicodeEncodeError):
        return text
    return json.dumps(doc, indent=1)


def _bytes_mutation(data: bytes, rng: random.Random) -> tuple[str, bytes]:
    choice = rng.randrange(5)
    if choice == 0:
        return "truncated", data[: rng.randrange(len(data))]
    if choice == 1:
        out = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            pos = rng.randrange(len(out))
            out[pos] ^= 1 << rng.randrange(8)
        return "bit_flip", bytes(out)
    if choice == 2:
        return "utf16", data.decode("utf-8").encode("utf-16")
    if choice == 3:
        pos = rng.randrange(len(data))
        return "bad_utf8", data[:pos] + rng.choice([b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x00"]) + data[pos:]
    return "empty", rng.choice([b"", b"   \n", b"\xef\xbb\xbf"])


def mutate(seed: Seed, rng: random.Random) -> tuple[str, bytes]:
    """One mutated file of ``seed``: (kind of mutation, bytes)."""
    if rng.random() < 0.3:
        return _bytes_mutation(seed.data, rng)
    doc = json.loads(seed.data)
    change: tuple[str, JSONValue | str] | None = None
    if seed.is_save and rng.random() < 0.35:
        change = _log_change(doc, rng)
    if change is None:
        change = _structural(doc, rng)
    kind, result = change
    text = result if isinstance(result, str) else json.dumps(result, indent=1)
    if seed.is_save and rng.random() < 0.8:
        text = _resign(text)
    try:
        return kind, text.encode("utf-8")
    except UnicodeEncodeError:
        return kind, text.encode("utf-8", "surrogatepass")
