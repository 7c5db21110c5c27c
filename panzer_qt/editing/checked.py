"""Validated copies of frozen models, and the engine's scenario checks run after every edit.

``model_copy(update=...)`` does not validate, so edits never use it: ``rebuilt`` builds the new model through
pydantic, which validates the changed values and runs the model's own validators (the unchanged values are
themselves validated model instances, and pass as they are). ``finish`` then runs ``check_scenario``.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from panzer_qt.model.errors import Problem
from panzer_qt.model.jsonfile import validation_problems
from panzer_qt.model.scenario import Scenario
from panzer_qt.model.text import Text
from panzer_qt.rules.scenario_check import check_scenario

M = TypeVar("M", bound=BaseModel)


class EditRefused(Exception):
    """An edit the scenario cannot take: it would break the format or make the file unloadable."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = problems
        super().__init__(self.reason())

    @classmethod
    def because(cls, where: str, message: Text) -> EditRefused:
        """A refusal with one reason."""
        return cls([Problem(where, message)])

    def reason(self) -> str:
        """Every problem, one per line."""
        return "\n".join(str(p) for p in self.problems)


def _refusal(error: ValidationError, where: str) -> EditRefused:
    return EditRefused([Problem(where + p.where.removeprefix("$"), p.text) for p in validation_problems(error)])


def rebuilt(model: M, where: str = "$", **changes: Any) -> M:
    """A copy of ``model`` with ``changes``, validated; ``where`` is the model's JSON path, for the messages.

    >>> from panzer_qt.model.oob import StepValues
    >>> rebuilt(StepValues(attack=3, defence=4), attack=5)
    StepValues(attack=5, defence=4)
    >>> rebuilt(StepValues(attack=3, defence=4), "$.units[0].steps[0]", attack=-1)
    Traceback (most recent call last):
    ...
    panzer_qt.editing.checked.EditRefused: $.units[0].steps[0].attack: should be at least 0
    """
    try:
        return type(model).model_validate({**dict(model), **changes})
    except ValidationError as exc:
        raise _refusal(exc, where) from None


def built(model: type[M], data: Any, where: str = "$") -> M:
    """A new model validated from plain data (``EditRefused`` with JSON paths if it is invalid)."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise _refusal(exc, where) from None


def with_map(scenario: Scenario, **changes: Any) -> Scenario:
    """The scenario with these map fields changed, validated (not yet checked: see ``finish``)."""
    return rebuilt(scenario, map=rebuilt(scenario.map, "$.map", **changes))


def finish(before: Scenario, after: Scenario) -> Scenario:
    """``after`` if the engine's scenario checks find nothing in it that ``before`` did not already have.

    A scenario opened with problems can still be edited (to fix them); an edit may not add any.
    """
    problems = check_scenario(after)
    if problems:
        old = {p.message for p in check_scenario(before)}
        new = [p for p in problems if p.message not in old]
        if new:
            raise EditRefused(new)
    return after
