"""How a position is judged: the Soviet VP it promises, with every tuned number in ``weights``, and the context
of one decision (``decision.Outlook``)."""
