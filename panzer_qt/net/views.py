"""A seat's view told as what changed: the server sends a ``ViewChange`` from the seat's latest view to the next,
the client applies it to its copy and holds exactly the view the server would have sent whole.

The state's dictionary fields (``units``, ``control``...) change by their entries, the other fields whole; the
view's own small fields (``hidden``, ``unseen``, who acts...) are always sent. A client whose view is not the
change's ``base`` asks for the whole view again (``Sync``).
"""

from __future__ import annotations

from typing import Any

from panzer_qt.model.state import GameState
from panzer_qt.net.protocol import View, ViewChange

STATE_FIELDS = tuple(GameState.model_fields)
VIEW_FIELDS = ("hidden", "unseen", "to_act", "can_undo", "status", "resigned_by", "last_move_at")
"""The view's fields besides its state and identity, sent whole with every change."""
_NONE = object()


class OutOfStep(ValueError):
    """A change that does not apply to the view held (another base, or a field this version lacks)."""


def view_change(old: View, new: View) -> ViewChange:
    """What changed from view ``old`` to view ``new`` of the same seat."""
    fields: dict[str, Any] = {}
    entries: dict[str, dict[str, Any]] = {}
    gone: dict[str, list[str]] = {}
    for name in STATE_FIELDS:
        before, after = getattr(old.state, name), getattr(new.state, name)
        if before is after or before == after:
            continue
        if isinstance(before, dict) and isinstance(after, dict):
            entries[name] = {k: v for k, v in after.items() if (was := before.get(k, _NONE)) is not v and was != v}
            gone[name] = [k for k in before if k not in after]
        else:
            fields[name] = after
    own = {name: getattr(new, name) for name in VIEW_FIELDS}
    gone = {name: keys for name, keys in gone.items() if keys}
    return ViewChange(base=old.step, step=new.step, fields=fields, entries=entries, gone=gone, **own)


def apply_change(view: View, change: ViewChange) -> View:
    """The view after ``change`` (a new one: ``view`` is left as it was); OutOfStep if it does not apply."""
    if change.base != view.step:
        raise OutOfStep(f"a change from step {change.base} to a view at step {view.step}")
    unknown = (set(change.fields) | set(change.entries) | set(change.gone)) - set(STATE_FIELDS)
    if unknown:
        raise OutOfStep(f"state fields this version lacks: {sorted(unknown)}")
    state = view.state.clone()
    assign = GameState.__pydantic_validator__.validate_assignment
    for name, value in change.fields.items():
        assign(state, name, value)
    for name in set(change.entries) | set(change.gone):
        merged = dict(getattr(state, name))
        merged.update(change.entries.get(name, {}))
        for key in change.gone.get(name, ()):
            merged.pop(key, None)
        assign(state, name, merged)
    own = {name: getattr(change, name) for name in VIEW_FIELDS}
    return view.model_copy(update={"step": change.step, "state": state, **own})
