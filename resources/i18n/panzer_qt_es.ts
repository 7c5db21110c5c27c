<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
  <context>
    <name>About</name>
    <message>
      <source>1:10m physical vectors v4.0.0: rivers and the Carpathians</source>
      <translation>vectores físicos 1:10m v4.0.0: ríos y los Cárpatos</translation>
    </message>
    <message>
      <source>public domain</source>
      <translation>dominio público</translation>
    </message>
    <message>
      <source>river mouths, forests, ridges</source>
      <translation>desembocaduras, bosques, crestas</translation>
    </message>
    <message>
      <source>town coordinates</source>
      <translation>coordenadas de las poblaciones</translation>
    </message>
    <message>
      <source>not installed</source>
      <translation>no instalado</translation>
    </message>
    <message>
      <source>A digital edition of the wargame &lt;i&gt;Breakout: First Panzer Army&lt;/i&gt; (Ukraine, March-April 1944): a playing client, a scenario editor and a replay viewer over one rules engine.</source>
      <translation>Una edición digital del wargame &lt;i&gt;Breakout: First Panzer Army&lt;/i&gt; (Ucrania, marzo-abril de 1944): un cliente de juego, un editor de escenarios y un visor de repeticiones sobre un único motor de reglas.</translation>
    </message>
    <message>
      <source>Made with Natural Earth. The five hexes the rulebook fixes place the map; the project file docs/data-sources.md tells how the map is made.</source>
      <translation>Hecho con Natural Earth. Los cinco hexs que fija el reglamento sitúan el mapa; el archivo del proyecto docs/data-sources.md explica cómo se hace el mapa.</translation>
    </message>
    <message>
      <source>Component</source>
      <translation>Componente</translation>
    </message>
    <message>
      <source>Version</source>
      <translation>Versión</translation>
    </message>
    <message>
      <source>Licence</source>
      <translation>Licencia</translation>
    </message>
    <message>
      <source>Versions and licences</source>
      <translation>Versiones y licencias</translation>
    </message>
    <message>
      <source>Map data</source>
      <translation>Datos del mapa</translation>
    </message>
  </context>
  <context>
    <name>AboutDialog</name>
    <message>
      <source>About panzer-qt</source>
      <translation>Acerca de panzer-qt</translation>
    </message>
  </context>
  <context>
    <name>Actions</name>
    <message>
      <source>Everything</source>
      <translation>Todo</translation>
    </message>
    <message>
      <source>German View</source>
      <translation>Vista alemana</translation>
    </message>
    <message>
      <source>Soviet View</source>
      <translation>Vista soviética</translation>
    </message>
    <message>
      <source>Game records (*.json)</source>
      <translation>Registros de partida (*.json)</translation>
    </message>
  </context>
  <context>
    <name>App</name>
    <message>
      <source>panzer-qt: cannot open the file</source>
      <translation>panzer-qt: no se puede abrir el archivo</translation>
    </message>
    <message>
      <source>panzer-qt: cannot open the scenario</source>
      <translation>panzer-qt: no se puede abrir el escenario</translation>
    </message>
  </context>
  <context>
    <name>BackgroundOpen</name>
    <message>
      <source>Reading {name}...</source>
      <translation>Leyendo {name}...</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Opening a saved game</source>
      <translation>Abriendo una partida guardada</translation>
    </message>
    <message>
      <source>Replaying {name}: step {step} of {steps}</source>
      <translation>Reproduciendo {name}: paso {step} de {steps}</translation>
    </message>
  </context>
  <context>
    <name>BalanceCharts</name>
    <message>
      <source>This scenario</source>
      <translation>Este escenario</translation>
    </message>
    <message>
      <source>Baseline</source>
      <translation>Referencia</translation>
    </message>
  </context>
  <context>
    <name>BalanceDialog</name>
    <message>
      <source>Balance Test</source>
      <translation>Prueba de equilibrio</translation>
    </message>
    <message>
      <source>Close this window (a test running is cancelled)</source>
      <translation>Cerrar esta ventana (la prueba en curso se cancela)</translation>
    </message>
    <message>
      <source>Players</source>
      <translation>Jugadores</translation>
    </message>
    <message>
      <source>German</source>
      <translation>alemán</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>soviético</translation>
    </message>
    <message>
      <source>German:</source>
      <translation>Alemán:</translation>
    </message>
    <message>
      <source>Soviet:</source>
      <translation>Soviético:</translation>
    </message>
    <message>
      <source>How many games (seeds) to play; with a baseline, as many again there</source>
      <translation>Cuántas partidas (semillas) jugar; con una referencia, otras tantas en ella</translation>
    </message>
    <message>
      <source>The first game's seed; the next games count up from it</source>
      <translation>La semilla de la primera partida; las siguientes cuentan a partir de ella</translation>
    </message>
    <message>
      <source>Games:</source>
      <translation>Partidas:</translation>
    </message>
    <message>
      <source>First seed:</source>
      <translation>Primera semilla:</translation>
    </message>
    <message>
      <source>%v of %m games</source>
      <translation>%v de %m partidas</translation>
    </message>
    <message>
      <source>Where to play</source>
      <translation>Dónde jugar</translation>
    </message>
    <message>
      <source>This machine</source>
      <translation>Este ordenador</translation>
    </message>
    <message>
      <source>Play the games in processes of this computer</source>
      <translation>Jugar las partidas en procesos de este ordenador</translation>
    </message>
    <message>
      <source> processes</source>
      <translation> procesos</translation>
    </message>
    <message>
      <source>Games played at once, one process each (this computer has {n} cores)</source>
      <translation>Partidas a la vez, un proceso cada una (este ordenador tiene {n} núcleos)</translation>
    </message>
    <message>
      <source>Dask cluster</source>
      <translation>Clúster Dask</translation>
    </message>
    <message>
      <source>Play the games on the workers of a Dask cluster (see the balance lab's guide)</source>
      <translation>Jugar las partidas en los trabajadores de un clúster Dask (véase la guía del laboratorio de equilibrio)</translation>
    </message>
    <message>
      <source>The address of the cluster's scheduler, tcp://HOST:PORT</source>
      <translation>La dirección del planificador del clúster, tcp://HOST:PUERTO</translation>
    </message>
    <message>
      <source>Against a baseline</source>
      <translation>Frente a una referencia</translation>
    </message>
    <message>
      <source>No baseline</source>
      <translation>Sin referencia</translation>
    </message>
    <message>
      <source>The file as last saved</source>
      <translation>El archivo tal como se guardó</translation>
    </message>
    <message>
      <source>Another scenario file...</source>
      <translation>Otro archivo de escenario...</translation>
    </message>
    <message>
      <source>Play the same seeds on another scenario too, and compare the two</source>
      <translation>Jugar las mismas semillas también en otro escenario y comparar los dos</translation>
    </message>
    <message>
      <source>Run</source>
      <translation>Ejecutar</translation>
    </message>
    <message>
      <source>Start playing the games in the background</source>
      <translation>Empezar a jugar las partidas en segundo plano</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Cancelar</translation>
    </message>
    <message>
      <source>Stop the test; the games finished are kept and saved</source>
      <translation>Detener la prueba; las partidas terminadas se conservan y se guardan</translation>
    </message>
    <message>
      <source>Open Study...</source>
      <translation>Abrir estudio...</translation>
    </message>
    <message>
      <source>Show a balance test saved earlier</source>
      <translation>Mostrar una prueba de equilibrio guardada antes</translation>
    </message>
    <message>
      <source>Baseline scenario</source>
      <translation>Escenario de referencia</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Escenarios (*.json)</translation>
    </message>
    <message>
      <source>The games of the bar clicked: click one to open it in the replay viewer</source>
      <translation>Las partidas de la barra pulsada: pulse una para abrirla en el visor de repeticiones</translation>
    </message>
    <message>
      <source>Results</source>
      <translation>Resultados</translation>
    </message>
    <message>
      <source>VP histogram</source>
      <translation>Histograma de VP</translation>
    </message>
    <message>
      <source>VP by source</source>
      <translation>VP por origen</translation>
    </message>
    <message>
      <source>VP by turn</source>
      <translation>VP por turno</translation>
    </message>
    <message>
      <source>Divisions cut off</source>
      <translation>Divisiones aisladas</translation>
    </message>
    <message>
      <source>Thinking time</source>
      <translation>Tiempo de reflexión</translation>
    </message>
    <message>
      <source>Starting the games on {where}...</source>
      <translation>Empezando las partidas en {where}...</translation>
    </message>
    <message>
      <source>the Dask cluster at {address}</source>
      <translation>el clúster Dask de {address}</translation>
    </message>
    <message>
      <source>this machine</source>
      <translation>este ordenador</translation>
    </message>
    <message>
      <source>{address} is not a Dask scheduler address: use tcp://HOST:PORT</source>
      <translation>{address} no es una dirección de planificador Dask: use tcp://HOST:PUERTO</translation>
    </message>
    <message>
      <source>The game would refuse this scenario:
</source>
      <translation>El juego rechazaría este escenario:
</translation>
    </message>
    <message>
      <source>There is no baseline file: save the scenario first, or choose another file</source>
      <translation>No hay archivo de referencia: guarde antes el escenario o elija otro archivo</translation>
    </message>
    <message>
      <source>Cannot use the baseline: {reason}</source>
      <translation>No se puede usar la referencia: {reason}</translation>
    </message>
    <message>
      <source>Cancelling...</source>
      <translation>Cancelando...</translation>
    </message>
    <message>
      <source>{done} of {total} games; about {left} left</source>
      <translation>{done} de {total} partidas; quedan unos {left}</translation>
    </message>
    <message>
      <source>All {done} games played.</source>
      <translation>Jugadas las {done} partidas.</translation>
    </message>
    <message>
      <source>Cancelled: {done} games played.</source>
      <translation>Cancelada: {done} partidas jugadas.</translation>
    </message>
    <message>
      <source>The test stopped: {reason}. The {done} games finished are kept.</source>
      <translation>La prueba se detuvo: {reason}. Se conservan las {done} partidas terminadas.</translation>
    </message>
    <message>
      <source>Cannot save the study: {reason}</source>
      <translation>No se puede guardar el estudio: {reason}</translation>
    </message>
    <message>
      <source>Saved as {file}</source>
      <translation>Guardado como {file}</translation>
    </message>
    <message>
      <source>Open balance study</source>
      <translation>Abrir estudio de equilibrio</translation>
    </message>
    <message>
      <source>Balance studies (*.json)</source>
      <translation>Estudios de equilibrio (*.json)</translation>
    </message>
    <message>
      <source>Cannot open the study: {reason}</source>
      <translation>No se puede abrir el estudio: {reason}</translation>
    </message>
    <message>
      <source>A study of {when}, {status}.</source>
      <translation>Un estudio de {when}, {status}.</translation>
    </message>
    <message>
      <source>The scenario has changed since.</source>
      <translation>El escenario ha cambiado desde entonces.</translation>
    </message>
    <message>
      <source>No record was kept of this game</source>
      <translation>No se guardó el registro de esta partida</translation>
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
      <translation>Muy pocas partidas emparejadas por semilla para comparar ({pairs}).</translation>
    </message>
    <message>
      <source>This change does not move the game: every seed gave both the same VP.</source>
      <translation>Este cambio no mueve la partida: cada semilla dio a ambos los mismos VP.</translation>
    </message>
    <message>
      <source>This change leaves the mean VP where it was (0.0 ± {half} VP).</source>
      <translation>Este cambio deja la media de VP donde estaba (0.0 ± {half} VP).</translation>
    </message>
    <message>
      <source>This change moves the game {vp} ± {half} VP towards the Soviet side.</source>
      <translation>Este cambio mueve la partida {vp} ± {half} VP hacia el bando soviético.</translation>
    </message>
    <message>
      <source>This change moves the game {vp} ± {half} VP towards the German side.</source>
      <translation>Este cambio mueve la partida {vp} ± {half} VP hacia el bando alemán.</translation>
    </message>
    <message>
      <source>The interval includes 0: not a clear shift yet.</source>
      <translation>El intervalo incluye el 0: todavía no es un desplazamiento claro.</translation>
    </message>
    <message>
      <source>{games} games: Soviet victory {soviet}, draw {draw}, German victory {german}; mean {vp} VP.</source>
      <translation>{games} partidas: victoria soviética {soviet}, empate {draw}, victoria alemana {german}; media {vp} VP.</translation>
    </message>
    <message>
      <source>unfinished</source>
      <translation>sin terminar</translation>
    </message>
    <message>
      <source>Seed {seed} (baseline): {vp} VP, {result}</source>
      <translation>Semilla {seed} (referencia): {vp} VP, {result}</translation>
    </message>
    <message>
      <source>Seed {seed}: {vp} VP, {result}</source>
      <translation>Semilla {seed}: {vp} VP, {result}</translation>
    </message>
    <message>
      <source>Difference (paired)</source>
      <translation>Diferencia (emparejada)</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>Mean Soviet VP</source>
      <translation>VP soviéticos medios</translation>
    </message>
    <message>
      <source>Games cut off</source>
      <translation>Partidas en que quedó aislada</translation>
    </message>
    <message>
      <source>Median first turn</source>
      <translation>Mediana del primer turno</translation>
    </message>
    <message>
      <source>German division</source>
      <translation>División alemana</translation>
    </message>
    <message>
      <source>Baseline: games</source>
      <translation>Referencia: partidas</translation>
    </message>
    <message>
      <source>Baseline: median turn</source>
      <translation>Referencia: turno mediano</translation>
    </message>
    <message>
      <source>Phases</source>
      <translation>Fases</translation>
    </message>
    <message>
      <source>Median (s)</source>
      <translation>Mediana (s)</translation>
    </message>
    <message>
      <source>Worst (s)</source>
      <translation>Peor (s)</translation>
    </message>
    <message>
      <source>Player</source>
      <translation>Jugador</translation>
    </message>
    <message>
      <source>Baseline: median (s)</source>
      <translation>Referencia: mediana (s)</translation>
    </message>
    <message>
      <source>German: {player}</source>
      <translation>Alemán: {player}</translation>
    </message>
    <message>
      <source>Soviet: {player}</source>
      <translation>Soviético: {player}</translation>
    </message>
  </context>
  <context>
    <name>BookmarkDialog</name>
    <message>
      <source>The bookmark's name in the Bookmarks list</source>
      <translation>El nombre del marcador en la lista de Favoritos</translation>
    </message>
    <message>
      <source>Title</source>
      <translation>Título</translation>
    </message>
    <message>
      <source>Note</source>
      <translation>Nota</translation>
    </message>
  </context>
  <context>
    <name>BookmarkPanel</name>
    <message>
      <source>The chosen bookmark's note</source>
      <translation>La nota del favorito elegido</translation>
    </message>
    <message>
      <source>Bookmark the step shown</source>
      <translation>Marcar como favorito el paso mostrado</translation>
    </message>
    <message>
      <source>Change the chosen bookmark's title and note</source>
      <translation>Cambiar el título y la nota del favorito elegido</translation>
    </message>
    <message>
      <source>Remove the chosen bookmark</source>
      <translation>Quitar el favorito elegido</translation>
    </message>
    <message>
      <source>Add...</source>
      <translation>Añadir...</translation>
    </message>
    <message>
      <source>Edit...</source>
      <translation>Editar...</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Quitar</translation>
    </message>
    <message>
      <source>Step {step}</source>
      <translation>Paso {step}</translation>
    </message>
    <message>
      <source>, turn {turn}, {phase}</source>
      <translation>, turno {turn}, {phase}</translation>
    </message>
    <message>
      <source>&lt;p style='white-space:pre-wrap'&gt;{note}&lt;/p&gt;</source>
      <translation>&lt;p style='white-space:pre-wrap'&gt;{note}&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Add bookmark</source>
      <translation>Añadir favorito</translation>
    </message>
    <message>
      <source>Edit bookmark</source>
      <translation>Editar favorito</translation>
    </message>
  </context>
  <context>
    <name>Books</name>
    <message>
      <source>How this program reads the rulebook where it is unclear or silent. The engine cites these numbers beside the rule numbers in its messages.</source>
      <translation>Cómo lee este programa el reglamento donde es ambiguo o calla. El motor cita estos números junto a los de las reglas en sus mensajes.</translation>
    </message>
    <message>
      <source>Rulings</source>
      <translation>Aclaraciones</translation>
    </message>
  </context>
  <context>
    <name>BrushTool</name>
    <message>
      <source>Brush:</source>
      <translation>Pincel:</translation>
    </message>
    <message numerus="yes">
      <source>paint %n hex(es) at a time</source>
      <translation>
        <numerusform>pinta %n hex a la vez</numerusform>
        <numerusform>pinta %n hexs a la vez</numerusform>
      </translation>
    </message>
    <message>
      <source>Flood fill</source>
      <translation>Relleno</translation>
    </message>
    <message>
      <source>fill the connected area under the cursor</source>
      <translation>rellena la zona conectada bajo el cursor</translation>
    </message>
  </context>
  <context>
    <name>ChartModel</name>
    <message>
      <source>Chart: {label}</source>
      <translation>Tabla: {label}</translation>
    </message>
  </context>
  <context>
    <name>ChartsPanel</name>
    <message>
      <source>value</source>
      <translation>valor</translation>
    </message>
    <message>
      <source>below 1:2</source>
      <translation>por debajo de 1:2</translation>
    </message>
    <message>
      <source>above 7:1</source>
      <translation>por encima de 7:1</translation>
    </message>
    <message>
      <source>MP mechanized</source>
      <translation>PM mecanizadas</translation>
    </message>
    <message>
      <source>MP non-mechanized</source>
      <translation>PM no mecanizadas</translation>
    </message>
    <message>
      <source>mechanized</source>
      <translation>mecanizadas</translation>
    </message>
    <message>
      <source>non-mechanized</source>
      <translation>no mecanizadas</translation>
    </message>
    <message>
      <source>clear</source>
      <translation>claro</translation>
    </message>
    <message>
      <source>forest</source>
      <translation>bosque</translation>
    </message>
    <message>
      <source>rough</source>
      <translation>abrupto</translation>
    </message>
    <message>
      <source>marsh</source>
      <translation>pantano</translation>
    </message>
    <message>
      <source>thaw</source>
      <translation>deshielo</translation>
    </message>
    <message>
      <source>frost</source>
      <translation>hielo</translation>
    </message>
    <message>
      <source>storm</source>
      <translation>tormenta</translation>
    </message>
    <message>
      <source>town shift</source>
      <translation>desplazamiento en población</translation>
    </message>
    <message>
      <source>fortified shift german defends</source>
      <translation>desplazamiento en localidad fortificada, defiende el alemán</translation>
    </message>
    <message>
      <source>fortified shift soviet defends</source>
      <translation>desplazamiento en localidad fortificada, defiende el soviético</translation>
    </message>
    <message>
      <source>mp non mechanized</source>
      <translation>PM no mecanizadas</translation>
    </message>
    <message>
      <source>mp mechanized</source>
      <translation>PM mecanizadas</translation>
    </message>
    <message>
      <source>river</source>
      <translation>río</translation>
    </message>
    <message>
      <source>concentric german</source>
      <translation>concéntrico alemán</translation>
    </message>
    <message>
      <source>concentric soviet</source>
      <translation>concéntrico soviético</translation>
    </message>
    <message>
      <source>kg</source>
      <translation>KG</translation>
    </message>
    <message>
      <source>tiger</source>
      <translation>Tiger</translation>
    </message>
    <message>
      <source>german steps</source>
      <translation>pasos alemanes</translation>
    </message>
    <message>
      <source>soviet non artillery steps</source>
      <translation>pasos soviéticos no artilleros</translation>
    </message>
    <message>
      <source>soviet artillery steps</source>
      <translation>pasos soviéticos de artillería</translation>
    </message>
    <message>
      <source>town vp</source>
      <translation>VP por población</translation>
    </message>
    <message>
      <source>fortified vp</source>
      <translation>VP por localidad fortificada</translation>
    </message>
    <message>
      <source>out of cc town vp</source>
      <translation>VP por población fuera de C&amp;C</translation>
    </message>
    <message>
      <source>exit vp</source>
      <translation>VP por salida</translation>
    </message>
    <message>
      <source>exit vp max</source>
      <translation>máximo de VP por salida</translation>
    </message>
    <message>
      <source>soviet victory at</source>
      <translation>victoria soviética desde</translation>
    </message>
    <message>
      <source>draw at</source>
      <translation>empate desde</translation>
    </message>
    <message>
      <source>turn {n}</source>
      <translation>turno {n}</translation>
    </message>
    <message>
      <source>CRT</source>
      <translation>CRT</translation>
    </message>
    <message>
      <source>Combat Results Table (13.9): odds column by die roll</source>
      <translation>Tabla de resultados del combate (13.9): columna de proporción por tirada de dado</translation>
    </message>
    <message>
      <source>Off the table (R15)</source>
      <translation>Fuera de la tabla (R15)</translation>
    </message>
    <message>
      <source>Terrain</source>
      <translation>Terreno</translation>
    </message>
    <message>
      <source>Terrain Effects Chart (12.2, 13.8)</source>
      <translation>Tabla de efectos del terreno (12.2, 13.8)</translation>
    </message>
    <message>
      <source>combat shift</source>
      <translation>desplazamiento en combate</translation>
    </message>
    <message>
      <source>Towns and fortified localities (13.8.4, R36, R56)</source>
      <translation>Poblaciones y localidades fortificadas (13.8.4, R36, R56)</translation>
    </message>
    <message>
      <source>Other column shifts (13.4, 13.5, 13.8.2)</source>
      <translation>Otros desplazamientos de columna (13.4, 13.5, 13.8.2)</translation>
    </message>
    <message>
      <source>Weather</source>
      <translation>Tiempo</translation>
    </message>
    <message>
      <source>Weather by turn and die roll (5.1)</source>
      <translation>Tiempo por turno y tirada de dado (5.1)</translation>
    </message>
    <message>
      <source>Turn 1 (3.1)</source>
      <translation>Turno 1 (3.1)</translation>
    </message>
    <message>
      <source>Movement</source>
      <translation>Movimiento</translation>
    </message>
    <message>
      <source>Movement factors (12.1)</source>
      <translation>Factores de movimiento (12.1)</translation>
    </message>
    <message>
      <source>River crossing: extra MP by die roll (12.3)</source>
      <translation>Cruce de río: PM adicionales por tirada de dado (12.3)</translation>
    </message>
    <message>
      <source>River crossing (12.3)</source>
      <translation>Cruce de río (12.3)</translation>
    </message>
    <message>
      <source>major river roll bonus</source>
      <translation>bonificación a la tirada en río principal</translation>
    </message>
    <message>
      <source>flat cost (optional rule)</source>
      <translation>coste fijo (regla opcional)</translation>
    </message>
    <message>
      <source>Stacking, victory</source>
      <translation>Apilamiento, victoria</translation>
    </message>
    <message>
      <source>Stacking limits (6.1, 6.2)</source>
      <translation>Límites de apilamiento (6.1, 6.2)</translation>
    </message>
    <message>
      <source>Victory points (4.1-4.4)</source>
      <translation>Puntos de victoria (4.1-4.4)</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation>Escenario</translation>
    </message>
    <message>
      <source>Reset to the rulebook</source>
      <translation>Volver al reglamento</translation>
    </message>
    <message>
      <source>put the rulebook's values back in these charts (R1)</source>
      <translation>devuelve a estas tablas los valores del reglamento (R1)</translation>
    </message>
    <message>
      <source>Reset charts to the rulebook</source>
      <translation>Devolver las tablas al reglamento</translation>
    </message>
  </context>
  <context>
    <name>ChatPanel</name>
    <message>
      <source>A message for your opponent</source>
      <translation>Un mensaje para tu adversario</translation>
    </message>
    <message>
      <source>Send</source>
      <translation>Enviar</translation>
    </message>
    <message>
      <source>{side} player</source>
      <translation>Jugador {side}</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tú</translation>
    </message>
  </context>
  <context>
    <name>CombatPanel</name>
    <message>
      <source>Click an enemy stack to target it, then your adjacent stacks to add or drop attackers (13.0).</source>
      <translation>Pulsa un apilamiento enemigo para elegirlo como objetivo y después tus apilamientos adyacentes para añadir o quitar atacantes (13.0).</translation>
    </message>
    <message>
      <source>German defensive support</source>
      <translation>Apoyo defensivo alemán</translation>
    </message>
    <message>
      <source>Commit defence</source>
      <translation>Comprometer la defensa</translation>
    </message>
    <message>
      <source>Add CAS</source>
      <translation>Añadir CAS</translation>
    </message>
    <message>
      <source>More CAS before the roll (13.3)</source>
      <translation>Más CAS antes de la tirada (13.3)</translation>
    </message>
    <message>
      <source>Declare</source>
      <translation>Declarar</translation>
    </message>
    <message>
      <source>Declare the attack: the defending stack is revealed and the attack cannot be called off (6.3)</source>
      <translation>Declarar el ataque: se revela el apilamiento defensor y el ataque ya no puede cancelarse (6.3)</translation>
    </message>
    <message>
      <source>Resolve</source>
      <translation>Resolver</translation>
    </message>
    <message>
      <source>Probe</source>
      <translation>Tantear</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Limpiar</translation>
    </message>
    <message>
      <source>Result {value}: answer the decision above (13.9).</source>
      <translation>Resultado {value}: responde a la decisión de arriba (13.9).</translation>
    </message>
    <message>
      <source>German player: commit defensive support.</source>
      <translation>Jugador alemán: compromete el apoyo defensivo.</translation>
    </message>
    <message>
      <source>Resolve to roll the die.</source>
      <translation>Pulsa Resolver para tirar el dado.</translation>
    </message>
    <message>
      <source>Declared: {who} attacks {hex}. {step}</source>
      <translation>Declarado: {who} ataca {hex}. {step}</translation>
    </message>
    <message>
      <source>Declared: {who} attack {hex}. {step}</source>
      <translation>Declarado: {who} atacan {hex}. {step}</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguno</translation>
    </message>
    <message>
      <source>probe into {probe_hex}</source>
      <translation>tanteo en {probe_hex}</translation>
    </message>
    <message>
      <source>{hint}
Target: {where}. Attackers: {who}.</source>
      <translation>{hint}
Objetivo: {where}. Atacantes: {who}.</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;b&gt;Last combat, at {defender_hex}, resolved at:&lt;/b&gt;&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;Último combate, en {defender_hex}, resuelto con:&lt;/b&gt;&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p style='color:#b3261e'&gt;{message} ({rule})&lt;/p&gt;</source>
      <translation>&lt;p style='color:#b3261e'&gt;{message} ({rule})&lt;/p&gt;</translation>
    </message>
    <message>
      <source>Commit the chosen German defensive support to this combat</source>
      <translation>Comprometer en este combate el apoyo defensivo alemán elegido</translation>
    </message>
    <message>
      <source>How many more air support markers to add before the die is rolled (13.3)</source>
      <translation>Cuántos marcadores de apoyo aéreo más añadir antes de tirar el dado (13.3)</translation>
    </message>
    <message>
      <source>Add these air support markers to the declared combat</source>
      <translation>Añadir estos marcadores de apoyo aéreo al combate declarado</translation>
    </message>
    <message>
      <source>Roll the die for the declared combat (13.8)</source>
      <translation>Tirar el dado del combate declarado (13.8)</translation>
    </message>
    <message>
      <source>Advance the chosen German units into the empty target hex (13.6)</source>
      <translation>Avanzar las unidades alemanas elegidas al hex objetivo vacío (13.6)</translation>
    </message>
    <message>
      <source>Forget the chosen target and attackers</source>
      <translation>Olvidar el objetivo y los atacantes elegidos</translation>
    </message>
  </context>
  <context>
    <name>CombatReport</name>
    <message>
      <source>die {roll}</source>
      <translation>dado {roll}</translation>
    </message>
    <message>
      <source>no roll (automatic result, 13.8.1)</source>
      <translation>sin tirada (resultado automático, 13.8.1)</translation>
    </message>
    <message>
      <source>, {attack} against {defence}</source>
      <translation>, {attack} contra {defence}</translation>
    </message>
    <message>
      <source>Column {column}{totals}, {die}</source>
      <translation>Columna {column}{totals}, {die}</translation>
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
      <translation>{units} ataca {hex}</translation>
    </message>
    <message>
      <source>{units} attack {hex}</source>
      <translation>{units} atacan {hex}</translation>
    </message>
    <message>
      <source>, supported by {extra}</source>
      <translation>, con el apoyo de {extra}</translation>
    </message>
    <message>
      <source>German defensive support: {extra}</source>
      <translation>Apoyo defensivo alemán: {extra}</translation>
    </message>
    <message>
      <source>No German defensive support</source>
      <translation>Sin apoyo defensivo alemán</translation>
    </message>
    <message>
      <source>{unit_id} stays and loses a step instead of retreating</source>
      <translation>{unit_id} se queda y pierde un paso en lugar de retirarse</translation>
    </message>
    <message>
      <source>{unit_id} retreats to {hex}</source>
      <translation>{unit_id} se retira a {hex}</translation>
    </message>
    <message>
      <source>No advance after combat</source>
      <translation>Sin avance después del combate</translation>
    </message>
    <message>
      <source>{units} advances</source>
      <translation>{units} avanza</translation>
    </message>
    <message>
      <source>{units} advance</source>
      <translation>{units} avanzan</translation>
    </message>
    <message>
      <source>{units} moves along {path}</source>
      <translation>{units} mueve por {path}</translation>
    </message>
    <message>
      <source>{units} move along {path}</source>
      <translation>{units} mueven por {path}</translation>
    </message>
    <message>
      <source>{units} leaves the map</source>
      <translation>{units} sale del mapa</translation>
    </message>
    <message>
      <source>{units} leave the map</source>
      <translation>{units} salen del mapa</translation>
    </message>
    <message>
      <source>{side} commits {markers} more CAS</source>
      <translation>El bando {side} compromete {markers} CAS más</translation>
    </message>
    <message>
      <source>The die is rolled for the combat</source>
      <translation>Se tira el dado del combate</translation>
    </message>
    <message>
      <source>{units} probes into {hex}</source>
      <translation>{units} tantea en {hex}</translation>
    </message>
    <message>
      <source>{units} probe into {hex}</source>
      <translation>{units} tantean en {hex}</translation>
    </message>
    <message>
      <source>{unit_id} takes the step loss</source>
      <translation>{unit_id} sufre la pérdida de paso</translation>
    </message>
    <message>
      <source>{unit_id} is removed from the over-stacked hex</source>
      <translation>{unit_id} es retirada del hex sobreapilado</translation>
    </message>
    <message>
      <source>{unit_id} is set up in {hex}</source>
      <translation>{unit_id} se despliega en {hex}</translation>
    </message>
    <message>
      <source>{kg} is placed in {hex}</source>
      <translation>{kg} se coloca en {hex}</translation>
    </message>
    <message>
      <source>{unit_id} arrives in {hex}</source>
      <translation>{unit_id} llega a {hex}</translation>
    </message>
    <message>
      <source>{unit_id} returns in {hex}</source>
      <translation>{unit_id} vuelve en {hex}</translation>
    </message>
    <message>
      <source>The sequence is announced: {sequence}</source>
      <translation>Se anuncia la secuencia: {sequence}</translation>
    </message>
    <message>
      <source>{unit_id} is put on top of its stack</source>
      <translation>{unit_id} pasa a ser la unidad superior de su apilamiento</translation>
    </message>
    <message>
      <source>End of the phase</source>
      <translation>Fin de la fase</translation>
    </message>
  </context>
  <context>
    <name>Compare</name>
    <message>
      <source>From step {a} to step {b}:</source>
      <translation>Del paso {a} al paso {b}:</translation>
    </message>
  </context>
  <context>
    <name>ComparePanel</name>
    <message>
      <source>The earlier point: the set-up, a bookmark or the current step</source>
      <translation>El punto anterior: el despliegue, un marcador o el paso actual</translation>
    </message>
    <message>
      <source>The later point: the set-up, a bookmark or the current step</source>
      <translation>El punto posterior: el despliegue, un marcador o el paso actual</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Comparar</translation>
    </message>
    <message>
      <source>List what changed between the two points and show it on the map</source>
      <translation>Enumerar lo que cambió entre los dos puntos y mostrarlo en el mapa</translation>
    </message>
    <message>
      <source>From:</source>
      <translation>Desde:</translation>
    </message>
    <message>
      <source>To:</source>
      <translation>Hasta:</translation>
    </message>
    <message>
      <source>The current step</source>
      <translation>El paso actual</translation>
    </message>
    <message>
      <source>Step 0: the set-up</source>
      <translation>Paso 0: el despliegue</translation>
    </message>
    <message>
      <source>Step {step}: {title}</source>
      <translation>Paso {step}: {title}</translation>
    </message>
  </context>
  <context>
    <name>ComputerSeats</name>
    <message>
      <source>Person</source>
      <translation>Persona</translation>
    </message>
    <message>
      <source>the computer player failed and is paused: {error}</source>
      <translation>el jugador del ordenador ha fallado y está en pausa: {error}</translation>
    </message>
  </context>
  <context>
    <name>Connection</name>
    <message>
      <source>{server} is not a server address: use ws://HOST:PORT or wss://HOST:PORT</source>
      <translation>{server} no es una dirección de servidor: usa ws://HOST:PUERTO o wss://HOST:PUERTO</translation>
    </message>
    <message>
      <source>this is not a seat code: a code is 16 to 128 letters, digits, - and _ (copy the one your opponent gave you, nothing before or after it)</source>
      <translation>esto no es un código de puesto: un código tiene de 16 a 128 letras, cifras, - y _ (copia el que te dio tu adversario, sin nada antes ni después)</translation>
    </message>
    <message>
      <source>cannot reach the server at {server}: is it running? Is the address right?</source>
      <translation>no se puede conectar con el servidor en {server}: ¿está en marcha? ¿Es correcta la dirección?</translation>
    </message>
  </context>
  <context>
    <name>Crash</name>
    <message>
      <source>No game has been autosaved yet.</source>
      <translation>Todavía no se ha autoguardado ninguna partida.</translation>
    </message>
    <message>
      <source>The last autosave is {path}, from {time}.</source>
      <translation>El último autoguardado es {path}, del {time}.</translation>
    </message>
    <message>
      <source>panzer-qt: something went wrong</source>
      <translation>panzer-qt: algo ha fallado</translation>
    </message>
    <message>
      <source>Something went wrong: {what}</source>
      <translation>Algo ha fallado: {what}</translation>
    </message>
    <message>
      <source>What you were doing was stopped; the program goes on, and your game is safe.</source>
      <translation>Lo que estabas haciendo se ha detenido; el programa sigue y tu partida está a salvo.</translation>
    </message>
    <message>
      <source>The program cannot go on and will close.</source>
      <translation>El programa no puede seguir y se cerrará.</translation>
    </message>
    <message>
      <source>To report it, press Copy details and paste them into your report, with a few words on what you were doing.</source>
      <translation>Para informar del fallo, pulsa Copiar detalles y pégalos en tu informe, con unas palabras sobre lo que estabas haciendo.</translation>
    </message>
    <message>
      <source>The details of the error, as Copy details copies them</source>
      <translation>Los detalles del fallo, tal como los copia Copiar detalles</translation>
    </message>
    <message>
      <source>Copy details</source>
      <translation>Copiar detalles</translation>
    </message>
    <message>
      <source>Copy the versions, the error and the last lines of the log to the clipboard, for a report</source>
      <translation>Copia las versiones, el fallo y las últimas líneas del registro al portapapeles, para un informe</translation>
    </message>
    <message>
      <source>Open log folder</source>
      <translation>Abrir la carpeta del registro</translation>
    </message>
    <message>
      <source>Show the folder that holds the program's log files</source>
      <translation>Muestra la carpeta que guarda los archivos de registro del programa</translation>
    </message>
    <message>
      <source>The details are on the clipboard.</source>
      <translation>Los detalles están en el portapapeles.</translation>
    </message>
  </context>
  <context>
    <name>DecisionPanel</name>
    <message>
      <source>Not allowed: {reason}</source>
      <translation>No permitido: {reason}</translation>
    </message>
    <message>
      <source>in {hex}</source>
      <translation>en {hex}</translation>
    </message>
    <message>
      <source>attacking {hex}</source>
      <translation>que ataca {hex}</translation>
    </message>
    <message>
      <source>{side} player: choose the unit {place} that loses a step ({count} to lose) - a button or its counter ({rule}).</source>
      <translation>Jugador {side}: elige la unidad {place} que pierde un paso ({count} por perder) - un botón o su ficha ({rule}).</translation>
    </message>
    <message>
      <source>German player: click a highlighted hex to retreat {retreat_unit} from {from_hex} ({rule}).</source>
      <translation>Jugador alemán: pulsa un hex resaltado para retirar {retreat_unit} desde {from_hex} ({rule}).</translation>
    </message>
    <message>
      <source>{retreat_unit} has nowhere to retreat ({rule}).</source>
      <translation>{retreat_unit} no tiene adónde retirarse ({rule}).</translation>
    </message>
    <message>
      <source>Stay and lose a step</source>
      <translation>Quedarse y perder un paso</translation>
    </message>
    <message>
      <source>{side} player: {hex} is over-stacked; choose a unit to eliminate ({rule}).</source>
      <translation>Jugador {side}: {hex} está sobreapilado; elige una unidad para eliminar ({rule}).</translation>
    </message>
    <message>
      <source>{unit}: {steps} of {most} steps</source>
      <translation>{unit}: {steps} de {most} pasos</translation>
    </message>
    <message>
      <source>Choose this unit</source>
      <translation>Elegir esta unidad</translation>
    </message>
    <message>
      <source>{side} player: tick the units that advance, then click {into_hex} or Advance; Skip to stay ({rule}).</source>
      <translation>Jugador {side}: marca las unidades que avanzan y pulsa {into_hex} o Avanzar; Omitir para quedarse ({rule}).</translation>
    </message>
    <message>
      <source>Ticked: this unit advances</source>
      <translation>Marcada: esta unidad avanza</translation>
    </message>
    <message>
      <source>Advance</source>
      <translation>Avanzar</translation>
    </message>
    <message>
      <source>Advance the ticked units into the empty hex (13.10)</source>
      <translation>Avanzar las unidades marcadas al hex vacío (13.10)</translation>
    </message>
    <message>
      <source>Skip</source>
      <translation>Omitir</translation>
    </message>
    <message>
      <source>Stay where they are</source>
      <translation>Quedarse donde están</translation>
    </message>
  </context>
  <context>
    <name>EditTools</name>
    <message>
      <source>Paint {0} terrain on the hexes clicked</source>
      <translation>Pintar terreno {0} en los hexs pulsados</translation>
    </message>
    <message>
      <source>Edit the hex set {0}: a click adds or removes a hex</source>
      <translation>Editar el conjunto de hexs {0}: un clic añade o quita un hex</translation>
    </message>
    <message>
      <source>The river being edited</source>
      <translation>El río en edición</translation>
    </message>
    <message>
      <source>The river's name</source>
      <translation>El nombre del río</translation>
    </message>
    <message>
      <source>Major rivers add one to the crossing roll (12.3)</source>
      <translation>Los ríos principales suman uno a la tirada de cruce (12.3)</translation>
    </message>
    <message>
      <source>Remove the river from the map</source>
      <translation>Quitar el río del mapa</translation>
    </message>
    <message>
      <source>The town's name</source>
      <translation>El nombre de la población</translation>
    </message>
    <message>
      <source>A fortified locality: 4 VP and a stronger defence (4.1, 13.8.4)</source>
      <translation>Una localidad fortificada: 4 VP y una defensa más fuerte (4.1, 13.8.4)</translation>
    </message>
    <message>
      <source>The side that controls the town at the start (3.3)</source>
      <translation>El bando que controla la población al comienzo (3.3)</translation>
    </message>
    <message>
      <source>Remove the town from the map</source>
      <translation>Quitar la población del mapa</translation>
    </message>
  </context>
  <context>
    <name>EditorActions</name>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Escenarios (*.json)</translation>
    </message>
    <message>
      <source>GeoJSON (*.geojson *.json)</source>
      <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
      <source>Terrain</source>
      <translation>Terreno</translation>
    </message>
    <message>
      <source>Rivers</source>
      <translation>Ríos</translation>
    </message>
    <message>
      <source>Towns</source>
      <translation>Poblaciones</translation>
    </message>
    <message>
      <source>Soviet supply sources (8.2)</source>
      <translation>Fuentes de suministro soviéticas (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;&amp;C sources (9.2)</source>
      <translation>Fuentes de C&amp;&amp;C alemanas (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hexes (4.1)</source>
      <translation>Hexes de salida soviéticos (4.1)</translation>
    </message>
    <message>
      <source>German entry hexes (10.1)</source>
      <translation>Hexes de entrada alemanes (10.1)</translation>
    </message>
    <message>
      <source>Soviet restriction zone (12.5)</source>
      <translation>Zona de restricción soviética (12.5)</translation>
    </message>
    <message>
      <source>Labels</source>
      <translation>Rótulos</translation>
    </message>
    <message>
      <source>Units</source>
      <translation>Unidades</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Deshacer</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Rehacer</translation>
    </message>
    <message>
      <source>Take back the last edit (%s)</source>
      <translation>Deshacer la última edición (%s)</translation>
    </message>
    <message>
      <source>Do again the edit taken back (%s)</source>
      <translation>Rehacer la edición deshecha (%s)</translation>
    </message>
    <message>
      <source>Recent</source>
      <translation>Recientes</translation>
    </message>
    <message>
      <source>&amp;Layers</source>
      <translation>&amp;Capas</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Herramientas</translation>
    </message>
    <message>
      <source>&amp;New...</source>
      <translation>&amp;Nuevo...</translation>
    </message>
    <message>
      <source>A new scenario</source>
      <translation>Un escenario nuevo</translation>
    </message>
    <message>
      <source>&amp;Open...</source>
      <translation>&amp;Abrir...</translation>
    </message>
    <message>
      <source>Open a scenario</source>
      <translation>Abrir un escenario</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Guardar</translation>
    </message>
    <message>
      <source>Save the scenario</source>
      <translation>Guardar el escenario</translation>
    </message>
    <message>
      <source>Save &amp;As...</source>
      <translation>Guardar &amp;como...</translation>
    </message>
    <message>
      <source>Save under a name</source>
      <translation>Guardar con otro nombre</translation>
    </message>
    <message>
      <source>&amp;Import GeoJSON...</source>
      <translation>&amp;Importar GeoJSON...</translation>
    </message>
    <message>
      <source>Rivers and towns from GeoJSON</source>
      <translation>Ríos y poblaciones desde GeoJSON</translation>
    </message>
    <message>
      <source>&amp;Playtest</source>
      <translation>&amp;Probar partida</translation>
    </message>
    <message>
      <source>Play the scenario being edited</source>
      <translation>Jugar el escenario que se está editando</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Salir</translation>
    </message>
    <message>
      <source>Quit the editor</source>
      <translation>Salir del editor</translation>
    </message>
    <message>
      <source>&amp;Copy</source>
      <translation>&amp;Copiar</translation>
    </message>
    <message>
      <source>Copy the selected hexes with their terrain, towns, rivers and hex sets</source>
      <translation>Copiar los hexes elegidos con su terreno, poblaciones, ríos y conjuntos de hexes</translation>
    </message>
    <message>
      <source>Cu&amp;t</source>
      <translation>Cor&amp;tar</translation>
    </message>
    <message>
      <source>Copy the selected hexes, then empty them</source>
      <translation>Copiar los hexes elegidos y después vaciarlos</translation>
    </message>
    <message>
      <source>&amp;Paste</source>
      <translation>&amp;Pegar</translation>
    </message>
    <message>
      <source>Paste the copied hexes at the hex under the cursor</source>
      <translation>Pegar los hexes copiados en el hex bajo el cursor</translation>
    </message>
    <message>
      <source>&amp;Balance Test...</source>
      <translation>Prueba de &amp;equilibrio...</translation>
    </message>
    <message>
      <source>Play many games between computer players and measure the balance</source>
      <translation>Jugar muchas partidas entre jugadores del ordenador y medir el equilibrio</translation>
    </message>
    <message>
      <source>Resize &amp;Map...</source>
      <translation>Redimensionar &amp;mapa...</translation>
    </message>
    <message>
      <source>Add or remove rows and columns</source>
      <translation>Añadir o quitar filas y columnas</translation>
    </message>
    <message>
      <source>&amp;Georeference...</source>
      <translation>&amp;Georreferenciar...</translation>
    </message>
    <message>
      <source>Tie hexes to longitude and latitude, so that GeoJSON can be imported</source>
      <translation>Atar hexes a longitud y latitud, para poder importar GeoJSON</translation>
    </message>
    <message>
      <source>Fit</source>
      <translation>Ajustar</translation>
    </message>
    <message>
      <source>Show the whole map</source>
      <translation>Mostrar el mapa entero</translation>
    </message>
    <message>
      <source>Zoom In</source>
      <translation>Acercar</translation>
    </message>
    <message>
      <source>Zoom Out</source>
      <translation>Alejar</translation>
    </message>
    <message>
      <source>Show or hide this layer of the map</source>
      <translation>Mostrar u ocultar esta capa del mapa</translation>
    </message>
    <message>
      <source>&amp;Reset Layout</source>
      <translation>&amp;Restablecer disposición</translation>
    </message>
    <message>
      <source>Every panel back in its first place, the map given most of the window</source>
      <translation>Cada panel vuelve a su sitio inicial y el mapa ocupa la mayor parte de la ventana</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Archivo</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Editar</translation>
    </message>
    <message>
      <source>&amp;Tools</source>
      <translation>&amp;Herramientas</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>Unsaved changes</source>
      <translation>Cambios sin guardar</translation>
    </message>
    <message>
      <source>Save the changes to {name}?</source>
      <translation>¿Guardar los cambios de {name}?</translation>
    </message>
    <message>
      <source>Keep editing this scenario</source>
      <translation>Seguir editando este escenario</translation>
    </message>
    <message>
      <source>New scenario</source>
      <translation>Escenario nuevo</translation>
    </message>
    <message>
      <source>Open scenario</source>
      <translation>Abrir escenario</translation>
    </message>
    <message>
      <source>Cannot open the file; the scenario being edited stays</source>
      <translation>No se puede abrir el archivo; se mantiene el escenario en edición</translation>
    </message>
    <message>
      <source>The game would refuse this scenario</source>
      <translation>El juego rechazaría este escenario</translation>
    </message>
    <message>
      <source>{listed}

The Validation panel lists them: mend them and save.</source>
      <translation>{listed}

El panel Validación los enumera: corrígelos y guarda.</translation>
    </message>
    <message>
      <source>Save scenario</source>
      <translation>Guardar escenario</translation>
    </message>
    <message>
      <source>The game would refuse this scenario:
</source>
      <translation>El juego rechazaría este escenario:
</translation>
    </message>
    <message>
      <source>

Save anyway?</source>
      <translation>

¿Guardar de todos modos?</translation>
    </message>
    <message>
      <source>Save a scenario with problems?</source>
      <translation>¿Guardar un escenario con problemas?</translation>
    </message>
    <message>
      <source>Save it as it is; mend it later</source>
      <translation>Guardarlo tal como está; corregirlo después</translation>
    </message>
    <message>
      <source>Do not save; mend the problems first</source>
      <translation>No guardar; corregir antes los problemas</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>No se puede guardar</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Guardado {path}</translation>
    </message>
    <message>
      <source>Select hexes first (Select tool, S), or copy some</source>
      <translation>Elige antes unos hexes (herramienta Seleccionar, S), o copia algunos</translation>
    </message>
    <message>
      <source>Resize the map</source>
      <translation>Redimensionar el mapa</translation>
    </message>
    <message>
      <source>The resize drops from the map:
</source>
      <translation>El cambio de tamaño quita del mapa:
</translation>
    </message>
    <message>
      <source>

Resize anyway? Undo takes it back.</source>
      <translation>

¿Cambiar el tamaño de todos modos? Deshacer lo devuelve.</translation>
    </message>
    <message>
      <source>Resize the map, dropping what is listed</source>
      <translation>Cambiar el tamaño del mapa, quitando lo indicado</translation>
    </message>
    <message>
      <source>Leave the map as it is</source>
      <translation>Dejar el mapa como está</translation>
    </message>
    <message>
      <source>Drop part of the map?</source>
      <translation>¿Quitar parte del mapa?</translation>
    </message>
    <message>
      <source>Import GeoJSON</source>
      <translation>Importar GeoJSON</translation>
    </message>
    <message>
      <source>Cannot import the file</source>
      <translation>No se puede importar el archivo</translation>
    </message>
    <message>
      <source>Import {name}</source>
      <translation>Importar {name}</translation>
    </message>
    <message>
      <source>Georeference the map</source>
      <translation>Georreferenciar el mapa</translation>
    </message>
    <message>
      <source>Cannot open the game</source>
      <translation>No se puede abrir la partida</translation>
    </message>
    <message>
      <source>Cannot playtest</source>
      <translation>No se puede probar la partida</translation>
    </message>
    <message>
      <source>The game cannot start: {message} ({rule})</source>
      <translation>La partida no puede empezar: {message} ({rule})</translation>
    </message>
    <message>
      <source>... and {count} more</source>
      <translation>... y {count} más</translation>
    </message>
  </context>
  <context>
    <name>EditorWindow</name>
    <message>
      <source>(opened)</source>
      <translation>(abierto)</translation>
    </message>
    <message>
      <source>Tool options</source>
      <translation>Opciones de la herramienta</translation>
    </message>
    <message>
      <source>Validation</source>
      <translation>Validación</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Historial</translation>
    </message>
    <message>
      <source>Order of battle</source>
      <translation>Orden de batalla</translation>
    </message>
    <message>
      <source>Charts and options</source>
      <translation>Tablas y opciones</translation>
    </message>
    <message>
      <source>Minimap</source>
      <translation>Minimapa</translation>
    </message>
    <message>
      <source>Ready</source>
      <translation>Listo</translation>
    </message>
    <message>
      <source>Tool options: {title}</source>
      <translation>Opciones de la herramienta: {title}</translation>
    </message>
    <message>
      <source>not saved</source>
      <translation>sin guardar</translation>
    </message>
    <message>
      <source>{scenario} - {file}[*] - panzer-qt editor</source>
      <translation>{scenario} - {file}[*] - editor de panzer-qt</translation>
    </message>
    <message>
      <source>Refused: </source>
      <translation>Rechazado: </translation>
    </message>
  </context>
  <context>
    <name>EndPhase</name>
    <message>
      <source>End this segment anyway?</source>
      <translation>¿Terminar este segmento de todos modos?</translation>
    </message>
    <message numerus="yes">
      <source>%n enemy stack(s) could still be attacked</source>
      <translation>
        <numerusform>%n apilamiento enemigo aún podría ser atacado</numerusform>
        <numerusform>%n apilamientos enemigos aún podrían ser atacados</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n stack(s) could still move</source>
      <translation>
        <numerusform>%n apilamiento aún podría mover</numerusform>
        <numerusform>%n apilamientos aún podrían mover</numerusform>
      </translation>
    </message>
    <message>
      <source>{what}. End this segment anyway?</source>
      <translation>{what}. ¿Terminar este segmento de todos modos?</translation>
    </message>
  </context>
  <context>
    <name>EndPhaseGuard</name>
    <message>
      <source>End this segment?</source>
      <translation>¿Terminar este segmento?</translation>
    </message>
    <message>
      <source>Don't ask again</source>
      <translation>No volver a preguntar</translation>
    </message>
    <message>
      <source>End phases at once from now on (Settings can ask again)</source>
      <translation>Terminar las fases sin preguntar a partir de ahora (Ajustes puede volver a preguntar)</translation>
    </message>
    <message>
      <source>End the segment; the idle stacks stay put</source>
      <translation>Terminar el segmento; las pilas inactivas se quedan donde están</translation>
    </message>
    <message>
      <source>Go back and give the idle stacks their orders</source>
      <translation>Volver y dar órdenes a las pilas inactivas</translation>
    </message>
  </context>
  <context>
    <name>Engine</name>
    <message>
      <source>weather</source>
      <translation>tiempo</translation>
    </message>
    <message>
      <source>river crossing</source>
      <translation>cruce de río</translation>
    </message>
    <message>
      <source>Soviet turn-1 air superiority</source>
      <translation>superioridad aérea soviética del turno 1</translation>
    </message>
    <message>
      <source>air superiority: German 2d6 (the first two) vs Soviet 2d6 (the last two)</source>
      <translation>superioridad aérea: 2d6 alemanes (los dos primeros) contra 2d6 soviéticos (los dos últimos)</translation>
    </message>
    <message>
      <source>return of {unit}</source>
      <translation>regreso de {unit}</translation>
    </message>
    <message>
      <source>combat at {hex}</source>
      <translation>combate en {hex}</translation>
    </message>
    <message>
      <source>entering {hex} would cost {need} MP with {left} left</source>
      <translation>entrar en {hex} costaría {need} PM y quedan {left}</translation>
    </message>
    <message>
      <source>entered an enemy zone of control</source>
      <translation>ha entrado en una zona de control enemiga</translation>
    </message>
    <message>
      <source>every attacker across a river</source>
      <translation>todos los atacantes cruzan un río</translation>
    </message>
    <message>
      <source>halved out of supply, rounded up (8.3)</source>
      <translation>a la mitad por estar fuera de suministro, redondeando al alza (8.3)</translation>
    </message>
    <message>
      <source>doubled against clear terrain (13.2)</source>
      <translation>doblado contra terreno claro (13.2)</translation>
    </message>
    <message>
      <source>capped at the non-artillery total (13.2): {value} -&gt; {room}</source>
      <translation>limitado al total no artillero (13.2): {value} -&gt; {room}</translation>
    </message>
    <message>
      <source>concentric attack</source>
      <translation>ataque concéntrico</translation>
    </message>
    <message>
      <source>fortified locality {town}</source>
      <translation>localidad fortificada {town}</translation>
    </message>
    <message>
      <source>town {town}</source>
      <translation>población {town}</translation>
    </message>
    <message>
      <source>defender in clear terrain</source>
      <translation>defensor en terreno claro</translation>
    </message>
    <message>
      <source>defender in forest terrain</source>
      <translation>defensor en terreno de bosque</translation>
    </message>
    <message>
      <source>defender in rough terrain</source>
      <translation>defensor en terreno abrupto</translation>
    </message>
    <message>
      <source>defender in marsh terrain</source>
      <translation>defensor en terreno de pantano</translation>
    </message>
    <message>
      <source>{kg} (in {hex}) supports the attack</source>
      <translation>{kg} (en {hex}) apoya el ataque</translation>
    </message>
    <message>
      <source>{kg} (in {hex}) supports the defence</source>
      <translation>{kg} (en {hex}) apoya la defensa</translation>
    </message>
    <message>
      <source>heavy panzers in the attack with a division</source>
      <translation>tanques pesados en el ataque con una división</translation>
    </message>
    <message>
      <source>heavy panzers in the defence with a division</source>
      <translation>tanques pesados en la defensa con una división</translation>
    </message>
    <message>
      <source>towns and fortified localities under Soviet control</source>
      <translation>poblaciones y localidades fortificadas bajo control soviético</translation>
    </message>
    <message>
      <source>Soviet corps exited off the map</source>
      <translation>cuerpos soviéticos sacados del mapa</translation>
    </message>
    <message>
      <source>German divisions eliminated out of C&amp;C</source>
      <translation>divisiones alemanas eliminadas fuera de C&amp;C</translation>
    </message>
    <message>
      <source>German towns out of C&amp;C at the end of the game</source>
      <translation>poblaciones alemanas fuera de C&amp;C al final de la partida</translation>
    </message>
    <message>
      <source>Soviet victory</source>
      <translation>Victoria soviética</translation>
    </message>
    <message>
      <source>Draw</source>
      <translation>Empate</translation>
    </message>
    <message>
      <source>German victory</source>
      <translation>Victoria alemana</translation>
    </message>
    <message>
      <source>format</source>
      <translation>formato</translation>
    </message>
    <message>
      <source>line {line} column {column}</source>
      <translation>línea {line} columna {column}</translation>
    </message>
    <message>
      <source>quick</source>
      <translation>rápido</translation>
    </message>
    <message>
      <source>standard</source>
      <translation>estándar</translation>
    </message>
    <message>
      <source>deep</source>
      <translation>profundo</translation>
    </message>
    <message>
      <source>VP scored</source>
      <translation>VP obtenidos</translation>
    </message>
    <message>
      <source>towns</source>
      <translation>poblaciones</translation>
    </message>
    <message>
      <source>German divisions threatened</source>
      <translation>divisiones alemanas amenazadas</translation>
    </message>
    <message>
      <source>hidden German divisions threatened</source>
      <translation>divisiones alemanas ocultas amenazadas</translation>
    </message>
    <message>
      <source>exits</source>
      <translation>salidas</translation>
    </message>
    <message>
      <source>losses and supply</source>
      <translation>pérdidas y suministro</translation>
    </message>
    <message>
      <source>threats next to the enemy</source>
      <translation>amenazas junto al enemigo</translation>
    </message>
    <message>
      <source>announces its sequence</source>
      <translation>anuncia su secuencia</translation>
    </message>
    <message>
      <source>rolls for the combat</source>
      <translation>tira el dado del combate</translation>
    </message>
    <message>
      <source>chooses its defensive support</source>
      <translation>elige su apoyo defensivo</translation>
    </message>
    <message>
      <source>chooses the step to lose</source>
      <translation>elige el paso que pierde</translation>
    </message>
    <message>
      <source>chooses the retreat</source>
      <translation>elige la retirada</translation>
    </message>
    <message>
      <source>chooses the advance</source>
      <translation>elige el avance</translation>
    </message>
    <message>
      <source>chooses the unit on top</source>
      <translation>elige la unidad de arriba</translation>
    </message>
    <message>
      <source>thins an over-stacked hex</source>
      <translation>aligera un hexágono sobreapilado</translation>
    </message>
    <message>
      <source>places a reinforcement</source>
      <translation>coloca un refuerzo</translation>
    </message>
    <message>
      <source>places a replacement</source>
      <translation>coloca un reemplazo</translation>
    </message>
    <message>
      <source>deploys a KG</source>
      <translation>despliega un KG</translation>
    </message>
    <message>
      <source>sets up a unit</source>
      <translation>despliega una unidad</translation>
    </message>
    <message>
      <source>commits CAS</source>
      <translation>compromete CAS</translation>
    </message>
    <message>
      <source>leaves the map</source>
      <translation>sale del mapa</translation>
    </message>
    <message>
      <source>ends the phase: nothing left gains enough</source>
      <translation>termina la fase: nada más gana bastante</translation>
    </message>
    <message>
      <source>moves {unit} to {hex}</source>
      <translation>mueve {unit} a {hex}</translation>
    </message>
    <message>
      <source>answers {decision}</source>
      <translation>responde {decision}</translation>
    </message>
    <message>
      <source>probes into {hex}</source>
      <translation>tantea en {hex}</translation>
    </message>
    <message>
      <source>attacks {hex} at {odds}</source>
      <translation>ataca {hex} a {odds}</translation>
    </message>
    <message>
      <source>{action}: little changes</source>
      <translation>{action}: cambia poco</translation>
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
      <translation>río principal {river}: {count} lados de hex</translation>
    </message>
    <message>
      <source>river {river}: {count} hexsides</source>
      <translation>río {river}: {count} lados de hex</translation>
    </message>
    <message>
      <source>fortified locality {town} in {hex}</source>
      <translation>localidad fortificada {town} en {hex}</translation>
    </message>
    <message>
      <source>town {town} in {hex}</source>
      <translation>población {town} en {hex}</translation>
    </message>
    <message>
      <source>lake {lake}: {count} hexes of {terrain}</source>
      <translation>lago {lake}: {count} hexes de {terrain}</translation>
    </message>
    <message>
      <source>left out {where}: {problem}</source>
      <translation>omitido {where}: {problem}</translation>
    </message>
    <message>
      <source>nothing to import</source>
      <translation>nada que importar</translation>
    </message>
    <message>
      <source>a GeoJSON FeatureCollection needs a features list</source>
      <translation>una FeatureCollection de GeoJSON necesita una lista features</translation>
    </message>
    <message>
      <source>not a GeoJSON geometry ({kind}: {exc})</source>
      <translation>no es una geometría GeoJSON ({kind}: {exc})</translation>
    </message>
    <message>
      <source>{name} falls off the map</source>
      <translation>{name} cae fuera del mapa</translation>
    </message>
    <message>
      <source>{name} falls in {hex}, which already holds a town</source>
      <translation>{name} cae en {hex}, que ya tiene una población</translation>
    </message>
    <message>
      <source>the map has no georeference to place lon/lat on the grid</source>
      <translation>el mapa no tiene georreferencia para situar longitud/latitud en la cuadrícula</translation>
    </message>
    <message>
      <source>{kind} is neither a line, a point nor a polygon</source>
      <translation>{kind} no es ni una línea, ni un punto, ni un polígono</translation>
    </message>
    <message>
      <source>{river} leaves no run of hexsides long enough on the map</source>
      <translation>{river} no deja en el mapa ningún tramo de lados de hex lo bastante largo</translation>
    </message>
    <message>
      <source>a point left without a name</source>
      <translation>un punto dejado sin nombre</translation>
    </message>
    <message>
      <source>tie hexes {hexes} are not on the map</source>
      <translation>los hexes de control {hexes} no están en el mapa</translation>
    </message>
    <message>
      <source>there is no hex set {name!r}</source>
      <translation>no existe el conjunto de hexes {name!r}</translation>
    </message>
    <message>
      <source>{steps} German steps set up in {hex}, over the limit of {limit}: the German player must move some into the hexes around before the set-up can end</source>
      <translation>{steps} pasos alemanes se despliegan en {hex}, por encima del límite de {limit}: el jugador alemán debe mover algunos a los hexes de alrededor antes de terminar el despliegue</translation>
    </message>
    <message>
      <source>German sources {hexes} reach no German unit at the start</source>
      <translation>las fuentes alemanas {hexes} no llegan a ninguna unidad alemana al comienzo</translation>
    </message>
    <message>
      <source>Soviet sources {hexes} reach no Soviet unit at the start</source>
      <translation>las fuentes soviéticas {hexes} no llegan a ninguna unidad soviética al comienzo</translation>
    </message>
    <message>
      <source>{unit} sets up in {hex}, out of supply: it traces to no Soviet supply source</source>
      <translation>{unit} se despliega en {hex}, sin suministro: no traza a ninguna fuente de suministro soviética</translation>
    </message>
    <message>
      <source>{unit} sets up in {hex}, out of C&amp;C: it traces to no German C&amp;C source</source>
      <translation>{unit} se despliega en {hex}, fuera de C&amp;C: no traza a ninguna fuente de C&amp;C alemana</translation>
    </message>
    <message>
      <source>{hexes} and {count} more</source>
      <translation>{hexes} y {count} más</translation>
    </message>
    <message>
      <source>the town in {hex} has no name</source>
      <translation>la población de {hex} no tiene nombre</translation>
    </message>
    <message>
      <source>two towns are named {town}: a town of several hexes is one town with several hexes</source>
      <translation>hay dos poblaciones llamadas {town}: una población de varios hexes es una sola población con varios hexes</translation>
    </message>
    <message>
      <source>river {river} is broken: hexside {a}-{b} does not join the one before it</source>
      <translation>el río {river} está cortado: el lado de hex {a}-{b} no se une al anterior</translation>
    </message>
    <message>
      <source>no hexes are selected</source>
      <translation>no hay hexes elegidos</translation>
    </message>
    <message>
      <source>hex {hex} is not on the map</source>
      <translation>el hex {hex} no está en el mapa</translation>
    </message>
    <message>
      <source>Soviet supply sources (8.2)</source>
      <translation>fuentes de suministro soviéticas (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;C sources (9.2)</source>
      <translation>fuentes de C&amp;C alemanas (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hexes (4.1)</source>
      <translation>hexes de salida soviéticos (4.1)</translation>
    </message>
    <message>
      <source>German entry hexes (10.1)</source>
      <translation>hexes de entrada alemanes (10.1)</translation>
    </message>
    <message>
      <source>Soviet restriction zone (12.5)</source>
      <translation>zona de restricción soviética (12.5)</translation>
    </message>
    <message>
      <source>units set up where the map would end; move them first: {units}</source>
      <translation>hay unidades desplegadas donde terminaría el mapa; muévelas antes: {units}</translation>
    </message>
    <message>
      <source>the georeference would keep fewer than {least} control points on the map</source>
      <translation>la georreferencia conservaría menos de {least} puntos de control en el mapa</translation>
    </message>
    <message>
      <source>columns come and go at the west edge two at a time (R2)</source>
      <translation>las columnas se añaden y se quitan por el borde oeste de dos en dos (R2)</translation>
    </message>
    <message>
      <source>a map has 1 to 99 columns and 2 to 99 rows, not {columns}x{rows}</source>
      <translation>un mapa tiene de 1 a 99 columnas y de 2 a 99 filas, no {columns}x{rows}</translation>
    </message>
    <message>
      <source>the town {town} ({hexes})</source>
      <translation>la población {town} ({hexes})</translation>
    </message>
    <message>
      <source>hexes {hexes} of the town {town}</source>
      <translation>los hexes {hexes} de la población {town}</translation>
    </message>
    <message>
      <source>{count} of the {total} hexsides of the river {river}</source>
      <translation>{count} de los {total} lados de hex del río {river}</translation>
    </message>
    <message>
      <source>{set}: {count} fewer hexes</source>
      <translation>{set}: {count} hexes menos</translation>
    </message>
    <message>
      <source>the labels {labels}</source>
      <translation>los rótulos {labels}</translation>
    </message>
    <message>
      <source>river {river} is broken: mend it first</source>
      <translation>el río {river} está cortado: repáralo antes</translation>
    </message>
    <message>
      <source>hexside {hexside} already carries a river</source>
      <translation>el lado de hex {hexside} ya tiene un río</translation>
    </message>
    <message>
      <source>hexside {hexside} does not continue the river</source>
      <translation>el lado de hex {hexside} no continúa el río</translation>
    </message>
    <message>
      <source>no such entry in the tables</source>
      <translation>esa entrada no existe en las tablas</translation>
    </message>
    <message>
      <source>{part!r} is not meta, options or setup</source>
      <translation>{part!r} no es meta, options ni setup</translation>
    </message>
    <message>
      <source>hex {hex} holds no town</source>
      <translation>el hex {hex} no tiene población</translation>
    </message>
    <message>
      <source>hex {hex} already holds {town}</source>
      <translation>el hex {hex} ya tiene {town}</translation>
    </message>
    <message>
      <source>{town} would leave the map at {hex}</source>
      <translation>{town} saldría del mapa en {hex}</translation>
    </message>
    <message>
      <source>{town} would cover {other} at {hex}</source>
      <translation>{town} taparía {other} en {hex}</translation>
    </message>
    <message>
      <source>hex {hex} does not touch {town}: a town's hexes must</source>
      <translation>el hex {hex} no toca {town}: los hexes de una población deben tocarse</translation>
    </message>
    <message>
      <source>a unit needs at least one step, written attack-defence (e.g. 4-3)</source>
      <translation>una unidad necesita al menos un paso, escrito ataque-defensa (p. ej. 4-3)</translation>
    </message>
    <message>
      <source>{part!r} is not a step: write attack-defence, e.g. 4-3</source>
      <translation>{part!r} no es un paso: escribe ataque-defensa, p. ej. 4-3</translation>
    </message>
    <message>
      <source>unknown ability {ability!r} (known: {known})</source>
      <translation>capacidad desconocida {ability!r} (conocidas: {known})</translation>
    </message>
    <message>
      <source>there is no unit {unit_id!r}</source>
      <translation>no existe la unidad {unit_id!r}</translation>
    </message>
    <message>
      <source>a georeference needs at least {least} tie points; it has {count}</source>
      <translation>una georreferencia necesita al menos {least} puntos de control; tiene {count}</translation>
    </message>
    <message>
      <source>the tie points' hexes lie on one line: tie hexes spread across the map</source>
      <translation>los hexes de los puntos de control están en una línea: ate hexes repartidos por el mapa</translation>
    </message>
    <message>
      <source>the tie points' longitudes and latitudes lie on one line</source>
      <translation>las longitudes y latitudes de los puntos de control están en una línea</translation>
    </message>
    <message>
      <source>unknown georeference method {method}</source>
      <translation>método de georreferencia desconocido {method}</translation>
    </message>
    <message>
      <source>... and {count:,} more problems</source>
      <translation>... y {count:,} problemas más</translation>
    </message>
    <message>
      <source>a key here is a whole number written plainly (such as 4), not {key!r}</source>
      <translation>aquí una clave es un número entero escrito sin más (como 4), no {key!r}</translation>
    </message>
    <message>
      <source>a required field is missing</source>
      <translation>falta un campo obligatorio</translation>
    </message>
    <message>
      <source>this field is not part of the format</source>
      <translation>este campo no forma parte del formato</translation>
    </message>
    <message>
      <source>should be a whole number</source>
      <translation>debería ser un número entero</translation>
    </message>
    <message>
      <source>should be a number</source>
      <translation>debería ser un número</translation>
    </message>
    <message>
      <source>should be true or false</source>
      <translation>debería ser true o false</translation>
    </message>
    <message>
      <source>should be text</source>
      <translation>debería ser texto</translation>
    </message>
    <message>
      <source>should be a list</source>
      <translation>debería ser una lista</translation>
    </message>
    <message>
      <source>should be an object</source>
      <translation>debería ser un objeto</translation>
    </message>
    <message>
      <source>should be more than {gt}</source>
      <translation>debería ser mayor que {gt}</translation>
    </message>
    <message>
      <source>should be at least {ge}</source>
      <translation>debería ser al menos {ge}</translation>
    </message>
    <message>
      <source>should be less than {lt}</source>
      <translation>debería ser menor que {lt}</translation>
    </message>
    <message>
      <source>should be at most {le}</source>
      <translation>debería ser como mucho {le}</translation>
    </message>
    <message>
      <source>has {actual_length} entries, needs at least {min_length}</source>
      <translation>tiene {actual_length} entradas, necesita al menos {min_length}</translation>
    </message>
    <message>
      <source>has {actual_length:,} entries, allows at most {max_length:,}</source>
      <translation>tiene {actual_length:,} entradas, admite como máximo {max_length:,}</translation>
    </message>
    <message>
      <source>should be at least {min_length} characters long</source>
      <translation>debería tener al menos {min_length} caracteres</translation>
    </message>
    <message>
      <source>should be at most {max_length} characters long</source>
      <translation>debería tener como mucho {max_length} caracteres</translation>
    </message>
    <message>
      <source>should match the pattern {pattern}</source>
      <translation>debería seguir el patrón {pattern}</translation>
    </message>
    <message>
      <source>should be {expected}</source>
      <translation>debería ser {expected}</translation>
    </message>
    <message>
      <source>{discriminator} {tag} is not one of {expected_tags}</source>
      <translation>{discriminator} {tag} no es ninguno de {expected_tags}</translation>
    </message>
    <message>
      <source>the field {discriminator} is missing</source>
      <translation>falta el campo {discriminator}</translation>
    </message>
    <message>
      <source>has more than {max_length:,} entries</source>
      <translation>tiene más de {max_length:,} entradas</translation>
    </message>
    <message>
      <source>{detail}</source>
      <translation>{detail}</translation>
    </message>
    <message>
      <source>not UTF-8 text: byte 0x{byte:02x} ({reason})</source>
      <translation>no es texto UTF-8: byte 0x{byte:02x} ({reason})</translation>
    </message>
    <message>
      <source>the file holds about {values:,} values, more than the {most:,} this program reads</source>
      <translation>el archivo contiene unos {values:,} valores, más de los {most:,} que lee este programa</translation>
    </message>
    <message>
      <source>cannot read the file: {strerror}</source>
      <translation>no se puede leer el archivo: {strerror}</translation>
    </message>
    <message>
      <source>not a regular file (a folder, a device or a pipe)</source>
      <translation>no es un archivo normal (es una carpeta, un dispositivo o una tubería)</translation>
    </message>
    <message>
      <source>file is {size:,} bytes, over the {most:,}-byte limit</source>
      <translation>el archivo ocupa {size:,} bytes, más del límite de {most:,} bytes</translation>
    </message>
    <message>
      <source>file is over the {most:,}-byte limit</source>
      <translation>el archivo supera el límite de {most:,} bytes</translation>
    </message>
    <message>
      <source>invalid JSON: {msg}</source>
      <translation>JSON no válido: {msg}</translation>
    </message>
    <message>
      <source>invalid JSON: lists or objects nested too deeply</source>
      <translation>JSON no válido: listas u objetos anidados a demasiada profundidad</translation>
    </message>
    <message>
      <source>the key {key!r} appears more than once</source>
      <translation>la clave {key!r} aparece más de una vez</translation>
    </message>
    <message>
      <source>a number with {digits:,} digits is too large</source>
      <translation>un número de {digits:,} cifras es demasiado grande</translation>
    </message>
    <message>
      <source>{literal} is not a number JSON allows</source>
      <translation>{literal} no es un número que JSON admita</translation>
    </message>
    <message>
      <source>scenario</source>
      <translation>escenario</translation>
    </message>
    <message>
      <source>game record</source>
      <translation>registro de partida</translation>
    </message>
    <message>
      <source>look at an online game</source>
      <translation>vistazo a una partida en línea</translation>
    </message>
    <message>
      <source>expected a JSON object holding a {kind}</source>
      <translation>se esperaba un objeto JSON con un {kind}</translation>
    </message>
    <message>
      <source>this file is a {found}, not a {wanted}</source>
      <translation>este archivo es un {found}, no un {wanted}</translation>
    </message>
    <message>
      <source>format version {version} is newer than this program knows ({known}); update panzer_qt</source>
      <translation>la versión de formato {version} es más nueva de las que conoce este programa ({known}); actualiza panzer_qt</translation>
    </message>
    <message>
      <source>a unit needs a setup_hex or an arrival_turn</source>
      <translation>una unidad necesita setup_hex o arrival_turn</translation>
    </message>
    <message>
      <source>a unit has either a setup_hex or an arrival_turn, not both</source>
      <translation>una unidad tiene setup_hex o arrival_turn, no ambos</translation>
    </message>
    <message>
      <source>a static garrison must have mobility 'static'</source>
      <translation>una guarnición estática debe tener la movilidad 'static'</translation>
    </message>
    <message>
      <source>a resigned game names the side that resigned, an abandoned one none</source>
      <translation>una partida rendida nombra el bando que se rindió; una abandonada, ninguno</translation>
    </message>
    <message>
      <source>format version {version} comes from a development build that kept the dice's future in the file; this version replays format {oldest} records and newer only</source>
      <translation>la versión de formato {version} viene de una versión de desarrollo que guardaba en el archivo las tiradas futuras; esta versión reproduce registros de formato {oldest} y posteriores</translation>
    </message>
    <message>
      <source>bookmark {index} marks step {step}, past the record's {steps} steps</source>
      <translation>el marcador {index} señala el paso {step}, más allá de los {steps} pasos del registro</translation>
    </message>
    <message>
      <source>the game lasts {last:,} turns, but the weather table has no row for turn {missing} (5.1)</source>
      <translation>la partida dura {last:,} turnos, pero la tabla del tiempo no tiene fila para el turno {missing} (5.1)</translation>
    </message>
    <message>
      <source>{unit}: arrives on turn {turn}, after the last turn {last}</source>
      <translation>{unit}: llega en el turno {turn}, después del último turno, {last}</translation>
    </message>
    <message>
      <source>row {weather} must have {faces} entries, has {count}</source>
      <translation>la fila {weather} debe tener {faces} entradas, tiene {count}</translation>
    </message>
    <message>
      <source>turn {turn} must have {faces} entries, has {count}</source>
      <translation>el turno {turn} debe tener {faces} entradas, tiene {count}</translation>
    </message>
    <message>
      <source>columns must be exactly {columns} (in any order)</source>
      <translation>las columnas deben ser exactamente {columns} (en cualquier orden)</translation>
    </message>
    <message>
      <source>column {column} must have {faces} entries, has {count}</source>
      <translation>la columna {column} debe tener {faces} entradas, tiene {count}</translation>
    </message>
    <message>
      <source>tables lack entries for: {entries}</source>
      <translation>faltan entradas en las tablas para: {entries}</translation>
    </message>
    <message>
      <source>no unit of the scenario has this id</source>
      <translation>ninguna unidad del escenario tiene este identificador</translation>
    </message>
    <message>
      <source>unit {unit} is missing</source>
      <translation>falta la unidad {unit}</translation>
    </message>
    <message>
      <source>at most {count} games at once from one address</source>
      <translation>como mucho {count} partidas a la vez desde una misma dirección</translation>
    </message>
    <message>
      <source>the uploaded scenario: {where}: {problem}</source>
      <translation>el escenario enviado: {where}: {problem}</translation>
    </message>
    <message>
      <source>the options do not suit the scenario: {reason}</source>
      <translation>las opciones no convienen al escenario: {reason}</translation>
    </message>
    <message>
      <source>no game has a seat with this code</source>
      <translation>ninguna partida tiene un puesto con este código</translation>
    </message>
    <message>
      <source>this game is no longer kept</source>
      <translation>esta partida ya no se conserva</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>la partida ha terminado</translation>
    </message>
    <message>
      <source>the other side decides now, not the {side}</source>
      <translation>ahora decide el otro bando, no el {side}</translation>
    </message>
    <message>
      <source>the {acting} side decides now, not the {side}</source>
      <translation>ahora decide el bando {acting}, no el {side}</translation>
    </message>
    <message>
      <source>nothing to undo: a die was rolled, a stack revealed, a phase begun or the other side played since</source>
      <translation>nada que deshacer: desde entonces se ha tirado un dado, revelado una pila, empezado una fase o ha jugado el otro bando</translation>
    </message>
    <message>
      <source>the whole record is given once the game is over; until then, your side's view</source>
      <translation>el registro completo se da cuando la partida ha terminado; hasta entonces, la vista de su bando</translation>
    </message>
    <message>
      <source>at most {count} connections at once from one address</source>
      <translation>como mucho {count} conexiones a la vez desde una misma dirección</translation>
    </message>
    <message>
      <source>messages are JSON text, not binary frames</source>
      <translation>los mensajes son texto JSON, no tramas binarias</translation>
    </message>
    <message>
      <source>a message holds at most {size} bytes</source>
      <translation>un mensaje ocupa como mucho {size} bytes</translation>
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
      <translation>demasiados mensajes: vuelva a enviarlo más tarde</translation>
    </message>
    <message>
      <source>the server failed to answer this message</source>
      <translation>el servidor no ha podido responder a este mensaje</translation>
    </message>
    <message>
      <source>join a game with its seat code first</source>
      <translation>únase primero a una partida con el código de su puesto</translation>
    </message>
    <message>
      <source>this connection acts for another seat already: open another connection</source>
      <translation>esta conexión ya actúa por otro puesto: abra otra conexión</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}</source>
      <translation>{unit} eliminada en {hex}</translation>
    </message>
    <message>
      <source>{unit} exited off the map from {hex}</source>
      <translation>{unit} salió del mapa desde {hex}</translation>
    </message>
    <message>
      <source>{unit} forfeited in {hex}</source>
      <translation>{unit} perdida en {hex}</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}, to the replacement pool</source>
      <translation>{unit} eliminada en {hex}, a la reserva de reemplazos</translation>
    </message>
    <message>
      <source>{unit} moved from {a} to {b}</source>
      <translation>{unit} movió de {a} a {b}</translation>
    </message>
    <message>
      <source>{unit} in {hex} lost {count} step(s): {before} to {after}</source>
      <translation>{unit} en {hex} perdió {count} paso(s): de {before} a {after}</translation>
    </message>
    <message>
      <source>{unit} in {hex} regained {count} step(s): {before} to {after}</source>
      <translation>{unit} en {hex} recuperó {count} paso(s): de {before} a {after}</translation>
    </message>
    <message>
      <source>{unit} arrived in {hex}</source>
      <translation>{unit} llegó a {hex}</translation>
    </message>
    <message>
      <source>{hex}: control {before} to {after}</source>
      <translation>{hex}: control de {before} a {after}</translation>
    </message>
    <message>
      <source>Soviet VP {a} to {b} ({change})</source>
      <translation>PV soviéticos de {a} a {b} ({change})</translation>
    </message>
    <message>
      <source>  {source}: {a} to {b} ({change})</source>
      <translation>  {source}: de {a} a {b} ({change})</translation>
    </message>
    <message>
      <source>German</source>
      <translation>alemán</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>soviético</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nadie</translation>
    </message>
    <message>
      <source>step {step} is not in the record (0 to {last})</source>
      <translation>el paso {step} no está en el registro (0 a {last})</translation>
    </message>
    <message>
      <source>From step {a} (turn {turn_a}) to step {b} (turn {turn_b}):</source>
      <translation>Del paso {a} (turno {turn_a}) al paso {b} (turno {turn_b}):</translation>
    </message>
    <message>
      <source>read back with {found} steps where {written} were written</source>
      <translation>releído con {found} pasos donde se escribieron {written}</translation>
    </message>
    <message>
      <source>the last step reads back changed</source>
      <translation>el último paso se relee cambiado</translation>
    </message>
    <message>
      <source>the last snapshot reads back changed</source>
      <translation>la última instantánea se relee cambiada</translation>
    </message>
    <message>
      <source>no declared attack is waiting for its roll</source>
      <translation>ningún ataque declarado espera su tirada</translation>
    </message>
    <message>
      <source>Soviet CAS supports attacks only</source>
      <translation>el CAS soviético solo apoya ataques</translation>
    </message>
    <message>
      <source>the step must come from {units}</source>
      <translation>el paso debe salir de {units}</translation>
    </message>
    <message>
      <source>the unit to remove must be one of {units}</source>
      <translation>la unidad a retirar debe ser una de {units}</translation>
    </message>
    <message>
      <source>attacks happen only in a combat phase</source>
      <translation>solo se ataca en una fase de combate</translation>
    </message>
    <message>
      <source>hex {target} is not on the map</source>
      <translation>el hex {target} no está en el mapa</translation>
    </message>
    <message>
      <source>a unit is listed twice; it attacks with its full strength once</source>
      <translation>una unidad aparece dos veces; ataca una sola vez con toda su fuerza</translation>
    </message>
    <message>
      <source>there is no unit {unit}</source>
      <translation>no existe la unidad {unit}</translation>
    </message>
    <message>
      <source>{unit} is not a {side} unit on the map</source>
      <translation>{unit} no es una unidad del bando {side} en el mapa</translation>
    </message>
    <message>
      <source>{unit} is a static garrison and never attacks</source>
      <translation>{unit} es una guarnición estática y nunca ataca</translation>
    </message>
    <message>
      <source>{unit} has already attacked in this phase</source>
      <translation>{unit} ya ha atacado en esta fase</translation>
    </message>
    <message>
      <source>{unit} has given its support in this phase and cannot attack too</source>
      <translation>{unit} ya ha dado su apoyo en esta fase y no puede atacar además</translation>
    </message>
    <message>
      <source>only mechanized units attack in a 2nd wave phase, not {unit}</source>
      <translation>en una fase de segunda oleada solo atacan las unidades mecanizadas, no {unit}</translation>
    </message>
    <message>
      <source>{unit} in {hex} is not adjacent to {target}</source>
      <translation>{unit} en {hex} no es adyacente a {target}</translation>
    </message>
    <message>
      <source>hex {target} holds no enemy unit to attack</source>
      <translation>el hex {target} no tiene ninguna unidad enemiga que atacar</translation>
    </message>
    <message>
      <source>only German attacks get KG or 18th AD support</source>
      <translation>solo los ataques alemanes reciben apoyo de KG o de la 18.ª AD</translation>
    </message>
    <message>
      <source>Soviet units may not attack into the restricted hex {hex}</source>
      <translation>las unidades soviéticas no pueden atacar el hex restringido {hex}</translation>
    </message>
    <message>
      <source>{unit} is out of supply and may not attack</source>
      <translation>{unit} está sin suministro y no puede atacar</translation>
    </message>
    <message>
      <source>{unit} attacks only when stacked with a non-artillery unit</source>
      <translation>{unit} solo ataca apilada con una unidad que no sea artillería</translation>
    </message>
    <message>
      <source>no CAS may fly in Storm</source>
      <translation>no vuela CAS con Tormenta</translation>
    </message>
    <message>
      <source>the {side} side has {markers} CAS markers, not {cas}</source>
      <translation>el bando {side} tiene {markers} marcadores de CAS, no {cas}</translation>
    </message>
    <message>
      <source>KG {kg} is not on the map</source>
      <translation>el KG {kg} no está en el mapa</translation>
    </message>
    <message>
      <source>KG {kg} in {marker} is more than {most} hexes from {target}</source>
      <translation>el KG {kg} en {marker} está a más de {most} hexes de {target}</translation>
    </message>
    <message>
      <source>KG {kg} has already supported a combat in this phase</source>
      <translation>el KG {kg} ya ha apoyado un combate en esta fase</translation>
    </message>
    <message>
      <source>{unit} is not a range-2 support unit on the map</source>
      <translation>{unit} no es una unidad de apoyo a distancia 2 en el mapa</translation>
    </message>
    <message>
      <source>{unit} has already given its support in this phase</source>
      <translation>{unit} ya ha dado su apoyo en esta fase</translation>
    </message>
    <message>
      <source>{unit} fights in one combat only</source>
      <translation>{unit} combate en un solo combate</translation>
    </message>
    <message>
      <source>{unit} is in {target}: it defends there with its defence factor and supports only hexes one or two hexes away (a unit fights in one combat only)</source>
      <translation>{unit} está en {target}: allí defiende con su factor de defensa y solo apoya hexs a uno o dos hexs de distancia (una unidad combate en un solo combate)</translation>
    </message>
    <message>
      <source>{unit} in {hex} is more than {most} hexes from {target}</source>
      <translation>{unit} en {hex} está a más de {most} hexes de {target}</translation>
    </message>
    <message>
      <source>{unit} is in a Soviet ZOC and cannot support</source>
      <translation>{unit} está en una ZOC soviética y no puede apoyar</translation>
    </message>
    <message>
      <source>{unit} is next to a Soviet unit and cannot support an attack</source>
      <translation>{unit} está junto a una unidad soviética y no puede apoyar un ataque</translation>
    </message>
    <message>
      <source>defensive support is given once, against a Soviet attack</source>
      <translation>el apoyo defensivo se da una vez, contra un ataque soviético</translation>
    </message>
    <message>
      <source>a unit is listed twice</source>
      <translation>una unidad aparece dos veces</translation>
    </message>
    <message>
      <source>those units would over-stack {hex}</source>
      <translation>esas unidades sobreapilarían {hex}</translation>
    </message>
    <message>
      <source>the stand-fast order keeps these units out of {hex} on turn 1</source>
      <translation>la orden de mantenerse firme impide a estas unidades entrar en {hex} en el turno 1</translation>
    </message>
    <message>
      <source>only the attacking units may advance, not {units}</source>
      <translation>solo pueden avanzar las unidades atacantes, no {units}</translation>
    </message>
    <message>
      <source>waiting for a {kind} decision ({answer})</source>
      <translation>se espera una decisión de {kind} ({answer})</translation>
    </message>
    <message>
      <source>no decision is pending for {command} to answer</source>
      <translation>no hay ninguna decisión pendiente que {command} pueda responder</translation>
    </message>
    <message>
      <source>the attack on {hex} is declared and must be resolved</source>
      <translation>el ataque contra {hex} está declarado y debe resolverse</translation>
    </message>
    <message>
      <source>no attack has been declared</source>
      <translation>no se ha declarado ningún ataque</translation>
    </message>
    <message>
      <source>only German units probe</source>
      <translation>solo las unidades alemanas tantean</translation>
    </message>
    <message>
      <source>no probes in Storm: no unit has a ZOC to probe (7.5)</source>
      <translation>no hay tanteos con Tormenta: ninguna unidad tiene ZOC que tantear (7.5)</translation>
    </message>
    <message>
      <source>a probe enters an empty hex; {hex} is occupied</source>
      <translation>un tanteo entra en un hex vacío; {hex} está ocupado</translation>
    </message>
    <message>
      <source>{hex} is not next to a Soviet unit, so not in a Soviet ZOC</source>
      <translation>{hex} no está junto a una unidad soviética, así que no está en una ZOC soviética</translation>
    </message>
    <message>
      <source>{unit} is not retreating from {hex}</source>
      <translation>{unit} no se está retirando de {hex}</translation>
    </message>
    <message>
      <source>{unit} can retreat (to {hexes}); it is not blocked</source>
      <translation>{unit} puede retirarse (a {hexes}); no está bloqueada</translation>
    </message>
    <message>
      <source>{unit} may not retreat into {hex}; it may go to {hexes}</source>
      <translation>{unit} no puede retirarse a {hex}; puede ir a {hexes}</translation>
    </message>
    <message>
      <source>the set-up does not match this engine's (desync)</source>
      <translation>el despliegue no coincide con el de este motor (desincronización)</translation>
    </message>
    <message>
      <source>desync: the engine refuses it: Illegal: {reason} ({rule})</source>
      <translation>desincronización: el motor lo rechaza: Ilegal: {reason} ({rule})</translation>
    </message>
    <message>
      <source>desync: the engine refuses it: the engine rolls a die the record does not hold</source>
      <translation>desincronización: el motor lo rechaza: el motor tira un dado que el registro no tiene</translation>
    </message>
    <message>
      <source>nothing to undo: a die was rolled, a stack revealed or a phase begun since</source>
      <translation>nada que deshacer: desde entonces se ha tirado un dado, se ha revelado una pila o ha empezado una fase</translation>
    </message>
    <message>
      <source>the last command was the other side's decision</source>
      <translation>la última orden fue una decisión del otro bando</translation>
    </message>
    <message>
      <source>only Soviet units may leave the map</source>
      <translation>solo las unidades soviéticas pueden salir del mapa</translation>
    </message>
    <message>
      <source>{hex} is not an exit hex</source>
      <translation>{hex} no es un hex de salida</translation>
    </message>
    <message>
      <source>{unit} has {left} MP left and needs {need} to leave the map</source>
      <translation>a {unit} le quedan {left} PM y necesita {need} para salir del mapa</translation>
    </message>
    <message>
      <source>{unit} has already moved this phase</source>
      <translation>{unit} ya ha movido en esta fase</translation>
    </message>
    <message>
      <source>units move only during a movement phase</source>
      <translation>las unidades solo mueven en una fase de movimiento</translation>
    </message>
    <message>
      <source>a unit is listed twice; each unit moves once</source>
      <translation>una unidad aparece dos veces; cada unidad mueve una sola vez</translation>
    </message>
    <message>
      <source>{unit} may not move in the other side's phase</source>
      <translation>{unit} no puede mover en la fase del otro bando</translation>
    </message>
    <message>
      <source>{unit} is not on the map</source>
      <translation>{unit} no está en el mapa</translation>
    </message>
    <message>
      <source>{unit} is a static garrison and never moves</source>
      <translation>{unit} es una guarnición estática y nunca mueve</translation>
    </message>
    <message>
      <source>units moving together must start in the same hex</source>
      <translation>las unidades que mueven juntas deben empezar en el mismo hex</translation>
    </message>
    <message>
      <source>{hex} is not a map hex next to {here}</source>
      <translation>{hex} no es un hex del mapa junto a {here}</translation>
    </message>
    <message>
      <source>{hex} holds enemy units</source>
      <translation>{hex} tiene unidades enemigas</translation>
    </message>
    <message>
      <source>the move ends in {here}, which is in an enemy zone of control</source>
      <translation>el movimiento termina en {here}, que está en una zona de control enemiga</translation>
    </message>
    <message>
      <source>a stack leaving an enemy zone of control may not enter another at {hex}</source>
      <translation>una pila que sale de una zona de control enemiga no puede entrar en otra en {hex}</translation>
    </message>
    <message>
      <source>{hex} lies in the Soviet operational restriction zone</source>
      <translation>{hex} está en la zona de restricción operacional soviética</translation>
    </message>
    <message>
      <source>the stand-fast order keeps this stack out of {hex} on turn 1</source>
      <translation>la orden de mantenerse firme impide a esta pila entrar en {hex} en el turno 1</translation>
    </message>
    <message>
      <source>reaching {hex} costs at least {spent} MP; the stack has {allowance}</source>
      <translation>llegar a {hex} cuesta al menos {spent} PM; la pila tiene {allowance}</translation>
    </message>
    <message>
      <source>{hex} is not a hex of the map</source>
      <translation>{hex} no es un hex del mapa</translation>
    </message>
    <message>
      <source>the move stops at {last}, in an enemy zone of control: it cannot go on to {hex}</source>
      <translation>el movimiento se detiene en {last}, en una zona de control enemiga: no puede seguir hasta {hex}</translation>
    </message>
    <message>
      <source>the stack is in {hex} already</source>
      <translation>la pila ya está en {hex}</translation>
    </message>
    <message>
      <source>{hex} lies beyond the stack's reach from {last} with the MP left</source>
      <translation>{hex} queda fuera del alcance de la pila desde {last} con los PM que le quedan</translation>
    </message>
    <message>
      <source>the {side} player orders his stacks only when he acts</source>
      <translation>el jugador {side} ordena sus apilamientos solo cuando le toca actuar</translation>
    </message>
    <message>
      <source>{unit} is already on top of its stack in {hex}</source>
      <translation>{unit} ya es la unidad superior de su apilamiento en {hex}</translation>
    </message>
    <message>
      <source>announce move/fight or fight/move first</source>
      <translation>anuncia primero mover/combatir o combatir/mover</translation>
    </message>
    <message>
      <source>the sequence is announced at the start of phase IV (Soviet) or VI (German)</source>
      <translation>la secuencia se anuncia al principio de la fase IV (soviética) o VI (alemana)</translation>
    </message>
    <message>
      <source>on turn 1 the Soviet side must move first, then fight</source>
      <translation>en el turno 1 el bando soviético debe mover primero y combatir después</translation>
    </message>
    <message>
      <source>German units set up only in the setup phase</source>
      <translation>las unidades alemanas se despliegan solo en la fase de despliegue</translation>
    </message>
    <message>
      <source>{unit_id} is not a German unit with a set-up hex</source>
      <translation>{unit_id} no es una unidad alemana con hex de despliegue</translation>
    </message>
    <message>
      <source>{unit} is a garrison and sets up exactly in {setup_hex}</source>
      <translation>{unit} es una guarnición y se despliega exactamente en {setup_hex}</translation>
    </message>
    <message>
      <source>{unit} must set up exactly in {setup_hex}, not {hex}</source>
      <translation>{unit} debe desplegarse exactamente en {setup_hex}, no en {hex}</translation>
    </message>
    <message>
      <source>{unit} must set up in or adjacent to {setup_hex}, not {hex}</source>
      <translation>{unit} debe desplegarse en {setup_hex} o junto a él, no en {hex}</translation>
    </message>
    <message>
      <source>hex {hid} holds more than {limit} German steps</source>
      <translation>el hex {hid} tiene más de {limit} pasos alemanes</translation>
    </message>
    <message>
      <source>KG markers are deployed only in the kg deployment phase</source>
      <translation>los marcadores de KG se despliegan solo en la fase de despliegue de los Korpsgruppe</translation>
    </message>
    <message>
      <source>there is no KG marker {kg!r}</source>
      <translation>no existe el marcador de KG {kg!r}</translation>
    </message>
    <message>
      <source>{unit} may be deployed from turn {turn}</source>
      <translation>{unit} puede desplegarse a partir del turno {turn}</translation>
    </message>
    <message>
      <source>hex {hex} already holds a KG marker</source>
      <translation>el hex {hex} ya tiene un marcador de KG</translation>
    </message>
    <message>
      <source>reinforcements are placed only in the reinforcement phase</source>
      <translation>los refuerzos se colocan solo en la fase de refuerzos</translation>
    </message>
    <message>
      <source>{unit_id} is not a reinforcement due on turn {turn}</source>
      <translation>{unit_id} no es un refuerzo que llegue en el turno {turn}</translation>
    </message>
    <message>
      <source>{unit_id} cannot enter at {hex}</source>
      <translation>{unit_id} no puede entrar por {hex}</translation>
    </message>
    <message>
      <source>replacements are placed only in the replacement phase</source>
      <translation>los reemplazos se colocan solo en la fase de reemplazos</translation>
    </message>
    <message>
      <source>{unit_id} is not a rifle corps ready to return</source>
      <translation>{unit_id} no es un cuerpo de fusileros listo para volver</translation>
    </message>
    <message>
      <source>a replacement cannot be placed in {hex}</source>
      <translation>no se puede colocar un reemplazo en {hex}</translation>
    </message>
    <message>
      <source>step {step}: {problem}</source>
      <translation>paso {step}: {problem}</translation>
    </message>
    <message>
      <source>does not match the embedded scenario (edited file?)</source>
      <translation>no coincide con el escenario incluido (¿archivo editado?)</translation>
    </message>
    <message>
      <source>the die shows {value}, but seed {seed} rolls a {expected} here: a record that names its seed holds that seed's dice</source>
      <translation>el dado muestra {value}, pero la semilla {seed} saca un {expected} aquí: un registro que nombra su semilla tiene los dados de esa semilla</translation>
    </message>
    <message>
      <source>desync: the engine produced {actual} events, the record has {expected}</source>
      <translation>desincronización: el motor produjo {actual} sucesos, el registro tiene {expected}</translation>
    </message>
    <message>
      <source>desync: the record's die shows {value}, but its combat was resolved with a {roll}: re-simulated with the {value}, the combat's result is {actual} (the record's: {expected})</source>
      <translation>desincronización: el dado del registro muestra un {value}, pero su combate se resolvió con un {roll}: resimulado con el {value}, el resultado del combate es {actual} (el del registro: {expected})</translation>
    </message>
    <message>
      <source>desync: the engine produced a {actual} event, the record has a {expected} event</source>
      <translation>desincronización: el motor produjo un suceso {actual}, el registro tiene un suceso {expected}</translation>
    </message>
    <message>
      <source>desync: the {event} event differs in {field}: the engine has {actual}, the record has {expected}</source>
      <translation>desincronización: el suceso {event} difiere en {field}: el motor tiene {actual}, el registro tiene {expected}</translation>
    </message>
    <message>
      <source>a snapshot past the last step ({replayed})</source>
      <translation>una instantánea más allá del último paso ({replayed})</translation>
    </message>
    <message>
      <source>no phase starts before step {key}: not a snapshot</source>
      <translation>ninguna fase empieza antes del paso {key}: no es una instantánea</translation>
    </message>
    <message>
      <source>desync: not the state the commands lead to</source>
      <translation>desincronización: no es el estado al que llevan las órdenes</translation>
    </message>
    <message>
      <source>hex {hex} is not on the {columns}x{rows} map</source>
      <translation>el hex {hex} no está en el mapa de {columns}x{rows}</translation>
    </message>
    <message>
      <source>hex {hex} is not a town or fortified locality</source>
      <translation>el hex {hex} no es una población ni una localidad fortificada</translation>
    </message>
    <message>
      <source>hex {hex} already belongs to {town}</source>
      <translation>el hex {hex} ya pertenece a {town}</translation>
    </message>
    <message>
      <source>hexside {a}-{b} has a hex that is not on the map</source>
      <translation>el lado de hex {a}-{b} tiene un hex que no está en el mapa</translation>
    </message>
    <message>
      <source>river {river}: hexes {a} and {b} are not adjacent</source>
      <translation>río {river}: los hexes {a} y {b} no son adyacentes</translation>
    </message>
    <message>
      <source>hexside {hexside} is already a side of the {river}</source>
      <translation>el lado de hex {hexside} ya es un lado del {river}</translation>
    </message>
    <message>
      <source>unit id {id!r} is used {count} times</source>
      <translation>el id de unidad {id!r} se usa {count} veces</translation>
    </message>
    <message>
      <source>{unit}: set-up hex {hex} is not on the map</source>
      <translation>{unit}: el hex de despliegue {hex} no está en el mapa</translation>
    </message>
    <message>
      <source>KG id {id!r} is used {count} times</source>
      <translation>el id de KG {id!r} se usa {count} veces</translation>
    </message>
    <message>
      <source>starts at {vp} VP, but the Soviet-controlled towns are worth {worth} (4.1)</source>
      <translation>empieza con {vp} PV, pero las poblaciones bajo control soviético valen {worth} (4.1)</translation>
    </message>
    <message>
      <source>{unit}: {steps} steps, over the stacking limit (6.1, 6.2)</source>
      <translation>{unit}: {steps} pasos, por encima del límite de apilamiento (6.1, 6.2)</translation>
    </message>
    <message>
      <source>{unit}: sets up in {hex} with enemy units (6.0)</source>
      <translation>{unit}: se despliega en {hex} con unidades enemigas (6.0)</translation>
    </message>
    <message>
      <source>there are no German units: both sides need some</source>
      <translation>no hay unidades alemanas: ambos bandos necesitan alguna</translation>
    </message>
    <message>
      <source>there are no Soviet units: both sides need some</source>
      <translation>no hay unidades soviéticas: ambos bandos necesitan alguna</translation>
    </message>
    <message>
      <source>every German unit is a static garrison: none can move or attack</source>
      <translation>todas las unidades alemanas son guarniciones estáticas: ninguna puede mover ni atacar</translation>
    </message>
    <message>
      <source>every Soviet unit is a static garrison: none can move or attack</source>
      <translation>todas las unidades soviéticas son guarniciones estáticas: ninguna puede mover ni atacar</translation>
    </message>
    <message>
      <source>the scenario has no units: both sides need some</source>
      <translation>el escenario no tiene unidades: ambos bandos necesitan alguna</translation>
    </message>
    <message>
      <source>there is no Soviet supply source</source>
      <translation>no hay ninguna fuente de suministro soviética</translation>
    </message>
    <message>
      <source>there is no German C&amp;C source</source>
      <translation>no hay ninguna fuente de C&amp;C alemana</translation>
    </message>
    <message>
      <source>unit id {id!r} has spaces in it</source>
      <translation>el identificador de unidad {id!r} contiene espacios</translation>
    </message>
    <message>
      <source>{unit} has a defence factor of 0 at every step</source>
      <translation>{unit} tiene un factor de defensa de 0 en todos sus pasos</translation>
    </message>
    <message>
      <source>{unit} is Soviet and would never arrive: only German units enter as reinforcements</source>
      <translation>{unit} es soviética y nunca llegaría: solo las unidades alemanas entran como refuerzos</translation>
    </message>
    <message>
      <source>{unit} arrives on turn {turn} but would never enter: there is no German entry hex</source>
      <translation>{unit} llega en el turno {turn} pero nunca entraría: no hay ningún hex de entrada alemán</translation>
    </message>
    <message>
      <source>{unit} sets up in {hex}, inside the Soviet restriction zone</source>
      <translation>{unit} se despliega en {hex}, dentro de la zona de restricción soviética</translation>
    </message>
    <message>
      <source>{steps} German steps set up in {hex}: more than it and the hexes around can hold ({room})</source>
      <translation>{steps} pasos alemanes se despliegan en {hex}: más de los que caben en él y en los hexes de alrededor ({room})</translation>
    </message>
    <message>
      <source>a town is worth {vp} VP: it must be worth at least 1</source>
      <translation>una población vale {vp} PV: debe valer al menos 1</translation>
    </message>
    <message>
      <source>a fortified locality is worth {vp} VP: it must be worth at least 1</source>
      <translation>una localidad fortificada vale {vp} PV: debe valer al menos 1</translation>
    </message>
    <message>
      <source>the victory levels are out of order: a draw from {draw} VP, a Soviet victory from {win}; both must be above 0 and the victory above the draw</source>
      <translation>los niveles de victoria están desordenados: empate desde {draw} PV, victoria soviética desde {win}; ambos deben ser mayores que 0 y la victoria mayor que el empate</translation>
    </message>
    <message>
      <source>the Soviet player can score at most {most} VP: a Soviet victory at {win} VP can never be reached</source>
      <translation>el jugador soviético puede obtener como mucho {most} PV: la victoria soviética con {win} PV nunca se alcanza</translation>
    </message>
    <message>
      <source>KG {kg} deploys from turn {deploy}: it can never deploy in a game of {last} turns</source>
      <translation>el KG {kg} se despliega desde el turno {deploy}: nunca puede desplegarse en una partida de {last} turnos</translation>
    </message>
  </context>
  <context>
    <name>EventText</name>
    <message>
      <source>German set-up</source>
      <translation>Despliegue alemán</translation>
    </message>
    <message>
      <source>Weather and ground</source>
      <translation>Tiempo y condición del terreno</translation>
    </message>
    <message>
      <source>Air</source>
      <translation>Aérea</translation>
    </message>
    <message>
      <source>Korpsgruppe deployment</source>
      <translation>Despliegue de los Korpsgruppe</translation>
    </message>
    <message>
      <source>Soviet 1st phase</source>
      <translation>1ª fase soviética</translation>
    </message>
    <message>
      <source>Soviet 2nd phase</source>
      <translation>2ª fase soviética</translation>
    </message>
    <message>
      <source>German 1st phase</source>
      <translation>1ª fase alemana</translation>
    </message>
    <message>
      <source>German 1st mechanized combat</source>
      <translation>1ª fase alemana de combate mecanizado</translation>
    </message>
    <message>
      <source>German 2nd wave phase</source>
      <translation>Fase alemana de 2ª oleada</translation>
    </message>
    <message>
      <source>German 2nd wave mechanized combat</source>
      <translation>Combate mecanizado alemán de 2ª oleada</translation>
    </message>
    <message>
      <source>German reinforcements</source>
      <translation>Refuerzos alemanes</translation>
    </message>
    <message>
      <source>Soviet replacements</source>
      <translation>Reemplazos soviéticos</translation>
    </message>
    <message>
      <source>Administration</source>
      <translation>Fase administrativa</translation>
    </message>
    <message>
      <source>move, then fight; in the second phase fight, then move</source>
      <translation>mover y después combatir; en la segunda fase, combatir y después mover</translation>
    </message>
    <message>
      <source>fight, then move; in the second phase move, then fight</source>
      <translation>combatir y después mover; en la segunda fase, mover y después combatir</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nadie</translation>
    </message>
    <message>
      <source>Turn {turn}: {phase}</source>
      <translation>Turno {turn}: {phase}</translation>
    </message>
    <message>
      <source>Weather: {weather}</source>
      <translation>Tiempo: {weather}</translation>
    </message>
    <message>
      <source>{side} player will {sequence}</source>
      <translation>El jugador {side} va a {sequence}</translation>
    </message>
    <message>
      <source>{units} {from_hex} -&gt; {to_hex}: {mp} MP, {left} left</source>
      <translation>{units} {from_hex} -&gt; {to_hex}: {mp} PM, quedan {left}</translation>
    </message>
    <message>
      <source>{units} crosses the {river} ({from_hex}-{to_hex}): {cost} MP</source>
      <translation>{units} cruza el {river} ({from_hex}-{to_hex}): {cost} PM</translation>
    </message>
    <message>
      <source>{units} cross the {river} ({from_hex}-{to_hex}): {cost} MP</source>
      <translation>{units} cruzan el {river} ({from_hex}-{to_hex}): {cost} PM</translation>
    </message>
    <message>
      <source>{units} stops in {hex}: {reason}</source>
      <translation>{units} se detiene en {hex}: {reason}</translation>
    </message>
    <message>
      <source>{units} stop in {hex}: {reason}</source>
      <translation>{units} se detienen en {hex}: {reason}</translation>
    </message>
    <message>
      <source>{units} leaves the map from {hex}</source>
      <translation>{units} sale del mapa desde {hex}</translation>
    </message>
    <message>
      <source>{units} leave the map from {hex}</source>
      <translation>{units} salen del mapa desde {hex}</translation>
    </message>
    <message>
      <source>{hex} now controlled by the {side} side</source>
      <translation>{hex} queda bajo control del bando {side}</translation>
    </message>
    <message>
      <source>{units} was not placed and is lost</source>
      <translation>{units} no se colocó y se pierde</translation>
    </message>
    <message>
      <source>{kg} placed in {hex}</source>
      <translation>{kg} colocado en {hex}</translation>
    </message>
    <message>
      <source>{kg} removed from the map</source>
      <translation>{kg} retirado del mapa</translation>
    </message>
    <message>
      <source>{side} stack in {hex}: {unit} on top</source>
      <translation>Apilamiento {side} en {hex}: {unit} como unidad superior</translation>
    </message>
    <message>
      <source>{units} attacks {hex}; defenders revealed: {defenders}</source>
      <translation>{units} ataca {hex}; defensores revelados: {defenders}</translation>
    </message>
    <message>
      <source>{units} attack {hex}; defenders revealed: {defenders}</source>
      <translation>{units} atacan {hex}; defensores revelados: {defenders}</translation>
    </message>
    <message>
      <source>{unit} cannot retreat from {hex}</source>
      <translation>{unit} no puede retirarse de {hex}</translation>
    </message>
    <message>
      <source>{side} CAS for the combat at {hex}: +{markers}, {total} in all</source>
      <translation>CAS del bando {side} para el combate en {hex}: +{markers}, {total} en total</translation>
    </message>
    <message>
      <source>The retreat is ignored: the defenders of {hex} hold {town}</source>
      <translation>Se ignora la retirada: los defensores de {hex} mantienen {town}</translation>
    </message>
    <message>
      <source>Odds at {hex}: {attack} to {defence}, {raw} -&gt; column {final}</source>
      <translation>Proporción en {hex}: {attack} contra {defence}, {raw} -&gt; columna {final}</translation>
    </message>
    <message>
      <source>{unit} loses a step ({left} left)</source>
      <translation>{unit} pierde un paso (le quedan {left})</translation>
    </message>
    <message>
      <source>{unit} retreats {from_hex} -&gt; {to_hex}</source>
      <translation>{unit} se retira {from_hex} -&gt; {to_hex}</translation>
    </message>
    <message>
      <source>{units} advances into {hex}</source>
      <translation>{units} avanza a {hex}</translation>
    </message>
    <message>
      <source>{units} advance into {hex}</source>
      <translation>{units} avanzan a {hex}</translation>
    </message>
    <message>
      <source>Soviet VP {points:+d} ({reason}): total {total}</source>
      <translation>VP soviéticos {points:+d} ({reason}): total {total}</translation>
    </message>
    <message>
      <source>Game over with {vp} Soviet VP: {result}</source>
      <translation>Fin de la partida con {vp} VP soviéticos: {result}</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguno</translation>
    </message>
    <message>
      <source>an enemy unit</source>
      <translation>una unidad enemiga</translation>
    </message>
    <message>
      <source>an enemy stack of {count}</source>
      <translation>un apilamiento enemigo de {count}</translation>
    </message>
    <message>
      <source>{purpose}: die {dice}{modifier}</source>
      <translation>{purpose}: dado {dice}{modifier}</translation>
    </message>
    <message>
      <source>No air superiority this turn</source>
      <translation>Sin superioridad aérea este turno</translation>
    </message>
    <message numerus="yes">
      <source>{side} air superiority: %n CAS marker(s)</source>
      <translation>
        <numerusform>Superioridad aérea del bando {side}: %n marcador CAS</numerusform>
        <numerusform>Superioridad aérea del bando {side}: %n marcadores CAS</numerusform>
      </translation>
    </message>
    <message>
      <source>{units} placed in {hex}</source>
      <translation>{units} colocada en {hex}</translation>
    </message>
    <message numerus="yes">
      <source>{unit} placed in {hex} (%n step(s))</source>
      <translation>
        <numerusform>{unit} colocada en {hex} (%n paso)</numerusform>
        <numerusform>{unit} colocada en {hex} (%n pasos)</numerusform>
      </translation>
    </message>
    <message>
      <source>{cas} CAS</source>
      <translation>{cas} CAS</translation>
    </message>
    <message>
      <source>German defence of {hex}: no support committed</source>
      <translation>Defensa alemana de {hex}: sin apoyo comprometido</translation>
    </message>
    <message>
      <source>German defence of {hex} supported by {support}</source>
      <translation>Defensa alemana de {hex} apoyada por {support}</translation>
    </message>
    <message>
      <source>die {roll}</source>
      <translation>dado {roll}</translation>
    </message>
    <message>
      <source>no roll</source>
      <translation>sin tirada</translation>
    </message>
    <message>
      <source>Combat at {hex}: column {column}, {roll} -&gt; {result}</source>
      <translation>Combate en {hex}: columna {column}, {roll} -&gt; {result}</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}, may return on turn {turn}</source>
      <translation>{unit} eliminada en {hex}, puede volver en el turno {turn}</translation>
    </message>
    <message>
      <source>{unit} eliminated in {hex}</source>
      <translation>{unit} eliminada en {hex}</translation>
    </message>
    <message>
      <source>{unit} eliminated, may return on turn {turn}</source>
      <translation>{unit} eliminada, puede volver en el turno {turn}</translation>
    </message>
    <message>
      <source>{unit} eliminated</source>
      <translation>{unit} eliminada</translation>
    </message>
  </context>
  <context>
    <name>Explain</name>
    <message>
      <source>Soviet and German set-ups (3.2)</source>
      <translation>despliegues soviético y alemán (3.2)</translation>
    </message>
    <message>
      <source>Step {step} of {total} - turn {turn}, {phase}</source>
      <translation>Paso {step} de {total} - turno {turn}, {phase}</translation>
    </message>
    <message>
      <source>die &lt;b&gt;{roll}&lt;/b&gt;</source>
      <translation>dado &lt;b&gt;{roll}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>no roll (automatic result, 13.8.1)</source>
      <translation>sin tirada (resultado automático, 13.8.1)</translation>
    </message>
    <message>
      <source>&lt;p style='background:{DIE_BACKGROUND}'&gt;Combat at {defender_hex}: column &lt;b&gt;{column}&lt;/b&gt;, {roll} &amp;rarr; &lt;b&gt;{value}&lt;/b&gt; (13.8)&lt;/p&gt;</source>
      <translation>&lt;p style='background:{DIE_BACKGROUND}'&gt;Combate en {defender_hex}: columna &lt;b&gt;{column}&lt;/b&gt;, {roll} &amp;rarr; &lt;b&gt;{value}&lt;/b&gt; (13.8)&lt;/p&gt;</translation>
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
      <translation>&lt;p&gt;&lt;i&gt;Sin eventos.&lt;/i&gt;&lt;/p&gt;</translation>
    </message>
    <message>
      <source>The set-up (3.2)</source>
      <translation>El despliegue (3.2)</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;i&gt;Why:&lt;/i&gt; {reason}&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;i&gt;Por qué:&lt;/i&gt; {reason}&lt;/p&gt;</translation>
    </message>
  </context>
  <context>
    <name>GameLayers</name>
    <message>
      <source>; at worst: a river crossing on the way may cost less (12.3)</source>
      <translation>; en el peor caso: un cruce de río en el camino puede costar menos (12.3)</translation>
    </message>
    <message>
      <source>
Selected stack: {cost} MP to get here, {left} left{doubt}</source>
      <translation>
Apilamiento elegido: {cost} PM para llegar aquí, quedan {left}{doubt}</translation>
    </message>
    <message>
      <source>; Ctrl+click to stack with the units here (a click selects them)</source>
      <translation>; Ctrl+clic para apilar con las unidades de aquí (un clic las selecciona)</translation>
    </message>
    <message>
      <source>; Alt+click: route the move through here</source>
      <translation>; Alt+clic: hacer pasar el movimiento por aquí</translation>
    </message>
    <message>
      <source>The move ends here: enemy zone of control (7.2)</source>
      <translation>El movimiento termina aquí: zona de control enemiga (7.2)</translation>
    </message>
  </context>
  <context>
    <name>GeoreferenceDialog</name>
    <message>
      <source>Affine (least squares)</source>
      <translation>Afín (mínimos cuadrados)</translation>
    </message>
    <message>
      <source>Thin-plate spline (through every tie point)</source>
      <translation>Spline de placa delgada (por cada punto de control)</translation>
    </message>
    <message>
      <source>GeoJSON (*.geojson *.json)</source>
      <translation>GeoJSON (*.geojson *.json)</translation>
    </message>
    <message>
      <source>Georeference the map</source>
      <translation>Georreferenciar el mapa</translation>
    </message>
    <message>
      <source>Click a hex to tie it to the longitude and latitude typed beside</source>
      <translation>Pulse un hex para atarlo a la longitud y latitud escritas al lado</translation>
    </message>
    <message>
      <source>Georeference</source>
      <translation>Georreferenciar</translation>
    </message>
    <message>
      <source>Keep this georeference with the scenario; Undo takes it back</source>
      <translation>Guardar esta georreferencia con el escenario; Deshacer la devuelve</translation>
    </message>
    <message>
      <source>Tie three or more hexes spread across the map to their longitude and latitude: click a hex on the map or type its id, type where it lies, then Add. The map shows the GeoJSON placed by the fit.</source>
      <translation>Ate tres o más hexes repartidos por el mapa a su longitud y latitud: pulse un hex en el mapa o escriba su número, escriba dónde está y pulse Añadir. El mapa muestra el GeoJSON situado por el ajuste.</translation>
    </message>
    <message>
      <source>The tie points; choose one to change or remove it</source>
      <translation>Los puntos de control; elija uno para cambiarlo o quitarlo</translation>
    </message>
    <message>
      <source>Hex</source>
      <translation>Hex</translation>
    </message>
    <message>
      <source>Longitude</source>
      <translation>Longitud</translation>
    </message>
    <message>
      <source>Latitude</source>
      <translation>Latitud</translation>
    </message>
    <message>
      <source>Misfit (km)</source>
      <translation>Desvío (km)</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>How far the affine fit puts the tie point from where it was typed</source>
      <translation>A qué distancia pone el ajuste afín el punto de control de donde se escribió</translation>
    </message>
    <message>
      <source>The hex to tie (CCRR), or click it on the map</source>
      <translation>El hex que atar (CCFF), o púlselo en el mapa</translation>
    </message>
    <message>
      <source>Longitude of the hex's centre in degrees, east positive</source>
      <translation>Longitud del centro del hex en grados, positiva al este</translation>
    </message>
    <message>
      <source>Latitude of the hex's centre in degrees, north positive</source>
      <translation>Latitud del centro del hex en grados, positiva al norte</translation>
    </message>
    <message>
      <source>What the point is (a town, a river mouth): a note for later</source>
      <translation>Qué es el punto (una población, la desembocadura de un río): una nota para después</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Añadir</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Quitar</translation>
    </message>
    <message>
      <source>Add this tie point (or change the one of this hex)</source>
      <translation>Añadir este punto de control (o cambiar el de este hex)</translation>
    </message>
    <message>
      <source>Remove the tie point chosen in the table</source>
      <translation>Quitar el punto de control elegido en la tabla</translation>
    </message>
    <message>
      <source>Hex:</source>
      <translation>Hex:</translation>
    </message>
    <message>
      <source>Longitude:</source>
      <translation>Longitud:</translation>
    </message>
    <message>
      <source>Latitude:</source>
      <translation>Latitud:</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Nombre:</translation>
    </message>
    <message>
      <source>Affine: one scale and angle for the whole map; the spline bends it to pass through every point</source>
      <translation>Afín: una escala y un ángulo para todo el mapa; el spline lo curva para pasar por cada punto</translation>
    </message>
    <message>
      <source>Choose GeoJSON...</source>
      <translation>Elegir GeoJSON...</translation>
    </message>
    <message>
      <source>GeoJSON files to draw over the map through the fit (rivers, towns, lakes)</source>
      <translation>Archivos GeoJSON que dibujar sobre el mapa con el ajuste (ríos, poblaciones, lagos)</translation>
    </message>
    <message>
      <source>Warp:</source>
      <translation>Deformación:</translation>
    </message>
    <message>
      <source>Preview:</source>
      <translation>Vista previa:</translation>
    </message>
    <message>
      <source>{hex} is not a hex of this map</source>
      <translation>{hex} no es un hex de este mapa</translation>
    </message>
    <message>
      <source>No fit: {reason}</source>
      <translation>Sin ajuste: {reason}</translation>
    </message>
    <message numerus="yes">
      <source>Affine fit of %n tie point(s): the farthest lies {km} km off it.</source>
      <translation>
        <numerusform>Ajuste afín de %n punto de control: está a {km} km de él.</numerusform>
        <numerusform>Ajuste afín de %n puntos de control: el más alejado está a {km} km de él.</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>Spline through %n tie point(s); the affine fit's farthest misfit is {km} km.</source>
      <translation>
        <numerusform>Spline por %n punto de control; el mayor desvío del ajuste afín es de {km} km.</numerusform>
        <numerusform>Spline por %n puntos de control; el mayor desvío del ajuste afín es de {km} km.</numerusform>
      </translation>
    </message>
    <message>
      <source>GeoJSON to preview</source>
      <translation>GeoJSON para la vista previa</translation>
    </message>
    <message>
      <source>no GeoJSON chosen</source>
      <translation>ningún GeoJSON elegido</translation>
    </message>
  </context>
  <context>
    <name>HandOver</name>
    <message>
      <source>Hand over to the {side} player</source>
      <translation>Pasa el turno al jugador {side}</translation>
    </message>
    <message>
      <source>{reason}
The other side's stacks stay hidden (6.3). Click or press a key to continue.</source>
      <translation>{reason}
Los apilamientos del otro bando siguen ocultos (6.3). Pulsa el ratón o una tecla para seguir.</translation>
    </message>
  </context>
  <context>
    <name>Handover</name>
    <message>
      <source>choose a step loss</source>
      <translation>elegir una pérdida de paso</translation>
    </message>
    <message>
      <source>place a retreat</source>
      <translation>situar una retirada</translation>
    </message>
    <message>
      <source>decide an advance</source>
      <translation>decidir un avance</translation>
    </message>
    <message>
      <source>clear an over-stacked hex</source>
      <translation>resolver un hex sobreapilado</translation>
    </message>
    <message>
      <source>To {words} at {where} ({rule}).</source>
      <translation>Para {words} en {where} ({rule}).</translation>
    </message>
    <message>
      <source>To commit defensive support against the attack on {defender_hex} (13.3).</source>
      <translation>Para comprometer apoyo defensivo contra el ataque a {defender_hex} (13.3).</translation>
    </message>
    <message>
      <source>To play {phase} (5.0).</source>
      <translation>Para jugar {phase} (5.0).</translation>
    </message>
  </context>
  <context>
    <name>HelpMenu</name>
    <message>
      <source>Rules reference - panzer-qt</source>
      <translation>Referencia de reglas - panzer-qt</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>A&amp;yuda</translation>
    </message>
    <message>
      <source>The rules in short, by rule number, with the project's rulings</source>
      <translation>Las reglas en resumen, por número de regla, con las aclaraciones del proyecto</translation>
    </message>
    <message>
      <source>Rules Reference</source>
      <translation>Referencia de reglas</translation>
    </message>
    <message>
      <source>Quick-start Guide</source>
      <translation>Guía de inicio rápido</translation>
    </message>
    <message>
      <source>How to play a game in this program</source>
      <translation>Cómo jugar una partida en este programa</translation>
    </message>
    <message>
      <source>Modding Guide</source>
      <translation>Guía de modificación</translation>
    </message>
    <message>
      <source>How to make scenarios and maps with the editor</source>
      <translation>Cómo crear escenarios y mapas con el editor</translation>
    </message>
    <message>
      <source>About panzer-qt</source>
      <translation>Acerca de panzer-qt</translation>
    </message>
    <message>
      <source>Version, licences and the map data's sources</source>
      <translation>Versión, licencias y fuentes de los datos del mapa</translation>
    </message>
  </context>
  <context>
    <name>HelpWindow</name>
    <message>
      <source>Search</source>
      <translation>Buscar</translation>
    </message>
    <message>
      <source>Show only the sections that hold every word typed (Enter opens the first; Ctrl+F comes here)</source>
      <translation>Mostrar solo las secciones que contienen todas las palabras escritas (Intro abre la primera; Ctrl+F viene aquí)</translation>
    </message>
    <message>
      <source>Contents: click a section to read it</source>
      <translation>Contenido: pulsa una sección para leerla</translation>
    </message>
    <message>
      <source>{0} is in the project's docs folder, not in the program.</source>
      <translation>{0} está en la carpeta docs del proyecto, no en el programa.</translation>
    </message>
  </context>
  <context>
    <name>HexInfo</name>
    <message>
      <source>German</source>
      <translation>alemán</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>soviético</translation>
    </message>
    <message>
      <source>Soviet supply source (8.2)</source>
      <translation>Fuente de suministro soviética (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;C source (9.2)</source>
      <translation>Fuente de C&amp;C alemana (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hex (4.1)</source>
      <translation>Hex de salida soviético (4.1)</translation>
    </message>
    <message>
      <source>German entry hex (10.1)</source>
      <translation>Hex de entrada alemán (10.1)</translation>
    </message>
    <message>
      <source>inside the Soviet restriction zone (12.5)</source>
      <translation>dentro de la zona de restricción soviética (12.5)</translation>
    </message>
    <message>
      <source>&lt;p style='white-space:pre'&gt;{text}&lt;/p&gt;</source>
      <translation>&lt;p style='white-space:pre'&gt;{text}&lt;/p&gt;</translation>
    </message>
    <message>
      <source>fortified locality</source>
      <translation>localidad fortificada</translation>
    </message>
    <message>
      <source>town</source>
      <translation>población</translation>
    </message>
    <message>
      <source>, held by the {side}s</source>
      <translation>, en poder del bando {side}</translation>
    </message>
    <message>
      <source>; combat {shift:+d} column</source>
      <translation>; combate {shift:+d} columna</translation>
    </message>
    <message>
      <source>Entry: {mp_mechanized} MP mechanized, {mp_non_mechanized} MP non-mechanized in {weather} (12.2){shift}</source>
      <translation>Entrada: {mp_mechanized} PM mecanizadas, {mp_non_mechanized} PM no mecanizadas con {weather} (12.2){shift}</translation>
    </message>
    <message>
      <source> (major)</source>
      <translation> (principal)</translation>
    </message>
    <message>
      <source>River sides: </source>
      <translation>Lados de río: </translation>
    </message>
    <message>
      <source>each crossing costs +{cost} MP (optional 12.3)</source>
      <translation>cada cruce cuesta +{cost} PM (opcional 12.3)</translation>
    </message>
    <message>
      <source>crossings are free in frost (12.3)</source>
      <translation>los cruces son gratuitos con hielo (12.3)</translation>
    </message>
    <message>
      <source>each crossing costs extra MP by a die roll, +1 on a major river (12.3)</source>
      <translation>cada cruce cuesta PM adicionales según una tirada de dado, +1 en un río principal (12.3)</translation>
    </message>
    <message>
      <source>ZOC of: {sides} (7.0)</source>
      <translation>ZOC de: {sides} (7.0)</translation>
    </message>
    <message>
      <source> and </source>
      <translation> y </translation>
    </message>
    <message>
      <source>No ZOC (7.0)</source>
      <translation>Sin ZOC (7.0)</translation>
    </message>
    <message>
      <source>in supply</source>
      <translation>en suministro</translation>
    </message>
    <message>
      <source>OUT of supply</source>
      <translation>FUERA de suministro</translation>
    </message>
    <message>
      <source>in C&amp;C</source>
      <translation>en C&amp;C</translation>
    </message>
    <message>
      <source>OUT of C&amp;C</source>
      <translation>FUERA de C&amp;C</translation>
    </message>
    <message>
      <source>A Soviet unit here would be {soviet} (8.1); a German unit {german} (9.2)</source>
      <translation>Una unidad soviética aquí estaría {soviet} (8.1); una alemana, {german} (9.2)</translation>
    </message>
    <message>
      <source>active (12.4)</source>
      <translation>activo (12.4)</translation>
    </message>
    <message>
      <source>negated: {reason}</source>
      <translation>anulado: {reason}</translation>
    </message>
    <message>
      <source>{name} traffic range, {state}</source>
      <translation>alcance de tráfico de {name}, {state}</translation>
    </message>
    <message>
      <source>{name} combat range (13.4)</source>
      <translation>alcance de combate de {name} (13.4)</translation>
    </message>
    <message>
      <source>{unit} ({steps}/{most} steps)</source>
      <translation>{unit} ({steps}/{most} pasos)</translation>
    </message>
    <message>
      <source> + {hidden} hidden (6.3)</source>
      <translation> + {hidden} ocultas (6.3)</translation>
    </message>
    <message>
      <source>Units: </source>
      <translation>Unidades: </translation>
    </message>
    <message>
      <source>{hex} is over the limit: the {side} player will remove units (6.0)</source>
      <translation>{hex} supera el límite de apilamiento: el jugador {side} eliminará unidades (6.0)</translation>
    </message>
  </context>
  <context>
    <name>HexSetTool</name>
    <message>
      <source>Hex set:</source>
      <translation>Conjunto de hexs:</translation>
    </message>
  </context>
  <context>
    <name>HexSets</name>
    <message>
      <source>Soviet supply sources (8.2)</source>
      <translation>Fuentes de suministro soviéticas (8.2)</translation>
    </message>
    <message>
      <source>German C&amp;C sources (9.2)</source>
      <translation>Fuentes de C&amp;C alemanas (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hexes (4.1)</source>
      <translation>Hexs de salida soviéticos (4.1)</translation>
    </message>
    <message>
      <source>German entry hexes (10.1)</source>
      <translation>Hexs de entrada alemanes (10.1)</translation>
    </message>
    <message>
      <source>Soviet restriction zone (12.5)</source>
      <translation>Zona de restricción soviética (12.5)</translation>
    </message>
  </context>
  <context>
    <name>ImportDialog</name>
    <message>
      <source>Import {source}</source>
      <translation>Importar {source}</translation>
    </message>
    <message>
      <source>The map shows the import, outlined. It adds and leaves out:</source>
      <translation>El mapa muestra la importación, resaltada. Añade y omite:</translation>
    </message>
    <message>
      <source>What the import adds, and each feature it leaves out with the reason</source>
      <translation>Lo que añade la importación, y cada elemento que omite con el motivo</translation>
    </message>
    <message>
      <source>Type a name to import the point as a town; one left without a name is left out</source>
      <translation>Escriba un nombre para importar el punto como población; el que quede sin nombre se omite</translation>
    </message>
    <message numerus="yes">
      <source>%n point(s) have no name. Type one to import a point as a town:</source>
      <translation>
        <numerusform>%n punto no tiene nombre. Escriba uno para importarlo como población:</numerusform>
        <numerusform>%n puntos no tienen nombre. Escriba uno para importar un punto como población:</numerusform>
      </translation>
    </message>
    <message>
      <source>Import</source>
      <translation>Importar</translation>
    </message>
    <message>
      <source>Add these rivers, towns and lakes to the map; Undo takes them back</source>
      <translation>Añadir estos ríos, poblaciones y lagos al mapa; Deshacer los devuelve</translation>
    </message>
    <message>
      <source>Feature</source>
      <translation>Elemento</translation>
    </message>
    <message>
      <source>Hex</source>
      <translation>Hex</translation>
    </message>
    <message>
      <source>Properties</source>
      <translation>Propiedades</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
  </context>
  <context>
    <name>JumpDialog</name>
    <message>
      <source>Go to turn and phase</source>
      <translation>Ir a turno y fase</translation>
    </message>
    <message>
      <source>The turn to go to</source>
      <translation>El turno al que ir</translation>
    </message>
    <message>
      <source>The phase of that turn to go to: the viewer shows its first step</source>
      <translation>La fase de ese turno a la que ir: el visor muestra su primer paso</translation>
    </message>
    <message>
      <source>Turn</source>
      <translation>Turno</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Fase</translation>
    </message>
  </context>
  <context>
    <name>Legend</name>
    <message>
      <source>Map</source>
      <translation>Mapa</translation>
    </message>
    <message>
      <source>Counters</source>
      <translation>Fichas</translation>
    </message>
  </context>
  <context>
    <name>LookSession</name>
    <message>
      <source>this is a look at an online game: no command can be given</source>
      <translation>esto es un vistazo a una partida en línea: no se puede dar ninguna orden</translation>
    </message>
  </context>
  <context>
    <name>LookWindow</name>
    <message>
      <source>A look at an online game from the {side} side at turn {turn}, {phase}: read-only</source>
      <translation>Vistazo a una partida en línea desde el bando {side} en el turno {turn}, {phase}: solo lectura</translation>
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
      <translation>Listo</translation>
    </message>
    <message>
      <source>REFEREE VIEW: both sides' stacks are shown</source>
      <translation>VISTA DE ÁRBITRO: se muestran los apilamientos de ambos bandos</translation>
    </message>
    <message>
      <source>This game is over.</source>
      <translation>Esta partida ha terminado.</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Fase</translation>
    </message>
    <message>
      <source>Combat and decisions</source>
      <translation>Combate y decisiones</translation>
    </message>
    <message>
      <source>Tray</source>
      <translation>Bandeja</translation>
    </message>
    <message>
      <source>Stack</source>
      <translation>Apilamiento</translation>
    </message>
    <message>
      <source>Legend</source>
      <translation>Leyenda</translation>
    </message>
    <message>
      <source>Event log</source>
      <translation>Registro</translation>
    </message>
    <message>
      <source>Victory points</source>
      <translation>Victoria</translation>
    </message>
    <message>
      <source>Overview</source>
      <translation>Vista general</translation>
    </message>
    <message>
      <source>new game</source>
      <translation>partida nueva</translation>
    </message>
    <message>
      <source> - REFEREE VIEW (both sides shown)</source>
      <translation> - VISTA DE ÁRBITRO (ambos bandos visibles)</translation>
    </message>
    <message>
      <source>{scenario} - {file}{referee} - panzer-qt</source>
      <translation>{scenario} - {file}{referee} - panzer-qt</translation>
    </message>
    <message>
      <source>Not allowed: {message}</source>
      <translation>No permitido: {message}</translation>
    </message>
    <message>
      <source>Autosave failed, the game goes on unsaved: {reason}</source>
      <translation>Falló el autoguardado, la partida sigue sin guardar: {reason}</translation>
    </message>
  </context>
  <context>
    <name>MapKeys</name>
    <message>
      <source>Soviet supply source (8.1)</source>
      <translation>Fuente de suministro soviética (8.1)</translation>
    </message>
    <message>
      <source>German C&amp;C source (9.2)</source>
      <translation>Fuente de C&amp;C alemana (9.2)</translation>
    </message>
    <message>
      <source>Soviet exit hex: units may leave the map here (4.1)</source>
      <translation>Hex de salida soviético: las unidades pueden salir del mapa por aquí (4.1)</translation>
    </message>
    <message>
      <source>German entry hex for reinforcements (10.1)</source>
      <translation>Hex de entrada alemán para refuerzos (10.1)</translation>
    </message>
    <message>
      <source>clear</source>
      <translation>claro</translation>
    </message>
    <message>
      <source>forest: mechanized units pay more (12.2)</source>
      <translation>bosque: las unidades mecanizadas pagan más (12.2)</translation>
    </message>
    <message>
      <source>rough: costs mechanized units more; shifts combat odds (12.2)</source>
      <translation>abrupto: cuesta más a las unidades mecanizadas; desplaza la proporción de combate (12.2)</translation>
    </message>
    <message>
      <source>marsh: dear for mechanized units (12.2)</source>
      <translation>pantano: caro para las unidades mecanizadas (12.2)</translation>
    </message>
    <message>
      <source>river: crossing costs extra MP by a die (12.3)</source>
      <translation>río: cruzarlo cuesta PM adicionales según un dado (12.3)</translation>
    </message>
    <message>
      <source>major river (Dnestr, Bug, Prut): die +1 (12.3)</source>
      <translation>río principal (Dnestr, Bug, Prut): dado +1 (12.3)</translation>
    </message>
    <message>
      <source>town: see the Tables (F2) for its effects</source>
      <translation>población: consulta las Tablas (F2) para sus efectos</translation>
    </message>
    <message>
      <source>fortified locality</source>
      <translation>localidad fortificada</translation>
    </message>
    <message>
      <source>Soviet operational restriction zone (12.5)</source>
      <translation>Zona de restricción operacional soviética (12.5)</translation>
    </message>
    <message>
      <source>type, size, name; attack-defence factors; one pip per step, filled while it is left</source>
      <translation>tipo, tamaño, nombre; factores de ataque-defensa; un punto por paso, relleno mientras lo conserve</translation>
    </message>
    <message>
      <source>a step lost: lighter counter, dot top left, hollow pip (2.6)</source>
      <translation>un paso perdido: ficha más clara, punto arriba a la izquierda, punto hueco (2.6)</translation>
    </message>
    <message>
      <source>a stack of 3 counters, the top one shown; hover to fan out what you may see (6.3)</source>
      <translation>un apilamiento de 3 fichas, se muestra la superior; pasa el ratón por encima para desplegar lo que puedes ver (6.3)</translation>
    </message>
  </context>
  <context>
    <name>Messages</name>
    <message>
      <source>{path}

This file cannot be used: it is not a scenario or saved game this program can read.</source>
      <translation>{path}

No se puede usar este archivo: no es un escenario ni una partida guardada que este programa sepa leer.</translation>
    </message>
    <message>
      <source>

First problem: {problems}</source>
      <translation>

Primer problema: {problems}</translation>
    </message>
    <message numerus="yes">
      <source>

%n more problem(s) in the details.</source>
      <translation>
        <numerusform>

%n problema más en los detalles.</numerusform>
        <numerusform>

%n problemas más en los detalles.</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>MiniMap</name>
    <message>
      <source>The whole map: the red frame is what the map shows; click or drag to move there</source>
      <translation>El mapa entero: el marco rojo es lo que muestra el mapa; pulsa o arrastra para ir allí</translation>
    </message>
  </context>
  <context>
    <name>Minimap</name>
    <message>
      <source>The whole map; click or drag to show that part of it</source>
      <translation>El mapa entero; un clic o un arrastre muestra esa parte</translation>
    </message>
  </context>
  <context>
    <name>NewDialog</name>
    <message>
      <source>New scenario</source>
      <translation>Escenario nuevo</translation>
    </message>
    <message>
      <source>The scenario's name, shown in the title bar and the New Game dialog</source>
      <translation>El nombre del escenario, que se ve en la barra de título y en el diálogo Nueva partida</translation>
    </message>
    <message>
      <source>Hex columns from west to east (1 to {most})</source>
      <translation>Columnas de hexes de oeste a este (de 1 a {most})</translation>
    </message>
    <message>
      <source>Hexes in an odd column from north to south (2 to {most})</source>
      <translation>Hexes de una columna impar de norte a sur (de 2 a {most})</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Nombre:</translation>
    </message>
    <message>
      <source>Columns:</source>
      <translation>Columnas:</translation>
    </message>
    <message>
      <source>Rows (odd columns; even ones have one less):</source>
      <translation>Filas (columnas impares; las pares tienen una menos):</translation>
    </message>
    <message>
      <source>Create</source>
      <translation>Crear</translation>
    </message>
    <message>
      <source>Start a new scenario with an empty map of this size</source>
      <translation>Empezar un escenario nuevo con un mapa vacío de este tamaño</translation>
    </message>
  </context>
  <context>
    <name>NewGameDialog</name>
    <message>
      <source>New game</source>
      <translation>Partida nueva</translation>
    </message>
    <message>
      <source>The scenario file the game starts from</source>
      <translation>El archivo de escenario con el que empieza la partida</translation>
    </message>
    <message>
      <source>Browse...</source>
      <translation>Examinar...</translation>
    </message>
    <message>
      <source>Choose another scenario file</source>
      <translation>Elegir otro archivo de escenario</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation>Escenario</translation>
    </message>
    <message>
      <source>Reproducible dice from seed</source>
      <translation>Dados reproducibles a partir de una semilla</translation>
    </message>
    <message>
      <source>Unticked, the dice are fresh and random: nobody can foresee a roll</source>
      <translation>Sin marcar, los dados son nuevos y aleatorios: nadie puede prever una tirada</translation>
    </message>
    <message>
      <source>The same seed and the same moves give the same dice</source>
      <translation>La misma semilla y las mismas jugadas dan los mismos dados</translation>
    </message>
    <message>
      <source>Dice</source>
      <translation>Dados</translation>
    </message>
    <message>
      <source>Rivers cost a flat +3 MP, no roll (optional 12.3)</source>
      <translation>Los ríos cuestan +3 PM fijos, sin tirada (opcional 12.3)</translation>
    </message>
    <message>
      <source>The default is set in Settings</source>
      <translation>El valor por defecto se fija en Configuración</translation>
    </message>
    <message>
      <source>German player sets up by hand (3.2)</source>
      <translation>El jugador alemán despliega a mano (3.2)</translation>
    </message>
    <message>
      <source>Unticked, the German units start on their set-up hexes and the set-up ends at once</source>
      <translation>Sin marcar, las unidades alemanas empiezan en sus hexes de despliegue y el despliegue termina enseguida</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Escenarios (*.json)</translation>
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
      <translation>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Ataque&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Attack total&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{attack_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Total de ataque&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{attack_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Defence&lt;/th&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th colspan=3 align=left&gt;Defensa&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n unknown unit(s)</source>
      <translation>
        <numerusform>%n unidad desconocida</numerusform>
        <numerusform>%n unidades desconocidas</numerusform>
      </translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;{units} (hidden until declared, 6.3)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;?&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;{units} (ocultas hasta la declaración, 6.3)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;?&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>at least </source>
      <translation>al menos </translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Defence total&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{at_least}{defence_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Total de defensa&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{at_least}{defence_total}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;Raw odds (13.8)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{raw_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;Proporción inicial (13.8)&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{raw_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message numerus="yes">
      <source>%n column(s)</source>
      <translation>
        <numerusform>%n columna</numerusform>
        <numerusform>%n columnas</numerusform>
      </translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;{reason}{rule}&lt;/td&gt;&lt;td align=right&gt;{columns}&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;{reason}{rule}&lt;/td&gt;&lt;td align=right&gt;{columns}&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Final column&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{final_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
      <translation>&lt;tr&gt;&lt;td&gt;&lt;b&gt;Columna final&lt;/b&gt;&lt;/td&gt;&lt;td align=right&gt;&lt;b&gt;{final_label}&lt;/b&gt;&lt;/td&gt;&lt;td&gt;&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
    </message>
    <message>
      <source>automatic result without a roll: &lt;b&gt;{value}&lt;/b&gt; (13.8.1)</source>
      <translation>resultado automático sin tirada: &lt;b&gt;{value}&lt;/b&gt; (13.8.1)</translation>
    </message>
    <message>
      <source>chances </source>
      <translation>probabilidades </translation>
    </message>
    <message>
      <source>Column {final_label}</source>
      <translation>Columna {final_label}</translation>
    </message>
    <message>
      <source> at best</source>
      <translation> como mucho</translation>
    </message>
    <message numerus="yes">
      <source>; %n hidden defender(s) may lower it (6.3)</source>
      <translation>
        <numerusform>; %n defensor oculto puede bajarla (6.3)</numerusform>
        <numerusform>; %n defensores ocultos pueden bajarla (6.3)</numerusform>
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
      <translation>Esperando al adversario: {what}</translation>
    </message>
    <message>
      <source>Your move: {what}</source>
      <translation>Te toca: {what}</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partida terminada</translation>
    </message>
    <message>
      <source>Connection lost, reconnecting (next try in {seconds} s)</source>
      <translation>Conexión perdida, reconectando (próximo intento en {seconds} s)</translation>
    </message>
    <message>
      <source>Reconnected</source>
      <translation>Reconectado</translation>
    </message>
    <message>
      <source>opponent online</source>
      <translation>adversario conectado</translation>
    </message>
    <message>
      <source>opponent offline</source>
      <translation>adversario desconectado</translation>
    </message>
  </context>
  <context>
    <name>OnlineDialogs</name>
    <message>
      <source>Server</source>
      <translation>Servidor</translation>
    </message>
    <message>
      <source>Your name</source>
      <translation>Tu nombre</translation>
    </message>
    <message>
      <source>Connecting to {server}...</source>
      <translation>Conectando con {server}...</translation>
    </message>
    <message>
      <source>Cannot open the game: {message}</source>
      <translation>No se puede abrir la partida: {message}</translation>
    </message>
    <message>
      <source>The referee server: ws://HOST:PORT or wss://HOST:PORT</source>
      <translation>El servidor árbitro: ws://HOST:PUERTO o wss://HOST:PUERTO</translation>
    </message>
    <message>
      <source>New online game</source>
      <translation>Nueva partida en línea</translation>
    </message>
    <message>
      <source>The scenario file, uploaded with the game</source>
      <translation>El archivo de escenario, que se sube con la partida</translation>
    </message>
    <message>
      <source>Browse...</source>
      <translation>Examinar...</translation>
    </message>
    <message>
      <source>Scenario</source>
      <translation>Escenario</translation>
    </message>
    <message>
      <source>Your side</source>
      <translation>Tu bando</translation>
    </message>
    <message>
      <source>Rivers cost a flat +3 MP, no roll (optional 12.3)</source>
      <translation>Los ríos cuestan +3 PM fijos, sin tirada (opcional 12.3)</translation>
    </message>
    <message>
      <source>German player sets up by hand (3.2)</source>
      <translation>El jugador alemán despliega a mano (3.2)</translation>
    </message>
    <message>
      <source>Create and Open</source>
      <translation>Crear y abrir</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copiar</translation>
    </message>
    <message>
      <source>Opponent's code</source>
      <translation>Código del adversario</translation>
    </message>
    <message>
      <source>Opponent's link</source>
      <translation>Enlace del adversario</translation>
    </message>
    <message>
      <source>Scenarios (*.json)</source>
      <translation>Escenarios (*.json)</translation>
    </message>
    <message>
      <source>Creating the game on {server}...</source>
      <translation>Creando la partida en {server}...</translation>
    </message>
    <message>
      <source>Cannot create the game: {reason}</source>
      <translation>No se puede crear la partida: {reason}</translation>
    </message>
    <message>
      <source>The game is open. Give your opponent the code or the link.</source>
      <translation>La partida está abierta. Da a tu adversario el código o el enlace.</translation>
    </message>
    <message>
      <source>Join online game</source>
      <translation>Unirse a una partida en línea</translation>
    </message>
    <message>
      <source>The code your opponent gave you, or the panzer-qt:// link</source>
      <translation>El código que te dio tu adversario, o el enlace panzer-qt://</translation>
    </message>
    <message>
      <source>Code or link</source>
      <translation>Código o enlace</translation>
    </message>
    <message>
      <source>Join</source>
      <translation>Unirse</translation>
    </message>
    <message>
      <source>My online games</source>
      <translation>Mis partidas en línea</translation>
    </message>
    <message>
      <source>Opponent</source>
      <translation>Adversario</translation>
    </message>
    <message>
      <source>Turn</source>
      <translation>Turno</translation>
    </message>
    <message>
      <source>Phase</source>
      <translation>Fase</translation>
    </message>
    <message>
      <source>Whose move</source>
      <translation>A quién le toca</translation>
    </message>
    <message>
      <source>Last move</source>
      <translation>Última jugada</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <source>Resign...</source>
      <translation>Rendirse...</translation>
    </message>
    <message>
      <source>Remove</source>
      <translation>Quitar</translation>
    </message>
    <message>
      <source>Forget this game here (the server keeps it)</source>
      <translation>Olvidar esta partida aquí (el servidor la conserva)</translation>
    </message>
    <message>
      <source>Refresh</source>
      <translation>Actualizar</translation>
    </message>
    <message>
      <source>No online game is kept here yet: start one with File &gt; New Online Game, or join one with File &gt; Join Online Game.</source>
      <translation>Aún no se guarda aquí ninguna partida en línea: empieza una con Archivo &gt; Nueva partida en línea, o únete a una con Archivo &gt; Unirse a una partida en línea.</translation>
    </message>
    <message>
      <source>Cannot update the list: {reason}</source>
      <translation>No se puede actualizar la lista: {reason}</translation>
    </message>
    <message>
      <source>Resign</source>
      <translation>Rendirse</translation>
    </message>
    <message>
      <source>Resign the game of {scenario}? Your opponent wins.</source>
      <translation>¿Rendirse en la partida de {scenario}? Gana tu adversario.</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partida terminada</translation>
    </message>
    <message>
      <source>Yours</source>
      <translation>A ti</translation>
    </message>
    <message>
      <source>Your opponent's</source>
      <translation>A tu adversario</translation>
    </message>
    <message>
      <source>Resigned.</source>
      <translation>Rendido.</translation>
    </message>
  </context>
  <context>
    <name>OnlineParts</name>
    <message>
      <source>New Online Game...</source>
      <translation>Nueva partida en línea...</translation>
    </message>
    <message>
      <source>Join Online Game...</source>
      <translation>Unirse a una partida en línea...</translation>
    </message>
    <message>
      <source>My Online Games...</source>
      <translation>Mis partidas en línea...</translation>
    </message>
    <message>
      <source>Online game</source>
      <translation>Partida en línea</translation>
    </message>
    <message>
      <source>Chat</source>
      <translation>Chat</translation>
    </message>
    <message>
      <source>{scenario} - online, {side} side - panzer-qt</source>
      <translation>{scenario} - en línea, bando {side} - panzer-qt</translation>
    </message>
    <message>
      <source>Your move - {title}</source>
      <translation>Te toca - {title}</translation>
    </message>
    <message>
      <source>Your move</source>
      <translation>Te toca</translation>
    </message>
    <message>
      <source>{scenario}: your opponent has played</source>
      <translation>{scenario}: tu adversario ha jugado</translation>
    </message>
    <message>
      <source>Open the full record in the replay viewer</source>
      <translation>Abrir el registro completo en el visor de repeticiones</translation>
    </message>
    <message>
      <source>The server says: {message}</source>
      <translation>El servidor dice: {message}</translation>
    </message>
  </context>
  <context>
    <name>OnlineSession</name>
    <message>
      <source>Saved {saved}: your side's view only, as it is now; it reopens as a read-only look at this moment</source>
      <translation>Guardado {saved}: solo la vista de tu bando, tal como está ahora; se vuelve a abrir como un vistazo de solo lectura a este momento</translation>
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
      <translation>identificador único de la unidad</translation>
    </message>
    <message>
      <source>Name</source>
      <translation>Nombre</translation>
    </message>
    <message>
      <source>Side</source>
      <translation>Bando</translation>
    </message>
    <message>
      <source>Type</source>
      <translation>Tipo</translation>
    </message>
    <message>
      <source>unit type (2.4)</source>
      <translation>tipo de unidad (2.4)</translation>
    </message>
    <message>
      <source>Size</source>
      <translation>Tamaño</translation>
    </message>
    <message>
      <source>organizational size (2.4)</source>
      <translation>tamaño organizativo (2.4)</translation>
    </message>
    <message>
      <source>Mobility</source>
      <translation>Movilidad</translation>
    </message>
    <message>
      <source>mobility class (12.1)</source>
      <translation>clase de movilidad (12.1)</translation>
    </message>
    <message>
      <source>Steps</source>
      <translation>Pasos</translation>
    </message>
    <message>
      <source>attack-defence of each step, full strength first (2.6)</source>
      <translation>ataque-defensa de cada paso, primero la fuerza completa (2.6)</translation>
    </message>
    <message>
      <source>Set-up hex</source>
      <translation>Hex de despliegue</translation>
    </message>
    <message>
      <source>where the unit sets up (3.2); click the map with the Set-up tool</source>
      <translation>dónde se despliega la unidad (3.2); pulsa el mapa con la herramienta Despliegue</translation>
    </message>
    <message>
      <source>Arrives</source>
      <translation>Llega</translation>
    </message>
    <message>
      <source>turn of arrival of a reinforcement (10.1)</source>
      <translation>turno de llegada de un refuerzo (10.1)</translation>
    </message>
    <message>
      <source>Abilities</source>
      <translation>Capacidades</translation>
    </message>
    <message>
      <source>flags: </source>
      <translation>indicadores: </translation>
    </message>
    <message>
      <source>Formation</source>
      <translation>Formación</translation>
    </message>
    <message>
      <source>Available</source>
      <translation>Disponible</translation>
    </message>
    <message>
      <source>turn the marker becomes available (10.2)</source>
      <translation>turno en que el marcador pasa a estar disponible (10.2)</translation>
    </message>
    <message>
      <source>Deployed from</source>
      <translation>Desplegable desde</translation>
    </message>
    <message>
      <source>first turn it may be deployed (5.3)</source>
      <translation>primer turno en que puede desplegarse (5.3)</translation>
    </message>
    <message>
      <source>Show only the units whose row holds this text</source>
      <translation>Mostrar solo las unidades cuya fila contiene este texto</translation>
    </message>
    <message>
      <source>Filter units (any column)</source>
      <translation>Filtrar unidades (cualquier columna)</translation>
    </message>
    <message>
      <source>Add German</source>
      <translation>Añadir alemana</translation>
    </message>
    <message>
      <source>Add a German unit to the order of battle</source>
      <translation>Añadir una unidad alemana al orden de batalla</translation>
    </message>
    <message>
      <source>Add Soviet</source>
      <translation>Añadir soviética</translation>
    </message>
    <message>
      <source>Add a Soviet unit to the order of battle</source>
      <translation>Añadir una unidad soviética al orden de batalla</translation>
    </message>
    <message>
      <source>Duplicate</source>
      <translation>Duplicar</translation>
    </message>
    <message>
      <source>Add a copy of the chosen unit</source>
      <translation>Añadir una copia de la unidad elegida</translation>
    </message>
    <message>
      <source>Delete</source>
      <translation>Borrar</translation>
    </message>
    <message>
      <source>Remove the chosen unit</source>
      <translation>Quitar la unidad elegida</translation>
    </message>
    <message>
      <source>Korpsgruppe markers (10.2):</source>
      <translation>Marcadores Korpsgruppe (10.2):</translation>
    </message>
    <message>
      <source>Add KG</source>
      <translation>Añadir KG</translation>
    </message>
    <message>
      <source>Add a Korpsgruppe marker</source>
      <translation>Añadir un marcador Korpsgruppe</translation>
    </message>
    <message>
      <source>Delete KG</source>
      <translation>Borrar KG</translation>
    </message>
    <message>
      <source>Remove the chosen Korpsgruppe marker</source>
      <translation>Quitar el marcador Korpsgruppe elegido</translation>
    </message>
    <message>
      <source>{name}: {max_steps} steps, as drawn in the game</source>
      <translation>{name}: {max_steps} pasos, tal como se dibuja en el juego</translation>
    </message>
    <message>
      <source>Add a {side} unit</source>
      <translation>Añadir una unidad del bando {side}</translation>
    </message>
    <message>
      <source>Duplicate {unit_id}</source>
      <translation>Duplicar {unit_id}</translation>
    </message>
    <message>
      <source>Delete {unit_id}</source>
      <translation>Borrar {unit_id}</translation>
    </message>
    <message>
      <source>Deleted {unit} ({unit_id}), set up in {hex}; Undo puts it back</source>
      <translation>Borrada {unit} ({unit_id}), desplegada en {hex}; Deshacer la devuelve</translation>
    </message>
    <message>
      <source>Deleted {unit} ({unit_id}), arriving on turn {turn}; Undo puts it back</source>
      <translation>Borrada {unit} ({unit_id}), que llegaba en el turno {turn}; Deshacer la devuelve</translation>
    </message>
    <message>
      <source>Add KG marker</source>
      <translation>Añadir marcador KG</translation>
    </message>
    <message>
      <source>Delete KG marker</source>
      <translation>Borrar marcador KG</translation>
    </message>
  </context>
  <context>
    <name>Overlays</name>
    <message>
      <source>Highlights</source>
      <translation>Resaltados</translation>
    </message>
    <message>
      <source>Movement range</source>
      <translation>Alcance de movimiento</translation>
    </message>
    <message>
      <source>Supply / C&amp;C</source>
      <translation>Suministro / C&amp;C</translation>
    </message>
    <message>
      <source>German ZOC</source>
      <translation>ZOC alemana</translation>
    </message>
    <message>
      <source>Soviet ZOC</source>
      <translation>ZOC soviética</translation>
    </message>
    <message>
      <source>KG ranges</source>
      <translation>Alcances KG</translation>
    </message>
    <message>
      <source>Town control</source>
      <translation>Control de poblaciones</translation>
    </message>
    <message>
      <source>can end its move here; MP spent printed (12.0)</source>
      <translation>puede terminar aquí su movimiento; se indican los PM gastados (12.0)</translation>
    </message>
    <message>
      <source>path crosses a river: a die sets the cost, the dearest printed (12.3)</source>
      <translation>el camino cruza un río: un dado fija el coste, se indica el más caro (12.3)</translation>
    </message>
    <message>
      <source>only a good river roll gets there; the move may stop short (12.3, R43)</source>
      <translation>solo una buena tirada de río llega allí; el movimiento puede quedarse corto (12.3, R43)</translation>
    </message>
    <message>
      <source>inside the dotted line, ending here over-stacks the hex ('!' after the MP); it is thinned at the segment's end (R52)</source>
      <translation>dentro de la línea de puntos, terminar aquí sobreapila el hex ('!' tras los PM); se aclara al final del segmento (R52)</translation>
    </message>
    <message>
      <source>the selected stack</source>
      <translation>el apilamiento seleccionado</translation>
    </message>
    <message>
      <source>the stack may leave the map from here (4.1)</source>
      <translation>el apilamiento puede salir del mapa desde aquí (4.1)</translation>
    </message>
    <message>
      <source>path to the hex under the cursor, MP left; numbered: the waypoints of the route (Alt+click)</source>
      <translation>camino al hex bajo el cursor, PM restantes; numerados: los puntos de paso de la ruta (Alt+clic)</translation>
    </message>
    <message>
      <source>a Soviet unit here is in supply (8.1)</source>
      <translation>una unidad soviética aquí está en suministro (8.1)</translation>
    </message>
    <message>
      <source>a German unit here is in C&amp;C (9.2)</source>
      <translation>una unidad alemana aquí está en C&amp;C (9.2)</translation>
    </message>
    <message>
      <source>stack out of supply / C&amp;C</source>
      <translation>apilamiento fuera de suministro / C&amp;C</translation>
    </message>
    <message>
      <source>the selected unit's supply / C&amp;C path</source>
      <translation>la ruta de suministro / C&amp;C de la unidad seleccionada</translation>
    </message>
    <message>
      <source>German zone of control (7.0)</source>
      <translation>Zona de control alemana (7.0)</translation>
    </message>
    <message>
      <source>Soviet zone of control (7.0)</source>
      <translation>Zona de control soviética (7.0)</translation>
    </message>
    <message>
      <source>KG traffic range, active (12.4)</source>
      <translation>Alcance de tráfico KG, activo (12.4)</translation>
    </message>
    <message>
      <source>KG traffic range, negated (12.4)</source>
      <translation>Alcance de tráfico KG, anulado (12.4)</translation>
    </message>
    <message>
      <source>the Soviet ZOC hex that negates it (12.4)</source>
      <translation>el hex en ZOC soviética que lo anula (12.4)</translation>
    </message>
    <message>
      <source>KG combat range, two hexes (13.4)</source>
      <translation>Alcance de combate KG, dos hexs (13.4)</translation>
    </message>
    <message>
      <source>town held by the German side; its VP value printed (4.1)</source>
      <translation>población en poder del bando alemán; se indica su valor en VP (4.1)</translation>
    </message>
    <message>
      <source>town held by the Soviet side: its VP count for the Soviets (4.1)</source>
      <translation>población en poder del bando soviético: sus VP cuentan para los soviéticos (4.1)</translation>
    </message>
    <message>
      <source>attack target</source>
      <translation>objetivo del ataque</translation>
    </message>
    <message>
      <source>attacking units</source>
      <translation>unidades atacantes</translation>
    </message>
    <message>
      <source>probing attack possible</source>
      <translation>posible ataque de tanteo</translation>
    </message>
    <message>
      <source>legal retreat hexes</source>
      <translation>hexs de retirada permitidos</translation>
    </message>
    <message>
      <source>advance after combat</source>
      <translation>avance después del combate</translation>
    </message>
    <message>
      <source>steps lost, units eliminated</source>
      <translation>pasos perdidos, unidades eliminadas</translation>
    </message>
    <message>
      <source>legal placement hexes</source>
      <translation>hexs de colocación permitidos</translation>
    </message>
    <message>
      <source>hexes of the chosen log entry</source>
      <translation>hexs de la entrada elegida del registro</translation>
    </message>
    <message>
      <source>the computer's suggestion (H; Enter plays it)</source>
      <translation>la sugerencia del ordenador (H; Intro la juega)</translation>
    </message>
    <message>
      <source>what blocks the selected unit's supply / C&amp;C line (8.0, 9.2)</source>
      <translation>lo que bloquea la línea de suministro / C&amp;C de la unidad seleccionada (8.0, 9.2)</translation>
    </message>
    <message>
      <source>the line to a source it would need (8.0, 9.2)</source>
      <translation>la línea hasta una fuente que necesitaría (8.0, 9.2)</translation>
    </message>
    <message>
      <source>over the stacking limit: thinned at the segment's end (6.0)</source>
      <translation>por encima del límite de apilamiento: se reduce al final del segmento (6.0)</translation>
    </message>
    <message>
      <source>over the stacking limit: thinned at the end of the segment (R52)</source>
      <translation>por encima del límite de apilamiento: se aclara al final del segmento (R52)</translation>
    </message>
    <message>
      <source>the move stops here: enemy zone of control (7.2)</source>
      <translation>el movimiento se detiene aquí: zona de control enemiga (7.2)</translation>
    </message>
    <message>
      <source>only with a good river roll: {hid} MP at best (12.3, R43)</source>
      <translation>solo con una buena tirada de río: {hid} PM como mínimo (12.3, R43)</translation>
    </message>
    <message>
      <source>{left} MP left at worst: a river roll may cost less (12.3)</source>
      <translation>quedan {left} PM en el peor caso: una tirada de río puede costar menos (12.3)</translation>
    </message>
    <message>
      <source>{left} MP left</source>
      <translation>quedan {left} PM</translation>
    </message>
  </context>
  <context>
    <name>PhaseBar</name>
    <message>
      <source>Move/Fight</source>
      <translation>Mover/Combatir</translation>
    </message>
    <message>
      <source>Fight/Move</source>
      <translation>Combatir/Mover</translation>
    </message>
    <message>
      <source>Dice: </source>
      <translation>Dados: </translation>
    </message>
    <message>
      <source>draw from 28 VP (4.3)</source>
      <translation>empate desde 28 VP (4.3)</translation>
    </message>
    <message>
      <source>Soviet victory from 32 VP (4.3)</source>
      <translation>victoria soviética desde 32 VP (4.3)</translation>
    </message>
    <message>
      <source>Announce {sequence} for this turn (5.4)</source>
      <translation>Anunciar {sequence} para este turno (5.4)</translation>
    </message>
    <message>
      <source>End Phase</source>
      <translation>Fin de fase</translation>
    </message>
    <message>
      <source>Finish the current phase or segment (Ctrl+E); asks first while stacks could still act</source>
      <translation>Termina la fase o el segmento actual (Ctrl+E); pregunta antes si quedan apilamientos que podrían actuar</translation>
    </message>
    <message>
      <source>Turn {turn} of {last}</source>
      <translation>Turno {turn} de {last}</translation>
    </message>
    <message>
      <source>{acting} to act</source>
      <translation>juega el {acting}</translation>
    </message>
    <message>
      <source>game over</source>
      <translation>partida terminada</translation>
    </message>
    <message>
      <source>This turn's weather and ground (5.1)</source>
      <translation>El tiempo y la condición del terreno de este turno (5.1)</translation>
    </message>
    <message>
      <source>CAS G {german} / S {soviet}</source>
      <translation>CAS A {german} / S {soviet}</translation>
    </message>
    <message>
      <source>Close air support markers left to each side this turn (5.2)</source>
      <translation>Marcadores de apoyo aéreo al combate que le quedan a cada bando este turno (5.2)</translation>
    </message>
    <message>
      <source>Soviet VP {vp}</source>
      <translation>VP sov. {vp}</translation>
    </message>
  </context>
  <context>
    <name>PhaseScale</name>
    <message>
      <source>Turn {turn}</source>
      <translation>Turno {turn}</translation>
    </message>
  </context>
  <context>
    <name>PlayTool</name>
    <message>
      <source>Warning: {hid} is {warning}</source>
      <translation>Atención: {hid} queda {warning}</translation>
    </message>
    <message>
      <source>Cannot route through {hex}: {reason} ({rule})</source>
      <translation>No se puede pasar por {hex}: {reason} ({rule})</translation>
    </message>
    <message>
      <source>Waypoint {n} at {hex}: {left}; click it to end the move there, Backspace takes it back</source>
      <translation>Punto de paso {n} en {hex}: {left}; púlsalo para terminar allí el movimiento, Retroceso lo quita</translation>
    </message>
    <message>
      <source>Waypoint {n} at {hex}: {left}. Alt+click another or click where the move ends; Backspace takes the waypoint back, Esc all of them</source>
      <translation>Punto de paso {n} en {hex}: {left}. Alt+clic en otro o pulsa donde termina el movimiento; Retroceso quita el punto de paso, Esc todos</translation>
    </message>
    <message>
      <source>Cannot move to {hid}: it lies beyond the stack's reach this phase (12.2)</source>
      <translation>No se puede mover a {hid}: está fuera del alcance del apilamiento en esta fase (12.2)</translation>
    </message>
    <message>
      <source>Cannot move to {hid}: {message} ({rule})</source>
      <translation>No se puede mover a {hid}: {message} ({rule})</translation>
    </message>
  </context>
  <context>
    <name>PlayerChoice</name>
    <message>
      <source>Random</source>
      <translation>Aleatorio</translation>
    </message>
    <message>
      <source>Greedy</source>
      <translation>Voraz</translation>
    </message>
    <message>
      <source>Computer player</source>
      <translation>Jugador del ordenador</translation>
    </message>
    <message>
      <source>Who plays the {side} side</source>
      <translation>Quién juega el bando {side}</translation>
    </message>
    <message>
      <source>level </source>
      <translation>nivel </translation>
    </message>
    <message>
      <source>The computer player's level: 1 quick, 2 standard, 3 deep</source>
      <translation>El nivel del jugador del ordenador: 1 rápido, 2 normal, 3 profundo</translation>
    </message>
  </context>
  <context>
    <name>Preview</name>
    <message>
      <source>{town} ({hex}) passes to the {side} side: {vp:+d} Soviet VP (4.1)</source>
      <translation>{town} ({hex}) pasa al bando {side}: {vp:+d} VP soviéticos (4.1)</translation>
    </message>
    <message>
      <source>Out of supply / C&amp;C after it: {units} (8.0, 9.2)</source>
      <translation>Fuera de suministro / C&amp;C después: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>Back in supply / C&amp;C: {units} (8.0, 9.2)</source>
      <translation>De nuevo en suministro / C&amp;C: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>Enemy cut off: {units} (8.0, 9.2)</source>
      <translation>Enemigo aislado: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>Enemy back in supply / C&amp;C: {units} (8.0, 9.2)</source>
      <translation>Enemigo de nuevo en suministro / C&amp;C: {units} (8.0, 9.2)</translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nadie</translation>
    </message>
    <message>
      <source>{result} {chance:.0%}: {vp:+d} VP</source>
      <translation>{result} {chance:.0%}: {vp:+d} VP</translation>
    </message>
    <message>
      <source>Soviet VP at stake in {town} ({hex}), if the attacker advances (13.9, 13.10): {results}</source>
      <translation>VP soviéticos en juego en {town} ({hex}), si el atacante avanza (13.9, 13.10): {results}</translation>
    </message>
  </context>
  <context>
    <name>RecordLoader</name>
    <message>
      <source>{path}: $: the file is nested too deeply</source>
      <translation>{path}: $: el archivo está anidado a demasiada profundidad</translation>
    </message>
    <message>
      <source>the engine failed here: {exc!r}</source>
      <translation>el motor falló aquí: {exc!r}</translation>
    </message>
  </context>
  <context>
    <name>RecordOffer</name>
    <message>
      <source>{name} is a game record (a saved game), not a scenario: the editor edits scenarios only.

Open it in the playing client to play on, or in the replay viewer to review it?</source>
      <translation>{name} es un registro de partida (una partida guardada), no un escenario: el editor solo edita escenarios.

¿Abrirlo en el cliente de juego para seguir jugando, o en el visor de repeticiones para revisarlo?</translation>
    </message>
    <message>
      <source>A game record</source>
      <translation>Un registro de partida</translation>
    </message>
    <message>
      <source>Play On in the Client</source>
      <translation>Seguir jugando en el cliente</translation>
    </message>
    <message>
      <source>Review in the Viewer</source>
      <translation>Revisar en el visor</translation>
    </message>
    <message>
      <source>Open the game where it was saved, to play on</source>
      <translation>Abrir la partida donde se guardó, para seguir jugando</translation>
    </message>
    <message>
      <source>Step through the game as it was played</source>
      <translation>Recorrer la partida paso a paso tal como se jugó</translation>
    </message>
  </context>
  <context>
    <name>ReplayActions</name>
    <message>
      <source>{speed} per s</source>
      <translation>{speed} por s</translation>
    </message>
    <message>
      <source>Commands played per second ([ slower, ] faster)</source>
      <translation>Órdenes reproducidas por segundo ([ más lento, ] más rápido)</translation>
    </message>
    <message>
      <source>Navigate</source>
      <translation>Navegar</translation>
    </message>
    <message>
      <source>Play</source>
      <translation>Reproducir</translation>
    </message>
    <message>
      <source>Play the record forward, or pause</source>
      <translation>Reproduce el registro hacia delante, o pausa</translation>
    </message>
    <message>
      <source>Slower</source>
      <translation>Más lento</translation>
    </message>
    <message>
      <source>Play more slowly</source>
      <translation>Reproducir más despacio</translation>
    </message>
    <message>
      <source>Faster</source>
      <translation>Más rápido</translation>
    </message>
    <message>
      <source>Play faster</source>
      <translation>Reproducir más deprisa</translation>
    </message>
    <message>
      <source>Go To...</source>
      <translation>Ir a...</translation>
    </message>
    <message>
      <source>Go to a turn and phase</source>
      <translation>Ir a un turno y una fase</translation>
    </message>
    <message>
      <source>Add Bookmark...</source>
      <translation>Añadir favorito...</translation>
    </message>
    <message>
      <source>Bookmark this step with a note</source>
      <translation>Marcar este paso como favorito con una nota</translation>
    </message>
    <message>
      <source>Save Bookmarks</source>
      <translation>Guardar favoritos</translation>
    </message>
    <message>
      <source>Save the bookmarks in the record</source>
      <translation>Guardar los favoritos en el registro</translation>
    </message>
    <message>
      <source>Write Report...</source>
      <translation>Escribir informe...</translation>
    </message>
    <message>
      <source>Write an after-action report (HTML)</source>
      <translation>Escribir un informe posterior a la acción (HTML)</translation>
    </message>
    <message>
      <source>Continue from Here</source>
      <translation>Continuar desde aquí</translation>
    </message>
    <message>
      <source>Start a new game in the client from this step</source>
      <translation>Empezar una partida nueva en el cliente desde este paso</translation>
    </message>
    <message>
      <source>Open...</source>
      <translation>Abrir...</translation>
    </message>
    <message>
      <source>Review another record</source>
      <translation>Revisar otro registro</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Cerrar</translation>
    </message>
    <message>
      <source>Close the viewer</source>
      <translation>Cerrar el visor</translation>
    </message>
    <message>
      <source>Edit Bookmark...</source>
      <translation>Editar favorito...</translation>
    </message>
    <message>
      <source>Edit the chosen one</source>
      <translation>Editar el elegido</translation>
    </message>
    <message>
      <source>Remove Bookmark</source>
      <translation>Quitar favorito</translation>
    </message>
    <message>
      <source>Remove the chosen one</source>
      <translation>Quitar el elegido</translation>
    </message>
    <message>
      <source>T</source>
      <comment>the toolbar's one-letter name of a turn</comment>
      <translation>T</translation>
    </message>
    <message>
      <source>P</source>
      <comment>the toolbar's one-letter name of a phase</comment>
      <translation>F</translation>
    </message>
    <message>
      <source>e</source>
      <comment>the toolbar's one-letter name of an event</comment>
      <translation>e</translation>
    </message>
    <message>
      <source>First Step</source>
      <translation>Primer paso</translation>
    </message>
    <message>
      <source>The set-up</source>
      <translation>El despliegue</translation>
    </message>
    <message>
      <source>Previous Turn</source>
      <translation>Turno anterior</translation>
    </message>
    <message>
      <source>The start of this turn or the one before</source>
      <translation>El comienzo de este turno o del anterior</translation>
    </message>
    <message>
      <source>Previous Phase</source>
      <translation>Fase anterior</translation>
    </message>
    <message>
      <source>The start of the phase before</source>
      <translation>El comienzo de la fase anterior</translation>
    </message>
    <message>
      <source>Previous Command</source>
      <translation>Orden anterior</translation>
    </message>
    <message>
      <source>One command back</source>
      <translation>Una orden atrás</translation>
    </message>
    <message>
      <source>Previous Event</source>
      <translation>Evento anterior</translation>
    </message>
    <message>
      <source>One event back</source>
      <translation>Un evento atrás</translation>
    </message>
    <message>
      <source>Next Event</source>
      <translation>Evento siguiente</translation>
    </message>
    <message>
      <source>One event on</source>
      <translation>Un evento adelante</translation>
    </message>
    <message>
      <source>Next Command</source>
      <translation>Orden siguiente</translation>
    </message>
    <message>
      <source>One command on</source>
      <translation>Una orden adelante</translation>
    </message>
    <message>
      <source>Next Phase</source>
      <translation>Fase siguiente</translation>
    </message>
    <message>
      <source>The start of the next phase</source>
      <translation>El comienzo de la fase siguiente</translation>
    </message>
    <message>
      <source>Next Turn</source>
      <translation>Turno siguiente</translation>
    </message>
    <message>
      <source>The start of the next turn</source>
      <translation>El comienzo del turno siguiente</translation>
    </message>
    <message>
      <source>Last Step</source>
      <translation>Último paso</translation>
    </message>
    <message>
      <source>The last step proved</source>
      <translation>El último paso comprobado</translation>
    </message>
    <message>
      <source>Fog of war: {view}</source>
      <translation>Niebla de guerra: {view}</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Archivo</translation>
    </message>
    <message>
      <source>&amp;Go</source>
      <translation>&amp;Ir</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>&amp;Bookmarks</source>
      <translation>&amp;Favoritos</translation>
    </message>
    <message>
      <source>Pause</source>
      <translation>Pausa</translation>
    </message>
    <message>
      <source>Open a record</source>
      <translation>Abrir un registro</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>No se puede guardar</translation>
    </message>
    <message>
      <source>Bookmarks saved in {path}</source>
      <translation>Favoritos guardados en {path}</translation>
    </message>
    <message>
      <source>Unsaved bookmarks</source>
      <translation>Favoritos sin guardar</translation>
    </message>
    <message>
      <source>Save the bookmarks in the record before closing?</source>
      <translation>¿Guardar los favoritos en el registro antes de cerrar?</translation>
    </message>
    <message>
      <source>Write the bookmarks into the record, then close</source>
      <translation>Escribir los favoritos en el registro y después cerrar</translation>
    </message>
    <message>
      <source>Close; the new bookmarks are lost</source>
      <translation>Cerrar; los favoritos nuevos se pierden</translation>
    </message>
    <message>
      <source>Keep the viewer open</source>
      <translation>Mantener abierto el visor</translation>
    </message>
    <message>
      <source>Write report</source>
      <translation>Escribir informe</translation>
    </message>
    <message>
      <source>Cannot write the report</source>
      <translation>No se puede escribir el informe</translation>
    </message>
    <message>
      <source>Report written to {out}</source>
      <translation>Informe escrito en {out}</translation>
    </message>
  </context>
  <context>
    <name>ReplayWindow</name>
    <message>
      <source>{file} - replay - panzer-qt</source>
      <translation>{file} - repetición - panzer-qt</translation>
    </message>
    <message>
      <source>Opening {path}...</source>
      <translation>Abriendo {path}...</translation>
    </message>
    <message>
      <source>Step</source>
      <translation>Paso</translation>
    </message>
    <message>
      <source>Events</source>
      <translation>Eventos</translation>
    </message>
    <message>
      <source>Bookmarks</source>
      <translation>Favoritos</translation>
    </message>
    <message>
      <source>Legend</source>
      <translation>Leyenda</translation>
    </message>
    <message>
      <source>Compare</source>
      <translation>Comparar</translation>
    </message>
    <message>
      <source>Victory points</source>
      <translation>Puntos de victoria</translation>
    </message>
    <message>
      <source>Replays use the record's own dice; a record that names its seed was checked to hold that seed's</source>
      <translation>Las repeticiones usan los dados del propio registro; se ha comprobado que un registro que nombra su semilla tiene los dados de esa semilla</translation>
    </message>
    <message>
      <source>{scenario} - {file} - replay - panzer-qt</source>
      <translation>{scenario} - {file} - repetición - panzer-qt</translation>
    </message>
    <message>
      <source>The record stops being faithful: see the message above the map</source>
      <translation>El registro deja de ser fiel: mira el mensaje sobre el mapa</translation>
    </message>
    <message>
      <source>This record stops being faithful at step {step} (in turn {turn}): the engine does not reproduce it.
{problem}
Steps 0 to {last} are proved and can be viewed.</source>
      <translation>Este registro deja de ser fiel en el paso {step} (en el turno {turn}): el motor no lo reproduce.
{problem}
Los pasos 0 a {last} están comprobados y se pueden ver.</translation>
    </message>
    <message>
      <source>Cannot open this record:

{problems}</source>
      <translation>No se puede abrir este registro:

{problems}</translation>
    </message>
    <message>
      <source>Cannot open the record</source>
      <translation>No se puede abrir el registro</translation>
    </message>
    <message>
      <source>    (checking the record: {proved} of {total} steps proved so far)</source>
      <translation>    (comprobando el registro: {proved} de {total} pasos comprobados hasta ahora)</translation>
    </message>
    <message>
      <source>{names}: could not move at this moment: {why}</source>
      <translation>{names}: no podía mover en este momento: {why}</translation>
    </message>
    <message>
      <source>{names}: may move at this moment</source>
      <translation>{names}: puede mover en este momento</translation>
    </message>
    <message>
      <source>Continued from {name} at step {step} (turn {turn}): a new game, not yet saved</source>
      <translation>Continuación de {name} en el paso {step} (turno {turn}): una partida nueva, aún sin guardar</translation>
    </message>
  </context>
  <context>
    <name>Report</name>
    <message>
      <source>&lt;p&gt;&lt;b&gt;{result}&lt;/b&gt; with {vp} Soviet VP (4.3), after turn {turn}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;{result}&lt;/b&gt; con {vp} VP soviéticos (4.3), tras el turno {turn}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;&lt;b&gt;{ending}&lt;/b&gt;, in turn {turn}, {where}, with {vp} Soviet VP.&lt;/p&gt;</source>
      <translation>&lt;p&gt;&lt;b&gt;{ending}&lt;/b&gt;, en el turno {turn}, {where}, con {vp} VP soviéticos.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;The game is not over in this record: it stops in turn {turn}, {where}.&lt;/p&gt;</source>
      <translation>&lt;p&gt;La partida no ha terminado en este registro: se detiene en el turno {turn}, {where}.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;Soviet victory from {soviet_victory_at} VP, a draw from {draw_at} (4.3).&lt;/p&gt;</source>
      <translation>&lt;p&gt;Victoria soviética desde {soviet_victory_at} VP, empate desde {draw_at} (4.3).&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p&gt;{proved} commands re-simulated and proved faithful.&lt;/p&gt;</source>
      <translation>&lt;p&gt;{proved} órdenes vueltas a simular y comprobadas como fieles.&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;p class='desync'&gt;The record stops being faithful at step {step}; this report covers the steps before it.
{problem}&lt;/p&gt;</source>
      <translation>&lt;p class='desync'&gt;El registro deja de ser fiel en el paso {step}; este informe cubre los pasos anteriores.
{problem}&lt;/p&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th class='l'&gt;End of turn&lt;/th&gt;{head}&lt;th&gt;Total&lt;/th&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th class='l'&gt;Fin del turno&lt;/th&gt;{head}&lt;th&gt;Total&lt;/th&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;td&gt;&lt;b&gt;{values}&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;td&gt;&lt;b&gt;{values}&lt;/b&gt;&lt;/td&gt;&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;th&gt;{side} steps lost&lt;/th&gt;&lt;th&gt;{side} units eliminated&lt;/th&gt;</source>
      <translation>&lt;th&gt;Pasos perdidos, bando {side}&lt;/th&gt;&lt;th&gt;Unidades eliminadas, bando {side}&lt;/th&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;th class='l'&gt;Turn&lt;/th&gt;{head}&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;th class='l'&gt;Turno&lt;/th&gt;{head}&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td class='l'&gt;{turn}&lt;/td&gt;{cells}&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>&lt;tr&gt;&lt;td class='l'&gt;&lt;b&gt;All&lt;/b&gt;&lt;/td&gt;{total_cells}&lt;/tr&gt;</source>
      <translation>&lt;tr&gt;&lt;td class='l'&gt;&lt;b&gt;Todo&lt;/b&gt;&lt;/td&gt;{total_cells}&lt;/tr&gt;</translation>
    </message>
    <message>
      <source>End of turn {turn} (step {step}): {vp} Soviet VP</source>
      <translation>Fin del turno {turn} (paso {step}): {vp} VP soviéticos</translation>
    </message>
    <message>
      <source>Step {step}, turn {turn}, {phase}</source>
      <translation>Paso {step}, turno {turn}, {phase}</translation>
    </message>
    <message>
      <source>&lt;li&gt;&lt;b&gt;{where}&lt;/b&gt;: {title}&lt;div class='note'&gt;{note}&lt;/div&gt;&lt;/li&gt;</source>
      <translation>&lt;li&gt;&lt;b&gt;{where}&lt;/b&gt;: {title}&lt;div class='note'&gt;{note}&lt;/div&gt;&lt;/li&gt;</translation>
    </message>
    <message>
      <source>&lt;h2&gt;Bookmarks&lt;/h2&gt;&lt;ul&gt;{items}&lt;/ul&gt;</source>
      <translation>&lt;h2&gt;Favoritos&lt;/h2&gt;&lt;ul&gt;{items}&lt;/ul&gt;</translation>
    </message>
    <message>
      <source>{name}: after-action report</source>
      <translation>{name}: informe posterior a la acción</translation>
    </message>
    <message>
      <source>Soviet VP per turn and phase, by source</source>
      <translation>VP soviéticos por turno y fase, por origen</translation>
    </message>
    <message>
      <source>Soviet VP per turn and phase, by source, with the draw and victory thresholds</source>
      <translation>VP soviéticos por turno y fase, por origen, con los umbrales de empate y de victoria</translation>
    </message>
    <message>
      <source>Record: {name}</source>
      <translation>Registro: {name}</translation>
    </message>
    <message>
      <source>Result</source>
      <translation>Resultado</translation>
    </message>
    <message>
      <source>Soviet victory points</source>
      <translation>Puntos de victoria soviéticos</translation>
    </message>
    <message>
      <source>Losses per side and turn</source>
      <translation>Pérdidas por bando y turno</translation>
    </message>
    <message>
      <source>The map at the end of each turn</source>
      <translation>El mapa al final de cada turno</translation>
    </message>
  </context>
  <context>
    <name>ResizeDialog</name>
    <message>
      <source>Resize the map</source>
      <translation>Redimensionar el mapa</translation>
    </message>
    <message>
      <source>The map has {columns} columns and {rows} rows. Add (or, negative, remove):</source>
      <translation>El mapa tiene {columns} columnas y {rows} filas. Añadir (o, en negativo, quitar):</translation>
    </message>
    <message>
      <source>Rows at the north edge:</source>
      <translation>Filas en el borde norte:</translation>
    </message>
    <message>
      <source>Rows at the south edge:</source>
      <translation>Filas en el borde sur:</translation>
    </message>
    <message>
      <source>Columns at the west edge:</source>
      <translation>Columnas en el borde oeste:</translation>
    </message>
    <message>
      <source>Columns at the east edge:</source>
      <translation>Columnas en el borde este:</translation>
    </message>
    <message>
      <source>Rows to add along the north edge; negative: rows to remove</source>
      <translation>Filas que añadir por el borde norte; en negativo: filas que quitar</translation>
    </message>
    <message>
      <source>Rows to add along the south edge; negative: rows to remove</source>
      <translation>Filas que añadir por el borde sur; en negativo: filas que quitar</translation>
    </message>
    <message>
      <source>Columns to add along the west edge, two at a time: odd columns stand higher than even ones (R2)</source>
      <translation>Columnas que añadir por el borde oeste, de dos en dos: las columnas impares quedan más altas que las pares (R2)</translation>
    </message>
    <message>
      <source>Columns to add along the east edge; negative: columns to remove</source>
      <translation>Columnas que añadir por el borde este; en negativo: columnas que quitar</translation>
    </message>
    <message>
      <source>Resize</source>
      <translation>Redimensionar</translation>
    </message>
    <message>
      <source>Resize the map; Undo takes it back</source>
      <translation>Cambiar el tamaño del mapa; Deshacer lo devuelve</translation>
    </message>
    <message>
      <source>New size: {columns} columns, {rows} rows</source>
      <translation>Tamaño nuevo: {columns} columnas, {rows} filas</translation>
    </message>
  </context>
  <context>
    <name>ResultCard</name>
    <message>
      <source>the attacker loses a step</source>
      <translation>el atacante pierde un paso</translation>
    </message>
    <message>
      <source>attack stalled: nothing happens</source>
      <translation>ataque atascado: no ocurre nada</translation>
    </message>
    <message>
      <source>the defender retreats</source>
      <translation>el defensor se retira</translation>
    </message>
    <message>
      <source>the defender loses a step</source>
      <translation>el defensor pierde un paso</translation>
    </message>
    <message>
      <source>the defender loses a step and retreats</source>
      <translation>el defensor pierde un paso y se retira</translation>
    </message>
    <message>
      <source>exchange: both sides lose a step</source>
      <translation>intercambio: ambos bandos pierden un paso</translation>
    </message>
    <message>
      <source>{result} at {hex}: {words}</source>
      <translation>{result} en {hex}: {words}</translation>
    </message>
    <message>
      <source>OK</source>
      <translation>Aceptar</translation>
    </message>
    <message>
      <source>Close the combat result</source>
      <translation>Cerrar el resultado del combate</translation>
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
      <translation>Río principal (+1 a las tiradas de cruce, 12.3)</translation>
    </message>
    <message>
      <source>Delete river</source>
      <translation>Borrar río</translation>
    </message>
    <message>
      <source>River:</source>
      <translation>Río:</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Nombre:</translation>
    </message>
    <message>
      <source>Rename river</source>
      <translation>Renombrar río</translation>
    </message>
    <message>
      <source>Major river</source>
      <translation>Río principal</translation>
    </message>
    <message>
      <source>Minor river</source>
      <translation>Río secundario</translation>
    </message>
    <message>
      <source>Erase river</source>
      <translation>Borrar tramo de río</translation>
    </message>
    <message>
      <source>Draw {name}</source>
      <translation>Dibujar {name}</translation>
    </message>
    <message>
      <source>river {name} is broken: mend it before drawing on from it</source>
      <translation>el río {name} está roto: arréglalo antes de seguir dibujándolo</translation>
    </message>
  </context>
  <context>
    <name>ScenarioForm</name>
    <message>
      <source>Name:</source>
      <translation>Nombre:</translation>
    </message>
    <message>
      <source>Author:</source>
      <translation>Autor:</translation>
    </message>
    <message>
      <source>Date:</source>
      <translation>Fecha:</translation>
    </message>
    <message>
      <source>Description:</source>
      <translation>Descripción:</translation>
    </message>
    <message>
      <source>The scenario's {0}, shown when it is opened</source>
      <translation>{0} del escenario, que se muestra al abrirlo</translation>
    </message>
    <message>
      <source>+3 MP a river crossing, no roll</source>
      <translation>+3 PM por cruce de río, sin tirada</translation>
    </message>
    <message>
      <source>the optional rule of 12.3</source>
      <translation>la regla opcional de 12.3</translation>
    </message>
    <message>
      <source>The turn after which the game ends (4.3)</source>
      <translation>El turno tras el que termina la partida (4.3)</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguna</translation>
    </message>
    <message>
      <source>Hitler's stand-fast order (3.2.6, R46): the column, or none</source>
      <translation>Orden de Hitler de mantenerse firme (3.2.6, R46): la columna, o ninguna</translation>
    </message>
    <message>
      <source>Last turn:</source>
      <translation>Último turno:</translation>
    </message>
    <message>
      <source>Stand-fast column:</source>
      <translation>Columna de mantenerse firme:</translation>
    </message>
    <message>
      <source>Starting VP (R31):</source>
      <translation>VP iniciales (R31):</translation>
    </message>
    <message>
      <source>{vp}: what the towns held by the Soviets at the start are worth</source>
      <translation>{vp}: lo que valen las poblaciones en poder soviético al comienzo</translation>
    </message>
    <message>
      <source>Scenario {part}</source>
      <translation>Escenario: {part}</translation>
    </message>
  </context>
  <context>
    <name>SeatRows</name>
    <message>
      <source>Computer, {name} (default)</source>
      <translation>Ordenador, {name} (por defecto)</translation>
    </message>
    <message>
      <source>Computer, {name}</source>
      <translation>Ordenador, {name}</translation>
    </message>
    <message>
      <source>Who plays the {side} side: a person or the computer</source>
      <translation>Quién juega el bando {side}: una persona o el ordenador</translation>
    </message>
    <message>
      <source>{side} side</source>
      <translation>Bando {side}</translation>
    </message>
    <message>
      <source>{name} ({ms} ms)</source>
      <translation>{name} ({ms} ms)</translation>
    </message>
    <message>
      <source>How long the computer waits after each of its moves, to follow them</source>
      <translation>Cuánto espera el ordenador tras cada jugada suya, para poder seguirlas</translation>
    </message>
    <message>
      <source>Pause after each computer move</source>
      <translation>Pausa tras cada movimiento del ordenador</translation>
    </message>
  </context>
  <context>
    <name>SelectTool</name>
    <message>
      <source>Rectangle</source>
      <translation>Rectángulo</translation>
    </message>
    <message>
      <source>A drag selects the hexes between its two corners</source>
      <translation>Un arrastre elige los hexes entre sus dos esquinas</translation>
    </message>
    <message>
      <source>Lasso</source>
      <translation>Lazo</translation>
    </message>
    <message>
      <source>A drag around hexes selects those it encloses</source>
      <translation>Un arrastre alrededor de unos hexes elige los que encierra</translation>
    </message>
    <message>
      <source>{count} hexes selected; {clip} hexes copied</source>
      <translation>{count} hexes elegidos; {clip} hexes copiados</translation>
    </message>
    <message>
      <source>Cut {count} hexes</source>
      <translation>Cortar {count} hexes</translation>
    </message>
    <message>
      <source>Paste {count} hexes at {hex}</source>
      <translation>Pegar {count} hexes en {hex}</translation>
    </message>
  </context>
  <context>
    <name>SelectionNote</name>
    <message>
      <source>Click one of your stacks to select it (Shift: the whole stack).</source>
      <translation>Pulsa uno de tus apilamientos para seleccionarlo (Mayús: el apilamiento entero).</translation>
    </message>
    <message>
      <source>German set-up: click a unit, then one of the highlighted hexes to place it (3.2).</source>
      <translation>Despliegue alemán: pulsa una unidad y después uno de los hexs resaltados para colocarla (3.2).</translation>
    </message>
    <message>
      <source>Place the KG markers: pick one in the Tray, then click a highlighted hex (5.3).</source>
      <translation>Coloca los marcadores KG: elige uno en la Bandeja y pulsa un hex resaltado (5.3).</translation>
    </message>
    <message>
      <source>Reinforcements: pick a unit in the Tray, then click a highlighted entry hex (10.1).</source>
      <translation>Refuerzos: elige una unidad en la Bandeja y pulsa un hex de entrada resaltado (10.1).</translation>
    </message>
    <message>
      <source>Replacements: pick a rifle corps in the Tray, then click a highlighted hex (11.2).</source>
      <translation>Reemplazos: elige un cuerpo de rifles en la Bandeja y pulsa un hex resaltado (11.2).</translation>
    </message>
    <message>
      <source>The game is over: the Victory points dock shows the result by source.</source>
      <translation>La partida ha terminado: el panel Victoria muestra el resultado por origen.</translation>
    </message>
    <message>
      <source>{acting} player: announce this turn's order with Move/Fight or Fight/Move on the phase bar (5.4).</source>
      <translation>Jugador {acting}: anuncia el orden de este turno con Mover/Combatir o Combatir/Mover en la barra de fases (5.4).</translation>
    </message>
    <message>
      <source>: {mp_allowance} MP, {reach} hexes in reach; click one to move there (12.0)</source>
      <translation>: {mp_allowance} PM, {reach} hexs al alcance; pulsa uno para mover allí (12.0)</translation>
    </message>
    <message>
      <source>. It may leave the map (4.1).</source>
      <translation>. Puede salir del mapa (4.1).</translation>
    </message>
    <message>
      <source>. Stand fast: no hex west of column {column:02d} this turn (3.2).</source>
      <translation>. Mantenerse firme: ningún hex al oeste de la columna {column:02d} este turno (3.2).</translation>
    </message>
    <message>
      <source>Selected: {text}</source>
      <translation>Seleccionado: {text}</translation>
    </message>
    <message>
      <source> Out of supply / C&amp;C: no line leads to a source (8.0, 9.2).</source>
      <translation> Fuera de suministro / C&amp;C: ninguna línea lleva a una fuente (8.0, 9.2).</translation>
    </message>
    <message>
      <source> Out of supply / C&amp;C: its line to {source} is blocked in {hexes} (8.0, 9.2).</source>
      <translation> Fuera de suministro / C&amp;C: su línea hasta {source} está bloqueada en {hexes} (8.0, 9.2).</translation>
    </message>
    <message>
      <source>; Alt+click one to route the move through it</source>
      <translation>; Alt+clic en uno para hacer pasar el movimiento por él</translation>
    </message>
    <message>
      <source>. Route through {hexes}, the range counted from the last; Backspace takes it back, Esc all</source>
      <translation>. Ruta por {hexes}, el alcance contado desde el último; Retroceso lo quita, Esc todos</translation>
    </message>
  </context>
  <context>
    <name>Session</name>
    <message>
      <source>internal error while reading the file ({kind}: {exc}); please report it</source>
      <translation>error interno al leer el archivo ({kind}: {exc}); por favor, infórmalo</translation>
    </message>
  </context>
  <context>
    <name>Settings</name>
    <message>
      <source>applies to new games</source>
      <translation>se aplica a las partidas nuevas</translation>
    </message>
    <message>
      <source>applies at the next start</source>
      <translation>se aplica al volver a arrancar</translation>
    </message>
    <message>
      <source>Settings...</source>
      <translation>Configuración...</translation>
    </message>
    <message>
      <source>Optional rules, palette, animation, autosave</source>
      <translation>Reglas opcionales, paleta, animación, autoguardado</translation>
    </message>
    <message>
      <source>How fast moves and combat results are animated</source>
      <translation>Velocidad de las animaciones de movimientos y resultados de combate</translation>
    </message>
    <message>
      <source>Animation speed</source>
      <translation>Velocidad de animación</translation>
    </message>
    <message>
      <source>Colours of the map's marks (colour-blind safe: told apart without red and green)</source>
      <translation>Colores de las marcas del mapa (para daltónicos: se distinguen sin rojo ni verde)</translation>
    </message>
    <message>
      <source>Palette</source>
      <translation>Paleta</translation>
    </message>
    <message>
      <source>Ask before ending a phase while stacks have not moved or attacked</source>
      <translation>Preguntar antes de terminar una fase si quedan apilamientos sin mover o sin atacar</translation>
    </message>
    <message>
      <source>Confirm ending a phase</source>
      <translation>Confirmar el fin de una fase</translation>
    </message>
    <message>
      <source>Minutes between autosaves while the game changes; a save is also made when a phase starts. 0 turns autosave off</source>
      <translation>Minutos entre autoguardados mientras la partida cambia; también se guarda al empezar una fase. 0 desactiva el autoguardado</translation>
    </message>
    <message>
      <source>Autosave every (minutes)</source>
      <translation>Autoguardar cada (minutos)</translation>
    </message>
    <message>
      <source>Optional rule 12.3: every river crossing costs +3 MP, no roll (the default in New Game)</source>
      <translation>Regla opcional 12.3: cada cruce de río cuesta +3 PM, sin tirada (el valor por defecto en Partida nueva)</translation>
    </message>
    <message>
      <source>Rivers cost a flat +3 MP</source>
      <translation>Los ríos cuestan +3 PM fijos</translation>
    </message>
    <message>
      <source>The language of the windows; as the system: its locale's, else English</source>
      <translation>El idioma de las ventanas; como el sistema: el de su configuración regional, si no, inglés</translation>
    </message>
    <message>
      <source>Language</source>
      <translation>Idioma</translation>
    </message>
    <message>
      <source>Pause after each of the computer player's moves, so they can be followed one by one</source>
      <translation>Pausa tras cada movimiento del jugador del ordenador, para poder seguirlos uno a uno</translation>
    </message>
    <message>
      <source>Pause after each computer move</source>
      <translation>Pausa tras cada movimiento del ordenador</translation>
    </message>
    <message>
      <source>How much the program writes into its log file, panzer-qt.log in the user's log folder</source>
      <translation>Cuánto escribe el programa en su archivo de registro, panzer-qt.log en la carpeta de registros del usuario</translation>
    </message>
    <message>
      <source>Log detail</source>
      <translation>Detalle del registro</translation>
    </message>
    <message>
      <source>off</source>
      <translation>no</translation>
    </message>
    <message>
      <source>fast</source>
      <translation>rápida</translation>
    </message>
    <message>
      <source>normal</source>
      <translation>normal</translation>
    </message>
    <message>
      <source>slow</source>
      <translation>lenta</translation>
    </message>
    <message>
      <source>standard</source>
      <translation>estándar</translation>
    </message>
    <message>
      <source>colour-blind</source>
      <translation>para daltónicos</translation>
    </message>
    <message>
      <source>as the system</source>
      <translation>como el sistema</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguna</translation>
    </message>
    <message>
      <source>short</source>
      <translation>corta</translation>
    </message>
    <message>
      <source>long</source>
      <translation>larga</translation>
    </message>
    <message>
      <source>everything, for finding faults</source>
      <translation>todo, para buscar fallos</translation>
    </message>
    <message>
      <source>files, windows and the computer's thinking time</source>
      <translation>archivos, ventanas y el tiempo que piensa el ordenador</translation>
    </message>
    <message>
      <source>warnings and errors</source>
      <translation>avisos y errores</translation>
    </message>
    <message>
      <source>errors only</source>
      <translation>solo errores</translation>
    </message>
  </context>
  <context>
    <name>SettingsDialog</name>
    <message>
      <source>Settings</source>
      <translation>Configuración</translation>
    </message>
  </context>
  <context>
    <name>StackList</name>
    <message>
      <source>Put on top (6.3)</source>
      <translation>Poner como unidad superior (6.3)</translation>
    </message>
  </context>
  <context>
    <name>StackPanel</name>
    <message>
      <source>{unit} ({steps} steps)</source>
      <translation>{unit} ({steps} pasos)</translation>
    </message>
    <message>
      <source>{unit}: on top, the enemy sees it</source>
      <translation>{unit}: unidad superior, la ve el enemigo</translation>
    </message>
    <message>
      <source>Select one of your stacks to see it here, top first (6.3).</source>
      <translation>Selecciona uno de tus apilamientos para verlo aquí, la unidad superior primero (6.3).</translation>
    </message>
    <message>
      <source>Stack in {hex}, top first. The enemy sees only the top unit and the number of counters: right-click a unit or press O to put it on top, or drag the units into order (6.3).</source>
      <translation>Apilamiento en {hex}, la unidad superior primero. El enemigo solo ve la unidad superior y el número de fichas: pulsa con el botón derecho una unidad o pulsa O para ponerla encima, o arrastra las unidades para ordenarlas (6.3).</translation>
    </message>
    <message>
      <source>Stack in {hex}, top first (6.3).</source>
      <translation>Apilamiento en {hex}, la unidad superior primero (6.3).</translation>
    </message>
  </context>
  <context>
    <name>StatusRuleLinks</name>
    <message>
      <source>Open the rules the message cites</source>
      <translation>Abrir las reglas que cita el mensaje</translation>
    </message>
    <message>
      <source>Rules: </source>
      <translation>Reglas: </translation>
    </message>
  </context>
  <context>
    <name>Suggest</name>
    <message>
      <source>{reason} (VP for your side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason} (VP para tu bando). VP soviéticos esperados {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
    <message>
      <source>{reason} (VP for the Soviet side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason} (VP para el bando soviético). VP soviéticos esperados {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
    <message>
      <source>{reason} (VP for the German side). Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason} (VP para el bando alemán). VP soviéticos esperados {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
    <message>
      <source>{reason}.</source>
      <translation>{reason}.</translation>
    </message>
    <message>
      <source>{reason}. Expected Soviet VP {before:.1f} -&gt; {after:.1f}.</source>
      <translation>{reason}. VP soviéticos esperados {before:.1f} -&gt; {after:.1f}.</translation>
    </message>
  </context>
  <context>
    <name>SuggestPanel</name>
    <message>
      <source>Play it (Enter)</source>
      <translation>Jugarla (Intro)</translation>
    </message>
    <message>
      <source>Play the suggested command</source>
      <translation>Jugar la orden sugerida</translation>
    </message>
    <message>
      <source>Ignore (Esc)</source>
      <translation>Ignorar (Esc)</translation>
    </message>
    <message>
      <source>Let the suggestion go</source>
      <translation>Descartar la sugerencia</translation>
    </message>
  </context>
  <context>
    <name>Suggestions</name>
    <message>
      <source>The computer is looking for a move for you...</source>
      <translation>El ordenador busca un movimiento para ti...</translation>
    </message>
  </context>
  <context>
    <name>SupportChoice</name>
    <message>
      <source>Air support markers to commit to this combat, one factor each (13.3)</source>
      <translation>Marcadores de apoyo aéreo que comprometer en este combate, un factor cada uno (13.3)</translation>
    </message>
    <message>
      <source>The Korpsgruppe whose one-column shift this combat gets (13.4)</source>
      <translation>El Korpsgruppe cuyo desplazamiento de una columna recibe este combate (13.4)</translation>
    </message>
    <message>
      <source>18th AD artillery support (13.1)</source>
      <translation>Apoyo de artillería de la 18ª DA (13.1)</translation>
    </message>
    <message>
      <source>Add the 18th Artillery Division's attack factor from up to two hexes away (13.1)</source>
      <translation>Añadir el factor de ataque de la 18ª División de artillería desde hasta dos hexs de distancia (13.1)</translation>
    </message>
    <message>
      <source>CAS markers (13.3)</source>
      <translation>Marcadores CAS (13.3)</translation>
    </message>
    <message>
      <source>KG marker (13.4)</source>
      <translation>Marcador KG (13.4)</translation>
    </message>
    <message>
      <source>none</source>
      <translation>ninguno</translation>
    </message>
  </context>
  <context>
    <name>TablesDialog</name>
    <message>
      <source>Tables</source>
      <translation>Tablas</translation>
    </message>
    <message>
      <source>Combat Results (13.9)</source>
      <translation>Resultados del combate (13.9)</translation>
    </message>
    <message>
      <source>Terrain Effects (12.2)</source>
      <translation>Efectos del terreno (12.2)</translation>
    </message>
    <message>
      <source>River Crossings (12.3)</source>
      <translation>Cruces de río (12.3)</translation>
    </message>
    <message>
      <source>Weather (5.1)</source>
      <translation>Tiempo (5.1)</translation>
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
      <translation>localidad fortificada</translation>
    </message>
    <message>
      <source>{german} German defends, {soviet} Soviet defends</source>
      <translation>{german} si defiende el alemán, {soviet} si defiende el soviético</translation>
    </message>
    <message>
      <source>river hexside</source>
      <translation>lado de hex de río</translation>
    </message>
    <message>
      <source>by die (12.3)</source>
      <translation>según dado (12.3)</translation>
    </message>
    <message>
      <source>{river} if every attacker crosses one</source>
      <translation>{river} si todos los atacantes cruzan uno</translation>
    </message>
    <message>
      <source>combat shift (columns)</source>
      <translation>desplazamiento en combate (columnas)</translation>
    </message>
    <message>
      <source>{DIE}+ (major river: roll +{major_river_roll_bonus})</source>
      <translation>{DIE}+ (río principal: tirada +{major_river_roll_bonus})</translation>
    </message>
  </context>
  <context>
    <name>TerrainTool</name>
    <message>
      <source>Terrain (14.0):</source>
      <translation>Terreno (14.0):</translation>
    </message>
    <message>
      <source>Paint {terrain}</source>
      <translation>Pintar {terrain}</translation>
    </message>
  </context>
  <context>
    <name>ThinkingPanel</name>
    <message>
      <source>Stop</source>
      <translation>Parar</translation>
    </message>
    <message>
      <source>Stop the computer player; press again to let it go on</source>
      <translation>Para al jugador del ordenador; pulsa otra vez para que siga</translation>
    </message>
    <message>
      <source>Play it myself</source>
      <translation>Jugarlo yo</translation>
    </message>
    <message>
      <source>Hand the side the stopped computer was playing over to a person</source>
      <translation>Pasar a una persona el bando que jugaba el ordenador parado</translation>
    </message>
    <message>
      <source>Computer stopped</source>
      <translation>Ordenador parado</translation>
    </message>
    <message>
      <source>Go on</source>
      <translation>Seguir</translation>
    </message>
    <message>
      <source>Computer ({name}) thinking</source>
      <translation>Ordenador ({name}) pensando</translation>
    </message>
    <message>
      <source>Computer ({name}) to play</source>
      <translation>Juega el ordenador ({name})</translation>
    </message>
  </context>
  <context>
    <name>Timeline</name>
    <message>
      <source>Step {step}: turn {turn}, {phase}</source>
      <translation>Paso {step}: turno {turn}, {phase}</translation>
    </message>
  </context>
  <context>
    <name>Tools</name>
    <message>
      <source>Terrain</source>
      <translation>Terreno</translation>
    </message>
    <message>
      <source>Paint terrain (left button; a drag is one undo step), pick the terrain under the cursor (right button)</source>
      <translation>Pinta terreno (botón izquierdo; un arrastre es un paso de deshacer), toma el terreno bajo el cursor (botón derecho)</translation>
    </message>
    <message>
      <source>Hex sets</source>
      <translation>Conjuntos de hexs</translation>
    </message>
    <message>
      <source>Add hexes to the chosen hex set (left button) or take them out (right button)</source>
      <translation>Añade hexs al conjunto elegido (botón izquierdo) o quítalos (botón derecho)</translation>
    </message>
    <message>
      <source>Add to {set}</source>
      <translation>Añadir a {set}</translation>
    </message>
    <message>
      <source>Take from {set}</source>
      <translation>Quitar de {set}</translation>
    </message>
    <message numerus="yes">
      <source>{name} (%n hexside(s))</source>
      <translation>
        <numerusform>{name} (%n lado de hex)</numerusform>
        <numerusform>{name} (%n lados de hex)</numerusform>
      </translation>
    </message>
    <message>
      <source>Rivers</source>
      <translation>Ríos</translation>
    </message>
    <message>
      <source>Draw a river along hexsides (left drag; from a river's end it goes on), erase river hexsides (right drag), click a river to choose it</source>
      <translation>Dibuja un río por los lados de hex (arrastre izquierdo; desde el final de un río, lo continúa), borra lados de río (arrastre derecho), pulsa un río para elegirlo</translation>
    </message>
    <message>
      <source>Select</source>
      <translation>Seleccionar</translation>
    </message>
    <message>
      <source>Drag a rectangle or a lasso of hexes; Copy (Ctrl+C), Cut (Ctrl+X) and Paste (Ctrl+V, at the hex under the cursor) carry their terrain, towns, river hexsides and hex sets</source>
      <translation>Arrastra un rectángulo o un lazo de hexes; Copiar (Ctrl+C), Cortar (Ctrl+X) y Pegar (Ctrl+V, en el hex bajo el cursor) llevan su terreno, poblaciones, lados de hex de río y conjuntos de hexes</translation>
    </message>
    <message>
      <source>Towns</source>
      <translation>Poblaciones</translation>
    </message>
    <message>
      <source>Place a town (click), move it (drag), add a hex (Shift+click), remove a hex (right click)</source>
      <translation>Coloca una población (clic), muévela (arrastre), añade un hex (Mayús+clic), quita un hex (clic derecho)</translation>
    </message>
    <message>
      <source>Set-up</source>
      <translation>Despliegue</translation>
    </message>
    <message>
      <source>Choose a unit (click its stack; again: the next one), move it (drag), set the chosen unit up in an empty hex (click) or any hex (Ctrl+click)</source>
      <translation>Elige una unidad (pulsa su apilamiento; otra vez: la siguiente), muévela (arrastre), despliega la unidad elegida en un hex vacío (clic) o en cualquier hex (Ctrl+clic)</translation>
    </message>
  </context>
  <context>
    <name>TownTable</name>
    <message>
      <source>Town</source>
      <translation>Población</translation>
    </message>
    <message>
      <source>VP</source>
      <translation>VP</translation>
    </message>
    <message>
      <source>Held by</source>
      <translation>En poder de</translation>
    </message>
    <message>
      <source>Since</source>
      <translation>Desde</translation>
    </message>
    <message>
      <source>turn {turn}</source>
      <translation>turno {turn}</translation>
    </message>
    <message>
      <source>the start</source>
      <translation>el inicio</translation>
    </message>
  </context>
  <context>
    <name>TownTool</name>
    <message>
      <source>Fortified locality (13.8.4)</source>
      <translation>Localidad fortificada (13.8.4)</translation>
    </message>
    <message>
      <source>German</source>
      <translation>alemán</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>soviético</translation>
    </message>
    <message>
      <source>Delete town</source>
      <translation>Borrar población</translation>
    </message>
    <message>
      <source>Name:</source>
      <translation>Nombre:</translation>
    </message>
    <message>
      <source>VP value (4.1):</source>
      <translation>Valor en VP (4.1):</translation>
    </message>
    <message>
      <source>Held at the start by:</source>
      <translation>En poder al comienzo de:</translation>
    </message>
    <message>
      <source>Hexes:</source>
      <translation>Hexs:</translation>
    </message>
    <message>
      <source>{each} VP a hex, {total} in all</source>
      <translation>{each} VP por hex, {total} en total</translation>
    </message>
    <message>
      <source>Remove {hid} from {name}</source>
      <translation>Quitar {hid} de {name}</translation>
    </message>
    <message>
      <source>Add {hid} to {name}</source>
      <translation>Añadir {hid} a {name}</translation>
    </message>
    <message>
      <source>Place {name}</source>
      <translation>Colocar {name}</translation>
    </message>
    <message>
      <source>Move {town} to {hex}</source>
      <translation>Mover {town} a {hex}</translation>
    </message>
    <message>
      <source>town</source>
      <translation>población</translation>
    </message>
    <message>
      <source>Delete {name}</source>
      <translation>Borrar {name}</translation>
    </message>
    <message>
      <source>Rename {name}</source>
      <translation>Renombrar {name}</translation>
    </message>
    <message>
      <source>{name}: held by the {side}s</source>
      <translation>{name}: en poder del bando {side}</translation>
    </message>
  </context>
  <context>
    <name>Tray</name>
    <message>
      <source>German reinforcements due (10.1)</source>
      <translation>Refuerzos alemanes previstos (10.1)</translation>
    </message>
    <message>
      <source>Soviet replacements ready (11.2)</source>
      <translation>Reemplazos soviéticos listos (11.2)</translation>
    </message>
    <message>
      <source>KG markers (5.3)</source>
      <translation>Marcadores KG (5.3)</translation>
    </message>
    <message>
      <source>{unit} ({steps} steps)</source>
      <translation>{unit} ({steps} pasos)</translation>
    </message>
    <message>
      <source> (on {hex})</source>
      <translation> (en {hex})</translation>
    </message>
  </context>
  <context>
    <name>TurnChart</name>
    <message>
      <source>Turn</source>
      <translation>Turno</translation>
    </message>
    <message>
      <source>Mean Soviet VP</source>
      <translation>VP soviéticos medios</translation>
    </message>
  </context>
  <context>
    <name>UnitTool</name>
    <message>
      <source>Set {name} up in {hid}</source>
      <translation>Desplegar {name} en {hid}</translation>
    </message>
  </context>
  <context>
    <name>UnsavedGuard</name>
    <message>
      <source>Save changes?</source>
      <translation>¿Guardar los cambios?</translation>
    </message>
    <message>
      <source>The game has moves that are not saved. Save them before {doing}?</source>
      <translation>La partida tiene movimientos sin guardar. ¿Guardarlos antes de {doing}?</translation>
    </message>
    <message>
      <source>Save the game first (Ctrl+S), then go on</source>
      <translation>Guardar antes la partida (Ctrl+S) y después seguir</translation>
    </message>
    <message>
      <source>Go on: the moves since the last save are lost</source>
      <translation>Seguir: se pierden las jugadas desde la última vez que se guardó</translation>
    </message>
    <message>
      <source>Keep playing this game</source>
      <translation>Seguir jugando esta partida</translation>
    </message>
  </context>
  <context>
    <name>VPChart</name>
    <message>
      <source>Soviet VP</source>
      <translation>VP soviéticos</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Total</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>empate</translation>
    </message>
    <message>
      <source>Soviet victory</source>
      <translation>victoria soviética</translation>
    </message>
    <message>
      <source>Step {step}: turn {turn}, {phase}</source>
      <translation>Paso {step}: turno {turn}, {phase}</translation>
    </message>
    <message>
      <source>{head}
not proved yet</source>
      <translation>{head}
aún sin comprobar</translation>
    </message>
    <message>
      <source>Soviet VP {values}</source>
      <translation>VP soviéticos {values}</translation>
    </message>
  </context>
  <context>
    <name>VPHistogram</name>
    <message>
      <source>Soviet VP at the end</source>
      <translation>VP soviéticos al final</translation>
    </message>
    <message>
      <source>Games</source>
      <translation>Partidas</translation>
    </message>
    <message>
      <source>draw</source>
      <translation>empate</translation>
    </message>
    <message>
      <source>Soviet victory</source>
      <translation>victoria soviética</translation>
    </message>
  </context>
  <context>
    <name>ValidationPanel</name>
    <message numerus="yes">
      <source>%n error(s)</source>
      <translation>
        <numerusform>%n error</numerusform>
        <numerusform>%n errores</numerusform>
      </translation>
    </message>
    <message numerus="yes">
      <source>%n warning(s)</source>
      <translation>
        <numerusform>%n aviso</numerusform>
        <numerusform>%n avisos</numerusform>
      </translation>
    </message>
    <message>
      <source>No problems found: the game loads this scenario and can set it up.</source>
      <translation>Sin problemas: el juego carga este escenario y puede desplegarlo.</translation>
    </message>
  </context>
  <context>
    <name>VpPanel</name>
    <message>
      <source>draw from {draw_at} VP (4.3)</source>
      <translation>empate desde {draw_at} VP (4.3)</translation>
    </message>
    <message>
      <source>Soviet victory (4.3)</source>
      <translation>Victoria soviética (4.3)</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Fin de la partida</translation>
    </message>
    <message>
      <source>&lt;h3&gt;{title} with {vp} Soviet VP&lt;/h3&gt;</source>
      <translation>&lt;h3&gt;{title} con {vp} VP soviéticos&lt;/h3&gt;</translation>
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
      <translation>VP soviéticos en total</translation>
    </message>
    <message>
      <source>Draw from {draw} VP, Soviet victory from {victory} (4.3).</source>
      <translation>Empate desde {draw} VP, victoria soviética desde {victory} (4.3).</translation>
    </message>
    <message>
      <source>Result: &lt;b&gt;{level}&lt;/b&gt;</source>
      <translation>Resultado: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>If the game ended now: &lt;b&gt;{level}&lt;/b&gt;</source>
      <translation>Si la partida terminara ahora: &lt;b&gt;{level}&lt;/b&gt;</translation>
    </message>
    <message>
      <source>The game was abandoned: no result</source>
      <translation>La partida fue abandonada: sin resultado</translation>
    </message>
    <message>
      <source>The {side} side resigned: {result}</source>
      <translation>El bando {side} se rindió: {result}</translation>
    </message>
    <message>
      <source>Game over: the game was abandoned. No result.</source>
      <translation>Partida terminada: la partida fue abandonada. Sin resultado.</translation>
    </message>
    <message>
      <source>Game over: the {side} side resigned. {result}.</source>
      <translation>Partida terminada: el bando {side} se rindió. {result}.</translation>
    </message>
  </context>
  <context>
    <name>Window</name>
    <message>
      <source>Fit</source>
      <translation>Ajustar</translation>
    </message>
    <message>
      <source>Show the whole map</source>
      <translation>Mostrar el mapa entero</translation>
    </message>
    <message>
      <source>Zoom In</source>
      <translation>Acercar</translation>
    </message>
    <message>
      <source>Zoom in</source>
      <translation>Acercar</translation>
    </message>
    <message>
      <source>Zoom Out</source>
      <translation>Alejar</translation>
    </message>
    <message>
      <source>Zoom out</source>
      <translation>Alejar</translation>
    </message>
    <message>
      <source>Accept what is chosen here and close</source>
      <translation>Aceptar lo elegido aquí y cerrar</translation>
    </message>
    <message>
      <source>Close without changing anything</source>
      <translation>Cerrar sin cambiar nada</translation>
    </message>
    <message>
      <source>Close this window</source>
      <translation>Cerrar esta ventana</translation>
    </message>
    <message>
      <source>Save the changes first, then go on</source>
      <translation>Guardar antes los cambios y después seguir</translation>
    </message>
    <message>
      <source>Go on without saving: the changes are lost</source>
      <translation>Seguir sin guardar: se pierden los cambios</translation>
    </message>
    <message>
      <source>Yes: go on</source>
      <translation>Sí: seguir</translation>
    </message>
    <message>
      <source>No: go back</source>
      <translation>No: volver</translation>
    </message>
    <message>
      <source>Show or hide this overlay on the map: {0}</source>
      <translation>Mostrar u ocultar esta capa en el mapa: {0}</translation>
    </message>
    <message>
      <source>Close this message</source>
      <translation>Cerrar este mensaje</translation>
    </message>
    <message>
      <source>Show or hide the {0} panel</source>
      <translation>Mostrar u ocultar el panel {0}</translation>
    </message>
  </context>
  <context>
    <name>WindowActions</name>
    <message>
      <source>Saved {saved}</source>
      <translation>Guardado {saved}</translation>
    </message>
    <message>
      <source>Cannot open the file; the current game goes on</source>
      <translation>No se puede abrir el archivo; la partida actual sigue</translation>
    </message>
    <message>
      <source>Saved games and scenarios (*.json)</source>
      <translation>Partidas guardadas y escenarios (*.json)</translation>
    </message>
    <message>
      <source>Not saved: the file would not reopen; the file there is unchanged</source>
      <translation>No guardado: el archivo no se podría volver a abrir; el archivo que había sigue igual</translation>
    </message>
    <message>
      <source>A file just saved would not reopen</source>
      <translation>Un archivo recién guardado no se podría volver a abrir</translation>
    </message>
    <message>
      <source>Recent</source>
      <translation>Recientes</translation>
    </message>
    <message>
      <source>Tools</source>
      <translation>Herramientas</translation>
    </message>
    <message>
      <source>New...</source>
      <translation>Nueva...</translation>
    </message>
    <message>
      <source>Start a new game</source>
      <translation>Empezar una partida nueva</translation>
    </message>
    <message>
      <source>Open...</source>
      <translation>Abrir...</translation>
    </message>
    <message>
      <source>Open a game</source>
      <translation>Abrir una partida</translation>
    </message>
    <message>
      <source>Save</source>
      <translation>Guardar</translation>
    </message>
    <message>
      <source>Save the game</source>
      <translation>Guardar la partida</translation>
    </message>
    <message>
      <source>Save As...</source>
      <translation>Guardar como...</translation>
    </message>
    <message>
      <source>Save under a name</source>
      <translation>Guardar con otro nombre</translation>
    </message>
    <message>
      <source>Quit</source>
      <translation>Salir</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Deshacer</translation>
    </message>
    <message>
      <source>Take back the last move (12.0)</source>
      <translation>Deshacer el último movimiento (12.0)</translation>
    </message>
    <message>
      <source>End Phase</source>
      <translation>Fin de fase</translation>
    </message>
    <message>
      <source>Finish this phase or segment</source>
      <translation>Terminar esta fase o segmento</translation>
    </message>
    <message>
      <source>Exit Map</source>
      <translation>Salir del mapa</translation>
    </message>
    <message>
      <source>Leave the map through an exit hex (4.1)</source>
      <translation>Salir del mapa por un hex de salida (4.1)</translation>
    </message>
    <message>
      <source>Suggest a Move</source>
      <translation>Sugerir un movimiento</translation>
    </message>
    <message>
      <source>The computer proposes your next move or attack, and says why</source>
      <translation>El ordenador propone tu próximo movimiento o ataque, y dice por qué</translation>
    </message>
    <message>
      <source>Play the Suggestion</source>
      <translation>Jugar la sugerencia</translation>
    </message>
    <message>
      <source>Play the suggested move or attack</source>
      <translation>Jugar el movimiento o ataque sugerido</translation>
    </message>
    <message>
      <source>Ignore the Suggestion</source>
      <translation>Ignorar la sugerencia</translation>
    </message>
    <message>
      <source>Let the suggestion go</source>
      <translation>Descartar la sugerencia</translation>
    </message>
    <message>
      <source>Referee View</source>
      <translation>Vista de árbitro</translation>
    </message>
    <message>
      <source>Show both sides' stacks (R26)</source>
      <translation>Mostrar los apilamientos de ambos bandos (R26)</translation>
    </message>
    <message>
      <source>Hand-over Screens</source>
      <translation>Pantallas de relevo</translation>
    </message>
    <message>
      <source>Cover the map between players</source>
      <translation>Tapar el mapa entre jugadores</translation>
    </message>
    <message>
      <source>Colour-blind Palette</source>
      <translation>Paleta para daltónicos</translation>
    </message>
    <message>
      <source>Marks told apart without red and green (deuteranopia, protanopia)</source>
      <translation>Marcas que se distinguen sin rojo ni verde (deuteranopía, protanopía)</translation>
    </message>
    <message>
      <source>Show Legend</source>
      <translation>Mostrar leyenda</translation>
    </message>
    <message>
      <source>What the overlays and markers mean</source>
      <translation>Qué significan las capas y los marcadores</translation>
    </message>
    <message>
      <source>Tables</source>
      <translation>Tablas</translation>
    </message>
    <message>
      <source>Combat results, terrain, river and weather</source>
      <translation>Resultados del combate, terreno, ríos y tiempo</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;Archivo</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Editar</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Ver</translation>
    </message>
    <message>
      <source>Nothing to undo: a die was rolled, a stack revealed or a phase begun</source>
      <translation>Nada que deshacer: se tiró un dado, se reveló un apilamiento o empezó una fase</translation>
    </message>
    <message>
      <source>starting a new game</source>
      <translation>empezar una partida nueva</translation>
    </message>
    <message>
      <source>opening another game</source>
      <translation>abrir otra partida</translation>
    </message>
    <message>
      <source>Cannot start the game</source>
      <translation>No se puede empezar la partida</translation>
    </message>
    <message>
      <source>Open</source>
      <translation>Abrir</translation>
    </message>
    <message>
      <source>{name} holds a game played to its end. Review it step by step in the replay viewer?</source>
      <translation>{name} contiene una partida jugada hasta el final. ¿Revisarla paso a paso en el visor de repeticiones?</translation>
    </message>
    <message>
      <source>A finished game</source>
      <translation>Una partida terminada</translation>
    </message>
    <message>
      <source>Review in the Viewer</source>
      <translation>Revisar en el visor</translation>
    </message>
    <message>
      <source>Open Here</source>
      <translation>Abrir aquí</translation>
    </message>
    <message>
      <source>Save game</source>
      <translation>Guardar partida</translation>
    </message>
    <message>
      <source>Cannot save</source>
      <translation>No se puede guardar</translation>
    </message>
    <message>
      <source>The game on screen is intact: save it under another name. The earlier autosaves are kept in {folder}.</source>
      <translation>La partida en pantalla está intacta: guárdela con otro nombre. Los guardados automáticos anteriores se conservan en {folder}.</translation>
    </message>
  </context>
  <context>
    <name>Words</name>
    <message>
      <source>clear</source>
      <translation>claro</translation>
    </message>
    <message>
      <source>forest</source>
      <translation>bosque</translation>
    </message>
    <message>
      <source>rough</source>
      <translation>abrupto</translation>
    </message>
    <message>
      <source>marsh</source>
      <translation>pantano</translation>
    </message>
    <message>
      <source>thaw</source>
      <translation>deshielo</translation>
    </message>
    <message>
      <source>frost</source>
      <translation>hielo</translation>
    </message>
    <message>
      <source>storm</source>
      <translation>tormenta</translation>
    </message>
    <message>
      <source>German</source>
      <translation>alemán</translation>
    </message>
    <message>
      <source>Soviet</source>
      <translation>soviético</translation>
    </message>
    <message>
      <source>movement</source>
      <translation>movimiento</translation>
    </message>
    <message>
      <source>combat</source>
      <translation>combate</translation>
    </message>
    <message>
      <source>mechanized</source>
      <translation>mecanizada</translation>
    </message>
    <message>
      <source>non-mechanized</source>
      <translation>no mecanizada</translation>
    </message>
    <message>
      <source>static</source>
      <translation>estática</translation>
    </message>
    <message>
      <source>infantry</source>
      <translation>infantería</translation>
    </message>
    <message>
      <source>panzer grenadier</source>
      <translation>panzergrenadier</translation>
    </message>
    <message>
      <source>motorized support</source>
      <translation>apoyo motorizado</translation>
    </message>
    <message>
      <source>panzer</source>
      <translation>panzer</translation>
    </message>
    <message>
      <source>heavy panzer</source>
      <translation>tanques pesados</translation>
    </message>
    <message>
      <source>garrison</source>
      <translation>guarnición</translation>
    </message>
    <message>
      <source>artillery</source>
      <translation>artillería</translation>
    </message>
    <message>
      <source>assault gun</source>
      <translation>cañones de asalto</translation>
    </message>
    <message>
      <source>rocket artillery</source>
      <translation>artillería de cohetes</translation>
    </message>
    <message>
      <source>battalion</source>
      <translation>batallón</translation>
    </message>
    <message>
      <source>brigade</source>
      <translation>brigada</translation>
    </message>
    <message>
      <source>division</source>
      <translation>división</translation>
    </message>
    <message>
      <source>corps</source>
      <translation>cuerpo</translation>
    </message>
    <message>
      <source>ad hoc</source>
      <translation>ad hoc</translation>
    </message>
    <message>
      <source>army support</source>
      <translation>apoyo del ejército</translation>
    </message>
    <message>
      <source>Dice as recorded</source>
      <translation>Dados según el registro</translation>
    </message>
    <message>
      <source>Dice from seed {seed}</source>
      <translation>Dados de la semilla {seed}</translation>
    </message>
  </context>
</TS>
