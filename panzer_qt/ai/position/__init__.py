"""What the position is, as one side may know it: its view and fog, and the facts a player reads off a position
(who stands where, zones of control, supply and C&C, reach, the segments left), with no value put on them."""
