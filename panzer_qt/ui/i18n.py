"""The program's language: the Qt translators of English or Spanish, chosen by ``--lang``, the Language
setting or the system locale, in that order.

The ``.ts`` sources and compiled ``.qm`` files are in ``resources/i18n``; ``python -m
panzer_qt.tools.translations`` brings them up to date with the code (see its docstring).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from panzer_qt.paths import RESOURCES
from panzer_qt.ui.settings import LANGUAGE, Settings, user_store

I18N_DIR = RESOURCES / "i18n"
"""Where the translations are (the wheel and the application carry them inside the package)."""
LANGUAGES = ("en", "es")
"""The languages the program speaks; the first is the one its texts are written in."""
override: str | None = None
"""The language asked for on the command line (``--lang``), before the setting."""
_installed: list[QTranslator] = []


def chosen_language(choice: str, system: QLocale | None = None) -> str:
    """The language to speak for a choice of the Language setting: "system" follows the locale's language,
    English when the program does not speak it.

    >>> chosen_language("es"), chosen_language("system", QLocale("es_AR")), chosen_language("system", QLocale("fr"))
    ('es', 'es', 'en')
    """
    if choice in LANGUAGES:
        return choice
    language = (system or QLocale.system()).name().split("_")[0]
    return language if language in LANGUAGES else LANGUAGES[0]


def qm_file(language: str) -> Path:
    """The compiled translation of the program into a language."""
    return I18N_DIR / f"panzer_qt_{language}.qm"


def install(app: QCoreApplication, language: str) -> list[QTranslator]:
    """Speak ``language`` from now on: the program's translator and Qt's own (standard dialogs and buttons)
    replace those installed before. Widgets made before keep their texts."""
    for old in _installed:
        app.removeTranslator(old)
    _installed.clear()
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name, folder in ((f"panzer_qt_{language}", str(I18N_DIR)), (f"qtbase_{language}", qt_dir)):
        translator = QTranslator(app)
        if translator.load(name, folder):
            app.installTranslator(translator)
            _installed.append(translator)
    QLocale.setDefault(QLocale(language))
    return list(_installed)


def install_chosen(app: QCoreApplication) -> str:
    """Install the language of ``--lang``, else of the Language setting; the language installed."""
    choice = override or Settings(user_store()).get(LANGUAGE)
    language = chosen_language(choice)
    install(app, language)
    return language
