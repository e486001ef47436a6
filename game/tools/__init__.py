"""Command-line tools: simulate, bench, tournament."""
