"""JSON Schemas of the file formats, generated into ``docs/``.

Regenerate with ``python -m panzer_qt.model.schema``; a test fails when the committed ones are stale.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pydantic import BaseModel

from panzer_qt.model.record import GameRecord
from panzer_qt.model.scenario import Scenario

SCHEMAS: dict[str, type[BaseModel]] = {
    "scenario.schema.json": Scenario,
    "record.schema.json": GameRecord,
}
DOCS = Path(__file__).resolve().parents[2] / "docs"


def schema_text(model: type[BaseModel]) -> str:
    """The model's JSON Schema as stable, indented JSON text."""
    return json.dumps(model.model_json_schema(), indent=1, sort_keys=True) + "\n"


def write_schemas(folder: Path = DOCS) -> list[Path]:
    """Write every schema into ``folder``; return the paths written."""
    written = []
    for name, model in SCHEMAS.items():
        path = folder / name
        path.write_text(schema_text(model), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for written_path in write_schemas(Path(sys.argv[1]) if len(sys.argv) > 1 else DOCS):
        print(written_path)
