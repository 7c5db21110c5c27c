"""Help inside the program: the rules reference, the guides, About and the links from rule numbers to them."""
