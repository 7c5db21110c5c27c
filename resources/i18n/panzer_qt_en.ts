<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>About</name>
    <message>
      <source>1:10m physical vectors v4.0.0: rivers and the Carpathians</source>
      <translation>1:10m physical vectors v4.0.0: rivers and the Carpathians</translation>
    </message>
    <message>
      <source>public domain</source>
      <translation>public domain</translation>
    </message>
    <message>
      <source>river mouths, forests, ridges</source>
      <translation>river mouths, forests, ridges</translation>
    </message>
    <message>
      <source>town coordinates</source>
      <translation>town coordinates</translation>
    </message>
    <message>
      <source>not installed</source>
      <translation>not installed</translation>
    </message>
    <message>
      <source>A digital edition of the wargame &lt;i&gt;Breakout: First Panzer Army&lt;/i&gt; (Ukraine, March-April 1944): a playing client, a scenario editor and a replay viewer over one rules engine.</source>
      <translation>A digital edition of the wargame &lt;i&gt;Breakout: First Panzer Army&lt;/i&gt; (Ukraine, March-April 1944): a playing client, a scenario editor and a replay viewer over one rules engine.</translation>
    </message>
    <message>
      <source>Made with Natural Earth. The five hexes the rulebook fixes place the map; the project file docs/data-sources.md tells how the map is made.</source>
      <translation>Made with Natural Earth. The five hexes the rulebook fixes place the map; the project file docs/data-sources.md tells how the map is made.</translation>
    </message>
    <message>
      <source>Component</source>
      <translation>Component</translation>
    </message>
    <message>
      <source>Version</source>
      <translation>Version</translation>
    </message>
    <message>
      <source>Licence</source>
      <translation>Licence</translation>
    </message>
    <message>
      <source>Versions and licences</source>
      <translation>Versions and licences</translation>
    </message>
    <message>
      <source>Map data</source>
      <translation>Map data</translation>
    </message>
  </context>
  <context>
    <name>AboutDialog</name>
    <message>
      <source>About panzer-qt</source>
      <translation>About panzer-qt</translation>
    </message>
  </context>
  <context>
    <name>Actions</name>
    <message>
      <source>Everything</source>
      <translation>Everything</translation>
    </message>
    <message>
      <source>German View</source>
      <translation>German View</translation>
    </message>
    <message>
      <source>Soviet View</source>
      <translation>Soviet View</translation>
    </message>
    <message>
      <source>Game records (*.json)</source>
      <translation>Game records (*.json)</translation>
    </message>
  </context>
  <context>
    <name>App</name>
    <message>
      <source>panzer-qt: cannot open the file</source>
      <translation>panzer-qt: cannot open the file</translation>
    </message>
    <message>
      <source>panzer-qt: cannot open the scenario</source>
      <translation>panzer-qt: cannot open the scenario</translation>
    </message>
  </context>
  <context>
    <name>BackgroundOpen</name>
    <message>
      <source>Reading {name}...</source>
      <translation>Reading {name}...</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <source>Opening a saved game</source>
      <translation>Opening a saved game</translation>
    </message>
    <message>
      <source>Replaying {name}: step {step} of {steps}</source>
      <translation>Replaying {name}: step {step} of {steps}</translation>
    </message>
  </context>
  <context>
    <name>BalanceCharts</name>
    <message>
      <source>This scenario</source>
      <translation>This scenario</translation>
    </message>
    <message>
      <source>Baseline</source>
      <translation>Baseline</translation>
    </message>
  </context>
  <context>
    <name>BalanceDialog</name>
    <message>
      <source>Balance Test</source>
      <translation>Balance Test</translation>
    </message>
    <message>
      <source>Close this window (a test running is cancelled)</source>
      <translation>Close this window (a test running is cancelled)</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Players</translation>
    </message>
    <message>
      <source>German</source>
      <translation>German</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>Soviet</translation>
    </message>
    <message>
      <source>German:</source>
      <translation>German:</translation>
    </message>
    <message>
      <source>Soviet:</source>
      <translation>Soviet:</translation>
    </message>
    <message>
      <source>How many games (seeds) to play; with a baseline, as many again there</source>
      <translation>How many games (seeds) to play; with a baseline, as many again there</translation>
    </message>
    <message>
      <source>The first game's seed; the next games count up from it</source>
      <translation>The first game's seed; the next games count up from it</translation>
    </message>
    <message>
      <source>Games:</source>
      <translation>Games:</translation>
    </message>
    <message>
      <source>First seed:</source>
      <translation>First seed:</translation>
    </message>
    <message>
      <source>%v of %m games</source>
      <translation>%v of %m games</translation>
    </message>
    <message>
      <source>Where to play</source>
      <translation>Where to play</translation>
    </message>
    <message>
      <source>This machine</source>
      <translation>This machine</translation>
    </message>
    <message>
      <source>Play the games in processes of this computer</source>
      <translation>Play the games in processes of this computer</translation>
    </message>
    <message>
      <source> processes</source>
      <translation> processes</translation>
    </message>
    <message>
      <source>Games played at once, one process each (this computer has {n} cores)</source>
      <translation>Games played at once, one process each (this computer has {n} cores)</translation>
    </message>
    <message>
      <source>Dask cluster</source>
      <translation>Dask cluster</translation>
    </message>
    <message>
      <source>Play the games on the workers of a Dask cluster (see the balance lab's guide)</source>
      <translation>Play the games on the workers of a Dask cluster (see the balance lab's guide)</translation>
    </message>
    <message>
      <source>The address of the cluster's scheduler, tcp://HOST:PORT</source>
      <translation>The address of the cluster's scheduler, tcp://HOST:PORT</translation>
    </message>
    <message>
      <source>Against a baseline</source>
      <translation>Against a baseline</translation>
    </message>
    <message>
      <source>No baseline</source>
      <translation>No baseline</translation>
    </message>
    <message>
      <source>The file as last saved</source>
      <translation>The file as last saved</translation>
    </message>
    <message>
      <source>Another scenario file...</source>
      <translation>Another scenario file...</translation>
    </message>
    <message>
      <source>Play the same seeds on another scenario too, and compare the two</source>
      <translation>Play the same seeds on another scenario too, and compare the two</translation>
    </message>
    <message>
      <source>Run</source>
      <translation>Run</translation>
    </message>
    <message>
      <source>Start playing the games in the background</source>
      <translation>Start playing the games in the background</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancel</translation>
    </message>
    <message>
      <source>Stop the test; the games finished are kept and saved</source>
      <translation>Stop the test; the games finished are kept and saved</translation>
    </message>
    <message>
      <source>Open Study...</source>
      <translation>Open Study...</translation>
    </message>
    <message>
      <source>Show a balance test saved earlier</source>
      <translation>Show a balance test saved earlier</translation>
    </message>
    <message>
      <source>Baseline scenario</source>
      <translation>Baseline scenario</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Scenarios (*.json)</translation>
    </message>
    <message>
      <source>The games of the bar clicked: click one to open it in the replay viewer</source>
      <translation>The games of the bar clicked: click one to open it in the replay viewer</translation>
    </message>
    <message>
      <source>Results</source>
      <translation>Results</translation>
    </message>
    <message>
      <source>VP histogram</source>
      <translation>VP histogram</translation>
    </message>
    <message>
      <source>VP by source</source>
      <translation>VP by source</translation>
    </message>
    <message>
      <source>VP by turn</source>
      <translation>VP by turn</translation>
    </message>
    <message>
      <source>Divisions cut off</source>
      <translation>Divisions cut off</translation>
    </message>
    <message>
      <source>Thinking time</source>
      <translation>Thinking time</translation>
    </message>
    <message>
      <source>Starting the games on {where}...</source>
      <translation>Starting the games on {where}...</translation>
    </message>
    <message>
      <source>the Dask cluster at {address}</source>
      <translation>the Dask cluster at {address}</translation>
    </message>
    <message>
      <source>this machine</source>
      <translation>this machine</translation>
    </message>
    <message>
      <source>{address} is not a Dask scheduler address: use tcp://HOST:PORT</source>
      <translation>{address} is not a Dask scheduler address: use tcp://HOST:PORT</translation>
    </message>
    <message>
      <source>The game would refuse this scenario:
</source>
      <translation>The game would refuse this scenario:
</translation>
    </message>
    <message>
      <source>There is no baseline file: save the scenario first, or choose another file</source>
      <translation>There is no baseline file: save the scenario first, or choose another file</translation>
    </message>
    <message>
      <source>Cannot use the baseline: {reason}</source>
      <translation>Cannot use the baseline: {reason}</translation>
    </message>
    <message>
      <source>Cancelling...</source>
      <translation>Cancelling...</translation>
    </message>
    <message>
      <source>{done} of {total} games; about {left} left</source>
      <translation>{done} of {total} games; about {left} left</translation>
    </message>
    <message>
      <source>All {done} games played.</source>
      <translation>All {done} games played.</translation>
    </message>
    <message>
      <source>Cancelled: {done} games played.</source>
      <translation>Cancelled: {done} games played.</translation>
    </message>
    <message>
      <source>The test stopped: {reason}. The {done} games finished are kept.</source>
      <translation>The test stopped: {reason}. The {done} games finished are kept.</translation>
    </message>
    <message>
      <source>Cannot save the study: {reason}</source>
      <translation>Cannot save the study: {reason}</translation>
    </message>
    <message>
      <source>Saved as {file}</source>
      <translation>Saved as {file}</translation>
    </message>
    <message>
      <source>Open balance study</source>
      <translation>Open balance study</translation>
    </message>
    <message>
      <source>Balance studies (*.json)</source>
      <translation>Balance studies (*.json)</translation>
    </message>
    <message>
      <source>Cannot open the study: {reason}</source>
      <translation>Cannot open the study: {reason}</translation>
    </message>
    <message>
      <source>A study of {when}, {status}.</source>
      <translation>A study of {when}, {status}.</translation>
    </message>
    <message>
      <source>The scenario has changed since.</source>
      <translation>The scenario has changed since.</translation>
    </message>
    <message>
      <source>No record was kept of this game</source>
      <translation>No record was kept of this game</translation>
    </message>
    <message>
      <source>{s} s</source>
      <translation>{s} s</translation>
    </message>
    <message>
      <source>{m} min {s:02d} s</source>
      <translation>{m} min {s:02d} s</translation>
    </message>
    <message>
      <source>{h} h {m:02d} min</source>
      <translation>{h} h {m:02d} min</translation>
    </message>
  </context>
  <context>
    <name>BalanceFigures</name>
    <message>
      <source>Too few games paired by seed to compare ({pairs}).</source>
      <translation>Too few games paired by seed to compare ({pairs}).</translation>
    </message>
    <message>
      <source>This change does not move the game: every seed gave both the same VP.</source>
      <translation>This change does not move the game: every seed gave both the same VP.</translation>
    </message>
    <message>
      <source>This change leaves the mean VP where it was (0.0 ± {half} VP).</source>
      <translation>This change leaves the mean VP where it was (0.0 ± {half} VP).</translation>
    </message>
    <message>
      <source>This change moves the game {vp} ± {half} VP towards the Soviet side.</source>
      <translation>This change moves the game {vp} ± {half} VP towards the Soviet side.</translation>
    </message>
    <message>
      <source>This change moves the game {vp} ± {half} VP towards the German side.</source>
      <translation>This change moves the game {vp} ± {half} VP towards the German side.</translation>
    </message>
    <message>
      <source>The interval includes 0: not a clear shift yet.</source>
      <translation>The interval includes 0: not a clear shift yet.</translation>
    </message>
    <message>
      <source>{games} games: Soviet victory {soviet}, draw {draw}, German victory {german}; mean {vp} VP.</source>
      <translation>{games} games: Soviet victory {soviet}, draw {draw}, German victory {german}; mean {vp} VP.</translation>
    </message>
    <message>
      <source>unfinished</source>
      <translation>unfinished</translation>
    </message>
    <message>
      <source>Seed {seed} (baseline): {vp} VP, {result}</source>
      <translation>Seed {seed} (baseline): {vp} VP, {result}</translation>
    </message>
    <message>
      <source>Seed {seed}: {vp} VP, {result}</source>
      <translation>Seed {seed}: {vp} VP, {result}</translation>
    </message>
    <message>
      <source>Difference (paired)</source>
      <translation>Difference (paired)</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <source>Mean Soviet VP</source>
      <translation>Mean Soviet VP</translation>
    </message>
    <message>
      <source>Games cut off</source>
      <translation>Games cut off</translation>
    </message>
    <message>
      <source>Median first turn</source>
      <translation>Median first turn</translation>
    </message>
    <message>
      <source>German division</source>
      <translation>German division</translation>
    </message>
    <message>
      <source>Baseline: games</source>
      <translation>Baseline: games</translation>
    </message>
    <message>
      <source>Baseline: median turn</source>
      <translation>Baseline: median turn</translation>
    </message>
    <message>
      <source>Phases</source>
      <translation>Phases</translation>
    </message>
    <message>
      <source>Median (s)</source>
      <translation>Median (s)</translation>
    </message>
    <message>
      <source>Worst (s)</source>
      <translation>Worst (s)</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Player</translation>
    </message>
    <message>
      <source>Baseline: median (s)</source>
      <translation>Baseline: median (s)</translation>
    </message>
    <message>
      <source>German: {player}</source>
      <translation>German: {player}</translation>
    </message>
    <message>
      <source>Soviet: {player}</source>
      <translation>Soviet: {player}</translation>
    </message>
  </context>
  <context>
    <name>BookmarkDialog</name>
    <message>
      <source>The bookmark's name in the Bookmarks list</source>
      <translation>The bookmark's name in the Bookmarks list</translation>
    </message>
    <message>
      <source>Title</source>
      <translation>Title</translation>
    </message>
    <message>
      <source>Note</source>
      <translation>Note</translation>
    </message>
  </context>
  <context>
    <name>BookmarkPanel</name>
    <message>
      <source>The chosen bookmark's note</source>
      <translation>The chosen bookmark's note</translation>
    </message>
    <message>
      <source>Bookmark the step shown</source>
      <translation>Bookmark the step shown</translation>
    </message>
    <message>
      <source>Change the chosen bookmark's title and note</source>
      <translation>Change the chosen bookmark's title and note</translation>
    </message>
    <message>
      <source>Remove the chosen bookmark</source>
      <translation>Remove the chosen bookmark</translation>
    </message>
    <message>
      <source>Add...</source>
      <translation>Add...</translation>
    </message>
    <message>
      <source>Edit...</source>
      <translation>Edit...</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Remove</translation>
    </message>
    <message>
      <source>Step {step}</source>
      <translation>Step {step}</translation>
    </message>
    <message>
      <source>, turn {turn}, {phase}</source>
      <translation>, turn {turn}, {phase}</translation>
    </message>
    <message>
      <source>&lt;p style='white-space:pre-wrap'&gt;{note}&lt;/p&gt;</source>
      <translation>&lt;p style='white-space:pre-wrap'&gt;{note}&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Add bookmark</source>
      <translation>Add bookmark</translation>
    </message>
    <message>
      <source>Edit bookmark</source>
      <translation>Edit bookmark</translation>
    </message>
  </context>
  <context>
    <name>Books</name>
    <message>
      <source>How this program reads the rulebook where it is unclear or silent. The engine cites these numbers beside the rule numbers in its messages.</source>
      <translation>How this program reads the rulebook where it is unclear or silent. The engine cites these numbers beside the rule numbers in its messages.</translation>
    </message>
    <message>
      <source>Rulings</source>
      <translation>Rulings</translation>
    </message>
  </context>
  <context>
    <name>BrushTool</name>
    <message>
      <source>Brush:</source>
      <translation>Brush:</translation>
    </message>
    <message numerus="yes">
      <source>paint %n hex(es) at a time</source>
      <translation>
        <numerusform>paint %n hex at a time</numerusform>
        <numerusform>paint %n hexes at a time</numerusform>
      </translation>
    </message>
    <message>
      <source>Flood fill</source>
      <translation>Flood fill</translation>
    </message>
    <message>
      <source>fill the connected area under the cursor</source>
      <translation>fill the connected area under the cursor</translation>
    </message>
  </context>
  <context>
    <name>ChartModel</name>
    <message>
      <source>Chart: {label}</source>
      <translation>Chart: {label}</translation>
    </message>
  </context>
  <context>
    <name>ChartsPanel</name>
    <message>
      <source>value</source>
      <translation>value</translation>
    </message>
    <message>
      <source>below 1:2</source>
      <translation>below 1:2</translation>
    </message>
    <message>
      <source>above 7:1</source>
      <translation>above 7:1</translation>
    </message>
    <message>
      <source>MP mechanized</source>
      <translation>MP mechanized</translation>
    </message>
    <message>
      <source>MP non-mechanized</source>
      <translation>MP non-mechanized</translation>
    </message>
    <message>
      <source>mechanized</source>
      <translation>mechanized</translation>
    </message>
    <message>
      <source>non-mechanized</source>
      <translation>non-mechanized</translation>
    </message>
    <message>
      <source>clear</source>
      <translation>clear</translation>
    </message>
    <message>
      <source>forest</source>
      <translation>forest</translation>
    </message>
    <message>
      <source>rough</source>
      <translation>rough</translation>
    </message>
    <message>
      <source>marsh</source>
      <translation>marsh</translation>
    </message>
    <message>
      <source>thaw</source>
      <translation>thaw</translation>
    </message>
    <message>
      <source>frost</source>
      <translation>frost</translation>
    </message>
    <message>
      <source>storm</source>
      <translation>storm</translation>
    </message>
    <message>
      <source>town shift</source>
      <translation>town shift</translation>
    </message>
    <message>
      <source>fortified shift german defends</source>
      <translation>fortified shift german defends</translation>
    </message>
    <message>
      <source>fortified shift soviet defends</source>
      <translation>fortified shift soviet defends</translation>
    </message>
    <message>
      <source>mp non mechanized</source>
      <translation>mp non mechanized</translation>
    </message>
    <message>
      <source>mp mechanized</source>
      <translation>mp mechanized</translation>
    </message>
    <message>
      <source>river</source>
      <translation>river</translation>
    </message>
    <message>
      <source>concentric german</source>
      <translation>concentric german</translation>
    </message>
    <message>
      <source>concentric soviet</source>
      <translation>concentric soviet</translation>
    </message>
    <message>
      <source>kg</source>
      <translation>kg</translation>
    </message>
    <message>
      <source>tiger</source>
      <translation>tiger</translation>
    </message>
    <message>
      <source>german steps</source>
      <translation>german steps</translation>
    </message>
    <message>
      <source>soviet non artillery steps</source>
      <translation>soviet non artillery steps</translation>
    </message>
    <message>
      <source>soviet artillery steps</source>
      <translation>soviet artillery steps</translation>
    </message>
    <message>
      <source>town vp</source>
      <translation>town vp</translation>
    </message>
    <message>
      <source>fortified vp</source>
      <translation>fortified vp</translation>
    </message>
    <message>
      <source>out of cc town vp</source>
      <translation>out of cc town vp</translation>
    </message>
    <message>
      <source>exit vp</source>
      <translation>exit vp</translation>
    </message>
    <message>
      <source>exit vp max</source>
      <translation>exit vp max</translation>
    </message>
    <message>
      <source>soviet victory at</source>
      <translation>soviet victory at</translation>
    </message>
    <message>
      <source>draw at</source>
      <translation>draw at</translation>
    </message>
    <message>
      <source>turn {n}</source>
      <translation>turn {n}</translation>
    </message>
    <message>
      <source>CRT</source>
      <translation>CRT</translation>
    </message>
    <message>
      <source>Combat Results Table (13.9): odds column by die roll</source>
      <translation>Combat Results Table (13.9): odds column by die roll</translation>
    </message>
    <message>
      <source>Off the table (R15)</source>
      <translation>Off the table (R15)</translation>
    </message>
    <message>
      <source>Terrain</source>
      <translation>Terrain</translation>
    </message>
    <message>
      <source>Terrain Effects Chart (12.2, 13.8)</source>
      <translation>Terrain Effects Chart (12.2, 13.8)</translation>
    </message>
    <message>
      <source>combat shift</source>
      <translation>combat shift</translation>
    </message>
    <message>
      <source>Towns and fortified localities (13.8.4, R36, R56)</source>
      <translation>Towns and fortified localities (13.8.4, R36, R56)</translation>
    </message>
    <message>
      <source>Other column shifts (13.4, 13.5, 13.8.2)</source>
      <translation>Other column shifts (13.4, 13.5, 13.8.2)</translation>
    </message>
    <message>
      <source>Weather</source>
      <translation>Weather</translation>
    </message>
    <message>
      <source>Weather by turn and die roll (5.1)</source>
      <translation>Weather by turn and die roll (5.1)</translation>
    </message>
    <message>
      <source>Turn 1 (3.1)</source>
      <translation>Turn 1 (3.1)</translation>
    </message>
    <message>
      <source>Movement</source>
      <translation>Movement</translation>
    </message>
    <message>
      <source>Movement factors (12.1)</source>
      <translation>Movement factors (12.1)</translation>
    </message>
    <message>
      <source>River crossing: extra MP by die roll (12.3)</source>
      <translation>River crossing: extra MP by die roll (12.3)</translation>
    </message>
    <message>
      <source>River crossing (12.3)</source>
      <translation>River crossing (12.3)</translation>
    </message>
    <message>
      <source>major river roll bonus</source>
      <translation>major river roll bonus</translation>
    </message>
    <message>
      <source>flat cost (optional rule)</source>
      <translation>flat cost (optional rule)</translation>
    </message>
    <message>
      <source>Stacking, victory</source>
      <translation>Stacking, victory</translation>
    </message>
    <message>
      <source>Stacking limits (6.1, 6.2)</source>
      <translation>Stacking limits (6.1, 6.2)</translation>
    </message>
    <message>
      <source>Victory points (4.1-4.4)</source>
      <translation>Victory points (4.1-4.4)</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation>Scenario</translation>
    </message>
    <message>
      <source>Reset to the rulebook</source>
      <translation>Reset to the rulebook</translation>
    </message>
    <message>
      <source>put the rulebook's values back in these charts (R1)</source>
      <translation>put the rulebook's values back in these charts (R1)</translation>
    </message>
    <message>
      <source>Reset charts to the rulebook</source>
      <translation>Reset charts to the rulebook</translation>
    </message>
  </context>
  <context>
    <name>ChatPanel</name>
    <message>
      <source>A message for your opponent</source>
      <translation>A message for your opponent</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Send</translation>
    </message>
    <message>
      <source>{side} player</source>
      <translation>{side} player</translation>
    </message>
    <message>
      <source>You</source>
      <translation>You</translation>
    </message>
  </context>
  <context>
    <name>CombatPanel</name>
    <message>
      <source>Click an enemy stack to target it, then your adjacent stacks to add or drop attackers (13.0).</source>
      <translation>Click an enemy stack to target it, then your adjacent stacks to add or drop attackers (13.0).</translation>
    </message>
    <message>
      <source>German defensive support</source>
      <translation>German defensive support</translation>
    </message>
    <message>
      <source>Commit defence</source>
      <translation>Commit defence</translation>
    </message>
    <message>
      <source>Add CAS</source>
      <translation>Add CAS</translation>
    </message>
    <message>
      <source>More CAS before the roll (13.3)</source>
      <translation>More CAS before the roll (13.3)</translation>
    </message>
    <message>
      <source>Declare</source>
      <translation>Declare</translation>
    </message>
    <message>
      <source>Declare the attack: the defending stack is revealed and the attack cannot be called off (6.3)</source>
      <translation>Declare the attack: the defending stack is revealed and the attack cannot be called off (6.3)</translation>
    </message>
    <message>
      <source>Resolve</source>
      <translation>Resolve</translation>
    </message>
    <message>
      <source>Probe</source>
      <translation>Probe</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Clear</translation>
    </message>
    <message>
      <source>Result {value}: answer the decision above (13.9).</source>
      <translation>Result {value}: answer the decision above (13.9).</translation>
    </message>
    <message>
      <source>German player: commit defensive support.</source>
      <translation>German player: commit defensive support.</translation>
    </message>
    <message>
      <source>Resolve to roll the die.</source>
      <translation>Resolve to roll the die.</translation>
    </message>
    <message>
      <source>Declared: {who} attacks {hex}. {step}</source>
      <translation>Declared: {who} attacks {hex}. {step}</translation>
    </message>
    <message>
      <source>Declared: {who} attack {hex}. {step}</source>
      <translation>Declared: {who} attack {hex}. {step}</translation>
    </message>
    <message>
      <source>none</source>
      <translation>none</translation>
    </message>
    <message>
      <source>probe into {probe_hex}</source>
      <translation>probe into {probe_hex}</translation>
    </message>
    <message>
      <source>{hint}
Target: {where}. Attackers: {who}.</source>
      <translation>{hint}
Target: {where}. Attackers: {who}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;b&gt;Last combat, at {defender_hex}, resolved at:&lt;/b&gt;&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;Last combat, at {defender_hex}, resolved at:&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p style='color:#b3261e'&gt;{message} ({rule})&lt;/p&gt;</source>
      <translation>&lt;p style='color:#b3261e'&gt;{message} ({rule})&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Commit the chosen German defensive support to this combat</source>
      <translation>Commit the chosen German defensive support to this combat</translation>
    </message>
    <message>
      <source>How many more air support markers to add before the die is rolled (13.3)</source>
      <translation>How many more air support markers to add before the die is rolled (13.3)</translation>
    </message>
    <message>
      <source>Add these air support markers to the declared combat</source>
      <translation>Add these air support markers to the declared combat</translation>
    </message>
    <message>
      <source>Roll the die for the declared combat (13.8)</source>
      <translation>Roll the die for the declared combat (13.8)</translation>
    </message>
    <message>
      <source>Advance the chosen German units into the empty target hex (13.6)</source>
      <translation>Advance the chosen German units into the empty target hex (13.6)</translation>
    </message>
    <message>
      <source>Forget the chosen target and attackers</source>
      <translation>Forget the chosen target and attackers</translation>
    </message>
  </context>
  <context>
    <name>CombatReport</name>
    <message>
      <source>die {roll}</source>
      <translation>die {roll}</translation>
    </message>
    <message>
      <source>no roll (automatic result, 13.8.1)</source>
      <translation>no roll (automatic result, 13.8.1)</translation>
    </message>
    <message>
      <source>, {attack} against {defence}</source>
      <translation>, {attack} against {defence}</translation>
    </message>
    <message>
      <source>Column {column}{totals}, {die}</source>
      <translation>Column {column}{totals}, {die}</translation>
    </message>
  </context>
  <context>
    <name>CommandText</name>
    <message>
      <source>{cas} CAS</source>
      <translation>{cas} CAS</translation>
    </message>
    <message>
      <source>{units} attacks {hex}</source>
      <translation>{units} attacks {hex}</translation>
    </message>
    <message>
      <source>{units} attack {hex}</source>
      <translation>{units} attack {hex}</translation>
    </message>
    <message>
      <source>, supported by {extra}</source>
      <translation>, supported by {extra}</translation>
    </message>
    <message>
      <source>German defensive support: {extra}</source>
      <translation>German defensive support: {extra}</translation>
    </message>
    <message>
      <source>No German defensive support</source>
      <translation>No German defensive support</translation>
    </message>
    <message>
      <source>{unit_id} stays and loses a step instead of retreating</source>
      <translation>{unit_id} stays and loses a step instead of retreating</translation>
    </message>
    <message>
      <source>{unit_id} retreats to {hex}</source>
      <translation>{unit_id} retreats to {hex}</translation>
    </message>
    <message>
      <source>No advance after combat</source>
      <translation>No advance after combat</translation>
    </message>
    <message>
      <source>{units} advances</source>
      <translation>{units} advances</translation>
    </message>
    <message>
      <source>{units} advance</source>
      <translation>{units} advance</translation>
    </message>
    <message>
      <source>{units} moves along {path}</source>
      <translation>{units} moves along {path}</translation>
    </message>
    <message>
      <source>{units} move along {path}</source>
      <translation>{units} move along {path}</translation>
    </message>
    <message>
      <source>{units} leaves the map</source>
      <translation>{units} leaves the map</translation>
    </message>
    <message>
      <source>{units} leave the map</source>
      <translation>{units} leave the map</translation>
    </message>
    <message>
      <source>{side} commits {markers} more CAS</source>
      <translation>{side} commits {markers} more CAS</translation>
    </message>
    <message>
      <source>The die is rolled for the combat</source>
      <translation>The die is rolled for the combat</translation>
    </message>
    <message>
      <source>{units} probes into {hex}</source>
      <translation>{units} probes into {hex}</translation>
    </message>
    <message>
      <source>{units} probe into {hex}</source>
      <translation>{units} probe into {hex}</translation>
    </message>
    <message>
      <source>{unit_id} takes the step loss</source>
      <translation>{unit_id} takes the step loss</translation>
    </message>
    <message>
      <source>{unit_id} is removed from the over-stacked hex</source>
      <translation>{unit_id} is removed from the over-stacked hex</translation>
    </message>
    <message>
      <source>{unit_id} is set up in {hex}</source>
      <translation>{unit_id} is set up in {hex}</translation>
    </message>
    <message>
      <source>{kg} is placed in {hex}</source>
      <translation>{kg} is placed in {hex}</translation>
    </message>
    <message>
      <source>{unit_id} arrives in {hex}</source>
      <translation>{unit_id} arrives in {hex}</translation>
    </message>
    <message>
      <source>{unit_id} returns in {hex}</source>
      <translation>{unit_id} returns in {hex}</translation>
    </message>
    <message>
      <source>The sequence is announced: {sequence}</source>
      <translation>The sequence is announced: {sequence}</translation>
    </message>
    <message>
      <source>{unit_id} is put on top of its stack</source>
      <translation>{unit_id} is put on top of its stack</translation>
    </message>
    <message>
      <source>End of the phase</source>
      <translation>End of the phase</translation>
    </message>
  </context>
  <context>
    <name>Compare</name>
    <message>
      <source>From step {a} to step {b}:</source>
      <translation>From step {a} to step {b}:</translation>
    </message>
  </context>
  <context>
    <name>ComparePanel</name>
    <message>
      <source>The earlier point: the set-up, a bookmark or the current step</source>
      <translation>The earlier point: the set-up, a bookmark or the current step</translation>
    </message>
    <message>
      <source>The later point: the set-up, a bookmark or the current step</source>
      <translation>The later point: the set-up, a bookmark or the current step</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Compare</translation>
    </message>
    <message>
      <source>List what changed between the two points and show it on the map</source>
      <translation>List what changed between the two points and show it on the map</translation>
    </message>
    <message>
      <source>From:</source>
      <translation>From:</translation>
    </message>
    <message>
      <source>To:</source>
      <translation>To:</translation>
    </message>
    <message>
      <source>The current step</source>
      <translation>The current step</translation>
    </message>
    <message>
      <source>Step 0: the set-up</source>
      <translation>Step 0: the set-up</translation>
    </message>
    <message>
      <source>Step {step}: {title}</source>
      <translation>Step {step}: {title}</translation>
    </message>
  </context>
  <context>
    <name>ComputerSeats</name>
    <message>
      <source>Person</source>
      <translation>Person</translation>
    </message>
    <message>
      <source>the computer player failed and is paused: {error}</source>
      <translation>the computer player failed and is paused: {error}</translation>
    </message>
  </context>
  <context>
    <name>Connection</name>
    <message>
      <source>{server} is not a server address: use ws://HOST:PORT or wss://HOST:PORT</source>
      <translation>{server} is not a server address: use ws://HOST:PORT or wss://HOST:PORT</translation>
    </message>
    <message>
      <source>this is not a seat code: a code is 16 to 128 letters, digits, - and _ (copy the one your opponent gave you, nothing before or after it)</source>
      <translation>this is not a seat code: a code is 16 to 128 letters, digits, - and _ (copy the one your opponent gave you, nothing before or after it)</translation>
    </message>
    <message>
      <source>cannot reach the server at {server}: is it running? Is the address right?</source>
      <translation>cannot reach the server at {server}: is it running? Is the address right?</translation>
    </message>
  </context>
  <context>
    <name>Crash</name>
    <message>
      <source>No game has been autosaved yet.</source>
      <translation>No game has been autosaved yet.</translation>
    </message>
    <message>
      <source>The last autosave is {path}, from {time}.</source>
      <translation>The last autosave is {path}, from {time}.</translation>
    </message>
    <message>
      <source>panzer-qt: something went wrong</source>
      <translation>panzer-qt: something went wrong</translation>
    </message>
    <message>
      <source>Something went wrong: {what}</source>
      <translation>Something went wrong: {what}</translation>
    </message>
    <message>
      <source>What you were doing was stopped; the program goes on, and your game is safe.</source>
      <translation>What you were doing was stopped; the program goes on, and your game is safe.</translation>
    </message>
    <message>
      <source>The program cannot go on and will close.</source>
      <translation>The program cannot go on and will close.</translation>
    </message>
    <message>
      <source>To report it, press Copy details and paste them into your report, with a few words on what you were doing.</source>
      <translation>To report it, press Copy details and paste them into your report, with a few words on what you were doing.</translation>
    </message>
    <message>
      <source>The details of the error, as Copy details copies them</source>
      <translation>The details of the error, as Copy details copies them</translation>
    </message>
    <message>
      <source>Copy details</source>
      <translation>Copy details</translation>
    </message>
    <message>
      <source>Copy the versions, the error and the last lines of the log to the clipboard, for a report</source>
      <translation>Copy the versions, the error and the last lines of the log to the clipboard, for a report</translation>
    </message>
    <message>
      <source>Open log folder</source>
      <translation>Open log folder</translation>
    </message>
    <message>
      <source>Show the folder that holds the program's log files</source>
      <translation>Show the folder that holds the program's log files</translation>
    </message>
    <message>
      <source>The details are on the clipboard.</source>
      <translation>The details are on the clipboard.</translation>
    </message>
  </context>
  <context>
    <name>DecisionPanel</name>
    <message>
      <source>Not allowed: {reason}</source>
      <translation>Not allowed: {reason}</translation>
    </message>
    <message>
      <source>in {hex}</source>
      <translation>in {hex}</translation>
    </message>
    <message>
      <source>attacking {hex}</source>
      <translation>attacking {hex}</translation>
    </message>
    <message>
      <source>{side} player: choose the unit {place} that loses a step ({count} to lose) - a button or its counter ({rule}).</source>
      <translation>{side} player: choose the unit {place} that loses a step ({count} to lose) - a button or its counter ({rule}).</translation>
    </message>
    <message>
      <source>German player: click a highlighted hex to retreat {retreat_unit} from {from_hex} ({rule}).</source>
      <translation>German player: click a highlighted hex to retreat {retreat_unit} from {from_hex} ({rule}).</translation>
    </message>
    <message>
      <source>{retreat_unit} has nowhere to retreat ({rule}).</source>
      <translation>{retreat_unit} has nowhere to retreat ({rule}).</translation>
    </message>
    <message>
      <source>Stay and lose a step</source>
      <translation>Stay and lose a step</translation>
    </message>
    <message>
      <source>{side} player: {hex} is over-stacked; choose a unit to eliminate ({rule}).</source>
      <translation>{side} player: {hex} is over-stacked; choose a unit to eliminate ({rule}).</translation>
    </message>
    <message>
      <source>{unit}: {steps} of {most} steps</source>
      <translation>{unit}: {steps} of {most} steps</translation>
    </message>
    <message>
      <source>Choose this unit</source>
      <translation>Choose this unit</translation>
    </message>
    <message>
      <source>{side} player: tick the units that advance, then click {into_hex} or Advance; Skip to stay ({rule}).</source>
      <translation>{side} player: tick the units that advance, then click {into_hex} or Advance; Skip to stay ({rule}).</translation>
    </message>
    <message>
      <source>Ticked: this unit advances</source>
      <translation>Ticked: this unit advances</translation>
    </message>
    <message>
      <source>Advance</source>
      <translation>Advance</translation>
    </message>
    <message>
      <source>Advance the ticked units into the empty hex (13.10)</source>
      <translation>Advance the ticked units into the empty hex (13.10)</translation>
    </message>
    <message>
      <source>Skip</source>
      <translation>Skip</translation>
    </message>
    <message>
      <source>Stay where they are</source>
      <translation>Stay where they are</translation>
    </message>
  </context>
  <context>
    <name>EditTools</name>
    <message>
      <source>Paint {0} terrain on the hexes clicked</source>
      <translation>Paint {0} terrain on the hexes clicked</translation>
    </message>
    <message>
      <source>Edit the hex set {0}: a click adds or removes a hex</source>
      <translation>Edit the hex set {0}: a click adds or removes a hex</translation>
    </message>
    <message>
      <source>The river being edited</source>
      <translation>The river being edited</translation>
    </message>
    <message>
      <source>The river's name</source>
      <translation>The river's name</translation>
    </message>
    <message>
      <source>Major rivers add one to the crossing roll (12.3)</source>
      <translation>Major rivers add one to the crossing roll (12.3)</translation>
    </message>
    <message>
      <source>Remove the river from the map</source>
      <translation>Remove the river from the map</translation>
    </message>
    <message>
      <source>The town's name</source>
      <translation>The town's name</translation>
    </message>
    <message>
      <source>A fortified locality: 4 VP and a stronger defence (4.1, 13.8.4)</source>
      <translation>A fortified locality: 4 VP and a stronger defence (4.1, 13.8.4)</translation>
    </message>
    <message>
      <source>The side that controls the town at the start (3.3)</source>
      <translation>The side that controls the town at the start (3.3)</translation>
    </message>
    <message>
      <source>Remove the town from the map</source>
      <translation>Remove the town from the map</translation>
    </message>
  </context>
  <context>
    <name>EditorActions</name>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Scenarios (*.json)</translation>
    </message>
    <message>
      <source>GeoJSON (*.geojson *.json)</source>
      <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
      <source>Terrain</source>
      <translation>Terrain</translation>
    </message>
    <message>
      <source>Rivers</source>
      <translation>Rivers</translation>
    </message>
    <message>
      <source>Towns</source>
      <translation>Towns</translation>
    </message>
    <message>
      <source>Soviet supply sources (8.2)</source>
      <translation>Soviet supply sources (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;&amp;C sources (9.2)</source>
      <translation>German C&amp;&amp;C sources (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hexes (4.1)</source>
      <translation>Soviet exit hexes (4.1)</translation>
    </message>
    <message>
      <source>German entry hexes (10.1)</source>
      <translation>German entry hexes (10.1)</translation>
    </message>
    <message>
      <source>Soviet restriction zone (12.5)</source>
      <translation>Soviet restriction zone (12.5)</translation>
    </message>
    <message>
      <source>Labels</source>
      <translation>Labels</translation>
    </message>
    <message>
      <source>Units</source>
      <translation>Units</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Undo</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Redo</translation>
    </message>
    <message>
      <source>Take back the last edit (%s)</source>
      <translation>Take back the last edit (%s)</translation>
    </message>
    <message>
      <source>Do again the edit taken back (%s)</source>
      <translation>Do again the edit taken back (%s)</translation>
    </message>
    <message>
      <source>Recent</source>
      <translation>Recent</translation>
    </message>
    <message>
      <source>&amp;Layers</source>
      <translation>&amp;Layers</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Tools</translation>
    </message>
    <message>
      <source>&amp;New...</source>
      <translation>&amp;New...</translation>
    </message>
    <message>
      <source>A new scenario</source>
      <translation>A new scenario</translation>
    </message>
    <message>
      <source>&amp;Open...</source>
      <translation>&amp;Open...</translation>
    </message>
    <message>
      <source>Open a scenario</source>
      <translation>Open a scenario</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Save</translation>
    </message>
    <message>
      <source>Save the scenario</source>
      <translation>Save the scenario</translation>
    </message>
    <message>
      <source>Save &amp;As...</source>
      <translation>Save &amp;As...</translation>
    </message>
    <message>
      <source>Save under a name</source>
      <translation>Save under a name</translation>
    </message>
    <message>
      <source>&amp;Import GeoJSON...</source>
      <translation>&amp;Import GeoJSON...</translation>
    </message>
    <message>
      <source>Rivers and towns from GeoJSON</source>
      <translation>Rivers and towns from GeoJSON</translation>
    </message>
    <message>
      <source>&amp;Playtest</source>
      <translation>&amp;Playtest</translation>
    </message>
    <message>
      <source>Play the scenario being edited</source>
      <translation>Play the scenario being edited</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quit</translation>
    </message>
    <message>
      <source>Quit the editor</source>
      <translation>Quit the editor</translation>
    </message>
    <message>
      <source>&amp;Copy</source>
      <translation>&amp;Copy</translation>
    </message>
    <message>
      <source>Copy the selected hexes with their terrain, towns, rivers and hex sets</source>
      <translation>Copy the selected hexes with their terrain, towns, rivers and hex sets</translation>
    </message>
    <message>
      <source>Cu&amp;t</source>
      <translation>Cu&amp;t</translation>
    </message>
    <message>
      <source>Copy the selected hexes, then empty them</source>
      <translation>Copy the selected hexes, then empty them</translation>
    </message>
    <message>
      <source>&amp;Paste</source>
      <translation>&amp;Paste</translation>
    </message>
    <message>
      <source>Paste the copied hexes at the hex under the cursor</source>
      <translation>Paste the copied hexes at the hex under the cursor</translation>
    </message>
    <message>
      <source>&amp;Balance Test...</source>
      <translation>&amp;Balance Test...</translation>
    </message>
    <message>
      <source>Play many games between computer players and measure the balance</source>
      <translation>Play many games between computer players and measure the balance</translation>
    </message>
    <message>
      <source>Resize &amp;Map...</source>
      <translation>Resize &amp;Map...</translation>
    </message>
    <message>
      <source>Add or remove rows and columns</source>
      <translation>Add or remove rows and columns</translation>
    </message>
    <message>
      <source>&amp;Georeference...</source>
      <translation>&amp;Georeference...</translation>
    </message>
    <message>
      <source>Tie hexes to longitude and latitude, so that GeoJSON can be imported</source>
      <translation>Tie hexes to longitude and latitude, so that GeoJSON can be imported</translation>
    </message>
    <message>
      <source>Fit</source>
      <translation>Fit</translation>
    </message>
    <message>
      <source>Show the whole map</source>
      <translation>Show the whole map</translation>
    </message>
    <message>
      <source>Zoom In</source>
      <translation>Zoom In</translation>
    </message>
    <message>
      <source>Zoom Out</source>
      <translation>Zoom Out</translation>
    </message>
    <message>
      <source>Show or hide this layer of the map</source>
      <translation>Show or hide this layer of the map</translation>
    </message>
    <message>
      <source>&amp;Reset Layout</source>
      <translation>&amp;Reset Layout</translation>
    </message>
    <message>
      <source>Every panel back in its first place, the map given most of the window</source>
      <translation>Every panel back in its first place, the map given most of the window</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <source>&amp;Tools</source>
      <translation>&amp;Tools</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;View</translation>
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation>Unsaved changes</translation>
    </message>
    <message>
      <source>Save the changes to {name}?</source>
      <translation>Save the changes to {name}?</translation>
    </message>
    <message>
      <source>Keep editing this scenario</source>
      <translation>Keep editing this scenario</translation>
    </message>
    <message>
      <source>New scenario</source>
      <translation>New scenario</translation>
    </message>
    <message>
      <source>Open scenario</source>
      <translation>Open scenario</translation>
    </message>
    <message>
      <source>Cannot open the file; the scenario being edited stays</source>
      <translation>Cannot open the file; the scenario being edited stays</translation>
    </message>
    <message>
      <source>The game would refuse this scenario</source>
      <translation>The game would refuse this scenario</translation>
    </message>
    <message>
      <source>{listed}

The Validation panel lists them: mend them and save.</source>
      <translation>{listed}

The Validation panel lists them: mend them and save.</translation>
    </message>
    <message>
      <source>Save scenario</source>
      <translation>Save scenario</translation>
    </message>
    <message>
      <source>The game would refuse this scenario:
</source>
      <translation>The game would refuse this scenario:
</translation>
    </message>
    <message>
      <source>

Save anyway?</source>
      <translation>

Save anyway?</translation>
    </message>
    <message>
      <source>Save a scenario with problems?</source>
      <translation>Save a scenario with problems?</translation>
    </message>
    <message>
      <source>Save it as it is; mend it later</source>
      <translation>Save it as it is; mend it later</translation>
    </message>
    <message>
      <source>Do not save; mend the problems first</source>
      <translation>Do not save; mend the problems first</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>Cannot save</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Saved {path}</translation>
    </message>
    <message>
      <source>Select hexes first (Select tool, S), or copy some</source>
      <translation>Select hexes first (Select tool, S), or copy some</translation>
    </message>
    <message>
      <source>Resize the map</source>
      <translation>Resize the map</translation>
    </message>
    <message>
      <source>The resize drops from the map:
</source>
      <translation>The resize drops from the map:
</translation>
    </message>
    <message>
      <source>

Resize anyway? Undo takes it back.</source>
      <translation>

Resize anyway? Undo takes it back.</translation>
    </message>
    <message>
      <source>Resize the map, dropping what is listed</source>
      <translation>Resize the map, dropping what is listed</translation>
    </message>
    <message>
      <source>Leave the map as it is</source>
      <translation>Leave the map as it is</translation>
    </message>
    <message>
      <source>Drop part of the map?</source>
      <translation>Drop part of the map?</translation>
    </message>
    <message>
      <source>Import GeoJSON</source>
      <translation>Import GeoJSON</translation>
    </message>
    <message>
      <source>Cannot import the file</source>
      <translation>Cannot import the file</translation>
    </message>
    <message>
      <source>Import {name}</source>
      <translation>Import {name}</translation>
    </message>
    <message>
      <source>Georeference the map</source>
      <translation>Georeference the map</translation>
    </message>
    <message>
      <source>Cannot open the game</source>
      <translation>Cannot open the game</translation>
    </message>
    <message>
      <source>Cannot playtest</source>
      <translation>Cannot playtest</translation>
    </message>
    <message>
      <source>The game cannot start: {message} ({rule})</source>
      <translation>The game cannot start: {message} ({rule})</translation>
    </message>
    <message>
      <source>... and {count} more</source>
      <translation>... and {count} more</translation>
    </message>
  </context>
  <context>
    <name>EditorWindow</name>
    <message>
      <source>(opened)</source>
      <translation>(opened)</translation>
    </message>
    <message>
      <source>Tool options</source>
      <translation>Tool options</translation>
    </message>
    <message>
      <source>Validation</source>
      <translation>Validation</translation>
    </message>
    <message>
      <source>History</source>
      <translation>History</translation>
    </message>
    <message>
      <source>Order of battle</source>
      <translation>Order of battle</translation>
    </message>
    <message>
      <source>Charts and options</source>
      <translation>Charts and options</translation>
    </message>
    <message>
      <source>Minimap</source>
      <translation>Minimap</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Ready</translation>
    </message>
    <message>
      <source>Tool options: {title}</source>
      <translation>Tool options: {title}</translation>
    </message>
    <message>
      <source>not saved</source>
      <translation>not saved</translation>
    </message>
    <message>
      <source>{scenario} - {file}[*] - panzer-qt editor</source>
      <translation>{scenario} - {file}[*] - panzer-qt editor</translation>
    </message>
    <message>
      <source>Refused: </source>
      <translation>Refused: </translation>
    </message>
  </context>
  <context>
    <name>EndPhase</name>
    <message>
      <source>End this segment anyway?</source>
      <translation>End this segment anyway?</translation>
    </message>
    <message numerus="yes">
      <source>%n enemy stack(s) could still be attacked</source>
      <translation>
        <numerusform>%n enemy stack could still be attacked</numerusform>
        <numerusform>%n enemy stacks could still be attacked</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n stack(s) could still move</source>
      <translation>
        <numerusform>%n stack could still move</numerusform>
        <numerusform>%n stacks could still move</numerusform>
      </translation>
    </message>
    <message>
      <source>{what}. End this segment anyway?</source>
      <translation>{what}. End this segment anyway?</translation>
    </message>
  </context>
  <context>
    <name>EndPhaseGuard</name>
    <message>
      <source>End this segment?</source>
      <translation>End this segment?</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>Don't ask again</translation>
    </message>
    <message>
      <source>End phases at once from now on (Settings can ask again)</source>
      <translation>End phases at once from now on (Settings can ask again)</translation>
    </message>
    <message>
      <source>End the segment; the idle stacks stay put</source>
      <translation>End the segment; the idle stacks stay put</translation>
    </message>
    <message>
      <source>Go back and give the idle stacks their orders</source>
      <translation>Go back and give the idle stacks their orders</translation>
    </message>
  </context>
  <context>
    <name>Engine</name>
    <message>
      <source>weather</source>
      <translation>weather</translation>
    </message>
    <message>
      <source>river crossing</source>
      <translation>river crossing</translation>
    </message>
    <message>
      <source>Soviet turn-1 air superiority</source>
      <translation>Soviet turn-1 air superiority</translation>
    </message>
    <message>
      <source>air superiority: German 2d6 (the first two) vs Soviet 2d6 (the last two)</source>
      <translation>air superiority: German 2d6 (the first two) vs Soviet 2d6 (the last two)</translation>
    </message>
    <message>
      <source>return of {unit}</source>
      <translation>return of {unit}</translation>
    </message>
    <message>
      <source>combat at {hex}</source>
      <translation>combat at {hex}</translation>
    </message>
    <message>
      <source>entering {hex} would cost {need} MP with {left} left</source>
      <translation>entering {hex} would cost {need} MP with {left} left</translation>
    </message>
    <message>
      <source>entered an enemy zone of control</source>
      <translation>entered an enemy zone of control</translation>
    </message>
    <message>
      <source>every attacker across a river</source>
      <translation>every attacker across a river</translation>
    </message>
    <message>
      <source>halved out of supply, rounded up (8.3)</source>
      <translation>halved out of supply, rounded up (8.3)</translation>
    </message>
    <message>
      <source>doubled against clear terrain (13.2)</source>
      <translation>doubled against clear terrain (13.2)</translation>
    </message>
    <message>
      <source>capped at the non-artillery total (13.2): {value} -&gt; {room}</source>
      <translation>capped at the non-artillery total (13.2): {value} -&gt; {room}</translation>
    </message>
    <message>
      <source>concentric attack</source>
      <translation>concentric attack</translation>
    </message>
    <message>
      <source>fortified locality {town}</source>
      <translation>fortified locality {town}</translation>
    </message>
    <message>
      <source>town {town}</source>
      <translation>town {town}</translation>
    </message>
    <message>
      <source>defender in clear terrain</source>
      <translation>defender in clear terrain</translation>
    </message>
    <message>
      <source>defender in forest terrain</source>
      <translation>defender in forest terrain</translation>
    </message>
    <message>
      <source>defender in rough terrain</source>
      <translation>defender in rough terrain</translation>
    </message>
    <message>
      <source>defender in marsh terrain</source>
      <translation>defender in marsh terrain</translation>
    </message>
    <message>
      <source>{kg} (in {hex}) supports the attack</source>
      <translation>{kg} (in {hex}) supports the attack</translation>
    </message>
    <message>
      <source>{kg} (in {hex}) supports the defence</source>
      <translation>{kg} (in {hex}) supports the defence</translation>
    </message>
    <message>
      <source>heavy panzers in the attack with a division</source>
      <translation>heavy panzers in the attack with a division</translation>
    </message>
    <message>
      <source>heavy panzers in the defence with a division</source>
      <translation>heavy panzers in the defence with a division</translation>
    </message>
    <message>
      <source>towns and fortified localities under Soviet control</source>
      <translation>towns and fortified localities under Soviet control</translation>
    </message>
    <message>
      <source>Soviet corps exited off the map</source>
      <translation>Soviet corps exited off the map</translation>
    </message>
    <message>
      <source>German divisions eliminated out of C&amp;C</source>
      <translation>German divisions eliminated out of C&amp;C</translation>
    </message>
    <message>
      <source>German towns out of C&amp;C at the end of the game</source>
      <translation>German towns out of C&amp;C at the end of the game</translation>
    </message>
    <message>
      <source>Soviet victory</source>
      <translation>Soviet victory</translation>
    </message>
    <message>
      <source>Draw</source>
      <translation>Draw</translation>
    </message>
    <message>
      <source>German victory</source>
      <translation>German victory</translation>
    </message>
    <message>
      <source>format</source>
      <translation>format</translation>
    </message>
    <message>
      <source>line {line} column {column}</source>
      <translation>line {line} column {column}</translation>
    </message>
    <message>
      <source>quick</source>
      <translation>quick</translation>
    </message>
    <message>
      <source>standard</source>
      <translation>standard</translation>
    </message>
    <message>
      <source>deep</source>
      <translation>deep</translation>
    </message>
    <message>
      <source>VP scored</source>
      <translation>VP scored</translation>
    </message>
    <message>
      <source>towns</source>
      <translation>towns</translation>
    </message>
    <message>
      <source>German divisions threatened</source>
      <translation>German divisions threatened</translation>
    </message>
    <message>
      <source>hidden German divisions threatened</source>
      <translation>hidden German divisions threatened</translation>
    </message>
    <message>
      <source>exits</source>
      <translation>exits</translation>
    </message>
    <message>
      <source>losses and supply</source>
      <translation>losses and supply</translation>
    </message>
    <message>
      <source>threats next to the enemy</source>
      <translation>threats next to the enemy</translation>
    </message>
    <message>
      <source>announces its sequence</source>
      <translation>announces its sequence</translation>
    </message>
    <message>
      <source>rolls for the combat</source>
      <translation>rolls for the combat</translation>
    </message>
    <message>
      <source>chooses its defensive support</source>
      <translation>chooses its defensive support</translation>
    </message>
    <message>
      <source>chooses the step to lose</source>
      <translation>chooses the step to lose</translation>
    </message>
    <message>
      <source>chooses the retreat</source>
      <translation>chooses the retreat</translation>
    </message>
    <message>
      <source>chooses the advance</source>
      <translation>chooses the advance</translation>
    </message>
    <message>
      <source>chooses the unit on top</source>
      <translation>chooses the unit on top</translation>
    </message>
    <message>
      <source>thins an over-stacked hex</source>
      <translation>thins an over-stacked hex</translation>
    </message>
    <message>
      <source>places a reinforcement</source>
      <translation>places a reinforcement</translation>
    </message>
    <message>
      <source>places a replacement</source>
      <translation>places a replacement</translation>
    </message>
    <message>
      <source>deploys a KG</source>
      <translation>deploys a KG</translation>
    </message>
    <message>
      <source>sets up a unit</source>
      <translation>sets up a unit</translation>
    </message>
    <message>
      <source>commits CAS</source>
      <translation>commits CAS</translation>
    </message>
    <message>
      <source>leaves the map</source>
      <translation>leaves the map</translation>
    </message>
    <message>
      <source>ends the phase: nothing left gains enough</source>
      <translation>ends the phase: nothing left gains enough</translation>
    </message>
    <message>
      <source>moves {unit} to {hex}</source>
      <translation>moves {unit} to {hex}</translation>
    </message>
    <message>
      <source>answers {decision}</source>
      <translation>answers {decision}</translation>
    </message>
    <message>
      <source>probes into {hex}</source>
      <translation>probes into {hex}</translation>
    </message>
    <message>
      <source>attacks {hex} at {odds}</source>
      <translation>attacks {hex} at {odds}</translation>
    </message>
    <message>
      <source>{action}: little changes</source>
      <translation>{action}: little changes</translation>
    </message>
    <message>
      <source>{action}: {first} {first_vp} VP</source>
      <translation>{action}: {first} {first_vp} VP</translation>
    </message>
    <message>
      <source>{action}: {first} {first_vp} VP, {second} {second_vp} VP</source>
      <translation>{action}: {first} {first_vp} VP, {second} {second_vp} VP</translation>
    </message>
    <message>
      <source>major river {river}: {count} hexsides</source>
      <translation>major river {river}: {count} hexsides</translation>
    </message>
    <message>
      <source>river {river}: {count} hexsides</source>
      <translation>river {river}: {count} hexsides</translation>
    </message>
    <message>
      <source>fortified locality {town} in {hex}</source>
      <translation>fortified locality {town} in {hex}</translation>
    </message>
    <message>
      <source>town {town} in {hex}</source>
      <translation>town {town} in {hex}</translation>
    </message>
    <message>
      <source>lake {lake}: {count} hexes of {terrain}</source>
      <translation>lake {lake}: {count} hexes of {terrain}</translation>
    </message>
    <message>
      <source>left out {where}: {problem}</source>
      <translation>left out {where}: {problem}</translation>
    </message>
    <message>
      <source>nothing to import</source>
      <translation>nothing to import</translation>
    </message>
    <message>
      <source>a GeoJSON FeatureCollection needs a features list</source>
      <translation>a GeoJSON FeatureCollection needs a features list</translation>
    </message>
    <message>
      <source>not a GeoJSON geometry ({kind}: {exc})</source>
      <translation>not a GeoJSON geometry ({kind}: {exc})</translation>
    </message>
    <message>
      <source>{name} falls off the map</source>
      <translation>{name} falls off the map</translation>
    </message>
    <message>
      <source>{name} falls in {hex}, which already holds a town</source>
      <translation>{name} falls in {hex}, which already holds a town</translation>
    </message>
    <message>
      <source>the map has no georeference to place lon/lat on the grid</source>
      <translation>the map has no georeference to place lon/lat on the grid</translation>
    </message>
    <message>
      <source>{kind} is neither a line, a point nor a polygon</source>
      <translation>{kind} is neither a line, a point nor a polygon</translation>
    </message>
    <message>
      <source>{river} leaves no run of hexsides long enough on the map</source>
      <translation>{river} leaves no run of hexsides long enough on the map</translation>
    </message>
    <message>
      <source>a point left without a name</source>
      <translation>a point left without a name</translation>
    </message>
    <message>
      <source>tie hexes {hexes} are not on the map</source>
      <translation>tie hexes {hexes} are not on the map</translation>
    </message>
    <message>
      <source>there is no hex set {name!r}</source>
      <translation>there is no hex set {name!r}</translation>
    </message>
    <message>
      <source>{steps} German steps set up in {hex}, over the limit of {limit}: the German player must move some into the hexes around before the set-up can end</source>
      <translation>{steps} German steps set up in {hex}, over the limit of {limit}: the German player must move some into the hexes around before the set-up can end</translation>
    </message>
    <message>
      <source>German sources {hexes} reach no German unit at the start</source>
      <translation>German sources {hexes} reach no German unit at the start</translation>
    </message>
    <message>
      <source>Soviet sources {hexes} reach no Soviet unit at the start</source>
      <translation>Soviet sources {hexes} reach no Soviet unit at the start</translation>
    </message>
    <message>
      <source>{unit} sets up in {hex}, out of supply: it traces to no Soviet supply source</source>
      <translation>{unit} sets up in {hex}, out of supply: it traces to no Soviet supply source</translation>
    </message>
    <message>
      <source>{unit} sets up in {hex}, out of C&amp;C: it traces to no German C&amp;C source</source>
      <translation>{unit} sets up in {hex}, out of C&amp;C: it traces to no German C&amp;C source</translation>
    </message>
    <message>
      <source>{hexes} and {count} more</source>
      <translation>{hexes} and {count} more</translation>
    </message>
    <message>
      <source>the town in {hex} has no name</source>
      <translation>the town in {hex} has no name</translation>
    </message>
    <message>
      <source>two towns are named {town}: a town of several hexes is one town with several hexes</source>
      <translation>two towns are named {town}: a town of several hexes is one town with several hexes</translation>
    </message>
    <message>
      <source>river {river} is broken: hexside {a}-{b} does not join the one before it</source>
      <translation>river {river} is broken: hexside {a}-{b} does not join the one before it</translation>
    </message>
    <message>
      <source>no hexes are selected</source>
      <translation>no hexes are selected</translation>
    </message>
    <message>
      <source>hex {hex} is not on the map</source>
      <translation>hex {hex} is not on the map</translation>
    </message>
    <message>
      <source>Soviet supply sources (8.2)</source>
      <translation>Soviet supply sources (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;C sources (9.2)</source>
      <translation>German C&amp;C sources (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hexes (4.1)</source>
      <translation>Soviet exit hexes (4.1)</translation>
    </message>
    <message>
      <source>German entry hexes (10.1)</source>
      <translation>German entry hexes (10.1)</translation>
    </message>
    <message>
      <source>Soviet restriction zone (12.5)</source>
      <translation>Soviet restriction zone (12.5)</translation>
    </message>
    <message>
      <source>units set up where the map would end; move them first: {units}</source>
      <translation>units set up where the map would end; move them first: {units}</translation>
    </message>
    <message>
      <source>the georeference would keep fewer than {least} control points on the map</source>
      <translation>the georeference would keep fewer than {least} control points on the map</translation>
    </message>
    <message>
      <source>columns come and go at the west edge two at a time (R2)</source>
      <translation>columns come and go at the west edge two at a time (R2)</translation>
    </message>
    <message>
      <source>a map has 1 to 99 columns and 2 to 99 rows, not {columns}x{rows}</source>
      <translation>a map has 1 to 99 columns and 2 to 99 rows, not {columns}x{rows}</translation>
    </message>
    <message>
      <source>the town {town} ({hexes})</source>
      <translation>the town {town} ({hexes})</translation>
    </message>
    <message>
      <source>hexes {hexes} of the town {town}</source>
      <translation>hexes {hexes} of the town {town}</translation>
    </message>
    <message>
      <source>{count} of the {total} hexsides of the river {river}</source>
      <translation>{count} of the {total} hexsides of the river {river}</translation>
    </message>
    <message>
      <source>{set}: {count} fewer hexes</source>
      <translation>{set}: {count} fewer hexes</translation>
    </message>
    <message>
      <source>the labels {labels}</source>
      <translation>the labels {labels}</translation>
    </message>
    <message>
      <source>river {river} is broken: mend it first</source>
      <translation>river {river} is broken: mend it first</translation>
    </message>
    <message>
      <source>hexside {hexside} already carries a river</source>
      <translation>hexside {hexside} already carries a river</translation>
    </message>
    <message>
      <source>hexside {hexside} does not continue the river</source>
      <translation>hexside {hexside} does not continue the river</translation>
    </message>
    <message>
      <source>no such entry in the tables</source>
      <translation>no such entry in the tables</translation>
    </message>
    <message>
      <source>{part!r} is not meta, options or setup</source>
      <translation>{part!r} is not meta, options or setup</translation>
    </message>
    <message>
      <source>hex {hex} holds no town</source>
      <translation>hex {hex} holds no town</translation>
    </message>
    <message>
      <source>hex {hex} already holds {town}</source>
      <translation>hex {hex} already holds {town}</translation>
    </message>
    <message>
      <source>{town} would leave the map at {hex}</source>
      <translation>{town} would leave the map at {hex}</translation>
    </message>
    <message>
      <source>{town} would cover {other} at {hex}</source>
      <translation>{town} would cover {other} at {hex}</translation>
    </message>
    <message>
      <source>hex {hex} does not touch {town}: a town's hexes must</source>
      <translation>hex {hex} does not touch {town}: a town's hexes must</translation>
    </message>
    <message>
      <source>a unit needs at least one step, written attack-defence (e.g. 4-3)</source>
      <translation>a unit needs at least one step, written attack-defence (e.g. 4-3)</translation>
    </message>
    <message>
      <source>{part!r} is not a step: write attack-defence, e.g. 4-3</source>
      <translation>{part!r} is not a step: write attack-defence, e.g. 4-3</translation>
    </message>
    <message>
      <source>unknown ability {ability!r} (known: {known})</source>
      <translation>unknown ability {ability!r} (known: {known})</translation>
    </message>
    <message>
      <source>there is no unit {unit_id!r}</source>
      <translation>there is no unit {unit_id!r}</translation>
    </message>
    <message>
      <source>a georeference needs at least {least} tie points; it has {count}</source>
      <translation>a georeference needs at least {least} tie points; it has {count}</translation>
    </message>
    <message>
      <source>the tie points' hexes lie on one line: tie hexes spread across the map</source>
      <translation>the tie points' hexes lie on one line: tie hexes spread across the map</translation>
    </message>
    <message>
      <source>the tie points' longitudes and latitudes lie on one line</source>
      <translation>the tie points' longitudes and latitudes lie on one line</translation>
    </message>
    <message>
      <source>unknown georeference method {method}</source>
      <translation>unknown georeference method {method}</translation>
    </message>
    <message>
      <source>... and {count:,} more problems</source>
      <translation>... and {count:,} more problems</translation>
    </message>
    <message>
      <source>a key here is a whole number written plainly (such as 4), not {key!r}</source>
      <translation>a key here is a whole number written plainly (such as 4), not {key!r}</translation>
    </message>
    <message>
      <source>a required field is missing</source>
      <translation>a required field is missing</translation>
    </message>
    <message>
      <source>this field is not part of the format</source>
      <translation>this field is not part of the format</translation>
    </message>
    <message>
      <source>should be a whole number</source>
      <translation>should be a whole number</translation>
    </message>
    <message>
      <source>should be a number</source>
      <translation>should be a number</translation>
    </message>
    <message>
      <source>should be true or false</source>
      <translation>should be true or false</translation>
    </message>
    <message>
      <source>should be text</source>
      <translation>should be text</translation>
    </message>
    <message>
      <source>should be a list</source>
      <translation>should be a list</translation>
    </message>
    <message>
      <source>should be an object</source>
      <translation>should be an object</translation>
    </message>
    <message>
      <source>should be more than {gt}</source>
      <translation>should be more than {gt}</translation>
    </message>
    <message>
      <source>should be at least {ge}</source>
      <translation>should be at least {ge}</translation>
    </message>
    <message>
      <source>should be less than {lt}</source>
      <translation>should be less than {lt}</translation>
    </message>
    <message>
      <source>should be at most {le}</source>
      <translation>should be at most {le}</translation>
    </message>
    <message>
      <source>has {actual_length} entries, needs at least {min_length}</source>
      <translation>has {actual_length} entries, needs at least {min_length}</translation>
    </message>
    <message>
      <source>has {actual_length:,} entries, allows at most {max_length:,}</source>
      <translation>has {actual_length:,} entries, allows at most {max_length:,}</translation>
    </message>
    <message>
      <source>should be at least {min_length} characters long</source>
      <translation>should be at least {min_length} characters long</translation>
    </message>
    <message>
      <source>should be at most {max_length} characters long</source>
      <translation>should be at most {max_length} characters long</translation>
    </message>
    <message>
      <source>should match the pattern {pattern}</source>
      <translation>should match the pattern {pattern}</translation>
    </message>
    <message>
      <source>should be {expected}</source>
      <translation>should be {expected}</translation>
    </message>
    <message>
      <source>{discriminator} {tag} is not one of {expected_tags}</source>
      <translation>{discriminator} {tag} is not one of {expected_tags}</translation>
    </message>
    <message>
      <source>the field {discriminator} is missing</source>
      <translation>the field {discriminator} is missing</translation>
    </message>
    <message>
      <source>has more than {max_length:,} entries</source>
      <translation>has more than {max_length:,} entries</translation>
    </message>
    <message>
      <source>{detail}</source>
      <translation>{detail}</translation>
    </message>
    <message>
      <source>not UTF-8 text: byte 0x{byte:02x} ({reason})</source>
      <translation>not UTF-8 text: byte 0x{byte:02x} ({reason})</translation>
    </message>
    <message>
      <source>the file holds about {values:,} values, more than the {most:,} this program reads</source>
      <translation>the file holds about {values:,} values, more than the {most:,} this program reads</translation>
    </message>
    <message>
      <source>cannot read the file: {strerror}</source>
      <translation>cannot read the file: {strerror}</translation>
    </message>
    <message>
      <source>not a regular file (a folder, a device or a pipe)</source>
      <translation>not a regular file (a folder, a device or a pipe)</translation>
    </message>
    <message>
      <source>file is {size:,} bytes, over the {most:,}-byte limit</source>
      <translation>file is {size:,} bytes, over the {most:,}-byte limit</translation>
    </message>
    <message>
      <source>file is over the {most:,}-byte limit</source>
      <translation>file is over the {most:,}-byte limit</translation>
    </message>
    <message>
      <source>invalid JSON: {msg}</source>
      <translation>invalid JSON: {msg}</translation>
    </message>
    <message>
      <source>invalid JSON: lists or objects nested too deeply</source>
      <translation>invalid JSON: lists or objects nested too deeply</translation>
    </message>
    <message>
      <source>the key {key!r} appears more than once</source>
      <translation>the key {key!r} appears more than once</translation>
    </message>
    <message>
      <source>a number with {digits:,} digits is too large</source>
      <translation>a number with {digits:,} digits is too large</translation>
    </message>
    <message>
      <source>{literal} is not a number JSON allows</source>
      <translation>{literal} is not a number JSON allows</translation>
    </message>
    <message>
      <source>scenario</source>
      <translation>scenario</translation>
    </message>
    <message>
      <source>game record</source>
      <translation>game record</translation>
    </message>
    <message>
      <source>look at an online game</source>
      <translation>look at an online game</translation>
    </message>
    <message>
      <source>expected a JSON object holding a {kind}</source>
      <translation>expected a JSON object holding a {kind}</translation>
    </message>
    <message>
      <source>this file is a {found}, not a {wanted}</source>
      <translation>this file is a {found}, not a {wanted}</translation>
    </message>
    <message>
      <source>format version {version} is newer than this program knows ({known}); update panzer_qt</source>
      <translation>format version {version} is newer than this program knows ({known}); update panzer_qt</translation>
    </message>
    <message>
      <source>a unit needs a setup_hex or an arrival_turn</source>
      <translation>a unit needs a setup_hex or an arrival_turn</translation>
    </message>
    <message>
      <source>a unit has either a setup_hex or an arrival_turn, not both</source>
      <translation>a unit has either a setup_hex or an arrival_turn, not both</translation>
    </message>
    <message>
      <source>a static garrison must have mobility 'static'</source>
      <translation>a static garrison must have mobility 'static'</translation>
    </message>
    <message>
      <source>a resigned game names the side that resigned, an abandoned one none</source>
      <translation>a resigned game names the side that resigned, an abandoned one none</translation>
    </message>
    <message>
      <source>format version {version} comes from a development build that kept the dice's future in the file; this version replays format {oldest} records and newer only</source>
      <translation>format version {version} comes from a development build that kept the dice's future in the file; this version replays format {oldest} records and newer only</translation>
    </message>
    <message>
      <source>bookmark {index} marks step {step}, past the record's {steps} steps</source>
      <translation>bookmark {index} marks step {step}, past the record's {steps} steps</translation>
    </message>
    <message>
      <source>the game lasts {last:,} turns, but the weather table has no row for turn {missing} (5.1)</source>
      <translation>the game lasts {last:,} turns, but the weather table has no row for turn {missing} (5.1)</translation>
    </message>
    <message>
      <source>{unit}: arrives on turn {turn}, after the last turn {last}</source>
      <translation>{unit}: arrives on turn {turn}, after the last turn {last}</translation>
    </message>
    <message>
      <source>row {weather} must have {faces} entries, has {count}</source>
      <translation>row {weather} must have {faces} entries, has {count}</translation>
    </message>
    <message>
      <source>turn {turn} must have {faces} entries, has {count}</source>
      <translation>turn {turn} must have {faces} entries, has {count}</translation>
    </message>
    <message>
      <source>columns must be exactly {columns} (in any order)</source>
      <translation>columns must be exactly {columns} (in any order)</translation>
    </message>
    <message>
      <source>column {column} must have {faces} entries, has {count}</source>
      <translation>column {column} must have {faces} entries, has {count}</translation>
    </message>
    <message>
      <source>tables lack entries for: {entries}</source>
      <translation>tables lack entries for: {entries}</translation>
    </message>
    <message>
      <source>no unit of the scenario has this id</source>
      <translation>no unit of the scenario has this id</translation>
    </message>
    <message>
      <source>unit {unit} is missing</source>
      <translation>unit {unit} is missing</translation>
    </message>
    <message>
      <source>at most {count} games at once from one address</source>
      <translation>at most {count} games at once from one address</translation>
    </message>
    <message>
      <source>the uploaded scenario: {where}: {problem}</source>
      <translation>the uploaded scenario: {where}: {problem}</translation>
    </message>
    <message>
      <source>the options do not suit the scenario: {reason}</source>
      <translation>the options do not suit the scenario: {reason}</translation>
    </message>
    <message>
      <source>no game has a seat with this code</source>
      <translation>no game has a seat with this code</translation>
    </message>
    <message>
      <source>this game is no longer kept</source>
      <translation>this game is no longer kept</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>the game is over</translation>
    </message>
    <message>
      <source>the other side decides now, not the {side}</source>
      <translation>the other side decides now, not the {side}</translation>
    </message>
    <message>
      <source>the {acting} side decides now, not the {side}</source>
      <translation>the {acting} side decides now, not the {side}</translation>
    </message>
    <message>
      <source>nothing to undo: a die was rolled, a stack revealed, a phase begun or the other side played since</source>
      <translation>nothing to undo: a die was rolled, a stack revealed, a phase begun or the other side played since</translation>
    </message>
    <message>
      <source>the whole record is given once the game is over; until then, your side's view</source>
      <translation>the whole record is given once the game is over; until then, your side's view</translation>
    </message>
    <message>
      <source>at most {count} connections at once from one address</source>
      <translation>at most {count} connections at once from one address</translation>
    </message>
    <message>
      <source>messages are JSON text, not binary frames</source>
      <translation>messages are JSON text, not binary frames</translation>
    </message>
    <message>
      <source>a message holds at most {size} bytes</source>
      <translation>a message holds at most {size} bytes</translation>
    </message>
    <message>
      <source>{where}: {problem}</source>
      <translation>{where}: {problem}</translation>
    </message>
    <message>
      <source>{problem}</source>
      <translation>{problem}</translation>
    </message>
    <message>
      <source>too many messages: send it again later</source>
      <translation>too many messages: send it again later</translation>
    </message>
    <message>
      <source>the server failed to answer this message</source>
      <translation>the server failed to answer this message</translation>
    </message>
    <message>
      <source>join a game with its seat code first</source>
      <translation>join a game with its seat code first</translation>
    </message>
    <message>
      <source>this connection acts for another seat already: open another connection</source>
      <translation>this connection acts for another seat already: open another connection</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}</source>
      <translation>{unit} eliminated in {hex}</translation>
    </message>
    <message>
      <source>{unit} exited off the map from {hex}</source>
      <translation>{unit} exited off the map from {hex}</translation>
    </message>
    <message>
      <source>{unit} forfeited in {hex}</source>
      <translation>{unit} forfeited in {hex}</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}, to the replacement pool</source>
      <translation>{unit} eliminated in {hex}, to the replacement pool</translation>
    </message>
    <message>
      <source>{unit} moved from {a} to {b}</source>
      <translation>{unit} moved from {a} to {b}</translation>
    </message>
    <message>
      <source>{unit} in {hex} lost {count} step(s): {before} to {after}</source>
      <translation>{unit} in {hex} lost {count} step(s): {before} to {after}</translation>
    </message>
    <message>
      <source>{unit} in {hex} regained {count} step(s): {before} to {after}</source>
      <translation>{unit} in {hex} regained {count} step(s): {before} to {after}</translation>
    </message>
    <message>
      <source>{unit} arrived in {hex}</source>
      <translation>{unit} arrived in {hex}</translation>
    </message>
    <message>
      <source>{hex}: control {before} to {after}</source>
      <translation>{hex}: control {before} to {after}</translation>
    </message>
    <message>
      <source>Soviet VP {a} to {b} ({change})</source>
      <translation>Soviet VP {a} to {b} ({change})</translation>
    </message>
    <message>
      <source>  {source}: {a} to {b} ({change})</source>
      <translation>  {source}: {a} to {b} ({change})</translation>
    </message>
    <message>
      <source>German</source>
      <translation>German</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>Soviet</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nobody</translation>
    </message>
    <message>
      <source>step {step} is not in the record (0 to {last})</source>
      <translation>step {step} is not in the record (0 to {last})</translation>
    </message>
    <message>
      <source>From step {a} (turn {turn_a}) to step {b} (turn {turn_b}):</source>
      <translation>From step {a} (turn {turn_a}) to step {b} (turn {turn_b}):</translation>
    </message>
    <message>
      <source>read back with {found} steps where {written} were written</source>
      <translation>read back with {found} steps where {written} were written</translation>
    </message>
    <message>
      <source>the last step reads back changed</source>
      <translation>the last step reads back changed</translation>
    </message>
    <message>
      <source>the last snapshot reads back changed</source>
      <translation>the last snapshot reads back changed</translation>
    </message>
    <message>
      <source>no declared attack is waiting for its roll</source>
      <translation>no declared attack is waiting for its roll</translation>
    </message>
    <message>
      <source>Soviet CAS supports attacks only</source>
      <translation>Soviet CAS supports attacks only</translation>
    </message>
    <message>
      <source>the step must come from {units}</source>
      <translation>the step must come from {units}</translation>
    </message>
    <message>
      <source>the unit to remove must be one of {units}</source>
      <translation>the unit to remove must be one of {units}</translation>
    </message>
    <message>
      <source>attacks happen only in a combat phase</source>
      <translation>attacks happen only in a combat phase</translation>
    </message>
    <message>
      <source>hex {target} is not on the map</source>
      <translation>hex {target} is not on the map</translation>
    </message>
    <message>
      <source>a unit is listed twice; it attacks with its full strength once</source>
      <translation>a unit is listed twice; it attacks with its full strength once</translation>
    </message>
    <message>
      <source>there is no unit {unit}</source>
      <translation>there is no unit {unit}</translation>
    </message>
    <message>
      <source>{unit} is not a {side} unit on the map</source>
      <translation>{unit} is not a {side} unit on the map</translation>
    </message>
    <message>
      <source>{unit} is a static garrison and never attacks</source>
      <translation>{unit} is a static garrison and never attacks</translation>
    </message>
    <message>
      <source>{unit} has already attacked in this phase</source>
      <translation>{unit} has already attacked in this phase</translation>
    </message>
    <message>
      <source>{unit} has given its support in this phase and cannot attack too</source>
      <translation>{unit} has given its support in this phase and cannot attack too</translation>
    </message>
    <message>
      <source>only mechanized units attack in a 2nd wave phase, not {unit}</source>
      <translation>only mechanized units attack in a 2nd wave phase, not {unit}</translation>
    </message>
    <message>
      <source>{unit} in {hex} is not adjacent to {target}</source>
      <translation>{unit} in {hex} is not adjacent to {target}</translation>
    </message>
    <message>
      <source>hex {target} holds no enemy unit to attack</source>
      <translation>hex {target} holds no enemy unit to attack</translation>
    </message>
    <message>
      <source>only German attacks get KG or 18th AD support</source>
      <translation>only German attacks get KG or 18th AD support</translation>
    </message>
    <message>
      <source>Soviet units may not attack into the restricted hex {hex}</source>
      <translation>Soviet units may not attack into the restricted hex {hex}</translation>
    </message>
    <message>
      <source>{unit} is out of supply and may not attack</source>
      <translation>{unit} is out of supply and may not attack</translation>
    </message>
    <message>
      <source>{unit} attacks only when stacked with a non-artillery unit</source>
      <translation>{unit} attacks only when stacked with a non-artillery unit</translation>
    </message>
    <message>
      <source>no CAS may fly in Storm</source>
      <translation>no CAS may fly in Storm</translation>
    </message>
    <message>
      <source>the {side} side has {markers} CAS markers, not {cas}</source>
      <translation>the {side} side has {markers} CAS markers, not {cas}</translation>
    </message>
    <message>
      <source>KG {kg} is not on the map</source>
      <translation>KG {kg} is not on the map</translation>
    </message>
    <message>
      <source>KG {kg} in {marker} is more than {most} hexes from {target}</source>
      <translation>KG {kg} in {marker} is more than {most} hexes from {target}</translation>
    </message>
    <message>
      <source>KG {kg} has already supported a combat in this phase</source>
      <translation>KG {kg} has already supported a combat in this phase</translation>
    </message>
    <message>
      <source>{unit} is not a range-2 support unit on the map</source>
      <translation>{unit} is not a range-2 support unit on the map</translation>
    </message>
    <message>
      <source>{unit} has already given its support in this phase</source>
      <translation>{unit} has already given its support in this phase</translation>
    </message>
    <message>
      <source>{unit} fights in one combat only</source>
      <translation>{unit} fights in one combat only</translation>
    </message>
    <message>
      <source>{unit} is in {target}: it defends there with its defence factor and supports only hexes one or two hexes away (a unit fights in one combat only)</source>
      <translation>{unit} is in {target}: it defends there with its defence factor and supports only hexes one or two hexes away (a unit fights in one combat only)</translation>
    </message>
    <message>
      <source>{unit} in {hex} is more than {most} hexes from {target}</source>
      <translation>{unit} in {hex} is more than {most} hexes from {target}</translation>
    </message>
    <message>
      <source>{unit} is in a Soviet ZOC and cannot support</source>
      <translation>{unit} is in a Soviet ZOC and cannot support</translation>
    </message>
    <message>
      <source>{unit} is next to a Soviet unit and cannot support an attack</source>
      <translation>{unit} is next to a Soviet unit and cannot support an attack</translation>
    </message>
    <message>
      <source>defensive support is given once, against a Soviet attack</source>
      <translation>defensive support is given once, against a Soviet attack</translation>
    </message>
    <message>
      <source>a unit is listed twice</source>
      <translation>a unit is listed twice</translation>
    </message>
    <message>
      <source>those units would over-stack {hex}</source>
      <translation>those units would over-stack {hex}</translation>
    </message>
    <message>
      <source>the stand-fast order keeps these units out of {hex} on turn 1</source>
      <translation>the stand-fast order keeps these units out of {hex} on turn 1</translation>
    </message>
    <message>
      <source>only the attacking units may advance, not {units}</source>
      <translation>only the attacking units may advance, not {units}</translation>
    </message>
    <message>
      <source>waiting for a {kind} decision ({answer})</source>
      <translation>waiting for a {kind} decision ({answer})</translation>
    </message>
    <message>
      <source>no decision is pending for {command} to answer</source>
      <translation>no decision is pending for {command} to answer</translation>
    </message>
    <message>
      <source>the attack on {hex} is declared and must be resolved</source>
      <translation>the attack on {hex} is declared and must be resolved</translation>
    </message>
    <message>
      <source>no attack has been declared</source>
      <translation>no attack has been declared</translation>
    </message>
    <message>
      <source>only German units probe</source>
      <translation>only German units probe</translation>
    </message>
    <message>
      <source>no probes in Storm: no unit has a ZOC to probe (7.5)</source>
      <translation>no probes in Storm: no unit has a ZOC to probe (7.5)</translation>
    </message>
    <message>
      <source>a probe enters an empty hex; {hex} is occupied</source>
      <translation>a probe enters an empty hex; {hex} is occupied</translation>
    </message>
    <message>
      <source>{hex} is not next to a Soviet unit, so not in a Soviet ZOC</source>
      <translation>{hex} is not next to a Soviet unit, so not in a Soviet ZOC</translation>
    </message>
    <message>
      <source>{unit} is not retreating from {hex}</source>
      <translation>{unit} is not retreating from {hex}</translation>
    </message>
    <message>
      <source>{unit} can retreat (to {hexes}); it is not blocked</source>
      <translation>{unit} can retreat (to {hexes}); it is not blocked</translation>
    </message>
    <message>
      <source>{unit} may not retreat into {hex}; it may go to {hexes}</source>
      <translation>{unit} may not retreat into {hex}; it may go to {hexes}</translation>
    </message>
    <message>
      <source>the set-up does not match this engine's (desync)</source>
      <translation>the set-up does not match this engine's (desync)</translation>
    </message>
    <message>
      <source>desync: the engine refuses it: Illegal: {reason} ({rule})</source>
      <translation>desync: the engine refuses it: Illegal: {reason} ({rule})</translation>
    </message>
    <message>
      <source>desync: the engine refuses it: the engine rolls a die the record does not hold</source>
      <translation>desync: the engine refuses it: the engine rolls a die the record does not hold</translation>
    </message>
    <message>
      <source>nothing to undo: a die was rolled, a stack revealed or a phase begun since</source>
      <translation>nothing to undo: a die was rolled, a stack revealed or a phase begun since</translation>
    </message>
    <message>
      <source>the last command was the other side's decision</source>
      <translation>the last command was the other side's decision</translation>
    </message>
    <message>
      <source>only Soviet units may leave the map</source>
      <translation>only Soviet units may leave the map</translation>
    </message>
    <message>
      <source>{hex} is not an exit hex</source>
      <translation>{hex} is not an exit hex</translation>
    </message>
    <message>
      <source>{unit} has {left} MP left and needs {need} to leave the map</source>
      <translation>{unit} has {left} MP left and needs {need} to leave the map</translation>
    </message>
    <message>
      <source>{unit} has already moved this phase</source>
      <translation>{unit} has already moved this phase</translation>
    </message>
    <message>
      <source>units move only during a movement phase</source>
      <translation>units move only during a movement phase</translation>
    </message>
    <message>
      <source>a unit is listed twice; each unit moves once</source>
      <translation>a unit is listed twice; each unit moves once</translation>
    </message>
    <message>
      <source>{unit} may not move in the other side's phase</source>
      <translation>{unit} may not move in the other side's phase</translation>
    </message>
    <message>
      <source>{unit} is not on the map</source>
      <translation>{unit} is not on the map</translation>
    </message>
    <message>
      <source>{unit} is a static garrison and never moves</source>
      <translation>{unit} is a static garrison and never moves</translation>
    </message>
    <message>
      <source>units moving together must start in the same hex</source>
      <translation>units moving together must start in the same hex</translation>
    </message>
    <message>
      <source>{hex} is not a map hex next to {here}</source>
      <translation>{hex} is not a map hex next to {here}</translation>
    </message>
    <message>
      <source>{hex} holds enemy units</source>
      <translation>{hex} holds enemy units</translation>
    </message>
    <message>
      <source>the move ends in {here}, which is in an enemy zone of control</source>
      <translation>the move ends in {here}, which is in an enemy zone of control</translation>
    </message>
    <message>
      <source>a stack leaving an enemy zone of control may not enter another at {hex}</source>
      <translation>a stack leaving an enemy zone of control may not enter another at {hex}</translation>
    </message>
    <message>
      <source>{hex} lies in the Soviet operational restriction zone</source>
      <translation>{hex} lies in the Soviet operational restriction zone</translation>
    </message>
    <message>
      <source>the stand-fast order keeps this stack out of {hex} on turn 1</source>
      <translation>the stand-fast order keeps this stack out of {hex} on turn 1</translation>
    </message>
    <message>
      <source>reaching {hex} costs at least {spent} MP; the stack has {allowance}</source>
      <translation>reaching {hex} costs at least {spent} MP; the stack has {allowance}</translation>
    </message>
    <message>
      <source>{hex} is not a hex of the map</source>
      <translation>{hex} is not a hex of the map</translation>
    </message>
    <message>
      <source>the move stops at {last}, in an enemy zone of control: it cannot go on to {hex}</source>
      <translation>the move stops at {last}, in an enemy zone of control: it cannot go on to {hex}</translation>
    </message>
    <message>
      <source>the stack is in {hex} already</source>
      <translation>the stack is in {hex} already</translation>
    </message>
    <message>
      <source>{hex} lies beyond the stack's reach from {last} with the MP left</source>
      <translation>{hex} lies beyond the stack's reach from {last} with the MP left</translation>
    </message>
    <message>
      <source>the {side} player orders his stacks only when he acts</source>
      <translation>the {side} player orders his stacks only when he acts</translation>
    </message>
    <message>
      <source>{unit} is already on top of its stack in {hex}</source>
      <translation>{unit} is already on top of its stack in {hex}</translation>
    </message>
    <message>
      <source>announce move/fight or fight/move first</source>
      <translation>announce move/fight or fight/move first</translation>
    </message>
    <message>
      <source>the sequence is announced at the start of phase IV (Soviet) or VI (German)</source>
      <translation>the sequence is announced at the start of phase IV (Soviet) or VI (German)</translation>
    </message>
    <message>
      <source>on turn 1 the Soviet side must move first, then fight</source>
      <translation>on turn 1 the Soviet side must move first, then fight</translation>
    </message>
    <message>
      <source>German units set up only in the setup phase</source>
      <translation>German units set up only in the setup phase</translation>
    </message>
    <message>
      <source>{unit_id} is not a German unit with a set-up hex</source>
      <translation>{unit_id} is not a German unit with a set-up hex</translation>
    </message>
    <message>
      <source>{unit} is a garrison and sets up exactly in {setup_hex}</source>
      <translation>{unit} is a garrison and sets up exactly in {setup_hex}</translation>
    </message>
    <message>
      <source>{unit} must set up exactly in {setup_hex}, not {hex}</source>
      <translation>{unit} must set up exactly in {setup_hex}, not {hex}</translation>
    </message>
    <message>
      <source>{unit} must set up in or adjacent to {setup_hex}, not {hex}</source>
      <translation>{unit} must set up in or adjacent to {setup_hex}, not {hex}</translation>
    </message>
    <message>
      <source>hex {hid} holds more than {limit} German steps</source>
      <translation>hex {hid} holds more than {limit} German steps</translation>
    </message>
    <message>
      <source>KG markers are deployed only in the kg deployment phase</source>
      <translation>KG markers are deployed only in the kg deployment phase</translation>
    </message>
    <message>
      <source>there is no KG marker {kg!r}</source>
      <translation>there is no KG marker {kg!r}</translation>
    </message>
    <message>
      <source>{unit} may be deployed from turn {turn}</source>
      <translation>{unit} may be deployed from turn {turn}</translation>
    </message>
    <message>
      <source>hex {hex} already holds a KG marker</source>
      <translation>hex {hex} already holds a KG marker</translation>
    </message>
    <message>
      <source>reinforcements are placed only in the reinforcement phase</source>
      <translation>reinforcements are placed only in the reinforcement phase</translation>
    </message>
    <message>
      <source>{unit_id} is not a reinforcement due on turn {turn}</source>
      <translation>{unit_id} is not a reinforcement due on turn {turn}</translation>
    </message>
    <message>
      <source>{unit_id} cannot enter at {hex}</source>
      <translation>{unit_id} cannot enter at {hex}</translation>
    </message>
    <message>
      <source>replacements are placed only in the replacement phase</source>
      <translation>replacements are placed only in the replacement phase</translation>
    </message>
    <message>
      <source>{unit_id} is not a rifle corps ready to return</source>
      <translation>{unit_id} is not a rifle corps ready to return</translation>
    </message>
    <message>
      <source>a replacement cannot be placed in {hex}</source>
      <translation>a replacement cannot be placed in {hex}</translation>
    </message>
    <message>
      <source>step {step}: {problem}</source>
      <translation>step {step}: {problem}</translation>
    </message>
    <message>
      <source>does not match the embedded scenario (edited file?)</source>
      <translation>does not match the embedded scenario (edited file?)</translation>
    </message>
    <message>
      <source>the die shows {value}, but seed {seed} rolls a {expected} here: a record that names its seed holds that seed's dice</source>
      <translation>the die shows {value}, but seed {seed} rolls a {expected} here: a record that names its seed holds that seed's dice</translation>
    </message>
    <message>
      <source>desync: the engine produced {actual} events, the record has {expected}</source>
      <translation>desync: the engine produced {actual} events, the record has {expected}</translation>
    </message>
    <message>
      <source>desync: the record's die shows {value}, but its combat was resolved with a {roll}: re-simulated with the {value}, the combat's result is {actual} (the record's: {expected})</source>
      <translation>desync: the record's die shows {value}, but its combat was resolved with a {roll}: re-simulated with the {value}, the combat's result is {actual} (the record's: {expected})</translation>
    </message>
    <message>
      <source>desync: the engine produced a {actual} event, the record has a {expected} event</source>
      <translation>desync: the engine produced a {actual} event, the record has a {expected} event</translation>
    </message>
    <message>
      <source>desync: the {event} event differs in {field}: the engine has {actual}, the record has {expected}</source>
      <translation>desync: the {event} event differs in {field}: the engine has {actual}, the record has {expected}</translation>
    </message>
    <message>
      <source>a snapshot past the last step ({replayed})</source>
      <translation>a snapshot past the last step ({replayed})</translation>
    </message>
    <message>
      <source>no phase starts before step {key}: not a snapshot</source>
      <translation>no phase starts before step {key}: not a snapshot</translation>
    </message>
    <message>
      <source>desync: not the state the commands lead to</source>
      <translation>desync: not the state the commands lead to</translation>
    </message>
    <message>
      <source>hex {hex} is not on the {columns}x{rows} map</source>
      <translation>hex {hex} is not on the {columns}x{rows} map</translation>
    </message>
    <message>
      <source>hex {hex} is not a town or fortified locality</source>
      <translation>hex {hex} is not a town or fortified locality</translation>
    </message>
    <message>
      <source>hex {hex} already belongs to {town}</source>
      <translation>hex {hex} already belongs to {town}</translation>
    </message>
    <message>
      <source>hexside {a}-{b} has a hex that is not on the map</source>
      <translation>hexside {a}-{b} has a hex that is not on the map</translation>
    </message>
    <message>
      <source>river {river}: hexes {a} and {b} are not adjacent</source>
      <translation>river {river}: hexes {a} and {b} are not adjacent</translation>
    </message>
    <message>
      <source>hexside {hexside} is already a side of the {river}</source>
      <translation>hexside {hexside} is already a side of the {river}</translation>
    </message>
    <message>
      <source>unit id {id!r} is used {count} times</source>
      <translation>unit id {id!r} is used {count} times</translation>
    </message>
    <message>
      <source>{unit}: set-up hex {hex} is not on the map</source>
      <translation>{unit}: set-up hex {hex} is not on the map</translation>
    </message>
    <message>
      <source>KG id {id!r} is used {count} times</source>
      <translation>KG id {id!r} is used {count} times</translation>
    </message>
    <message>
      <source>starts at {vp} VP, but the Soviet-controlled towns are worth {worth} (4.1)</source>
      <translation>starts at {vp} VP, but the Soviet-controlled towns are worth {worth} (4.1)</translation>
    </message>
    <message>
      <source>{unit}: {steps} steps, over the stacking limit (6.1, 6.2)</source>
      <translation>{unit}: {steps} steps, over the stacking limit (6.1, 6.2)</translation>
    </message>
    <message>
      <source>{unit}: sets up in {hex} with enemy units (6.0)</source>
      <translation>{unit}: sets up in {hex} with enemy units (6.0)</translation>
    </message>
    <message>
      <source>there are no German units: both sides need some</source>
      <translation>there are no German units: both sides need some</translation>
    </message>
    <message>
      <source>there are no Soviet units: both sides need some</source>
      <translation>there are no Soviet units: both sides need some</translation>
    </message>
    <message>
      <source>every German unit is a static garrison: none can move or attack</source>
      <translation>every German unit is a static garrison: none can move or attack</translation>
    </message>
    <message>
      <source>every Soviet unit is a static garrison: none can move or attack</source>
      <translation>every Soviet unit is a static garrison: none can move or attack</translation>
    </message>
    <message>
      <source>the scenario has no units: both sides need some</source>
      <translation>the scenario has no units: both sides need some</translation>
    </message>
    <message>
      <source>there is no Soviet supply source</source>
      <translation>there is no Soviet supply source</translation>
    </message>
    <message>
      <source>there is no German C&amp;C source</source>
      <translation>there is no German C&amp;C source</translation>
    </message>
    <message>
      <source>unit id {id!r} has spaces in it</source>
      <translation>unit id {id!r} has spaces in it</translation>
    </message>
    <message>
      <source>{unit} has a defence factor of 0 at every step</source>
      <translation>{unit} has a defence factor of 0 at every step</translation>
    </message>
    <message>
      <source>{unit} is Soviet and would never arrive: only German units enter as reinforcements</source>
      <translation>{unit} is Soviet and would never arrive: only German units enter as reinforcements</translation>
    </message>
    <message>
      <source>{unit} arrives on turn {turn} but would never enter: there is no German entry hex</source>
      <translation>{unit} arrives on turn {turn} but would never enter: there is no German entry hex</translation>
    </message>
    <message>
      <source>{unit} sets up in {hex}, inside the Soviet restriction zone</source>
      <translation>{unit} sets up in {hex}, inside the Soviet restriction zone</translation>
    </message>
    <message>
      <source>{steps} German steps set up in {hex}: more than it and the hexes around can hold ({room})</source>
      <translation>{steps} German steps set up in {hex}: more than it and the hexes around can hold ({room})</translation>
    </message>
    <message>
      <source>a town is worth {vp} VP: it must be worth at least 1</source>
      <translation>a town is worth {vp} VP: it must be worth at least 1</translation>
    </message>
    <message>
      <source>a fortified locality is worth {vp} VP: it must be worth at least 1</source>
      <translation>a fortified locality is worth {vp} VP: it must be worth at least 1</translation>
    </message>
    <message>
      <source>the victory levels are out of order: a draw from {draw} VP, a Soviet victory from {win}; both must be above 0 and the victory above the draw</source>
      <translation>the victory levels are out of order: a draw from {draw} VP, a Soviet victory from {win}; both must be above 0 and the victory above the draw</translation>
    </message>
    <message>
      <source>the Soviet player can score at most {most} VP: a Soviet victory at {win} VP can never be reached</source>
      <translation>the Soviet player can score at most {most} VP: a Soviet victory at {win} VP can never be reached</translation>
    </message>
    <message>
      <source>KG {kg} deploys from turn {deploy}: it can never deploy in a game of {last} turns</source>
      <translation>KG {kg} deploys from turn {deploy}: it can never deploy in a game of {last} turns</translation>
    </message>
  </context>
  <context>
    <name>EventText</name>
    <message>
      <source>German set-up</source>
      <translation>German set-up</translation>
    </message>
    <message>
      <source>Weather and ground</source>
      <translation>Weather and ground</translation>
    </message>
    <message>
      <source>Air</source>
      <translation>Air</translation>
    </message>
    <message>
      <source>Korpsgruppe deployment</source>
      <translation>Korpsgruppe deployment</translation>
    </message>
    <message>
      <source>Soviet 1st phase</source>
      <translation>Soviet 1st phase</translation>
    </message>
    <message>
      <source>Soviet 2nd phase</source>
      <translation>Soviet 2nd phase</translation>
    </message>
    <message>
      <source>German 1st phase</source>
      <translation>German 1st phase</translation>
    </message>
    <message>
      <source>German 1st mechanized combat</source>
      <translation>German 1st mechanized combat</translation>
    </message>
    <message>
      <source>German 2nd wave phase</source>
      <translation>German 2nd wave phase</translation>
    </message>
    <message>
      <source>German 2nd wave mechanized combat</source>
      <translation>German 2nd wave mechanized combat</translation>
    </message>
    <message>
      <source>German reinforcements</source>
      <translation>German reinforcements</translation>
    </message>
    <message>
      <source>Soviet replacements</source>
      <translation>Soviet replacements</translation>
    </message>
    <message>
      <source>Administration</source>
      <translation>Administration</translation>
    </message>
    <message>
      <source>move, then fight; in the second phase fight, then move</source>
      <translation>move, then fight; in the second phase fight, then move</translation>
    </message>
    <message>
      <source>fight, then move; in the second phase move, then fight</source>
      <translation>fight, then move; in the second phase move, then fight</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nobody</translation>
    </message>
    <message>
      <source>Turn {turn}: {phase}</source>
      <translation>Turn {turn}: {phase}</translation>
    </message>
    <message>
      <source>Weather: {weather}</source>
      <translation>Weather: {weather}</translation>
    </message>
    <message>
      <source>{side} player will {sequence}</source>
      <translation>{side} player will {sequence}</translation>
    </message>
    <message>
      <source>{units} {from_hex} -&gt; {to_hex}: {mp} MP, {left} left</source>
      <translation>{units} {from_hex} -&gt; {to_hex}: {mp} MP, {left} left</translation>
    </message>
    <message>
      <source>{units} crosses the {river} ({from_hex}-{to_hex}): {cost} MP</source>
      <translation>{units} crosses the {river} ({from_hex}-{to_hex}): {cost} MP</translation>
    </message>
    <message>
      <source>{units} cross the {river} ({from_hex}-{to_hex}): {cost} MP</source>
      <translation>{units} cross the {river} ({from_hex}-{to_hex}): {cost} MP</translation>
    </message>
    <message>
      <source>{units} stops in {hex}: {reason}</source>
      <translation>{units} stops in {hex}: {reason}</translation>
    </message>
    <message>
      <source>{units} stop in {hex}: {reason}</source>
      <translation>{units} stop in {hex}: {reason}</translation>
    </message>
    <message>
      <source>{units} leaves the map from {hex}</source>
      <translation>{units} leaves the map from {hex}</translation>
    </message>
    <message>
      <source>{units} leave the map from {hex}</source>
      <translation>{units} leave the map from {hex}</translation>
    </message>
    <message>
      <source>{hex} now controlled by the {side} side</source>
      <translation>{hex} now controlled by the {side} side</translation>
    </message>
    <message>
      <source>{units} was not placed and is lost</source>
      <translation>{units} was not placed and is lost</translation>
    </message>
    <message>
      <source>{kg} placed in {hex}</source>
      <translation>{kg} placed in {hex}</translation>
    </message>
    <message>
      <source>{kg} removed from the map</source>
      <translation>{kg} removed from the map</translation>
    </message>
    <message>
      <source>{side} stack in {hex}: {unit} on top</source>
      <translation>{side} stack in {hex}: {unit} on top</translation>
    </message>
    <message>
      <source>{units} attacks {hex}; defenders revealed: {defenders}</source>
      <translation>{units} attacks {hex}; defenders revealed: {defenders}</translation>
    </message>
    <message>
      <source>{units} attack {hex}; defenders revealed: {defenders}</source>
      <translation>{units} attack {hex}; defenders revealed: {defenders}</translation>
    </message>
    <message>
      <source>{unit} cannot retreat from {hex}</source>
      <translation>{unit} cannot retreat from {hex}</translation>
    </message>
    <message>
      <source>{side} CAS for the combat at {hex}: +{markers}, {total} in all</source>
      <translation>{side} CAS for the combat at {hex}: +{markers}, {total} in all</translation>
    </message>
    <message>
      <source>The retreat is ignored: the defenders of {hex} hold {town}</source>
      <translation>The retreat is ignored: the defenders of {hex} hold {town}</translation>
    </message>
    <message>
      <source>Odds at {hex}: {attack} to {defence}, {raw} -&gt; column {final}</source>
      <translation>Odds at {hex}: {attack} to {defence}, {raw} -&gt; column {final}</translation>
    </message>
    <message>
      <source>{unit} loses a step ({left} left)</source>
      <translation>{unit} loses a step ({left} left)</translation>
    </message>
    <message>
      <source>{unit} retreats {from_hex} -&gt; {to_hex}</source>
      <translation>{unit} retreats {from_hex} -&gt; {to_hex}</translation>
    </message>
    <message>
      <source>{units} advances into {hex}</source>
      <translation>{units} advances into {hex}</translation>
    </message>
    <message>
      <source>{units} advance into {hex}</source>
      <translation>{units} advance into {hex}</translation>
    </message>
    <message>
      <source>Soviet VP {points:+d} ({reason}): total {total}</source>
      <translation>Soviet VP {points:+d} ({reason}): total {total}</translation>
    </message>
    <message>
      <source>Game over with {vp} Soviet VP: {result}</source>
      <translation>Game over with {vp} Soviet VP: {result}</translation>
    </message>
    <message>
      <source>none</source>
      <translation>none</translation>
    </message>
    <message>
      <source>an enemy unit</source>
      <translation>an enemy unit</translation>
    </message>
    <message>
      <source>an enemy stack of {count}</source>
      <translation>an enemy stack of {count}</translation>
    </message>
    <message>
      <source>{purpose}: die {dice}{modifier}</source>
      <translation>{purpose}: die {dice}{modifier}</translation>
    </message>
    <message>
      <source>No air superiority this turn</source>
      <translation>No air superiority this turn</translation>
    </message>
    <message numerus="yes">
      <source>{side} air superiority: %n CAS marker(s)</source>
      <translation>
        <numerusform>{side} air superiority: %n CAS marker</numerusform>
        <numerusform>{side} air superiority: %n CAS markers</numerusform>
      </translation>
    </message>
    <message>
      <source>{units} placed in {hex}</source>
      <translation>{units} placed in {hex}</translation>
    </message>
    <message numerus="yes">
      <source>{unit} placed in {hex} (%n step(s))</source>
      <translation>
        <numerusform>{unit} placed in {hex} (%n step)</numerusform>
        <numerusform>{unit} placed in {hex} (%n steps)</numerusform>
      </translation>
    </message>
    <message>
      <source>{cas} CAS</source>
      <translation>{cas} CAS</translation>
    </message>
    <message>
      <source>German defence of {hex}: no support committed</source>
      <translation>German defence of {hex}: no support committed</translation>
    </message>
    <message>
      <source>German defence of {hex} supported by {support}</source>
      <translation>German defence of {hex} supported by {support}</translation>
    </message>
    <message>
      <source>die {roll}</source>
      <translation>die {roll}</translation>
    </message>
    <message>
      <source>no roll</source>
      <translation>no roll</translation>
    </message>
    <message>
      <source>Combat at {hex}: column {column}, {roll} -&gt; {result}</source>
      <translation>Combat at {hex}: column {column}, {roll} -&gt; {result}</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}, may return on turn {turn}</source>
      <translation>{unit} eliminated in {hex}, may return on turn {turn}</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}</source>
      <translation>{unit} eliminated in {hex}</translation>
    </message>
    <message>
      <source>{unit} eliminated, may return on turn {turn}</source>
      <translation>{unit} eliminated, may return on turn {turn}</translation>
    </message>
    <message>
      <source>{unit} eliminated</source>
      <translation>{unit} eliminated</translation>
    </message>
  </context>
  <context>
    <name>Explain</name>
    <message>
      <source>Soviet and German set-ups (3.2)</source>
      <translation>Soviet and German set-ups (3.2)</translation>
    </message>
    <message>
      <source>Step {step} of {total} - turn {turn}, {phase}</source>
      <translation>Step {step} of {total} - turn {turn}, {phase}</translation>
    </message>
    <message>
      <source>die &lt;b&gt;{roll}&lt;/b&gt;</source>
      <translation>die &lt;b&gt;{roll}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>no roll (automatic result, 13.8.1)</source>
      <translation>no roll (automatic result, 13.8.1)</translation>
    </message>
    <message>
      <source>&lt;p style='background:{DIE_BACKGROUND}'&gt;Combat at {defender_hex}: column &lt;b&gt;{column}&lt;/b&gt;, {roll} &amp;rarr; &lt;b&gt;{value}&lt;/b&gt; (13.8)&lt;/p&gt;</source>
      <translation>&lt;p style='background:{DIE_BACKGROUND}'&gt;Combat at {defender_hex}: column &lt;b&gt;{column}&lt;/b&gt;, {roll} &amp;rarr; &lt;b&gt;{value}&lt;/b&gt; (13.8)&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;li style='background:{CURRENT_BACKGROUND}'&gt;&lt;b&gt;{words}&lt;/b&gt;&lt;/li&gt;</source>
      <translation>&lt;li style='background:{CURRENT_BACKGROUND}'&gt;&lt;b&gt;{words}&lt;/b&gt;&lt;/li&gt;</translation>
    </message>
    <message>
      <source>&lt;ol style='margin-left:12px'&gt;{rows}&lt;/ol&gt;</source>
      <translation>&lt;ol style='margin-left:12px'&gt;{rows}&lt;/ol&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;i&gt;No events.&lt;/i&gt;&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;i&gt;No events.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
      <source>The set-up (3.2)</source>
      <translation>The set-up (3.2)</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;i&gt;Why:&lt;/i&gt; {reason}&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;i&gt;Why:&lt;/i&gt; {reason}&lt;/p&gt;</translation>
    </message>
  </context>
  <context>
    <name>GameLayers</name>
    <message>
      <source>; at worst: a river crossing on the way may cost less (12.3)</source>
      <translation>; at worst: a river crossing on the way may cost less (12.3)</translation>
    </message>
    <message>
      <source>
Selected stack: {cost} MP to get here, {left} left{doubt}</source>
      <translation>
Selected stack: {cost} MP to get here, {left} left{doubt}</translation>
    </message>
    <message>
      <source>; Ctrl+click to stack with the units here (a click selects them)</source>
      <translation>; Ctrl+click to stack with the units here (a click selects them)</translation>
    </message>
    <message>
      <source>; Alt+click: route the move through here</source>
      <translation>; Alt+click: route the move through here</translation>
    </message>
    <message>
      <source>The move ends here: enemy zone of control (7.2)</source>
      <translation>The move ends here: enemy zone of control (7.2)</translation>
    </message>
  </context>
  <context>
    <name>GeoreferenceDialog</name>
    <message>
      <source>Affine (least squares)</source>
      <translation>Affine (least squares)</translation>
    </message>
    <message>
      <source>Thin-plate spline (through every tie point)</source>
      <translation>Thin-plate spline (through every tie point)</translation>
    </message>
    <message>
      <source>GeoJSON (*.geojson *.json)</source>
      <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
      <source>Georeference the map</source>
      <translation>Georeference the map</translation>
    </message>
    <message>
      <source>Click a hex to tie it to the longitude and latitude typed beside</source>
      <translation>Click a hex to tie it to the longitude and latitude typed beside</translation>
    </message>
    <message>
      <source>Georeference</source>
      <translation>Georeference</translation>
    </message>
    <message>
      <source>Keep this georeference with the scenario; Undo takes it back</source>
      <translation>Keep this georeference with the scenario; Undo takes it back</translation>
    </message>
    <message>
      <source>Tie three or more hexes spread across the map to their longitude and latitude: click a hex on the map or type its id, type where it lies, then Add. The map shows the GeoJSON placed by the fit.</source>
      <translation>Tie three or more hexes spread across the map to their longitude and latitude: click a hex on the map or type its id, type where it lies, then Add. The map shows the GeoJSON placed by the fit.</translation>
    </message>
    <message>
      <source>The tie points; choose one to change or remove it</source>
      <translation>The tie points; choose one to change or remove it</translation>
    </message>
    <message>
      <source>Hex</source>
      <translation>Hex</translation>
    </message>
    <message>
      <source>Longitude</source>
      <translation>Longitude</translation>
    </message>
    <message>
      <source>Latitude</source>
      <translation>Latitude</translation>
    </message>
    <message>
      <source>Misfit (km)</source>
      <translation>Misfit (km)</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>How far the affine fit puts the tie point from where it was typed</source>
      <translation>How far the affine fit puts the tie point from where it was typed</translation>
    </message>
    <message>
      <source>The hex to tie (CCRR), or click it on the map</source>
      <translation>The hex to tie (CCRR), or click it on the map</translation>
    </message>
    <message>
      <source>Longitude of the hex's centre in degrees, east positive</source>
      <translation>Longitude of the hex's centre in degrees, east positive</translation>
    </message>
    <message>
      <source>Latitude of the hex's centre in degrees, north positive</source>
      <translation>Latitude of the hex's centre in degrees, north positive</translation>
    </message>
    <message>
      <source>What the point is (a town, a river mouth): a note for later</source>
      <translation>What the point is (a town, a river mouth): a note for later</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Add</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Remove</translation>
    </message>
    <message>
      <source>Add this tie point (or change the one of this hex)</source>
      <translation>Add this tie point (or change the one of this hex)</translation>
    </message>
    <message>
      <source>Remove the tie point chosen in the table</source>
      <translation>Remove the tie point chosen in the table</translation>
    </message>
    <message>
      <source>Hex:</source>
      <translation>Hex:</translation>
    </message>
    <message>
      <source>Longitude:</source>
      <translation>Longitude:</translation>
    </message>
    <message>
      <source>Latitude:</source>
      <translation>Latitude:</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>Affine: one scale and angle for the whole map; the spline bends it to pass through every point</source>
      <translation>Affine: one scale and angle for the whole map; the spline bends it to pass through every point</translation>
    </message>
    <message>
      <source>Choose GeoJSON...</source>
      <translation>Choose GeoJSON...</translation>
    </message>
    <message>
      <source>GeoJSON files to draw over the map through the fit (rivers, towns, lakes)</source>
      <translation>GeoJSON files to draw over the map through the fit (rivers, towns, lakes)</translation>
    </message>
    <message>
      <source>Warp:</source>
      <translation>Warp:</translation>
    </message>
    <message>
      <source>Preview:</source>
      <translation>Preview:</translation>
    </message>
    <message>
      <source>{hex} is not a hex of this map</source>
      <translation>{hex} is not a hex of this map</translation>
    </message>
    <message>
      <source>No fit: {reason}</source>
      <translation>No fit: {reason}</translation>
    </message>
    <message numerus="yes">
      <source>Affine fit of %n tie point(s): the farthest lies {km} km off it.</source>
      <translation>
        <numerusform>Affine fit of %n tie point: the farthest lies {km} km off it.</numerusform>
        <numerusform>Affine fit of %n tie points: the farthest lies {km} km off it.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Spline through %n tie point(s); the affine fit's farthest misfit is {km} km.</source>
      <translation>
        <numerusform>Spline through %n tie point; the affine fit's farthest misfit is {km} km.</numerusform>
        <numerusform>Spline through %n tie points; the affine fit's farthest misfit is {km} km.</numerusform>
      </translation>
    </message>
    <message>
      <source>GeoJSON to preview</source>
      <translation>GeoJSON to preview</translation>
    </message>
    <message>
      <source>no GeoJSON chosen</source>
      <translation>no GeoJSON chosen</translation>
    </message>
  </context>
  <context>
    <name>HandOver</name>
    <message>
      <source>Hand over to the {side} player</source>
      <translation>Hand over to the {side} player</translation>
    </message>
    <message>
      <source>{reason}
The other side's stacks stay hidden (6.3). Click or press a key to continue.</source>
      <translation>{reason}
The other side's stacks stay hidden (6.3). Click or press a key to continue.</translation>
    </message>
  </context>
  <context>
    <name>Handover</name>
    <message>
      <source>choose a step loss</source>
      <translation>choose a step loss</translation>
    </message>
    <message>
      <source>place a retreat</source>
      <translation>place a retreat</translation>
    </message>
    <message>
      <source>decide an advance</source>
      <translation>decide an advance</translation>
    </message>
    <message>
      <source>clear an over-stacked hex</source>
      <translation>clear an over-stacked hex</translation>
    </message>
    <message>
      <source>To {words} at {where} ({rule}).</source>
      <translation>To {words} at {where} ({rule}).</translation>
    </message>
    <message>
      <source>To commit defensive support against the attack on {defender_hex} (13.3).</source>
      <translation>To commit defensive support against the attack on {defender_hex} (13.3).</translation>
    </message>
    <message>
      <source>To play {phase} (5.0).</source>
      <translation>To play {phase} (5.0).</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Rules reference - panzer-qt</source>
      <translation>Rules reference - panzer-qt</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <source>The rules in short, by rule number, with the project's rulings</source>
      <translation>The rules in short, by rule number, with the project's rulings</translation>
    </message>
    <message>
      <source>Rules Reference</source>
      <translation>Rules Reference</translation>
    </message>
    <message>
      <source>Quick-start Guide</source>
      <translation>Quick-start Guide</translation>
    </message>
    <message>
      <source>How to play a game in this program</source>
      <translation>How to play a game in this program</translation>
    </message>
    <message>
      <source>Modding Guide</source>
      <translation>Modding Guide</translation>
    </message>
    <message>
      <source>How to make scenarios and maps with the editor</source>
      <translation>How to make scenarios and maps with the editor</translation>
    </message>
    <message>
      <source>About panzer-qt</source>
      <translation>About panzer-qt</translation>
    </message>
    <message>
      <source>Version, licences and the map data's sources</source>
      <translation>Version, licences and the map data's sources</translation>
    </message>
  </context>
  <context>
    <name>HelpWindow</name>
    <message>
      <source>Search</source>
      <translation>Search</translation>
    </message>
    <message>
      <source>Show only the sections that hold every word typed (Enter opens the first; Ctrl+F comes here)</source>
      <translation>Show only the sections that hold every word typed (Enter opens the first; Ctrl+F comes here)</translation>
    </message>
    <message>
      <source>Contents: click a section to read it</source>
      <translation>Contents: click a section to read it</translation>
    </message>
    <message>
      <source>{0} is in the project's docs folder, not in the program.</source>
      <translation>{0} is in the project's docs folder, not in the program.</translation>
    </message>
  </context>
  <context>
    <name>HexInfo</name>
    <message>
      <source>German</source>
      <translation>German</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>Soviet</translation>
    </message>
    <message>
      <source>Soviet supply source (8.2)</source>
      <translation>Soviet supply source (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;C source (9.2)</source>
      <translation>German C&amp;C source (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hex (4.1)</source>
      <translation>Soviet exit hex (4.1)</translation>
    </message>
    <message>
      <source>German entry hex (10.1)</source>
      <translation>German entry hex (10.1)</translation>
    </message>
    <message>
      <source>inside the Soviet restriction zone (12.5)</source>
      <translation>inside the Soviet restriction zone (12.5)</translation>
    </message>
    <message>
      <source>&lt;p style='white-space:pre'&gt;{text}&lt;/p&gt;</source>
      <translation>&lt;p style='white-space:pre'&gt;{text}&lt;/p&gt;</translation>
    </message>
    <message>
      <source>fortified locality</source>
      <translation>fortified locality</translation>
    </message>
    <message>
      <source>town</source>
      <translation>town</translation>
    </message>
    <message>
      <source>, held by the {side}s</source>
      <translation>, held by the {side}s</translation>
    </message>
    <message>
      <source>; combat {shift:+d} column</source>
      <translation>; combat {shift:+d} column</translation>
    </message>
    <message>
      <source>Entry: {mp_mechanized} MP mechanized, {mp_non_mechanized} MP non-mechanized in {weather} (12.2){shift}</source>
      <translation>Entry: {mp_mechanized} MP mechanized, {mp_non_mechanized} MP non-mechanized in {weather} (12.2){shift}</translation>
    </message>
    <message>
      <source> (major)</source>
      <translation> (major)</translation>
    </message>
    <message>
      <source>River sides: </source>
      <translation>River sides: </translation>
    </message>
    <message>
      <source>each crossing costs +{cost} MP (optional 12.3)</source>
      <translation>each crossing costs +{cost} MP (optional 12.3)</translation>
    </message>
    <message>
      <source>crossings are free in frost (12.3)</source>
      <translation>crossings are free in frost (12.3)</translation>
    </message>
    <message>
      <source>each crossing costs extra MP by a die roll, +1 on a major river (12.3)</source>
      <translation>each crossing costs extra MP by a die roll, +1 on a major river (12.3)</translation>
    </message>
    <message>
      <source>ZOC of: {sides} (7.0)</source>
      <translation>ZOC of: {sides} (7.0)</translation>
    </message>
    <message>
      <source> and </source>
      <translation> and </translation>
    </message>
    <message>
      <source>No ZOC (7.0)</source>
      <translation>No ZOC (7.0)</translation>
    </message>
    <message>
      <source>in supply</source>
      <translation>in supply</translation>
    </message>
    <message>
      <source>OUT of supply</source>
      <translation>OUT of supply</translation>
    </message>
    <message>
      <source>in C&amp;C</source>
      <translation>in C&amp;C</translation>
    </message>
    <message>
      <source>OUT of C&amp;C</source>
      <translation>OUT of C&amp;C</translation>
    </message>
    <message>
      <source>A Soviet unit here would be {soviet} (8.1); a German unit {german} (9.2)</source>
      <translation>A Soviet unit here would be {soviet} (8.1); a German unit {german} (9.2)</translation>
    </message>
    <message>
      <source>active (12.4)</source>
      <translation>active (12.4)</translation>
    </message>
    <message>
      <source>negated: {reason}</source>
      <translation>negated: {reason}</translation>
    </message>
    <message>
      <source>{name} traffic range, {state}</source>
      <translation>{name} traffic range, {state}</translation>
    </message>
    <message>
      <source>{name} combat range (13.4)</source>
      <translation>{name} combat range (13.4)</translation>
    </message>
    <message>
      <source>{unit} ({steps}/{most} steps)</source>
      <translation>{unit} ({steps}/{most} steps)</translation>
    </message>
    <message>
      <source> + {hidden} hidden (6.3)</source>
      <translation> + {hidden} hidden (6.3)</translation>
    </message>
    <message>
      <source>Units: </source>
      <translation>Units: </translation>
    </message>
    <message>
      <source>{hex} is over the limit: the {side} player will remove units (6.0)</source>
      <translation>{hex} is over the limit: the {side} player will remove units (6.0)</translation>
    </message>
  </context>
  <context>
    <name>HexSetTool</name>
    <message>
      <source>Hex set:</source>
      <translation>Hex set:</translation>
    </message>
  </context>
  <context>
    <name>HexSets</name>
    <message>
      <source>Soviet supply sources (8.2)</source>
      <translation>Soviet supply sources (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;C sources (9.2)</source>
      <translation>German C&amp;C sources (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hexes (4.1)</source>
      <translation>Soviet exit hexes (4.1)</translation>
    </message>
    <message>
      <source>German entry hexes (10.1)</source>
      <translation>German entry hexes (10.1)</translation>
    </message>
    <message>
      <source>Soviet restriction zone (12.5)</source>
      <translation>Soviet restriction zone (12.5)</translation>
    </message>
  </context>
  <context>
    <name>ImportDialog</name>
    <message>
      <source>Import {source}</source>
      <translation>Import {source}</translation>
    </message>
    <message>
      <source>The map shows the import, outlined. It adds and leaves out:</source>
      <translation>The map shows the import, outlined. It adds and leaves out:</translation>
    </message>
    <message>
      <source>What the import adds, and each feature it leaves out with the reason</source>
      <translation>What the import adds, and each feature it leaves out with the reason</translation>
    </message>
    <message>
      <source>Type a name to import the point as a town; one left without a name is left out</source>
      <translation>Type a name to import the point as a town; one left without a name is left out</translation>
    </message>
    <message numerus="yes">
      <source>%n point(s) have no name. Type one to import a point as a town:</source>
      <translation>
        <numerusform>%n point have no name. Type one to import a point as a town:</numerusform>
        <numerusform>%n points have no name. Type one to import a point as a town:</numerusform>
      </translation>
    </message>
    <message>
      <source>Import</source>
      <translation>Import</translation>
    </message>
    <message>
      <source>Add these rivers, towns and lakes to the map; Undo takes them back</source>
      <translation>Add these rivers, towns and lakes to the map; Undo takes them back</translation>
    </message>
    <message>
      <source>Feature</source>
      <translation>Feature</translation>
    </message>
    <message>
      <source>Hex</source>
      <translation>Hex</translation>
    </message>
    <message>
      <source>Properties</source>
      <translation>Properties</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
  </context>
  <context>
    <name>JumpDialog</name>
    <message>
      <source>Go to turn and phase</source>
      <translation>Go to turn and phase</translation>
    </message>
    <message>
      <source>The turn to go to</source>
      <translation>The turn to go to</translation>
    </message>
    <message>
      <source>The phase of that turn to go to: the viewer shows its first step</source>
      <translation>The phase of that turn to go to: the viewer shows its first step</translation>
    </message>
    <message>
      <source>Turn</source>
      <translation>Turn</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Phase</translation>
    </message>
  </context>
  <context>
    <name>Legend</name>
    <message>
      <source>Map</source>
      <translation>Map</translation>
    </message>
    <message>
      <source>Counters</source>
      <translation>Counters</translation>
    </message>
  </context>
  <context>
    <name>LookSession</name>
    <message>
      <source>this is a look at an online game: no command can be given</source>
      <translation>this is a look at an online game: no command can be given</translation>
    </message>
  </context>
  <context>
    <name>LookWindow</name>
    <message>
      <source>A look at an online game from the {side} side at turn {turn}, {phase}: read-only</source>
      <translation>A look at an online game from the {side} side at turn {turn}, {phase}: read-only</translation>
    </message>
    <message>
      <source>{scenario} - {file}: {look} - panzer-qt</source>
      <translation>{scenario} - {file}: {look} - panzer-qt</translation>
    </message>
  </context>
  <context>
    <name>MainWindow</name>
    <message>
      <source>Ready</source>
      <translation>Ready</translation>
    </message>
    <message>
      <source>REFEREE VIEW: both sides' stacks are shown</source>
      <translation>REFEREE VIEW: both sides' stacks are shown</translation>
    </message>
    <message>
      <source>This game is over.</source>
      <translation>This game is over.</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Phase</translation>
    </message>
    <message>
      <source>Combat and decisions</source>
      <translation>Combat and decisions</translation>
    </message>
    <message>
      <source>Tray</source>
      <translation>Tray</translation>
    </message>
    <message>
      <source>Stack</source>
      <translation>Stack</translation>
    </message>
    <message>
      <source>Legend</source>
      <translation>Legend</translation>
    </message>
    <message>
      <source>Event log</source>
      <translation>Event log</translation>
    </message>
    <message>
      <source>Victory points</source>
      <translation>Victory points</translation>
    </message>
    <message>
      <source>Overview</source>
      <translation>Overview</translation>
    </message>
    <message>
      <source>new game</source>
      <translation>new game</translation>
    </message>
    <message>
      <source> - REFEREE VIEW (both sides shown)</source>
      <translation> - REFEREE VIEW (both sides shown)</translation>
    </message>
    <message>
      <source>{scenario} - {file}{referee} - panzer-qt</source>
      <translation>{scenario} - {file}{referee} - panzer-qt</translation>
    </message>
    <message>
      <source>Not allowed: {message}</source>
      <translation>Not allowed: {message}</translation>
    </message>
    <message>
      <source>Autosave failed, the game goes on unsaved: {reason}</source>
      <translation>Autosave failed, the game goes on unsaved: {reason}</translation>
    </message>
  </context>
  <context>
    <name>MapKeys</name>
    <message>
      <source>Soviet supply source (8.1)</source>
      <translation>Soviet supply source (8.1)</translation>
    </message>
    <message>
      <source>German C&amp;C source (9.2)</source>
      <translation>German C&amp;C source (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hex: units may leave the map here (4.1)</source>
      <translation>Soviet exit hex: units may leave the map here (4.1)</translation>
    </message>
    <message>
      <source>German entry hex for reinforcements (10.1)</source>
      <translation>German entry hex for reinforcements (10.1)</translation>
    </message>
    <message>
      <source>clear</source>
      <translation>clear</translation>
    </message>
    <message>
      <source>forest: mechanized units pay more (12.2)</source>
      <translation>forest: mechanized units pay more (12.2)</translation>
    </message>
    <message>
      <source>rough: costs mechanized units more; shifts combat odds (12.2)</source>
      <translation>rough: costs mechanized units more; shifts combat odds (12.2)</translation>
    </message>
    <message>
      <source>marsh: dear for mechanized units (12.2)</source>
      <translation>marsh: dear for mechanized units (12.2)</translation>
    </message>
    <message>
      <source>river: crossing costs extra MP by a die (12.3)</source>
      <translation>river: crossing costs extra MP by a die (12.3)</translation>
    </message>
    <message>
      <source>major river (Dnestr, Bug, Prut): die +1 (12.3)</source>
      <translation>major river (Dnestr, Bug, Prut): die +1 (12.3)</translation>
    </message>
    <message>
      <source>town: see the Tables (F2) for its effects</source>
      <translation>town: see the Tables (F2) for its effects</translation>
    </message>
    <message>
      <source>fortified locality</source>
      <translation>fortified locality</translation>
    </message>
    <message>
      <source>Soviet operational restriction zone (12.5)</source>
      <translation>Soviet operational restriction zone (12.5)</translation>
    </message>
    <message>
      <source>type, size, name; attack-defence factors; one pip per step, filled while it is left</source>
      <translation>type, size, name; attack-defence factors; one pip per step, filled while it is left</translation>
    </message>
    <message>
      <source>a step lost: lighter counter, dot top left, hollow pip (2.6)</source>
      <translation>a step lost: lighter counter, dot top left, hollow pip (2.6)</translation>
    </message>
    <message>
      <source>a stack of 3 counters, the top one shown; hover to fan out what you may see (6.3)</source>
      <translation>a stack of 3 counters, the top one shown; hover to fan out what you may see (6.3)</translation>
    </message>
  </context>
  <context>
    <name>Messages</name>
    <message>
      <source>{path}

This file cannot be used: it is not a scenario or saved game this program can read.</source>
      <translation>{path}

This file cannot be used: it is not a scenario or saved game this program can read.</translation>
    </message>
    <message>
      <source>

First problem: {problems}</source>
      <translation>

First problem: {problems}</translation>
    </message>
    <message numerus="yes">
      <source>

%n more problem(s) in the details.</source>
      <translation>
        <numerusform>

%n more problem in the details.</numerusform>
        <numerusform>

%n more problems in the details.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MiniMap</name>
    <message>
      <source>The whole map: the red frame is what the map shows; click or drag to move there</source>
      <translation>The whole map: the red frame is what the map shows; click or drag to move there</translation>
    </message>
  </context>
  <context>
    <name>Minimap</name>
    <message>
      <source>The whole map; click or drag to show that part of it</source>
      <translation>The whole map; click or drag to show that part of it</translation>
    </message>
  </context>
  <context>
    <name>NewDialog</name>
    <message>
      <source>New scenario</source>
      <translation>New scenario</translation>
    </message>
    <message>
      <source>The scenario's name, shown in the title bar and the New Game dialog</source>
      <translation>The scenario's name, shown in the title bar and the New Game dialog</translation>
    </message>
    <message>
      <source>Hex columns from west to east (1 to {most})</source>
      <translation>Hex columns from west to east (1 to {most})</translation>
    </message>
    <message>
      <source>Hexes in an odd column from north to south (2 to {most})</source>
      <translation>Hexes in an odd column from north to south (2 to {most})</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>Columns:</source>
      <translation>Columns:</translation>
    </message>
    <message>
      <source>Rows (odd columns; even ones have one less):</source>
      <translation>Rows (odd columns; even ones have one less):</translation>
    </message>
    <message>
      <source>Create</source>
      <translation>Create</translation>
    </message>
    <message>
      <source>Start a new scenario with an empty map of this size</source>
      <translation>Start a new scenario with an empty map of this size</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>New game</translation>
    </message>
    <message>
      <source>The scenario file the game starts from</source>
      <translation>The scenario file the game starts from</translation>
    </message>
    <message>
      <source>Browse...</source>
      <translation>Browse...</translation>
    </message>
    <message>
      <source>Choose another scenario file</source>
      <translation>Choose another scenario file</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation>Scenario</translation>
    </message>
    <message>
      <source>Reproducible dice from seed</source>
      <translation>Reproducible dice from seed</translation>
    </message>
    <message>
      <source>Unticked, the dice are fresh and random: nobody can foresee a roll</source>
      <translation>Unticked, the dice are fresh and random: nobody can foresee a roll</translation>
    </message>
    <message>
      <source>The same seed and the same moves give the same dice</source>
      <translation>The same seed and the same moves give the same dice</translation>
    </message>
    <message>
      <source>Dice</source>
      <translation>Dice</translation>
    </message>
    <message>
      <source>Rivers cost a flat +3 MP, no roll (optional 12.3)</source>
      <translation>Rivers cost a flat +3 MP, no roll (optional 12.3)</translation>
    </message>
    <message>
      <source>The default is set in Settings</source>
      <translation>The default is set in Settings</translation>
    </message>
    <message>
      <source>German player sets up by hand (3.2)</source>
      <translation>German player sets up by hand (3.2)</translation>
    </message>
    <message>
      <source>Unticked, the German units start on their set-up hexes and the set-up ends at once</source>
      <translation>Unticked, the German units start on their set-up hexes and the set-up ends at once</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Scenarios (*.json)</translation>
    </message>
  </context>
  <context>
    <name>OddsHtml</name>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;{label}{rule}&lt;/td&gt;&lt;td align=right&gt;{changed}&lt;b&gt;{value}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;i&gt;{notes}&lt;/i&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;{label}{rule}&lt;/td&gt;&lt;td align=right&gt;{changed}&lt;b&gt;{value}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;i&gt;{notes}&lt;/i&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Attack&lt;/th&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Attack&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Attack total&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{attack_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Attack total&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{attack_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Defence&lt;/th&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Defence&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n unknown unit(s)</source>
      <translation>
        <numerusform>%n unknown unit</numerusform>
        <numerusform>%n unknown units</numerusform>
      </translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;{units} (hidden until declared, 6.3)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;?&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;{units} (hidden until declared, 6.3)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;?&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>at least </source>
      <translation>at least </translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Defence total&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{at_least}{defence_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Defence total&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{at_least}{defence_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;Raw odds (13.8)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{raw_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;Raw odds (13.8)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{raw_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n column(s)</source>
      <translation>
        <numerusform>%n column</numerusform>
        <numerusform>%n columns</numerusform>
      </translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;{reason}{rule}&lt;/td&gt;&lt;td align=right&gt;{columns}&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;{reason}{rule}&lt;/td&gt;&lt;td align=right&gt;{columns}&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Final column&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{final_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Final column&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{final_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
      <source>automatic result without a roll: &lt;b&gt;{value}&lt;/b&gt; (13.8.1)</source>
      <translation>automatic result without a roll: &lt;b&gt;{value}&lt;/b&gt; (13.8.1)</translation>
    </message>
    <message>
      <source>chances </source>
      <translation>chances </translation>
    </message>
    <message>
      <source>Column {final_label}</source>
      <translation>Column {final_label}</translation>
    </message>
    <message>
      <source> at best</source>
      <translation> at best</translation>
    </message>
    <message numerus="yes">
      <source>; %n hidden defender(s) may lower it (6.3)</source>
      <translation>
        <numerusform>; %n hidden defender may lower it (6.3)</numerusform>
        <numerusform>; %n hidden defenders may lower it (6.3)</numerusform>
      </translation>
    </message>
    <message>
      <source>&lt;p style='background:#f3d36b'&gt;&lt;b&gt;{column}&lt;/b&gt;: {outcome}&lt;/p&gt;</source>
      <translation>&lt;p style='background:#f3d36b'&gt;&lt;b&gt;{column}&lt;/b&gt;: {outcome}&lt;/p&gt;</translation>
    </message>
  </context>
  <context>
    <name>Online</name>
    <message>
      <source>{name} ({side})</source>
      <translation>{name} ({side})</translation>
    </message>
  </context>
  <context>
    <name>OnlineBar</name>
    <message>
      <source>Waiting for the opponent: {what}</source>
      <translation>Waiting for the opponent: {what}</translation>
    </message>
    <message>
      <source>Your move: {what}</source>
      <translation>Your move: {what}</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Game over</translation>
    </message>
    <message>
      <source>Connection lost, reconnecting (next try in {seconds} s)</source>
      <translation>Connection lost, reconnecting (next try in {seconds} s)</translation>
    </message>
    <message>
      <source>Reconnected</source>
      <translation>Reconnected</translation>
    </message>
    <message>
      <source>opponent online</source>
      <translation>opponent online</translation>
    </message>
    <message>
      <source>opponent offline</source>
      <translation>opponent offline</translation>
    </message>
  </context>
  <context>
    <name>OnlineDialogs</name>
    <message>
      <source>Server</source>
      <translation>Server</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Your name</translation>
    </message>
    <message>
      <source>Connecting to {server}...</source>
      <translation>Connecting to {server}...</translation>
    </message>
    <message>
      <source>Cannot open the game: {message}</source>
      <translation>Cannot open the game: {message}</translation>
    </message>
    <message>
      <source>The referee server: ws://HOST:PORT or wss://HOST:PORT</source>
      <translation>The referee server: ws://HOST:PORT or wss://HOST:PORT</translation>
    </message>
    <message>
      <source>New online game</source>
      <translation>New online game</translation>
    </message>
    <message>
      <source>The scenario file, uploaded with the game</source>
      <translation>The scenario file, uploaded with the game</translation>
    </message>
    <message>
      <source>Browse...</source>
      <translation>Browse...</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation>Scenario</translation>
    </message>
    <message>
      <source>Your side</source>
      <translation>Your side</translation>
    </message>
    <message>
      <source>Rivers cost a flat +3 MP, no roll (optional 12.3)</source>
      <translation>Rivers cost a flat +3 MP, no roll (optional 12.3)</translation>
    </message>
    <message>
      <source>German player sets up by hand (3.2)</source>
      <translation>German player sets up by hand (3.2)</translation>
    </message>
    <message>
      <source>Create and Open</source>
      <translation>Create and Open</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copy</translation>
    </message>
    <message>
      <source>Opponent's code</source>
      <translation>Opponent's code</translation>
    </message>
    <message>
      <source>Opponent's link</source>
      <translation>Opponent's link</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Scenarios (*.json)</translation>
    </message>
    <message>
      <source>Creating the game on {server}...</source>
      <translation>Creating the game on {server}...</translation>
    </message>
    <message>
      <source>Cannot create the game: {reason}</source>
      <translation>Cannot create the game: {reason}</translation>
    </message>
    <message>
      <source>The game is open. Give your opponent the code or the link.</source>
      <translation>The game is open. Give your opponent the code or the link.</translation>
    </message>
    <message>
      <source>Join online game</source>
      <translation>Join online game</translation>
    </message>
    <message>
      <source>The code your opponent gave you, or the panzer-qt:// link</source>
      <translation>The code your opponent gave you, or the panzer-qt:// link</translation>
    </message>
    <message>
      <source>Code or link</source>
      <translation>Code or link</translation>
    </message>
    <message>
      <source>Join</source>
      <translation>Join</translation>
    </message>
    <message>
      <source>My online games</source>
      <translation>My online games</translation>
    </message>
    <message>
      <source>Opponent</source>
      <translation>Opponent</translation>
    </message>
    <message>
      <source>Turn</source>
      <translation>Turn</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Phase</translation>
    </message>
    <message>
      <source>Whose move</source>
      <translation>Whose move</translation>
    </message>
    <message>
      <source>Last move</source>
      <translation>Last move</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Open</translation>
    </message>
    <message>
      <source>Resign...</source>
      <translation>Resign...</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Remove</translation>
    </message>
    <message>
      <source>Forget this game here (the server keeps it)</source>
      <translation>Forget this game here (the server keeps it)</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Refresh</translation>
    </message>
    <message>
      <source>No online game is kept here yet: start one with File &gt; New Online Game, or join one with File &gt; Join Online Game.</source>
      <translation>No online game is kept here yet: start one with File &gt; New Online Game, or join one with File &gt; Join Online Game.</translation>
    </message>
    <message>
      <source>Cannot update the list: {reason}</source>
      <translation>Cannot update the list: {reason}</translation>
    </message>
    <message>
      <source>Resign</source>
      <translation>Resign</translation>
    </message>
    <message>
      <source>Resign the game of {scenario}? Your opponent wins.</source>
      <translation>Resign the game of {scenario}? Your opponent wins.</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Game over</translation>
    </message>
    <message>
      <source>Yours</source>
      <translation>Yours</translation>
    </message>
    <message>
      <source>Your opponent's</source>
      <translation>Your opponent's</translation>
    </message>
    <message>
      <source>Resigned.</source>
      <translation>Resigned.</translation>
    </message>
  </context>
  <context>
    <name>OnlineParts</name>
    <message>
      <source>New Online Game...</source>
      <translation>New Online Game...</translation>
    </message>
    <message>
      <source>Join Online Game...</source>
      <translation>Join Online Game...</translation>
    </message>
    <message>
      <source>My Online Games...</source>
      <translation>My Online Games...</translation>
    </message>
    <message>
      <source>Online game</source>
      <translation>Online game</translation>
    </message>
    <message>
      <source>Chat</source>
      <translation>Chat</translation>
    </message>
    <message>
      <source>{scenario} - online, {side} side - panzer-qt</source>
      <translation>{scenario} - online, {side} side - panzer-qt</translation>
    </message>
    <message>
      <source>Your move - {title}</source>
      <translation>Your move - {title}</translation>
    </message>
    <message>
      <source>Your move</source>
      <translation>Your move</translation>
    </message>
    <message>
      <source>{scenario}: your opponent has played</source>
      <translation>{scenario}: your opponent has played</translation>
    </message>
    <message>
      <source>Open the full record in the replay viewer</source>
      <translation>Open the full record in the replay viewer</translation>
    </message>
    <message>
      <source>The server says: {message}</source>
      <translation>The server says: {message}</translation>
    </message>
  </context>
  <context>
    <name>OnlineSession</name>
    <message>
      <source>Saved {saved}: your side's view only, as it is now; it reopens as a read-only look at this moment</source>
      <translation>Saved {saved}: your side's view only, as it is now; it reopens as a read-only look at this moment</translation>
    </message>
  </context>
  <context>
    <name>OobPanel</name>
    <message>
      <source>Id</source>
      <translation>Id</translation>
    </message>
    <message>
      <source>unique id of the unit</source>
      <translation>unique id of the unit</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Name</translation>
    </message>
    <message>
      <source>Side</source>
      <translation>Side</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Type</translation>
    </message>
    <message>
      <source>unit type (2.4)</source>
      <translation>unit type (2.4)</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Size</translation>
    </message>
    <message>
      <source>organizational size (2.4)</source>
      <translation>organizational size (2.4)</translation>
    </message>
    <message>
      <source>Mobility</source>
      <translation>Mobility</translation>
    </message>
    <message>
      <source>mobility class (12.1)</source>
      <translation>mobility class (12.1)</translation>
    </message>
    <message>
      <source>Steps</source>
      <translation>Steps</translation>
    </message>
    <message>
      <source>attack-defence of each step, full strength first (2.6)</source>
      <translation>attack-defence of each step, full strength first (2.6)</translation>
    </message>
    <message>
      <source>Set-up hex</source>
      <translation>Set-up hex</translation>
    </message>
    <message>
      <source>where the unit sets up (3.2); click the map with the Set-up tool</source>
      <translation>where the unit sets up (3.2); click the map with the Set-up tool</translation>
    </message>
    <message>
      <source>Arrives</source>
      <translation>Arrives</translation>
    </message>
    <message>
      <source>turn of arrival of a reinforcement (10.1)</source>
      <translation>turn of arrival of a reinforcement (10.1)</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Abilities</translation>
    </message>
    <message>
      <source>flags: </source>
      <translation>flags: </translation>
    </message>
    <message>
      <source>Formation</source>
      <translation>Formation</translation>
    </message>
    <message>
      <source>Available</source>
      <translation>Available</translation>
    </message>
    <message>
      <source>turn the marker becomes available (10.2)</source>
      <translation>turn the marker becomes available (10.2)</translation>
    </message>
    <message>
      <source>Deployed from</source>
      <translation>Deployed from</translation>
    </message>
    <message>
      <source>first turn it may be deployed (5.3)</source>
      <translation>first turn it may be deployed (5.3)</translation>
    </message>
    <message>
      <source>Show only the units whose row holds this text</source>
      <translation>Show only the units whose row holds this text</translation>
    </message>
    <message>
      <source>Filter units (any column)</source>
      <translation>Filter units (any column)</translation>
    </message>
    <message>
      <source>Add German</source>
      <translation>Add German</translation>
    </message>
    <message>
      <source>Add a German unit to the order of battle</source>
      <translation>Add a German unit to the order of battle</translation>
    </message>
    <message>
      <source>Add Soviet</source>
      <translation>Add Soviet</translation>
    </message>
    <message>
      <source>Add a Soviet unit to the order of battle</source>
      <translation>Add a Soviet unit to the order of battle</translation>
    </message>
    <message>
      <source>Duplicate</source>
      <translation>Duplicate</translation>
    </message>
    <message>
      <source>Add a copy of the chosen unit</source>
      <translation>Add a copy of the chosen unit</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Delete</translation>
    </message>
    <message>
      <source>Remove the chosen unit</source>
      <translation>Remove the chosen unit</translation>
    </message>
    <message>
      <source>Korpsgruppe markers (10.2):</source>
      <translation>Korpsgruppe markers (10.2):</translation>
    </message>
    <message>
      <source>Add KG</source>
      <translation>Add KG</translation>
    </message>
    <message>
      <source>Add a Korpsgruppe marker</source>
      <translation>Add a Korpsgruppe marker</translation>
    </message>
    <message>
      <source>Delete KG</source>
      <translation>Delete KG</translation>
    </message>
    <message>
      <source>Remove the chosen Korpsgruppe marker</source>
      <translation>Remove the chosen Korpsgruppe marker</translation>
    </message>
    <message>
      <source>{name}: {max_steps} steps, as drawn in the game</source>
      <translation>{name}: {max_steps} steps, as drawn in the game</translation>
    </message>
    <message>
      <source>Add a {side} unit</source>
      <translation>Add a {side} unit</translation>
    </message>
    <message>
      <source>Duplicate {unit_id}</source>
      <translation>Duplicate {unit_id}</translation>
    </message>
    <message>
      <source>Delete {unit_id}</source>
      <translation>Delete {unit_id}</translation>
    </message>
    <message>
      <source>Deleted {unit} ({unit_id}), set up in {hex}; Undo puts it back</source>
      <translation>Deleted {unit} ({unit_id}), set up in {hex}; Undo puts it back</translation>
    </message>
    <message>
      <source>Deleted {unit} ({unit_id}), arriving on turn {turn}; Undo puts it back</source>
      <translation>Deleted {unit} ({unit_id}), arriving on turn {turn}; Undo puts it back</translation>
    </message>
    <message>
      <source>Add KG marker</source>
      <translation>Add KG marker</translation>
    </message>
    <message>
      <source>Delete KG marker</source>
      <translation>Delete KG marker</translation>
    </message>
  </context>
  <context>
    <name>Overlays</name>
    <message>
      <source>Highlights</source>
      <translation>Highlights</translation>
    </message>
    <message>
      <source>Movement range</source>
      <translation>Movement range</translation>
    </message>
    <message>
      <source>Supply / C&amp;C</source>
      <translation>Supply / C&amp;C</translation>
    </message>
    <message>
      <source>German ZOC</source>
      <translation>German ZOC</translation>
    </message>
    <message>
      <source>Soviet ZOC</source>
      <translation>Soviet ZOC</translation>
    </message>
    <message>
      <source>KG ranges</source>
      <translation>KG ranges</translation>
    </message>
    <message>
      <source>Town control</source>
      <translation>Town control</translation>
    </message>
    <message>
      <source>can end its move here; MP spent printed (12.0)</source>
      <translation>can end its move here; MP spent printed (12.0)</translation>
    </message>
    <message>
      <source>path crosses a river: a die sets the cost, the dearest printed (12.3)</source>
      <translation>path crosses a river: a die sets the cost, the dearest printed (12.3)</translation>
    </message>
    <message>
      <source>only a good river roll gets there; the move may stop short (12.3, R43)</source>
      <translation>only a good river roll gets there; the move may stop short (12.3, R43)</translation>
    </message>
    <message>
      <source>inside the dotted line, ending here over-stacks the hex ('!' after the MP); it is thinned at the segment's end (R52)</source>
      <translation>inside the dotted line, ending here over-stacks the hex ('!' after the MP); it is thinned at the segment's end (R52)</translation>
    </message>
    <message>
      <source>the selected stack</source>
      <translation>the selected stack</translation>
    </message>
    <message>
      <source>the stack may leave the map from here (4.1)</source>
      <translation>the stack may leave the map from here (4.1)</translation>
    </message>
    <message>
      <source>path to the hex under the cursor, MP left; numbered: the waypoints of the route (Alt+click)</source>
      <translation>path to the hex under the cursor, MP left; numbered: the waypoints of the route (Alt+click)</translation>
    </message>
    <message>
      <source>a Soviet unit here is in supply (8.1)</source>
      <translation>a Soviet unit here is in supply (8.1)</translation>
    </message>
    <message>
      <source>a German unit here is in C&amp;C (9.2)</source>
      <translation>a German unit here is in C&amp;C (9.2)</translation>
    </message>
    <message>
      <source>stack out of supply / C&amp;C</source>
      <translation>stack out of supply / C&amp;C</translation>
    </message>
    <message>
      <source>the selected unit's supply / C&amp;C path</source>
      <translation>the selected unit's supply / C&amp;C path</translation>
    </message>
    <message>
      <source>German zone of control (7.0)</source>
      <translation>German zone of control (7.0)</translation>
    </message>
    <message>
      <source>Soviet zone of control (7.0)</source>
      <translation>Soviet zone of control (7.0)</translation>
    </message>
    <message>
      <source>KG traffic range, active (12.4)</source>
      <translation>KG traffic range, active (12.4)</translation>
    </message>
    <message>
      <source>KG traffic range, negated (12.4)</source>
      <translation>KG traffic range, negated (12.4)</translation>
    </message>
    <message>
      <source>the Soviet ZOC hex that negates it (12.4)</source>
      <translation>the Soviet ZOC hex that negates it (12.4)</translation>
    </message>
    <message>
      <source>KG combat range, two hexes (13.4)</source>
      <translation>KG combat range, two hexes (13.4)</translation>
    </message>
    <message>
      <source>town held by the German side; its VP value printed (4.1)</source>
      <translation>town held by the German side; its VP value printed (4.1)</translation>
    </message>
    <message>
      <source>town held by the Soviet side: its VP count for the Soviets (4.1)</source>
      <translation>town held by the Soviet side: its VP count for the Soviets (4.1)</translation>
    </message>
    <message>
      <source>attack target</source>
      <translation>attack target</translation>
    </message>
    <message>
      <source>attacking units</source>
      <translation>attacking units</translation>
    </message>
    <message>
      <source>probing attack possible</source>
      <translation>probing attack possible</translation>
    </message>
    <message>
      <source>legal retreat hexes</source>
      <translation>legal retreat hexes</translation>
    </message>
    <message>
      <source>advance after combat</source>
      <translation>advance after combat</translation>
    </message>
    <message>
      <source>steps lost, units eliminated</source>
      <translation>steps lost, units eliminated</translation>
    </message>
    <message>
      <source>legal placement hexes</source>
      <translation>legal placement hexes</translation>
    </message>
    <message>
      <source>hexes of the chosen log entry</source>
      <translation>hexes of the chosen log entry</translation>
    </message>
    <message>
      <source>the computer's suggestion (H; Enter plays it)</source>
      <translation>the computer's suggestion (H; Enter plays it)</translation>
    </message>
    <message>
      <source>what blocks the selected unit's supply / C&amp;C line (8.0, 9.2)</source>
      <translation>what blocks the selected unit's supply / C&amp;C line (8.0, 9.2)</translation>
    </message>
    <message>
      <source>the line to a source it would need (8.0, 9.2)</source>
      <translation>the line to a source it would need (8.0, 9.2)</translation>
    </message>
    <message>
      <source>over the stacking limit: thinned at the segment's end (6.0)</source>
      <translation>over the stacking limit: thinned at the segment's end (6.0)</translation>
    </message>
    <message>
      <source>over the stacking limit: thinned at the end of the segment (R52)</source>
      <translation>over the stacking limit: thinned at the end of the segment (R52)</translation>
    </message>
    <message>
      <source>the move stops here: enemy zone of control (7.2)</source>
      <translation>the move stops here: enemy zone of control (7.2)</translation>
    </message>
    <message>
      <source>only with a good river roll: {hid} MP at best (12.3, R43)</source>
      <translation>only with a good river roll: {hid} MP at best (12.3, R43)</translation>
    </message>
    <message>
      <source>{left} MP left at worst: a river roll may cost less (12.3)</source>
      <translation>{left} MP left at worst: a river roll may cost less (12.3)</translation>
    </message>
    <message>
      <source>{left} MP left</source>
      <translation>{left} MP left</translation>
    </message>
  </context>
  <context>
    <name>PhaseBar</name>
    <message>
      <source>Move/Fight</source>
      <translation>Move/Fight</translation>
    </message>
    <message>
      <source>Fight/Move</source>
      <translation>Fight/Move</translation>
    </message>
    <message>
      <source>Dice: </source>
      <translation>Dice: </translation>
    </message>
    <message>
      <source>draw from 28 VP (4.3)</source>
      <translation>draw from 28 VP (4.3)</translation>
    </message>
    <message>
      <source>Soviet victory from 32 VP (4.3)</source>
      <translation>Soviet victory from 32 VP (4.3)</translation>
    </message>
    <message>
      <source>Announce {sequence} for this turn (5.4)</source>
      <translation>Announce {sequence} for this turn (5.4)</translation>
    </message>
    <message>
      <source>End Phase</source>
      <translation>End Phase</translation>
    </message>
    <message>
      <source>Finish the current phase or segment (Ctrl+E); asks first while stacks could still act</source>
      <translation>Finish the current phase or segment (Ctrl+E); asks first while stacks could still act</translation>
    </message>
    <message>
      <source>Turn {turn} of {last}</source>
      <translation>Turn {turn} of {last}</translation>
    </message>
    <message>
      <source>{acting} to act</source>
      <translation>{acting} to act</translation>
    </message>
    <message>
      <source>game over</source>
      <translation>game over</translation>
    </message>
    <message>
      <source>This turn's weather and ground (5.1)</source>
      <translation>This turn's weather and ground (5.1)</translation>
    </message>
    <message>
      <source>CAS G {german} / S {soviet}</source>
      <translation>CAS G {german} / S {soviet}</translation>
    </message>
    <message>
      <source>Close air support markers left to each side this turn (5.2)</source>
      <translation>Close air support markers left to each side this turn (5.2)</translation>
    </message>
    <message>
      <source>Soviet VP {vp}</source>
      <translation>Soviet VP {vp}</translation>
    </message>
  </context>
  <context>
    <name>PhaseScale</name>
    <message>
      <source>Turn {turn}</source>
      <translation>Turn {turn}</translation>
    </message>
  </context>
  <context>
    <name>PlayTool</name>
    <message>
      <source>Warning: {hid} is {warning}</source>
      <translation>Warning: {hid} is {warning}</translation>
    </message>
    <message>
      <source>Cannot route through {hex}: {reason} ({rule})</source>
      <translation>Cannot route through {hex}: {reason} ({rule})</translation>
    </message>
    <message>
      <source>Waypoint {n} at {hex}: {left}; click it to end the move there, Backspace takes it back</source>
      <translation>Waypoint {n} at {hex}: {left}; click it to end the move there, Backspace takes it back</translation>
    </message>
    <message>
      <source>Waypoint {n} at {hex}: {left}. Alt+click another or click where the move ends; Backspace takes the waypoint back, Esc all of them</source>
      <translation>Waypoint {n} at {hex}: {left}. Alt+click another or click where the move ends; Backspace takes the waypoint back, Esc all of them</translation>
    </message>
    <message>
      <source>Cannot move to {hid}: it lies beyond the stack's reach this phase (12.2)</source>
      <translation>Cannot move to {hid}: it lies beyond the stack's reach this phase (12.2)</translation>
    </message>
    <message>
      <source>Cannot move to {hid}: {message} ({rule})</source>
      <translation>Cannot move to {hid}: {message} ({rule})</translation>
    </message>
  </context>
  <context>
    <name>PlayerChoice</name>
    <message>
      <source>Random</source>
      <translation>Random</translation>
    </message>
    <message>
      <source>Greedy</source>
      <translation>Greedy</translation>
    </message>
    <message>
      <source>Computer player</source>
      <translation>Computer player</translation>
    </message>
    <message>
      <source>Who plays the {side} side</source>
      <translation>Who plays the {side} side</translation>
    </message>
    <message>
      <source>level </source>
      <translation>level </translation>
    </message>
    <message>
      <source>The computer player's level: 1 quick, 2 standard, 3 deep</source>
      <translation>The computer player's level: 1 quick, 2 standard, 3 deep</translation>
    </message>
  </context>
  <context>
    <name>Preview</name>
    <message>
      <source>{town} ({hex}) passes to the {side} side: {vp:+d} Soviet VP (4.1)</source>
      <translation>{town} ({hex}) passes to the {side} side: {vp:+d} Soviet VP (4.1)</translation>
    </message>
    <message>
      <source>Out of supply / C&amp;C after it: {units} (8.0, 9.2)</source>
      <translation>Out of supply / C&amp;C after it: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>Back in supply / C&amp;C: {units} (8.0, 9.2)</source>
      <translation>Back in supply / C&amp;C: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>Enemy cut off: {units} (8.0, 9.2)</source>
      <translation>Enemy cut off: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>Enemy back in supply / C&amp;C: {units} (8.0, 9.2)</source>
      <translation>Enemy back in supply / C&amp;C: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nobody</translation>
    </message>
    <message>
      <source>{result} {chance:.0%}: {vp:+d} VP</source>
      <translation>{result} {chance:.0%}: {vp:+d} VP</translation>
    </message>
    <message>
      <source>Soviet VP at stake in {town} ({hex}), if the attacker advances (13.9, 13.10): {results}</source>
      <translation>Soviet VP at stake in {town} ({hex}), if the attacker advances (13.9, 13.10): {results}</translation>
    </message>
  </context>
  <context>
    <name>RecordLoader</name>
    <message>
      <source>{path}: $: the file is nested too deeply</source>
      <translation>{path}: $: the file is nested too deeply</translation>
    </message>
    <message>
      <source>the engine failed here: {exc!r}</source>
      <translation>the engine failed here: {exc!r}</translation>
    </message>
  </context>
  <context>
    <name>RecordOffer</name>
    <message>
      <source>{name} is a game record (a saved game), not a scenario: the editor edits scenarios only.

Open it in the playing client to play on, or in the replay viewer to review it?</source>
      <translation>{name} is a game record (a saved game), not a scenario: the editor edits scenarios only.

Open it in the playing client to play on, or in the replay viewer to review it?</translation>
    </message>
    <message>
      <source>A game record</source>
      <translation>A game record</translation>
    </message>
    <message>
      <source>Play On in the Client</source>
      <translation>Play On in the Client</translation>
    </message>
    <message>
      <source>Review in the Viewer</source>
      <translation>Review in the Viewer</translation>
    </message>
    <message>
      <source>Open the game where it was saved, to play on</source>
      <translation>Open the game where it was saved, to play on</translation>
    </message>
    <message>
      <source>Step through the game as it was played</source>
      <translation>Step through the game as it was played</translation>
    </message>
  </context>
  <context>
    <name>ReplayActions</name>
    <message>
      <source>{speed} per s</source>
      <translation>{speed} per s</translation>
    </message>
    <message>
      <source>Commands played per second ([ slower, ] faster)</source>
      <translation>Commands played per second ([ slower, ] faster)</translation>
    </message>
    <message>
      <source>Navigate</source>
      <translation>Navigate</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Play</translation>
    </message>
    <message>
      <source>Play the record forward, or pause</source>
      <translation>Play the record forward, or pause</translation>
    </message>
    <message>
      <source>Slower</source>
      <translation>Slower</translation>
    </message>
    <message>
      <source>Play more slowly</source>
      <translation>Play more slowly</translation>
    </message>
    <message>
      <source>Faster</source>
      <translation>Faster</translation>
    </message>
    <message>
      <source>Play faster</source>
      <translation>Play faster</translation>
    </message>
    <message>
      <source>Go To...</source>
      <translation>Go To...</translation>
    </message>
    <message>
      <source>Go to a turn and phase</source>
      <translation>Go to a turn and phase</translation>
    </message>
    <message>
      <source>Add Bookmark...</source>
      <translation>Add Bookmark...</translation>
    </message>
    <message>
      <source>Bookmark this step with a note</source>
      <translation>Bookmark this step with a note</translation>
    </message>
    <message>
      <source>Save Bookmarks</source>
      <translation>Save Bookmarks</translation>
    </message>
    <message>
      <source>Save the bookmarks in the record</source>
      <translation>Save the bookmarks in the record</translation>
    </message>
    <message>
      <source>Write Report...</source>
      <translation>Write Report...</translation>
    </message>
    <message>
      <source>Write an after-action report (HTML)</source>
      <translation>Write an after-action report (HTML)</translation>
    </message>
    <message>
      <source>Continue from Here</source>
      <translation>Continue from Here</translation>
    </message>
    <message>
      <source>Start a new game in the client from this step</source>
      <translation>Start a new game in the client from this step</translation>
    </message>
    <message>
      <source>Open...</source>
      <translation>Open...</translation>
    </message>
    <message>
      <source>Review another record</source>
      <translation>Review another record</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Close</translation>
    </message>
    <message>
      <source>Close the viewer</source>
      <translation>Close the viewer</translation>
    </message>
    <message>
      <source>Edit Bookmark...</source>
      <translation>Edit Bookmark...</translation>
    </message>
    <message>
      <source>Edit the chosen one</source>
      <translation>Edit the chosen one</translation>
    </message>
    <message>
      <source>Remove Bookmark</source>
      <translation>Remove Bookmark</translation>
    </message>
    <message>
      <source>Remove the chosen one</source>
      <translation>Remove the chosen one</translation>
    </message>
    <message>
      <source>T</source>
      <comment>the toolbar's one-letter name of a turn</comment>
      <translation>T</translation>
    </message>
    <message>
      <source>P</source>
      <comment>the toolbar's one-letter name of a phase</comment>
      <translation>P</translation>
    </message>
    <message>
      <source>e</source>
      <comment>the toolbar's one-letter name of an event</comment>
      <translation>e</translation>
    </message>
    <message>
      <source>First Step</source>
      <translation>First Step</translation>
    </message>
    <message>
      <source>The set-up</source>
      <translation>The set-up</translation>
    </message>
    <message>
      <source>Previous Turn</source>
      <translation>Previous Turn</translation>
    </message>
    <message>
      <source>The start of this turn or the one before</source>
      <translation>The start of this turn or the one before</translation>
    </message>
    <message>
      <source>Previous Phase</source>
      <translation>Previous Phase</translation>
    </message>
    <message>
      <source>The start of the phase before</source>
      <translation>The start of the phase before</translation>
    </message>
    <message>
      <source>Previous Command</source>
      <translation>Previous Command</translation>
    </message>
    <message>
      <source>One command back</source>
      <translation>One command back</translation>
    </message>
    <message>
      <source>Previous Event</source>
      <translation>Previous Event</translation>
    </message>
    <message>
      <source>One event back</source>
      <translation>One event back</translation>
    </message>
    <message>
      <source>Next Event</source>
      <translation>Next Event</translation>
    </message>
    <message>
      <source>One event on</source>
      <translation>One event on</translation>
    </message>
    <message>
      <source>Next Command</source>
      <translation>Next Command</translation>
    </message>
    <message>
      <source>One command on</source>
      <translation>One command on</translation>
    </message>
    <message>
      <source>Next Phase</source>
      <translation>Next Phase</translation>
    </message>
    <message>
      <source>The start of the next phase</source>
      <translation>The start of the next phase</translation>
    </message>
    <message>
      <source>Next Turn</source>
      <translation>Next Turn</translation>
    </message>
    <message>
      <source>The start of the next turn</source>
      <translation>The start of the next turn</translation>
    </message>
    <message>
      <source>Last Step</source>
      <translation>Last Step</translation>
    </message>
    <message>
      <source>The last step proved</source>
      <translation>The last step proved</translation>
    </message>
    <message>
      <source>Fog of war: {view}</source>
      <translation>Fog of war: {view}</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <source>&amp;Go</source>
      <translation>&amp;Go</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;View</translation>
    </message>
    <message>
      <source>&amp;Bookmarks</source>
      <translation>&amp;Bookmarks</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>Pause</translation>
    </message>
    <message>
      <source>Open a record</source>
      <translation>Open a record</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>Cannot save</translation>
    </message>
    <message>
      <source>Bookmarks saved in {path}</source>
      <translation>Bookmarks saved in {path}</translation>
    </message>
    <message>
      <source>Unsaved bookmarks</source>
      <translation>Unsaved bookmarks</translation>
    </message>
    <message>
      <source>Save the bookmarks in the record before closing?</source>
      <translation>Save the bookmarks in the record before closing?</translation>
    </message>
    <message>
      <source>Write the bookmarks into the record, then close</source>
      <translation>Write the bookmarks into the record, then close</translation>
    </message>
    <message>
      <source>Close; the new bookmarks are lost</source>
      <translation>Close; the new bookmarks are lost</translation>
    </message>
    <message>
      <source>Keep the viewer open</source>
      <translation>Keep the viewer open</translation>
    </message>
    <message>
      <source>Write report</source>
      <translation>Write report</translation>
    </message>
    <message>
      <source>Cannot write the report</source>
      <translation>Cannot write the report</translation>
    </message>
    <message>
      <source>Report written to {out}</source>
      <translation>Report written to {out}</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <source>{file} - replay - panzer-qt</source>
      <translation>{file} - replay - panzer-qt</translation>
    </message>
    <message>
      <source>Opening {path}...</source>
      <translation>Opening {path}...</translation>
    </message>
    <message>
      <source>Step</source>
      <translation>Step</translation>
    </message>
    <message>
      <source>Events</source>
      <translation>Events</translation>
    </message>
    <message>
      <source>Bookmarks</source>
      <translation>Bookmarks</translation>
    </message>
    <message>
      <source>Legend</source>
      <translation>Legend</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Compare</translation>
    </message>
    <message>
      <source>Victory points</source>
      <translation>Victory points</translation>
    </message>
    <message>
      <source>Replays use the record's own dice; a record that names its seed was checked to hold that seed's</source>
      <translation>Replays use the record's own dice; a record that names its seed was checked to hold that seed's</translation>
    </message>
    <message>
      <source>{scenario} - {file} - replay - panzer-qt</source>
      <translation>{scenario} - {file} - replay - panzer-qt</translation>
    </message>
    <message>
      <source>The record stops being faithful: see the message above the map</source>
      <translation>The record stops being faithful: see the message above the map</translation>
    </message>
    <message>
      <source>This record stops being faithful at step {step} (in turn {turn}): the engine does not reproduce it.
{problem}
Steps 0 to {last} are proved and can be viewed.</source>
      <translation>This record stops being faithful at step {step} (in turn {turn}): the engine does not reproduce it.
{problem}
Steps 0 to {last} are proved and can be viewed.</translation>
    </message>
    <message>
      <source>Cannot open this record:

{problems}</source>
      <translation>Cannot open this record:

{problems}</translation>
    </message>
    <message>
      <source>Cannot open the record</source>
      <translation>Cannot open the record</translation>
    </message>
    <message>
      <source>    (checking the record: {proved} of {total} steps proved so far)</source>
      <translation>    (checking the record: {proved} of {total} steps proved so far)</translation>
    </message>
    <message>
      <source>{names}: could not move at this moment: {why}</source>
      <translation>{names}: could not move at this moment: {why}</translation>
    </message>
    <message>
      <source>{names}: may move at this moment</source>
      <translation>{names}: may move at this moment</translation>
    </message>
    <message>
      <source>Continued from {name} at step {step} (turn {turn}): a new game, not yet saved</source>
      <translation>Continued from {name} at step {step} (turn {turn}): a new game, not yet saved</translation>
    </message>
  </context>
  <context>
    <name>Report</name>
    <message>
      <source>&lt;p&gt;&lt;b&gt;{result}&lt;/b&gt; with {vp} Soviet VP (4.3), after turn {turn}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;{result}&lt;/b&gt; with {vp} Soviet VP (4.3), after turn {turn}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;b&gt;{ending}&lt;/b&gt;, in turn {turn}, {where}, with {vp} Soviet VP.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;{ending}&lt;/b&gt;, in turn {turn}, {where}, with {vp} Soviet VP.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;The game is not over in this record: it stops in turn {turn}, {where}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;The game is not over in this record: it stops in turn {turn}, {where}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Soviet victory from {soviet_victory_at} VP, a draw from {draw_at} (4.3).&lt;/p&gt;</source>
      <translation>&lt;p&gt;Soviet victory from {soviet_victory_at} VP, a draw from {draw_at} (4.3).&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;{proved} commands re-simulated and proved faithful.&lt;/p&gt;</source>
      <translation>&lt;p&gt;{proved} commands re-simulated and proved faithful.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p class='desync'&gt;The record stops being faithful at step {step}; this report covers the steps before it.
{problem}&lt;/p&gt;</source>
      <translation>&lt;p class='desync'&gt;The record stops being faithful at step {step}; this report covers the steps before it.
{problem}&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th class='l'&gt;End of turn&lt;/th&gt;{head}&lt;th&gt;Total&lt;/th&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th class='l'&gt;End of turn&lt;/th&gt;{head}&lt;th&gt;Total&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;td&gt;&lt;b&gt;{values}&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;td&gt;&lt;b&gt;{values}&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;th&gt;{side} steps lost&lt;/th&gt;&lt;th&gt;{side} units eliminated&lt;/th&gt;</source>
      <translation>&lt;th&gt;{side} steps lost&lt;/th&gt;&lt;th&gt;{side} units eliminated&lt;/th&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th class='l'&gt;Turn&lt;/th&gt;{head}&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th class='l'&gt;Turn&lt;/th&gt;{head}&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td class='l'&gt;&lt;b&gt;All&lt;/b&gt;&lt;/td&gt;{total_cells}&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td class='l'&gt;&lt;b&gt;All&lt;/b&gt;&lt;/td&gt;{total_cells}&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>End of turn {turn} (step {step}): {vp} Soviet VP</source>
      <translation>End of turn {turn} (step {step}): {vp} Soviet VP</translation>
    </message>
    <message>
      <source>Step {step}, turn {turn}, {phase}</source>
      <translation>Step {step}, turn {turn}, {phase}</translation>
    </message>
    <message>
      <source>&lt;li&gt;&lt;b&gt;{where}&lt;/b&gt;: {title}&lt;div class='note'&gt;{note}&lt;/div&gt;&lt;/li&gt;</source>
      <translation>&lt;li&gt;&lt;b&gt;{where}&lt;/b&gt;: {title}&lt;div class='note'&gt;{note}&lt;/div&gt;&lt;/li&gt;</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Bookmarks&lt;/h2&gt;&lt;ul&gt;{items}&lt;/ul&gt;</source>
      <translation>&lt;h2&gt;Bookmarks&lt;/h2&gt;&lt;ul&gt;{items}&lt;/ul&gt;</translation>
    </message>
    <message>
      <source>{name}: after-action report</source>
      <translation>{name}: after-action report</translation>
    </message>
    <message>
      <source>Soviet VP per turn and phase, by source</source>
      <translation>Soviet VP per turn and phase, by source</translation>
    </message>
    <message>
      <source>Soviet VP per turn and phase, by source, with the draw and victory thresholds</source>
      <translation>Soviet VP per turn and phase, by source, with the draw and victory thresholds</translation>
    </message>
    <message>
      <source>Record: {name}</source>
      <translation>Record: {name}</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Result</translation>
    </message>
    <message>
      <source>Soviet victory points</source>
      <translation>Soviet victory points</translation>
    </message>
    <message>
      <source>Losses per side and turn</source>
      <translation>Losses per side and turn</translation>
    </message>
    <message>
      <source>The map at the end of each turn</source>
      <translation>The map at the end of each turn</translation>
    </message>
  </context>
  <context>
    <name>ResizeDialog</name>
    <message>
      <source>Resize the map</source>
      <translation>Resize the map</translation>
    </message>
    <message>
      <source>The map has {columns} columns and {rows} rows. Add (or, negative, remove):</source>
      <translation>The map has {columns} columns and {rows} rows. Add (or, negative, remove):</translation>
    </message>
    <message>
      <source>Rows at the north edge:</source>
      <translation>Rows at the north edge:</translation>
    </message>
    <message>
      <source>Rows at the south edge:</source>
      <translation>Rows at the south edge:</translation>
    </message>
    <message>
      <source>Columns at the west edge:</source>
      <translation>Columns at the west edge:</translation>
    </message>
    <message>
      <source>Columns at the east edge:</source>
      <translation>Columns at the east edge:</translation>
    </message>
    <message>
      <source>Rows to add along the north edge; negative: rows to remove</source>
      <translation>Rows to add along the north edge; negative: rows to remove</translation>
    </message>
    <message>
      <source>Rows to add along the south edge; negative: rows to remove</source>
      <translation>Rows to add along the south edge; negative: rows to remove</translation>
    </message>
    <message>
      <source>Columns to add along the west edge, two at a time: odd columns stand higher than even ones (R2)</source>
      <translation>Columns to add along the west edge, two at a time: odd columns stand higher than even ones (R2)</translation>
    </message>
    <message>
      <source>Columns to add along the east edge; negative: columns to remove</source>
      <translation>Columns to add along the east edge; negative: columns to remove</translation>
    </message>
    <message>
      <source>Resize</source>
      <translation>Resize</translation>
    </message>
    <message>
      <source>Resize the map; Undo takes it back</source>
      <translation>Resize the map; Undo takes it back</translation>
    </message>
    <message>
      <source>New size: {columns} columns, {rows} rows</source>
      <translation>New size: {columns} columns, {rows} rows</translation>
    </message>
  </context>
  <context>
    <name>ResultCard</name>
    <message>
      <source>the attacker loses a step</source>
      <translation>the attacker loses a step</translation>
    </message>
    <message>
      <source>attack stalled: nothing happens</source>
      <translation>attack stalled: nothing happens</translation>
    </message>
    <message>
      <source>the defender retreats</source>
      <translation>the defender retreats</translation>
    </message>
    <message>
      <source>the defender loses a step</source>
      <translation>the defender loses a step</translation>
    </message>
    <message>
      <source>the defender loses a step and retreats</source>
      <translation>the defender loses a step and retreats</translation>
    </message>
    <message>
      <source>exchange: both sides lose a step</source>
      <translation>exchange: both sides lose a step</translation>
    </message>
    <message>
      <source>{result} at {hex}: {words}</source>
      <translation>{result} at {hex}: {words}</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>OK</translation>
    </message>
    <message>
      <source>Close the combat result</source>
      <translation>Close the combat result</translation>
    </message>
    <message>
      <source>&lt;b style='font-size:15pt'&gt;{headline}&lt;/b&gt;&lt;br&gt;{roll}</source>
      <translation>&lt;b style='font-size:15pt'&gt;{headline}&lt;/b&gt;&lt;br&gt;{roll}</translation>
    </message>
  </context>
  <context>
    <name>RiverTool</name>
    <message>
      <source>Major river (+1 to crossing rolls, 12.3)</source>
      <translation>Major river (+1 to crossing rolls, 12.3)</translation>
    </message>
    <message>
      <source>Delete river</source>
      <translation>Delete river</translation>
    </message>
    <message>
      <source>River:</source>
      <translation>River:</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>Rename river</source>
      <translation>Rename river</translation>
    </message>
    <message>
      <source>Major river</source>
      <translation>Major river</translation>
    </message>
    <message>
      <source>Minor river</source>
      <translation>Minor river</translation>
    </message>
    <message>
      <source>Erase river</source>
      <translation>Erase river</translation>
    </message>
    <message>
      <source>Draw {name}</source>
      <translation>Draw {name}</translation>
    </message>
    <message>
      <source>river {name} is broken: mend it before drawing on from it</source>
      <translation>river {name} is broken: mend it before drawing on from it</translation>
    </message>
  </context>
  <context>
    <name>ScenarioForm</name>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>Author:</source>
      <translation>Author:</translation>
    </message>
    <message>
      <source>Date:</source>
      <translation>Date:</translation>
    </message>
    <message>
      <source>Description:</source>
      <translation>Description:</translation>
    </message>
    <message>
      <source>The scenario's {0}, shown when it is opened</source>
      <translation>The scenario's {0}, shown when it is opened</translation>
    </message>
    <message>
      <source>+3 MP a river crossing, no roll</source>
      <translation>+3 MP a river crossing, no roll</translation>
    </message>
    <message>
      <source>the optional rule of 12.3</source>
      <translation>the optional rule of 12.3</translation>
    </message>
    <message>
      <source>The turn after which the game ends (4.3)</source>
      <translation>The turn after which the game ends (4.3)</translation>
    </message>
    <message>
      <source>none</source>
      <translation>none</translation>
    </message>
    <message>
      <source>Hitler's stand-fast order (3.2.6, R46): the column, or none</source>
      <translation>Hitler's stand-fast order (3.2.6, R46): the column, or none</translation>
    </message>
    <message>
      <source>Last turn:</source>
      <translation>Last turn:</translation>
    </message>
    <message>
      <source>Stand-fast column:</source>
      <translation>Stand-fast column:</translation>
    </message>
    <message>
      <source>Starting VP (R31):</source>
      <translation>Starting VP (R31):</translation>
    </message>
    <message>
      <source>{vp}: what the towns held by the Soviets at the start are worth</source>
      <translation>{vp}: what the towns held by the Soviets at the start are worth</translation>
    </message>
    <message>
      <source>Scenario {part}</source>
      <translation>Scenario {part}</translation>
    </message>
  </context>
  <context>
    <name>SeatRows</name>
    <message>
      <source>Computer, {name} (default)</source>
      <translation>Computer, {name} (default)</translation>
    </message>
    <message>
      <source>Computer, {name}</source>
      <translation>Computer, {name}</translation>
    </message>
    <message>
      <source>Who plays the {side} side: a person or the computer</source>
      <translation>Who plays the {side} side: a person or the computer</translation>
    </message>
    <message>
      <source>{side} side</source>
      <translation>{side} side</translation>
    </message>
    <message>
      <source>{name} ({ms} ms)</source>
      <translation>{name} ({ms} ms)</translation>
    </message>
    <message>
      <source>How long the computer waits after each of its moves, to follow them</source>
      <translation>How long the computer waits after each of its moves, to follow them</translation>
    </message>
    <message>
      <source>Pause after each computer move</source>
      <translation>Pause after each computer move</translation>
    </message>
  </context>
  <context>
    <name>SelectTool</name>
    <message>
      <source>Rectangle</source>
      <translation>Rectangle</translation>
    </message>
    <message>
      <source>A drag selects the hexes between its two corners</source>
      <translation>A drag selects the hexes between its two corners</translation>
    </message>
    <message>
      <source>Lasso</source>
      <translation>Lasso</translation>
    </message>
    <message>
      <source>A drag around hexes selects those it encloses</source>
      <translation>A drag around hexes selects those it encloses</translation>
    </message>
    <message>
      <source>{count} hexes selected; {clip} hexes copied</source>
      <translation>{count} hexes selected; {clip} hexes copied</translation>
    </message>
    <message>
      <source>Cut {count} hexes</source>
      <translation>Cut {count} hexes</translation>
    </message>
    <message>
      <source>Paste {count} hexes at {hex}</source>
      <translation>Paste {count} hexes at {hex}</translation>
    </message>
  </context>
  <context>
    <name>SelectionNote</name>
    <message>
      <source>Click one of your stacks to select it (Shift: the whole stack).</source>
      <translation>Click one of your stacks to select it (Shift: the whole stack).</translation>
    </message>
    <message>
      <source>German set-up: click a unit, then one of the highlighted hexes to place it (3.2).</source>
      <translation>German set-up: click a unit, then one of the highlighted hexes to place it (3.2).</translation>
    </message>
    <message>
      <source>Place the KG markers: pick one in the Tray, then click a highlighted hex (5.3).</source>
      <translation>Place the KG markers: pick one in the Tray, then click a highlighted hex (5.3).</translation>
    </message>
    <message>
      <source>Reinforcements: pick a unit in the Tray, then click a highlighted entry hex (10.1).</source>
      <translation>Reinforcements: pick a unit in the Tray, then click a highlighted entry hex (10.1).</translation>
    </message>
    <message>
      <source>Replacements: pick a rifle corps in the Tray, then click a highlighted hex (11.2).</source>
      <translation>Replacements: pick a rifle corps in the Tray, then click a highlighted hex (11.2).</translation>
    </message>
    <message>
      <source>The game is over: the Victory points dock shows the result by source.</source>
      <translation>The game is over: the Victory points dock shows the result by source.</translation>
    </message>
    <message>
      <source>{acting} player: announce this turn's order with Move/Fight or Fight/Move on the phase bar (5.4).</source>
      <translation>{acting} player: announce this turn's order with Move/Fight or Fight/Move on the phase bar (5.4).</translation>
    </message>
    <message>
      <source>: {mp_allowance} MP, {reach} hexes in reach; click one to move there (12.0)</source>
      <translation>: {mp_allowance} MP, {reach} hexes in reach; click one to move there (12.0)</translation>
    </message>
    <message>
      <source>. It may leave the map (4.1).</source>
      <translation>. It may leave the map (4.1).</translation>
    </message>
    <message>
      <source>. Stand fast: no hex west of column {column:02d} this turn (3.2).</source>
      <translation>. Stand fast: no hex west of column {column:02d} this turn (3.2).</translation>
    </message>
    <message>
      <source>Selected: {text}</source>
      <translation>Selected: {text}</translation>
    </message>
    <message>
      <source> Out of supply / C&amp;C: no line leads to a source (8.0, 9.2).</source>
      <translation> Out of supply / C&amp;C: no line leads to a source (8.0, 9.2).</translation>
    </message>
    <message>
      <source> Out of supply / C&amp;C: its line to {source} is blocked in {hexes} (8.0, 9.2).</source>
      <translation> Out of supply / C&amp;C: its line to {source} is blocked in {hexes} (8.0, 9.2).</translation>
    </message>
    <message>
      <source>; Alt+click one to route the move through it</source>
      <translation>; Alt+click one to route the move through it</translation>
    </message>
    <message>
      <source>. Route through {hexes}, the range counted from the last; Backspace takes it back, Esc all</source>
      <translation>. Route through {hexes}, the range counted from the last; Backspace takes it back, Esc all</translation>
    </message>
  </context>
  <context>
    <name>Session</name>
    <message>
      <source>internal error while reading the file ({kind}: {exc}); please report it</source>
      <translation>internal error while reading the file ({kind}: {exc}); please report it</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>applies to new games</source>
      <translation>applies to new games</translation>
    </message>
    <message>
      <source>applies at the next start</source>
      <translation>applies at the next start</translation>
    </message>
    <message>
      <source>Settings...</source>
      <translation>Settings...</translation>
    </message>
    <message>
      <source>Optional rules, palette, animation, autosave</source>
      <translation>Optional rules, palette, animation, autosave</translation>
    </message>
    <message>
      <source>How fast moves and combat results are animated</source>
      <translation>How fast moves and combat results are animated</translation>
    </message>
    <message>
      <source>Animation speed</source>
      <translation>Animation speed</translation>
    </message>
    <message>
      <source>Colours of the map's marks (colour-blind safe: told apart without red and green)</source>
      <translation>Colours of the map's marks (colour-blind safe: told apart without red and green)</translation>
    </message>
    <message>
      <source>Palette</source>
      <translation>Palette</translation>
    </message>
    <message>
      <source>Ask before ending a phase while stacks have not moved or attacked</source>
      <translation>Ask before ending a phase while stacks have not moved or attacked</translation>
    </message>
    <message>
      <source>Confirm ending a phase</source>
      <translation>Confirm ending a phase</translation>
    </message>
    <message>
      <source>Minutes between autosaves while the game changes; a save is also made when a phase starts. 0 turns autosave off</source>
      <translation>Minutes between autosaves while the game changes; a save is also made when a phase starts. 0 turns autosave off</translation>
    </message>
    <message>
      <source>Autosave every (minutes)</source>
      <translation>Autosave every (minutes)</translation>
    </message>
    <message>
      <source>Optional rule 12.3: every river crossing costs +3 MP, no roll (the default in New Game)</source>
      <translation>Optional rule 12.3: every river crossing costs +3 MP, no roll (the default in New Game)</translation>
    </message>
    <message>
      <source>Rivers cost a flat +3 MP</source>
      <translation>Rivers cost a flat +3 MP</translation>
    </message>
    <message>
      <source>The language of the windows; as the system: its locale's, else English</source>
      <translation>The language of the windows; as the system: its locale's, else English</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Language</translation>
    </message>
    <message>
      <source>Pause after each of the computer player's moves, so they can be followed one by one</source>
      <translation>Pause after each of the computer player's moves, so they can be followed one by one</translation>
    </message>
    <message>
      <source>Pause after each computer move</source>
      <translation>Pause after each computer move</translation>
    </message>
    <message>
      <source>How much the program writes into its log file, panzer-qt.log in the user's log folder</source>
      <translation>How much the program writes into its log file, panzer-qt.log in the user's log folder</translation>
    </message>
    <message>
      <source>Log detail</source>
      <translation>Log detail</translation>
    </message>
    <message>
      <source>off</source>
      <translation>off</translation>
    </message>
    <message>
      <source>fast</source>
      <translation>fast</translation>
    </message>
    <message>
      <source>normal</source>
      <translation>normal</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>slow</translation>
    </message>
    <message>
      <source>standard</source>
      <translation>standard</translation>
    </message>
    <message>
      <source>colour-blind</source>
      <translation>colour-blind</translation>
    </message>
    <message>
      <source>as the system</source>
      <translation>as the system</translation>
    </message>
    <message>
      <source>none</source>
      <translation>none</translation>
    </message>
    <message>
      <source>short</source>
      <translation>short</translation>
    </message>
    <message>
      <source>long</source>
      <translation>long</translation>
    </message>
    <message>
      <source>everything, for finding faults</source>
      <translation>everything, for finding faults</translation>
    </message>
    <message>
      <source>files, windows and the computer's thinking time</source>
      <translation>files, windows and the computer's thinking time</translation>
    </message>
    <message>
      <source>warnings and errors</source>
      <translation>warnings and errors</translation>
    </message>
    <message>
      <source>errors only</source>
      <translation>errors only</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Settings</source>
      <translation>Settings</translation>
    </message>
  </context>
  <context>
    <name>StackList</name>
    <message>
      <source>Put on top (6.3)</source>
      <translation>Put on top (6.3)</translation>
    </message>
  </context>
  <context>
    <name>StackPanel</name>
    <message>
      <source>{unit} ({steps} steps)</source>
      <translation>{unit} ({steps} steps)</translation>
    </message>
    <message>
      <source>{unit}: on top, the enemy sees it</source>
      <translation>{unit}: on top, the enemy sees it</translation>
    </message>
    <message>
      <source>Select one of your stacks to see it here, top first (6.3).</source>
      <translation>Select one of your stacks to see it here, top first (6.3).</translation>
    </message>
    <message>
      <source>Stack in {hex}, top first. The enemy sees only the top unit and the number of counters: right-click a unit or press O to put it on top, or drag the units into order (6.3).</source>
      <translation>Stack in {hex}, top first. The enemy sees only the top unit and the number of counters: right-click a unit or press O to put it on top, or drag the units into order (6.3).</translation>
    </message>
    <message>
      <source>Stack in {hex}, top first (6.3).</source>
      <translation>Stack in {hex}, top first (6.3).</translation>
    </message>
  </context>
  <context>
    <name>StatusRuleLinks</name>
    <message>
      <source>Open the rules the message cites</source>
      <translation>Open the rules the message cites</translation>
    </message>
    <message>
      <source>Rules: </source>
      <translation>Rules: </translation>
    </message>
  </context>
  <context>
    <name>Suggest</name>
    <message>
      <source>{reason} (VP for your side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason} (VP for your side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
    <message>
      <source>{reason} (VP for the Soviet side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason} (VP for the Soviet side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
    <message>
      <source>{reason} (VP for the German side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason} (VP for the German side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
    <message>
      <source>{reason}.</source>
      <translation>{reason}.</translation>
    </message>
    <message>
      <source>{reason}. Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason}. Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
  </context>
  <context>
    <name>SuggestPanel</name>
    <message>
      <source>Play it (Enter)</source>
      <translation>Play it (Enter)</translation>
    </message>
    <message>
      <source>Play the suggested command</source>
      <translation>Play the suggested command</translation>
    </message>
    <message>
      <source>Ignore (Esc)</source>
      <translation>Ignore (Esc)</translation>
    </message>
    <message>
      <source>Let the suggestion go</source>
      <translation>Let the suggestion go</translation>
    </message>
  </context>
  <context>
    <name>Suggestions</name>
    <message>
      <source>The computer is looking for a move for you...</source>
      <translation>The computer is looking for a move for you...</translation>
    </message>
  </context>
  <context>
    <name>SupportChoice</name>
    <message>
      <source>Air support markers to commit to this combat, one factor each (13.3)</source>
      <translation>Air support markers to commit to this combat, one factor each (13.3)</translation>
    </message>
    <message>
      <source>The Korpsgruppe whose one-column shift this combat gets (13.4)</source>
      <translation>The Korpsgruppe whose one-column shift this combat gets (13.4)</translation>
    </message>
    <message>
      <source>18th AD artillery support (13.1)</source>
      <translation>18th AD artillery support (13.1)</translation>
    </message>
    <message>
      <source>Add the 18th Artillery Division's attack factor from up to two hexes away (13.1)</source>
      <translation>Add the 18th Artillery Division's attack factor from up to two hexes away (13.1)</translation>
    </message>
    <message>
      <source>CAS markers (13.3)</source>
      <translation>CAS markers (13.3)</translation>
    </message>
    <message>
      <source>KG marker (13.4)</source>
      <translation>KG marker (13.4)</translation>
    </message>
    <message>
      <source>none</source>
      <translation>none</translation>
    </message>
  </context>
  <context>
    <name>TablesDialog</name>
    <message>
      <source>Tables</source>
      <translation>Tables</translation>
    </message>
    <message>
      <source>Combat Results (13.9)</source>
      <translation>Combat Results (13.9)</translation>
    </message>
    <message>
      <source>Terrain Effects (12.2)</source>
      <translation>Terrain Effects (12.2)</translation>
    </message>
    <message>
      <source>River Crossings (12.3)</source>
      <translation>River Crossings (12.3)</translation>
    </message>
    <message>
      <source>Weather (5.1)</source>
      <translation>Weather (5.1)</translation>
    </message>
  </context>
  <context>
    <name>TablesView</name>
    <message>
      <source>{result} (auto)</source>
      <translation>{result} (auto)</translation>
    </message>
    <message>
      <source>fortified locality</source>
      <translation>fortified locality</translation>
    </message>
    <message>
      <source>{german} German defends, {soviet} Soviet defends</source>
      <translation>{german} German defends, {soviet} Soviet defends</translation>
    </message>
    <message>
      <source>river hexside</source>
      <translation>river hexside</translation>
    </message>
    <message>
      <source>by die (12.3)</source>
      <translation>by die (12.3)</translation>
    </message>
    <message>
      <source>{river} if every attacker crosses one</source>
      <translation>{river} if every attacker crosses one</translation>
    </message>
    <message>
      <source>combat shift (columns)</source>
      <translation>combat shift (columns)</translation>
    </message>
    <message>
      <source>{DIE}+ (major river: roll +{major_river_roll_bonus})</source>
      <translation>{DIE}+ (major river: roll +{major_river_roll_bonus})</translation>
    </message>
  </context>
  <context>
    <name>TerrainTool</name>
    <message>
      <source>Terrain (14.0):</source>
      <translation>Terrain (14.0):</translation>
    </message>
    <message>
      <source>Paint {terrain}</source>
      <translation>Paint {terrain}</translation>
    </message>
  </context>
  <context>
    <name>ThinkingPanel</name>
    <message>
      <source>Stop</source>
      <translation>Stop</translation>
    </message>
    <message>
      <source>Stop the computer player; press again to let it go on</source>
      <translation>Stop the computer player; press again to let it go on</translation>
    </message>
    <message>
      <source>Play it myself</source>
      <translation>Play it myself</translation>
    </message>
    <message>
      <source>Hand the side the stopped computer was playing over to a person</source>
      <translation>Hand the side the stopped computer was playing over to a person</translation>
    </message>
    <message>
      <source>Computer stopped</source>
      <translation>Computer stopped</translation>
    </message>
    <message>
      <source>Go on</source>
      <translation>Go on</translation>
    </message>
    <message>
      <source>Computer ({name}) thinking</source>
      <translation>Computer ({name}) thinking</translation>
    </message>
    <message>
      <source>Computer ({name}) to play</source>
      <translation>Computer ({name}) to play</translation>
    </message>
  </context>
  <context>
    <name>Timeline</name>
    <message>
      <source>Step {step}: turn {turn}, {phase}</source>
      <translation>Step {step}: turn {turn}, {phase}</translation>
    </message>
  </context>
  <context>
    <name>Tools</name>
    <message>
      <source>Terrain</source>
      <translation>Terrain</translation>
    </message>
    <message>
      <source>Paint terrain (left button; a drag is one undo step), pick the terrain under the cursor (right button)</source>
      <translation>Paint terrain (left button; a drag is one undo step), pick the terrain under the cursor (right button)</translation>
    </message>
    <message>
      <source>Hex sets</source>
      <translation>Hex sets</translation>
    </message>
    <message>
      <source>Add hexes to the chosen hex set (left button) or take them out (right button)</source>
      <translation>Add hexes to the chosen hex set (left button) or take them out (right button)</translation>
    </message>
    <message>
      <source>Add to {set}</source>
      <translation>Add to {set}</translation>
    </message>
    <message>
      <source>Take from {set}</source>
      <translation>Take from {set}</translation>
    </message>
    <message numerus="yes">
      <source>{name} (%n hexside(s))</source>
      <translation>
        <numerusform>{name} (%n hexside)</numerusform>
        <numerusform>{name} (%n hexsides)</numerusform>
      </translation>
    </message>
    <message>
      <source>Rivers</source>
      <translation>Rivers</translation>
    </message>
    <message>
      <source>Draw a river along hexsides (left drag; from a river's end it goes on), erase river hexsides (right drag), click a river to choose it</source>
      <translation>Draw a river along hexsides (left drag; from a river's end it goes on), erase river hexsides (right drag), click a river to choose it</translation>
    </message>
    <message>
      <source>Select</source>
      <translation>Select</translation>
    </message>
    <message>
      <source>Drag a rectangle or a lasso of hexes; Copy (Ctrl+C), Cut (Ctrl+X) and Paste (Ctrl+V, at the hex under the cursor) carry their terrain, towns, river hexsides and hex sets</source>
      <translation>Drag a rectangle or a lasso of hexes; Copy (Ctrl+C), Cut (Ctrl+X) and Paste (Ctrl+V, at the hex under the cursor) carry their terrain, towns, river hexsides and hex sets</translation>
    </message>
    <message>
      <source>Towns</source>
      <translation>Towns</translation>
    </message>
    <message>
      <source>Place a town (click), move it (drag), add a hex (Shift+click), remove a hex (right click)</source>
      <translation>Place a town (click), move it (drag), add a hex (Shift+click), remove a hex (right click)</translation>
    </message>
    <message>
      <source>Set-up</source>
      <translation>Set-up</translation>
    </message>
    <message>
      <source>Choose a unit (click its stack; again: the next one), move it (drag), set the chosen unit up in an empty hex (click) or any hex (Ctrl+click)</source>
      <translation>Choose a unit (click its stack; again: the next one), move it (drag), set the chosen unit up in an empty hex (click) or any hex (Ctrl+click)</translation>
    </message>
  </context>
  <context>
    <name>TownTable</name>
    <message>
      <source>Town</source>
      <translation>Town</translation>
    </message>
    <message>
      <source>VP</source>
      <translation>VP</translation>
    </message>
    <message>
      <source>Held by</source>
      <translation>Held by</translation>
    </message>
    <message>
      <source>Since</source>
      <translation>Since</translation>
    </message>
    <message>
      <source>turn {turn}</source>
      <translation>turn {turn}</translation>
    </message>
    <message>
      <source>the start</source>
      <translation>the start</translation>
    </message>
  </context>
  <context>
    <name>TownTool</name>
    <message>
      <source>Fortified locality (13.8.4)</source>
      <translation>Fortified locality (13.8.4)</translation>
    </message>
    <message>
      <source>German</source>
      <translation>German</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>Soviet</translation>
    </message>
    <message>
      <source>Delete town</source>
      <translation>Delete town</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Name:</translation>
    </message>
    <message>
      <source>VP value (4.1):</source>
      <translation>VP value (4.1):</translation>
    </message>
    <message>
      <source>Held at the start by:</source>
      <translation>Held at the start by:</translation>
    </message>
    <message>
      <source>Hexes:</source>
      <translation>Hexes:</translation>
    </message>
    <message>
      <source>{each} VP a hex, {total} in all</source>
      <translation>{each} VP a hex, {total} in all</translation>
    </message>
    <message>
      <source>Remove {hid} from {name}</source>
      <translation>Remove {hid} from {name}</translation>
    </message>
    <message>
      <source>Add {hid} to {name}</source>
      <translation>Add {hid} to {name}</translation>
    </message>
    <message>
      <source>Place {name}</source>
      <translation>Place {name}</translation>
    </message>
    <message>
      <source>Move {town} to {hex}</source>
      <translation>Move {town} to {hex}</translation>
    </message>
    <message>
      <source>town</source>
      <translation>town</translation>
    </message>
    <message>
      <source>Delete {name}</source>
      <translation>Delete {name}</translation>
    </message>
    <message>
      <source>Rename {name}</source>
      <translation>Rename {name}</translation>
    </message>
    <message>
      <source>{name}: held by the {side}s</source>
      <translation>{name}: held by the {side}s</translation>
    </message>
  </context>
  <context>
    <name>Tray</name>
    <message>
      <source>German reinforcements due (10.1)</source>
      <translation>German reinforcements due (10.1)</translation>
    </message>
    <message>
      <source>Soviet replacements ready (11.2)</source>
      <translation>Soviet replacements ready (11.2)</translation>
    </message>
    <message>
      <source>KG markers (5.3)</source>
      <translation>KG markers (5.3)</translation>
    </message>
    <message>
      <source>{unit} ({steps} steps)</source>
      <translation>{unit} ({steps} steps)</translation>
    </message>
    <message>
      <source> (on {hex})</source>
      <translation> (on {hex})</translation>
    </message>
  </context>
  <context>
    <name>TurnChart</name>
    <message>
      <source>Turn</source>
      <translation>Turn</translation>
    </message>
    <message>
      <source>Mean Soviet VP</source>
      <translation>Mean Soviet VP</translation>
    </message>
  </context>
  <context>
    <name>UnitTool</name>
    <message>
      <source>Set {name} up in {hid}</source>
      <translation>Set {name} up in {hid}</translation>
    </message>
  </context>
  <context>
    <name>UnsavedGuard</name>
    <message>
      <source>Save changes?</source>
      <translation>Save changes?</translation>
    </message>
    <message>
      <source>The game has moves that are not saved. Save them before {doing}?</source>
      <translation>The game has moves that are not saved. Save them before {doing}?</translation>
    </message>
    <message>
      <source>Save the game first (Ctrl+S), then go on</source>
      <translation>Save the game first (Ctrl+S), then go on</translation>
    </message>
    <message>
      <source>Go on: the moves since the last save are lost</source>
      <translation>Go on: the moves since the last save are lost</translation>
    </message>
    <message>
      <source>Keep playing this game</source>
      <translation>Keep playing this game</translation>
    </message>
  </context>
  <context>
    <name>VPChart</name>
    <message>
      <source>Soviet VP</source>
      <translation>Soviet VP</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>draw</translation>
    </message>
    <message>
      <source>Soviet victory</source>
      <translation>Soviet victory</translation>
    </message>
    <message>
      <source>Step {step}: turn {turn}, {phase}</source>
      <translation>Step {step}: turn {turn}, {phase}</translation>
    </message>
    <message>
      <source>{head}
not proved yet</source>
      <translation>{head}
not proved yet</translation>
    </message>
    <message>
      <source>Soviet VP {values}</source>
      <translation>Soviet VP {values}</translation>
    </message>
  </context>
  <context>
    <name>VPHistogram</name>
    <message>
      <source>Soviet VP at the end</source>
      <translation>Soviet VP at the end</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Games</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>draw</translation>
    </message>
    <message>
      <source>Soviet victory</source>
      <translation>Soviet victory</translation>
    </message>
  </context>
  <context>
    <name>ValidationPanel</name>
    <message numerus="yes">
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errors</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n warning</numerusform>
        <numerusform>%n warnings</numerusform>
      </translation>
    </message>
    <message>
      <source>No problems found: the game loads this scenario and can set it up.</source>
      <translation>No problems found: the game loads this scenario and can set it up.</translation>
    </message>
  </context>
  <context>
    <name>VpPanel</name>
    <message>
      <source>draw from {draw_at} VP (4.3)</source>
      <translation>draw from {draw_at} VP (4.3)</translation>
    </message>
    <message>
      <source>Soviet victory (4.3)</source>
      <translation>Soviet victory (4.3)</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Game over</translation>
    </message>
    <message>
      <source>&lt;h3&gt;{title} with {vp} Soviet VP&lt;/h3&gt;</source>
      <translation>&lt;h3&gt;{title} with {vp} Soviet VP&lt;/h3&gt;</translation>
    </message>
  </context>
  <context>
    <name>VpText</name>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;{value} ({rule})&lt;/td&gt;&lt;td align=right&gt;{vp}&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;{value} ({rule})&lt;/td&gt;&lt;td align=right&gt;{vp}&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>Soviet VP in all</source>
      <translation>Soviet VP in all</translation>
    </message>
    <message>
      <source>Draw from {draw} VP, Soviet victory from {victory} (4.3).</source>
      <translation>Draw from {draw} VP, Soviet victory from {victory} (4.3).</translation>
    </message>
    <message>
      <source>Result: &lt;b&gt;{level}&lt;/b&gt;</source>
      <translation>Result: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>If the game ended now: &lt;b&gt;{level}&lt;/b&gt;</source>
      <translation>If the game ended now: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>The game was abandoned: no result</source>
      <translation>The game was abandoned: no result</translation>
    </message>
    <message>
      <source>The {side} side resigned: {result}</source>
      <translation>The {side} side resigned: {result}</translation>
    </message>
    <message>
      <source>Game over: the game was abandoned. No result.</source>
      <translation>Game over: the game was abandoned. No result.</translation>
    </message>
    <message>
      <source>Game over: the {side} side resigned. {result}.</source>
      <translation>Game over: the {side} side resigned. {result}.</translation>
    </message>
  </context>
  <context>
    <name>Window</name>
    <message>
      <source>Fit</source>
      <translation>Fit</translation>
    </message>
    <message>
      <source>Show the whole map</source>
      <translation>Show the whole map</translation>
    </message>
    <message>
      <source>Zoom In</source>
      <translation>Zoom In</translation>
    </message>
    <message>
      <source>Zoom in</source>
      <translation>Zoom in</translation>
    </message>
    <message>
      <source>Zoom Out</source>
      <translation>Zoom Out</translation>
    </message>
    <message>
      <source>Zoom out</source>
      <translation>Zoom out</translation>
    </message>
    <message>
      <source>Accept what is chosen here and close</source>
      <translation>Accept what is chosen here and close</translation>
    </message>
    <message>
      <source>Close without changing anything</source>
      <translation>Close without changing anything</translation>
    </message>
    <message>
      <source>Close this window</source>
      <translation>Close this window</translation>
    </message>
    <message>
      <source>Save the changes first, then go on</source>
      <translation>Save the changes first, then go on</translation>
    </message>
    <message>
      <source>Go on without saving: the changes are lost</source>
      <translation>Go on without saving: the changes are lost</translation>
    </message>
    <message>
      <source>Yes: go on</source>
      <translation>Yes: go on</translation>
    </message>
    <message>
      <source>No: go back</source>
      <translation>No: go back</translation>
    </message>
    <message>
      <source>Show or hide this overlay on the map: {0}</source>
      <translation>Show or hide this overlay on the map: {0}</translation>
    </message>
    <message>
      <source>Close this message</source>
      <translation>Close this message</translation>
    </message>
    <message>
      <source>Show or hide the {0} panel</source>
      <translation>Show or hide the {0} panel</translation>
    </message>
  </context>
  <context>
    <name>WindowActions</name>
    <message>
      <source>Saved {saved}</source>
      <translation>Saved {saved}</translation>
    </message>
    <message>
      <source>Cannot open the file; the current game goes on</source>
      <translation>Cannot open the file; the current game goes on</translation>
    </message>
    <message>
      <source>Saved games and scenarios (*.json)</source>
      <translation>Saved games and scenarios (*.json)</translation>
    </message>
    <message>
      <source>Not saved: the file would not reopen; the file there is unchanged</source>
      <translation>Not saved: the file would not reopen; the file there is unchanged</translation>
    </message>
    <message>
      <source>A file just saved would not reopen</source>
      <translation>A file just saved would not reopen</translation>
    </message>
    <message>
      <source>Recent</source>
      <translation>Recent</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Tools</translation>
    </message>
    <message>
      <source>New...</source>
      <translation>New...</translation>
    </message>
    <message>
      <source>Start a new game</source>
      <translation>Start a new game</translation>
    </message>
    <message>
      <source>Open...</source>
      <translation>Open...</translation>
    </message>
    <message>
      <source>Open a game</source>
      <translation>Open a game</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Save</translation>
    </message>
    <message>
      <source>Save the game</source>
      <translation>Save the game</translation>
    </message>
    <message>
      <source>Save As...</source>
      <translation>Save As...</translation>
    </message>
    <message>
      <source>Save under a name</source>
      <translation>Save under a name</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Quit</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Undo</translation>
    </message>
    <message>
      <source>Take back the last move (12.0)</source>
      <translation>Take back the last move (12.0)</translation>
    </message>
    <message>
      <source>End Phase</source>
      <translation>End Phase</translation>
    </message>
    <message>
      <source>Finish this phase or segment</source>
      <translation>Finish this phase or segment</translation>
    </message>
    <message>
      <source>Exit Map</source>
      <translation>Exit Map</translation>
    </message>
    <message>
      <source>Leave the map through an exit hex (4.1)</source>
      <translation>Leave the map through an exit hex (4.1)</translation>
    </message>
    <message>
      <source>Suggest a Move</source>
      <translation>Suggest a Move</translation>
    </message>
    <message>
      <source>The computer proposes your next move or attack, and says why</source>
      <translation>The computer proposes your next move or attack, and says why</translation>
    </message>
    <message>
      <source>Play the Suggestion</source>
      <translation>Play the Suggestion</translation>
    </message>
    <message>
      <source>Play the suggested move or attack</source>
      <translation>Play the suggested move or attack</translation>
    </message>
    <message>
      <source>Ignore the Suggestion</source>
      <translation>Ignore the Suggestion</translation>
    </message>
    <message>
      <source>Let the suggestion go</source>
      <translation>Let the suggestion go</translation>
    </message>
    <message>
      <source>Referee View</source>
      <translation>Referee View</translation>
    </message>
    <message>
      <source>Show both sides' stacks (R26)</source>
      <translation>Show both sides' stacks (R26)</translation>
    </message>
    <message>
      <source>Hand-over Screens</source>
      <translation>Hand-over Screens</translation>
    </message>
    <message>
      <source>Cover the map between players</source>
      <translation>Cover the map between players</translation>
    </message>
    <message>
      <source>Colour-blind Palette</source>
      <translation>Colour-blind Palette</translation>
    </message>
    <message>
      <source>Marks told apart without red and green (deuteranopia, protanopia)</source>
      <translation>Marks told apart without red and green (deuteranopia, protanopia)</translation>
    </message>
    <message>
      <source>Show Legend</source>
      <translation>Show Legend</translation>
    </message>
    <message>
      <source>What the overlays and markers mean</source>
      <translation>What the overlays and markers mean</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Tables</translation>
    </message>
    <message>
      <source>Combat results, terrain, river and weather</source>
      <translation>Combat results, terrain, river and weather</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;View</translation>
    </message>
    <message>
      <source>Nothing to undo: a die was rolled, a stack revealed or a phase begun</source>
      <translation>Nothing to undo: a die was rolled, a stack revealed or a phase begun</translation>
    </message>
    <message>
      <source>starting a new game</source>
      <translation>starting a new game</translation>
    </message>
    <message>
      <source>opening another game</source>
      <translation>opening another game</translation>
    </message>
    <message>
      <source>Cannot start the game</source>
      <translation>Cannot start the game</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Open</translation>
    </message>
    <message>
      <source>{name} holds a game played to its end. Review it step by step in the replay viewer?</source>
      <translation>{name} holds a game played to its end. Review it step by step in the replay viewer?</translation>
    </message>
    <message>
      <source>A finished game</source>
      <translation>A finished game</translation>
    </message>
    <message>
      <source>Review in the Viewer</source>
      <translation>Review in the Viewer</translation>
    </message>
    <message>
      <source>Open Here</source>
      <translation>Open Here</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Save game</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>Cannot save</translation>
    </message>
    <message>
      <source>The game on screen is intact: save it under another name. The earlier autosaves are kept in {folder}.</source>
      <translation>The game on screen is intact: save it under another name. The earlier autosaves are kept in {folder}.</translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <source>clear</source>
      <translation>clear</translation>
    </message>
    <message>
      <source>forest</source>
      <translation>forest</translation>
    </message>
    <message>
      <source>rough</source>
      <translation>rough</translation>
    </message>
    <message>
      <source>marsh</source>
      <translation>marsh</translation>
    </message>
    <message>
      <source>thaw</source>
      <translation>thaw</translation>
    </message>
    <message>
      <source>frost</source>
      <translation>frost</translation>
    </message>
    <message>
      <source>storm</source>
      <translation>storm</translation>
    </message>
    <message>
      <source>German</source>
      <translation>German</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>Soviet</translation>
    </message>
    <message>
      <source>movement</source>
      <translation>movement</translation>
    </message>
    <message>
      <source>combat</source>
      <translation>combat</translation>
    </message>
    <message>
      <source>mechanized</source>
      <translation>mechanized</translation>
    </message>
    <message>
      <source>non-mechanized</source>
      <translation>non-mechanized</translation>
    </message>
    <message>
      <source>static</source>
      <translation>static</translation>
    </message>
    <message>
      <source>infantry</source>
      <translation>infantry</translation>
    </message>
    <message>
      <source>panzer grenadier</source>
      <translation>panzer grenadier</translation>
    </message>
    <message>
      <source>motorized support</source>
      <translation>motorized support</translation>
    </message>
    <message>
      <source>panzer</source>
      <translation>panzer</translation>
    </message>
    <message>
      <source>heavy panzer</source>
      <translation>heavy panzer</translation>
    </message>
    <message>
      <source>garrison</source>
      <translation>garrison</translation>
    </message>
    <message>
      <source>artillery</source>
      <translation>artillery</translation>
    </message>
    <message>
      <source>assault gun</source>
      <translation>assault gun</translation>
    </message>
    <message>
      <source>rocket artillery</source>
      <translation>rocket artillery</translation>
    </message>
    <message>
      <source>battalion</source>
      <translation>battalion</translation>
    </message>
    <message>
      <source>brigade</source>
      <translation>brigade</translation>
    </message>
    <message>
      <source>division</source>
      <translation>division</translation>
    </message>
    <message>
      <source>corps</source>
      <translation>corps</translation>
    </message>
    <message>
      <source>ad hoc</source>
      <translation>ad hoc</translation>
    </message>
    <message>
      <source>army support</source>
      <translation>army support</translation>
    </message>
    <message>
      <source>Dice as recorded</source>
      <translation>Dice as recorded</translation>
    </message>
    <message>
      <source>Dice from seed {seed}</source>
      <translation>Dice from seed {seed}</translation>
    </message>
  </context>
</TS>
