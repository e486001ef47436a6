"""Agents that play any game through the core protocol, seeing only their seat's view."""
