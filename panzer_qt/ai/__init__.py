"""The computer players, as a pipeline: what the position is (``position``), how it is judged (``judgement``),
what to do (``planners``), who plays (``players``); on top, whole games headless (``games``), simulated runs
(``simulate``) and games through the referee server (``remote``). Each part imports only those below it."""
