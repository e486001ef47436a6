"""The frame\x27s scenes; each game\x27s table lives in game/ui/tables/."""
