"""PyInstaller's hook for panzer_qt: the data the program reads (scenario, icons, compiled translations, help books),
not what serves only its developers (the translation sources, mapgen's inputs), as in the wheel."""

from PyInstaller.utils.hooks import collect_data_files

NOT_FOR_PLAYERS = ["**/*.ts", "scenarios/sources/**", "tools/**"]
datas = collect_data_files("panzer_qt", excludes=NOT_FOR_PLAYERS)
excludedimports = ["panzer_qt.tools"]
