"""Every reader (saves, scenarios, cases, content packs) refuses JSON's edge cases in one line
naming the file, within a second: no traceback, no hang on a FIFO, no reading /dev/zero."""

from __future__ import annotations

import os
import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from founders_desktop.app.tactics.case_io import CaseFileError
from founders_desktop.app.tactics.case_io import load_cases as load_app_cases
from founders_desktop.content import safe_file
from founders_desktop.content.loader import PackError, load_pack
from founders_desktop.persist import SaveError, load_save
from founders_desktop.resources import resource
from founders_desktop.tactics.cases import load_cases
from founders_desktop.tactics.content_errors import TacticsFileError, read_json

EDGES: dict[str, bytes] = {
    "huge_int": b'{"a": ' + b"9" * 5000 + b"}",
    "inf": b'{"a": 1e999}',
    "nan": b'{"a": NaN}',
    "surrogate": b'{"a": "\\ud800"}',
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "deep_object": b'{"a":' * 100_000 + b"1" + b"}" * 100_000,
    "not_utf8": b'{"a": "\xff\xfe"}',
    "empty": b"",
}

READERS: dict[str, tuple[Callable[[Path], object], tuple[type[BaseException], ...]]] = {
    "save": (load_save, (SaveError,)),
    "scenario": (read_json, (TacticsFileError,)),
    "cases": (load_cases, (ValueError,)),
    "app_cases": (load_app_cases, (CaseFileError,)),
}


def _refused(reader: str, path: Path) -> str:
    function, errors = READERS[reader]
    start = time.perf_counter()
    with pytest.raises(errors) as caught:
        function(path)
    assert time.perf_counter() - start < 1.0
    text = str(caught.value) + " " + getattr(caught.value, "detail", "")
    assert str(path.name) in text or str(path) in text
    return text


@pytest.mark.parametrize("reader", sorted(READERS))
@pytest.mark.parametrize("edge", sorted(EDGES))
def test_edge_case_is_refused_quickly_naming_the_file(tmp_path: Path, reader: str, edge: str) -> None:
    path = tmp_path / f"{edge}.json"
    path.write_bytes(EDGES[edge])
    _refused(reader, path)


@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_100_mb_file_is_refused_unread(tmp_path: Path, reader: str) -> None:
    path = tmp_path / "big.json"
    with path.open("wb") as handle:
        handle.truncate(100 * 1024 * 1024)  # sparse: costs no disk
    assert "MB" in _refused(reader, path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_fifo_does_not_block(tmp_path: Path, reader: str) -> None:
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    _refused(reader, path)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
@pytest.mark.parametrize("reader", sorted(READERS))
def test_a_device_is_not_read(reader: str) -> None:
    _refused(reader, Path("/dev/zero"))


def test_an_over_long_file_name_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        load_save(tmp_path / ("x" * 5000 + ".fdsave"))
    assert "longer than the system allows" in str(caught.value)


def test_plain_json_still_reads(tmp_path: Path) -> None:
    path = tmp_path / "ok.json"
    path.write_text('{"a": [1, 2.5, "\\u00e9", {"b": null}], "c": 18446744073709551615}', encoding="utf-8")
    assert safe_file.read_json(path) == {"a": [1, 2.5, "é", {"b": None}], "c": 2**64 - 1}


# -- content packs: edge cases in their files, and paths that leave the folder ---------------------


def _pack_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "pack"
    shutil.copytree(resource("content", "default"), folder)
    return folder


@pytest.mark.parametrize("edge", sorted(EDGES))
def test_pack_file_edge_case_is_a_pack_problem(tmp_path: Path, edge: str) -> None:
    folder = _pack_copy(tmp_path)
    (folder / "resources.json").write_bytes(EDGES[edge])
    start = time.perf_counter()
    with pytest.raises(PackError) as caught:
        load_pack(folder)
    assert time.perf_counter() - start < 3.0  # the rest of the pack is still checked
    assert any(p.file == "resources.json" for p in caught.value.problems)


@pytest.mark.parametrize("bad", ["../../../../etc/passwd", "/etc/passwd", "maps/../../outside.map"])
def test_pack_map_path_must_stay_inside_the_pack(tmp_path: Path, bad: str) -> None:
    folder = _pack_copy(tmp_path)
    (tmp_path / "outside.map").write_text("[map]\n", encoding="utf-8")
    manifest = (folder / "pack.json").read_text(encoding="utf-8")
    import json

    data = json.loads(manifest)
    data["maps"] = [bad, *data["maps"][1:]]
    (folder / "pack.json").write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PackError) as caught:
        load_pack(folder)
    problems = [p for p in caught.value.problems if p.file == bad]
    assert problems and "inside the pack" in problems[0].message
