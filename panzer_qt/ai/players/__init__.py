"""Who plays: the decision skeleton of the players that judge positions (``judging``), the greedy yardstick,
the computer player at its levels, and random play."""
