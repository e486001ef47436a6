"""The Arigatō table's words, one file per language (en.py, fr.py: the same "arigato.*" keys) and
the words of a hint's reasons in both (reasons.py), merged into the client's one catalogue by
catalogue.py."""

from game.i18n.arigato.en import EN as _EN
from game.i18n.arigato.fr import FR as _FR
from game.i18n.arigato.reasons import REASON_ROWS

EN = {**_EN, **{key: en for key, en, _ in REASON_ROWS}}
FR = {**_FR, **{key: fr for key, _, fr in REASON_ROWS}}

TYPES = ("botanist", "blacksmith", "sculptor", "origamist", "fireworks_maker")
ITEMS = ("bonsai", "katana", "statue", "origami", "firework")

__all__ = ["EN", "FR", "TYPES", "ITEMS"]
