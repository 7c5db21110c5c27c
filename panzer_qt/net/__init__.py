"""Remote play: the protocol, the referee server and the client connection (no Qt)."""
