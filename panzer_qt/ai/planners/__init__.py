"""What to do: the candidates a player weighs (destinations, attacks, answers to decisions, stack tops) and the
planners that weigh them with the judgement."""
