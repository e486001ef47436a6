"""The Arigatō table's words, one file per language (en.py, fr.py: the same "arigato.*" keys),
merged into the client's one catalogue by catalogue.py."""

from game.i18n.arigato.en import EN
from game.i18n.arigato.fr import FR

TYPES = ("botanist", "blacksmith", "sculptor", "origamist", "fireworks_maker")
ITEMS = ("bonsai", "katana", "statue", "origami", "firework")

__all__ = ["EN", "FR", "TYPES", "ITEMS"]
