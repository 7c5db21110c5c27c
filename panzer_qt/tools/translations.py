"""Bring the translations up to date with the code: ``python -m panzer_qt.tools.translations``.

It runs ``pyside6-lupdate`` (PySide6-Essentials) over the UI code, merges the texts it finds into
``resources/i18n/panzer_qt_{en,es}.ts`` (translations kept, texts gone from the code dropped,
new ones added unfinished), and compiles each ``.ts`` with ``pyside6-lrelease`` into the ``.qm`` the
program loads. English is the language of the code: its file only carries the plural forms.
Translate the new texts with Qt Linguist (``pyside6-linguist``) or any editor, then run it again.
``--check`` changes nothing and fails if a text is new, unfinished or gone, or a translation loses a
``{name}`` placeholder or ``%n``.

The engine's texts (``panzer_qt/model``, ``rules``, ``records``, ``editing``, ``geo``, ``ai``, ``net``: refusals, file
problems, the server's errors) are found here, not by lupdate: the message of every
``IllegalCommand(rule, "...")``, the template of every ``Text("...")`` and every
``QT_TRANSLATE_NOOP("Engine", "...")``, all in the context "Engine". A template written as an f-string is
refused: its values would be baked into the text to translate.

lupdate does not see that ``QCoreApplication.translate(context, text, None, n)`` has plural forms, so
every text with ``%n`` is marked as having them here.
"""

from __future__ import annotations

import argparse
import ast
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from pathlib import Path

from panzer_qt.paths import RESOURCES

PACKAGE = Path(__file__).resolve().parent.parent
SOURCES = PACKAGE / "ui"
ENGINE_SOURCES = [PACKAGE / name for name in ("model", "rules", "records", "editing", "geo", "ai", "net")]
ENGINE_CONTEXT = "Engine"
TEMPLATE_ARGUMENT = {"IllegalCommand": 1, "Text": 0, "QT_TRANSLATE_NOOP": 1}
"""The calls whose argument at this position is an engine text to translate."""
I18N_DIR = RESOURCES / "i18n"
LANGUAGES = ("en", "es")
Key = tuple[str, str, str]
"""A message: its context, source text and disambiguation comment."""


@dataclass
class Message:
    """One text to translate and its translation (one form, or the plural forms)."""

    key: Key
    forms: list[str] = field(default_factory=list)
    finished: bool = False

    @property
    def plural(self) -> bool:
        return "%n" in self.key[1]


def tool(name: str) -> str:
    """A PySide6 tool beside the running Python, or on the PATH."""
    beside = Path(sys.executable).with_name(name)
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6-Essentials (pip install -e .)")
    return found


def extract(language: str) -> list[Key]:
    """The texts marked for translation in the UI code, in lupdate's order."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / f"{language}.ts"
        sources = sorted(str(p) for p in SOURCES.rglob("*.py"))
        lupdate = [tool("pyside6-lupdate"), "-silent", "-locations", "none", "-target-language", language]
        subprocess.run([*lupdate, *sources, "-ts", str(out)], check=True, capture_output=True)
        found = [m.key for m in read_ts(out)]
    return list(dict.fromkeys([*found, *engine_keys()]))


def engine_keys() -> list[Key]:
    """The engine's texts to translate, in the order of the files and of the calls in them."""
    keys = []
    for path in sorted(p for folder in ENGINE_SOURCES for p in folder.rglob("*.py")):
        calls = [n for n in ast.walk(ast.parse(path.read_text(), str(path))) if isinstance(n, ast.Call)]
        for call in sorted(calls, key=lambda n: (n.lineno, n.col_offset)):
            keys += [(ENGINE_CONTEXT, template, "") for template in _templates(call, path)]
    return keys


def _templates(call: ast.Call, path: Path) -> list[str]:
    """The literal templates an engine call carries (both of ``"a" if x else "b"``), if it is one that carries one."""
    name = call.func.id if isinstance(call.func, ast.Name) else None
    index = TEMPLATE_ARGUMENT.get(name or "")
    if index is None or len(call.args) <= index:
        return []
    context = call.args[0]
    if name == "QT_TRANSLATE_NOOP" and not (isinstance(context, ast.Constant) and context.value == ENGINE_CONTEXT):
        return []
    argument = call.args[index]
    choices = [argument.body, argument.orelse] if isinstance(argument, ast.IfExp) else [argument]
    if any(isinstance(choice, ast.JoinedStr) for choice in choices):
        raise SystemExit(f"{path}:{call.lineno}: an engine text written as an f-string: give its values as fields")
    return [c.value for c in choices if isinstance(c, ast.Constant) and isinstance(c.value, str)]


def read_ts(path: Path) -> list[Message]:
    """The messages of a .ts file."""
    found = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for node in context.iter("message"):
            key = (name, node.findtext("source", ""), node.findtext("comment", ""))
            text = node.find("translation")
            assert text is not None, f"{path}: a message without a translation element"
            forms = [f.text or "" for f in text.iter("numerusform")] or [text.text or ""]
            found.append(Message(key, forms, text.get("type") not in ("unfinished", "obsolete", "vanished")))
    return found


def english_forms(source: str) -> list[str]:
    """The English singular and plural of a text written "%n step(s)": "%n step", "%n steps"."""
    return [re.sub(r"\((e?s)\)", "", source), re.sub(r"\((e?s)\)", r"\1", source)]


def merged(language: str, keys: list[Key], old: dict[Key, Message]) -> list[Message]:
    """The texts of the code with their translations so far (English: the code's own words)."""
    messages = []
    for key in keys:
        kept = old.get(key)
        if kept is not None and kept.finished:
            messages.append(kept)
        elif language == LANGUAGES[0]:
            forms = english_forms(key[1]) if "%n" in key[1] else [key[1]]
            messages.append(Message(key, forms, True))
        else:
            messages.append(Message(key, kept.forms if kept else [], False))
    return messages


def write_ts(path: Path, language: str, messages: list[Message]) -> None:
    """Write messages as a .ts file, grouped by context."""
    root = ET.Element("TS", version="2.1", language=language, sourcelanguage="en")
    contexts: dict[str, ET.Element] = {}
    for message in messages:
        name, source, comment = message.key
        if name not in contexts:
            contexts[name] = ET.SubElement(root, "context")
            ET.SubElement(contexts[name], "name").text = name
        node = ET.SubElement(contexts[name], "message", numerus="yes") if message.plural else None
        node = node if node is not None else ET.SubElement(contexts[name], "message")
        ET.SubElement(node, "source").text = source
        if comment:
            ET.SubElement(node, "comment").text = comment
        text = ET.SubElement(node, "translation")
        if not message.finished:
            text.set("type", "unfinished")
        if message.plural:
            for form in message.forms or ["", ""]:
                ET.SubElement(text, "numerusform").text = form
        elif message.forms:
            text.text = message.forms[0]
    ET.indent(root)
    path.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + ET.tostring(root, "unicode") + "\n")


PLACEHOLDER = re.compile(r"\{[^{}]*\}|%n")
"""What a translation must keep of its source: ``{name}`` fields (with their format) and the count ``%n``."""


def problems(language: str, messages: list[Message], old: dict[Key, Message]) -> list[str]:
    """What keeps a language's file from being up to date and complete."""
    found = [f"{language}: gone from the code: {key}" for key in old.keys() - {m.key for m in messages}]
    for m in messages:
        what = "new" if m.key not in old else "unfinished" if not m.finished else ""
        found += [f"{language}: {what}: {m.key}"] if what else []
        wanted = set(PLACEHOLDER.findall(m.key[1]))
        for form in m.forms if m.finished else []:
            lost = wanted - set(PLACEHOLDER.findall(form))
            found += [f"{language}: {m.key} loses {sorted(lost)} in {form!r}"] if lost else []
    return found


TRANSLATING = frozenset({"translate", "tr"})
"""The calls whose result is a translated text (``QCoreApplication.translate``, ``self.tr``)."""
WORD = re.compile(r"^[^#]*\b[A-Za-z]*[a-z][A-Za-z]*[a-z]")
"""A word in a literal (not a code such as "DL1+DR", not a colour): built into a translated sentence, it stays
English in every language."""


def built_in_words(root: Path = SOURCES) -> list[str]:
    """Untranslated words built into translated sentences in the UI code: a ``.format`` of a translated text given
    a literal with a word (or a name assigned one in the same function), or an enum's ``.value`` capitalized."""
    found = []
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(), str(path))
        for function in [tree, *(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef))]:
            literals = _literal_names(function)
            for call in (n for n in ast.walk(function) if isinstance(n, ast.Call) and _formats_translation(n)):
                found += [
                    f"{path.relative_to(root)}:{call.lineno}: {{{k.arg}}} is given untranslated words"
                    for k in call.keywords
                    if _untranslated(k.value, literals)
                ]
    return sorted(set(found))


def _formats_translation(call: ast.Call) -> bool:
    func = call.func
    if not (isinstance(func, ast.Attribute) and func.attr == "format" and isinstance(func.value, ast.Call)):
        return False
    inner = func.value.func
    return (inner.attr if isinstance(inner, ast.Attribute) else getattr(inner, "id", "")) in TRANSLATING


def _literal_names(function: ast.AST) -> set[str]:
    """The local names of ``function`` assigned a literal holding a word (or a choice of such literals)."""
    names = set()
    for node in ast.walk(function):
        if isinstance(node, ast.Assign) and _untranslated(node.value, set()):
            names |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return names


def _untranslated(value: ast.expr, literals: set[str]) -> bool:
    """Whether ``value`` is an English word as it stands: a literal with a word, an enum's ``.value`` capitalized,
    or a name assigned one."""
    if isinstance(value, ast.Constant):
        return isinstance(value.value, str) and bool(WORD.search(value.value))
    if isinstance(value, ast.IfExp):
        return _untranslated(value.body, literals) or _untranslated(value.orelse, literals)
    if isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and not value.args:
        inner = value.func.value
        words = value.func.attr in ("capitalize", "title")
        enum_value = isinstance(inner, ast.Attribute) and inner.attr == "value"
        return words and (enum_value or _untranslated(inner, literals))
    return isinstance(value, ast.Name) and value.id in literals


def update(check: bool) -> list[str]:
    """Update (or with ``check`` only examine) every language's files; the problems left."""
    found: list[str] = []
    for language in LANGUAGES:
        ts = I18N_DIR / f"panzer_qt_{language}.ts"
        old = {m.key: m for m in read_ts(ts)} if ts.exists() else {}
        messages = merged(language, extract(language), old)
        if not check:
            write_ts(ts, language, messages)
            lrelease = [tool("pyside6-lrelease"), "-silent", "-nounfinished", str(ts)]
            subprocess.run([*lrelease, "-qm", str(ts.with_suffix(".qm"))], check=True)
            old = {m.key: m for m in messages}
        found += problems(language, messages, old)
    return found + built_in_words()


def main(argv: list[str] | None = None) -> int:
    """Update the translations, or with ``--check`` say what is out of date; 1 if anything is."""
    parser = argparse.ArgumentParser(prog="python -m panzer_qt.tools.translations", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="change nothing; fail if a text is not translated")
    found = update(parser.parse_args(argv).check)
    print("\n".join(found) or "translations up to date")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
