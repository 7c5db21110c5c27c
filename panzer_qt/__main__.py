"""``python -m panzer_qt``."""

import sys

from panzer_qt.cli import main

sys.exit(main())
