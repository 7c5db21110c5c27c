"""``python -m panzer_qt.mapgen GEO_FOLDER [--sources DIR] [--out FILE]``, the same as ``panzer-qt mapgen``."""

import sys

from panzer_qt.cli import main

sys.exit(main(["mapgen", *sys.argv[1:]]))
