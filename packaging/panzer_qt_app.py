"""The frozen application's entry point (PyInstaller starts this script): the ``panzer-qt`` command."""

import multiprocessing
import sys

from panzer_qt.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # ``simulate --workers`` starts processes of the frozen program (Windows, macOS)
    sys.exit(main())
