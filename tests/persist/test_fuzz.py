"""Whatever bytes are in the file, loading ends in a whole game or a SaveError, never a traceback."""

from __future__ import annotations

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from founders_desktop.persist import Problem, SaveError, encode_save
from founders_desktop.persist.checksum import payload_checksum
from founders_desktop.persist.decode import decode_save
from founders_desktop.persist.jsontext import looks_truncated
from founders_desktop.persist.saves import GAME_KINDS, MIGRATIONS
from tests.persist.samples import city_game

GOOD = encode_save("city", city_game())


def load_or_refuse(data: bytes) -> Problem | None:
    try:
        decode_save(data, GAME_KINDS, MIGRATIONS)
    except SaveError as error:
        return error.problem_code
    return None


@given(st.binary(max_size=300))
@settings(max_examples=100, deadline=None)
def test_random_bytes_are_refused_cleanly(data: bytes) -> None:
    assert load_or_refuse(data) is not None


@given(st.integers(0, len(GOOD) - 1), st.integers(0, 255))
@settings(max_examples=150, deadline=None)
def test_any_changed_byte_is_refused_or_harmless(position: int, value: int) -> None:
    data = bytearray(GOOD)
    data[position] = value
    problem = load_or_refuse(bytes(data))
    if problem is None:  # only a change that leaves the same document may load, e.g. in white space
        assert json.loads(bytes(data))["payload"] == json.loads(GOOD)["payload"]


@given(st.integers(0, len(GOOD) - 1), st.binary(min_size=1, max_size=20))
@settings(max_examples=100, deadline=None)
def test_inserted_junk_is_refused_or_harmless(position: int, junk: bytes) -> None:
    load_or_refuse(GOOD[:position] + junk + GOOD[position:])  # a whole game or a SaveError


SMALL_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=6,
)
TOP_KEYS = sorted(json.loads(GOOD))
PAYLOAD_KEYS = sorted(json.loads(GOOD)["payload"])


@given(SMALL_JSON)
@settings(max_examples=100, deadline=None)
def test_any_json_document_is_refused_cleanly(document: object) -> None:
    assert load_or_refuse(json.dumps(document).encode()) is not None


@given(st.sampled_from(TOP_KEYS), st.sampled_from(PAYLOAD_KEYS), SMALL_JSON, st.booleans())
@settings(max_examples=100, deadline=None)
def test_a_save_with_any_field_replaced_is_refused_cleanly(
    top: str, inner: str, value: object, in_payload: bool
) -> None:
    """The hand-edits a checksum cannot catch (it was recomputed) still end in a SaveError."""
    document = json.loads(GOOD)
    if in_payload:
        document["payload"][inner] = value
        document["checksum"] = payload_checksum(document["payload"])
    else:
        document[top] = value
    load_or_refuse(json.dumps(document).encode())  # a whole game or a SaveError: nothing else


def test_very_deep_nesting_is_refused_not_crashed() -> None:
    assert load_or_refuse(b"[" * 100_000) is Problem.NOT_JSON
    assert load_or_refuse(b"[" * 100_000 + b"]" * 100_000) is Problem.NOT_JSON


def test_truncation_is_told_from_a_syntax_error() -> None:
    assert looks_truncated('{"a": [1, 2')
    assert looks_truncated('{"a": "unfinished')
    assert looks_truncated('{"a": "escaped quote \\"')
    assert not looks_truncated('{"a": 1,, "b": 2}')
    assert not looks_truncated('{"a": [1, 2}')
    assert not looks_truncated("]")
