"""The Arigatō table's words for why a hint's move is better (game/ai/hint.py, `Reason`; worded
by game/i18n/hints.py): rows of (key, English, French), merged into en.py's and fr.py's words by
__init__.py. The parts of the later favor are worded in both counted forms (`_in_favor`)."""

from __future__ import annotations


def _in_favor(key: str, en: str, fr: str) -> list[tuple[str, str, str]]:
    """A phrase said in favor, in both forms (`.one`, `.many`): the French singular below 2 favor
    ("+1,5 faveur"), as `in_points` words the catalogue's; English says "favor" either way."""
    return [(f"{key}.one", en, fr.replace("{vp} faveurs", "{vp} faveur")), (f"{key}.many", en, fr)]


REASON_ROWS = [
    # the events `Heuristics.notable` names
    ("arigato.reason.objective", "Day {when}'s objective met at dusk ({what})",
     "L'objectif du jour {when} rempli au crépuscule ({what})"),
    ("arigato.reason.favor_bonus", "The {n}-favor bonus reached", "Le bonus des {n} faveurs atteint"),
    ("arigato.reason.offering", "An offering prepared", "Une offrande préparée"),
    ("arigato.reason.to_gate", "An artisan sent to the palace gate",
     "Un artisan envoyé sous la porte du palais"),
    ("arigato.reason.when", "{reason} on day {when}", "{reason} le jour {when}"),
    # the parts of the evaluation's later favor (`Heuristics.later_parts`), as they stand at the
    # dawn of day {when}, where the playouts stopped
    *_in_favor("arigato.reason.later.objectives", "Objective tokens to come, from day {when}: +{vp} favor",
               "Objectifs à venir dès le jour {when} : +{vp} faveurs"),
    *_in_favor("arigato.reason.later.dusk", "Dusk icon effects on day {when}: +{vp} favor",
               "Effets du crépuscule du jour {when} : +{vp} faveurs"),
    *_in_favor("arigato.reason.later.offered", "Artisans with an offering on day {when}: +{vp} favor",
               "Artisans avec offrande au jour {when} : +{vp} faveurs"),
    *_in_favor("arigato.reason.later.waiting", "Residents awaiting an offering on day {when}: +{vp} favor",
               "Résidents sans offrande au jour {when} : +{vp} faveurs"),
    *_in_favor("arigato.reason.later.items", "Supply on day {when}: +{amount} items, worth +{vp} favor",
               "Stock au jour {when} : +{amount} objets, soit +{vp} faveurs"),
    *_in_favor("arigato.reason.later.items.worth", "Supply on day {when}: worth +{vp} favor",
               "Stock au jour {when} : +{vp} faveurs de valeur"),
    *_in_favor("arigato.reason.later.favor_bonus", "Toward the next favor bonus, day {when}: +{vp} favor",
               "Vers le bonus des faveurs, jour {when} : +{vp} faveurs"),
    # what a better move gives up, named in a review's "Why" and under a hint ("cost")
    ("arigato.reason.noun.objectives", "objective tokens to come", "jetons objectif à venir"),
    ("arigato.reason.noun.dusk", "dusk icon effects", "effets du crépuscule"),
    ("arigato.reason.noun.offered", "artisans with an offering", "artisans avec offrande"),
    ("arigato.reason.noun.waiting", "residents awaiting an offering", "résidents sans offrande"),
    ("arigato.reason.noun.items", "items in your supply", "objets en stock"),
    ("arigato.reason.noun.favor_bonus", "the next favor bonus", "le prochain bonus des faveurs"),
]
