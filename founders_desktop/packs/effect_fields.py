"""What an action's parameters are, read from the effect models, so a form can edit any kind.

An action (a building's worker action, an adviser's main action, a race's racial action) is a
list of effects; each effect is one of the known kinds in ``EFFECT_KINDS``. The editor changes
an effect's kind (it starts with the smallest valid values) and its parameters; both read the
pydantic model of the kind, so a new kind or parameter needs no new form code. No Qt.
"""

from __future__ import annotations

import types
from dataclasses import dataclass
from typing import Any, Literal, Union, get_args, get_origin

from pydantic import BaseModel, TypeAdapter, ValidationError

from founders_desktop.content.effects import EFFECT_KINDS, Effect

ParamKind = Literal["number", "flag", "one", "some", "nested"]


@dataclass(frozen=True)
class Param:
    """One parameter: ``number`` (a count, at least ``low``), ``flag`` (yes/no), ``one`` (one of
    ``options``; "" for none when ``optional``), ``some`` (a set of ``options``), ``nested``
    (a choice's options, each a list of effects edited like an action of its own)."""

    name: str
    kind: ParamKind
    options: tuple[str | int, ...] = ()
    optional: bool = False
    low: int = 0


def _model(kind: str) -> type[BaseModel]:
    for member in get_args(get_args(Effect)[0]):
        if member.model_fields["kind"].default == kind:
            return member  # type: ignore[no-any-return]
    raise KeyError(kind)


def _param(name: str, annotation: Any, low: int) -> Param:
    origin = get_origin(annotation)
    if origin in (Union, types.UnionType):
        inner = [a for a in get_args(annotation) if a is not type(None)]
        return Param(name, "one", tuple(get_args(inner[0])), optional=True)
    if origin is Literal:
        return Param(name, "one", tuple(get_args(annotation)))
    if origin is tuple:
        item = get_args(annotation)[0]
        if get_origin(item) is Literal:
            return Param(name, "some", tuple(get_args(item)))
        return Param(name, "nested")
    if annotation is bool:
        return Param(name, "flag")
    return Param(name, "number", low=low)


def params(kind: str) -> tuple[Param, ...]:
    """The parameters of one effect kind, in the model's order (``kind`` itself left out)."""
    out = []
    for name, info in _model(kind).model_fields.items():
        if name == "kind":
            continue
        low = next((int(m.ge) for m in info.metadata if getattr(m, "ge", None) is not None), 0)
        out.append(_param(name, info.annotation, low))
    return tuple(out)


def fresh_effect(kind: str) -> dict[str, Any]:
    """A valid effect of ``kind`` with the smallest values (a choice: two options of 1 money)."""
    if kind not in EFFECT_KINDS:
        raise KeyError(kind)
    effect: dict[str, Any] = {"kind": kind}
    for param in params(kind):
        info = _model(kind).model_fields[param.name]
        if not info.is_required():
            continue
        if param.kind == "number":
            effect[param.name] = max(1, param.low)
        elif param.kind == "one":
            effect[param.name] = param.options[0]
        elif param.kind == "nested":
            effect[param.name] = [[fresh_effect("gain_money")], [fresh_effect("gain_points")]]
    return effect


def param_value(effect: dict[str, Any], param: Param) -> Any:
    """The effect's value of ``param``, or the model's default where the JSON leaves it out."""
    if param.name in effect:
        return effect[param.name]
    info = _model(str(effect.get("kind"))).model_fields[param.name]
    default = info.get_default()
    return list(default) if isinstance(default, tuple) else default


def with_param(effect: dict[str, Any], param: Param, value: Any) -> dict[str, Any]:
    """A copy of the effect with ``param`` set (an optional choice of "" removes it)."""
    out = dict(effect)
    if param.kind == "one" and param.optional and not value:
        out.pop(param.name, None)
    else:
        out[param.name] = list(value) if isinstance(value, (list, tuple)) else value
    return out


def readable(raw: Any) -> bool:
    """Whether ``raw`` is a list of known effects (else the form shows it and leaves it be)."""
    try:
        TypeAdapter(tuple[Effect, ...]).validate_python(raw)
    except ValidationError:
        return False
    return True
