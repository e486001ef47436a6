"""The Arigatō table's words for why a hint's move is better (game/ai/hint.py, `Reason`; worded
by game/i18n/hints.py): rows of (key, English, French), merged into en.py's and fr.py's words by
__init__.py. A part of the later favor has a `.one` form for the French singular below 2 favor
("1,5 faveur"), as `in_points` words the catalogue's."""

from __future__ import annotations

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
    ("arigato.reason.later.objectives", "Objective tokens to come, from day {when}: +{vp} favor",
     "Jetons objectif à venir, dès le jour {when} : +{vp} faveurs"),
    ("arigato.reason.later.dusk", "Dusk icon effects at the dusk of day {when}: +{vp} favor",
     "Effets des icônes crépuscule le soir du jour {when} : +{vp} faveurs"),
    ("arigato.reason.later.offered", "Artisans with an offering token on day {when}: +{vp} favor",
     "Artisans avec un jeton offrande au jour {when} : +{vp} faveurs"),
    ("arigato.reason.later.waiting", "Residents awaiting their offering on day {when}: +{vp} favor",
     "Résidents qui attendent leur offrande au jour {when} : +{vp} faveurs"),
    ("arigato.reason.later.items", "Items in your supply on day {when}: +{amount}, worth +{vp} favor",
     "Objets en stock au jour {when} : +{amount}, soit +{vp} faveurs"),
    ("arigato.reason.later.items.worth", "Items in your supply on day {when}: worth +{vp} favor",
     "Objets en stock au jour {when} : +{vp} faveurs de valeur"),
    ("arigato.reason.later.favor_bonus", "Closer to the next favor bonus on day {when}: +{vp} favor",
     "Plus près du prochain bonus des faveurs au jour {when} : +{vp} faveurs"),
    # ... their French singular, below 2 favor
    ("arigato.reason.later.objectives.one", "Objective tokens to come, from day {when}: +{vp} favor",
     "Jetons objectif à venir, dès le jour {when} : +{vp} faveur"),
    ("arigato.reason.later.dusk.one", "Dusk icon effects at the dusk of day {when}: +{vp} favor",
     "Effets des icônes crépuscule le soir du jour {when} : +{vp} faveur"),
    ("arigato.reason.later.offered.one", "Artisans with an offering token on day {when}: +{vp} favor",
     "Artisans avec un jeton offrande au jour {when} : +{vp} faveur"),
    ("arigato.reason.later.waiting.one", "Residents awaiting their offering on day {when}: +{vp} favor",
     "Résidents qui attendent leur offrande au jour {when} : +{vp} faveur"),
    ("arigato.reason.later.items.one", "Items in your supply on day {when}: +{amount}, worth +{vp} favor",
     "Objets en stock au jour {when} : +{amount}, soit +{vp} faveur"),
    ("arigato.reason.later.items.worth.one", "Items in your supply on day {when}: worth +{vp} favor",
     "Objets en stock au jour {when} : +{vp} faveur de valeur"),
    ("arigato.reason.later.favor_bonus.one", "Closer to the next favor bonus on day {when}: +{vp} favor",
     "Plus près du prochain bonus des faveurs au jour {when} : +{vp} faveur"),
    # what a better move gives up, named in a review's "Why" and under a hint ("cost")
    ("arigato.reason.noun.objectives", "objective tokens to come", "jetons objectif à venir"),
    ("arigato.reason.noun.dusk", "dusk icon effects", "effets des icônes crépuscule"),
    ("arigato.reason.noun.offered", "artisans with an offering token", "artisans avec un jeton offrande"),
    ("arigato.reason.noun.waiting", "residents awaiting their offering", "résidents en attente d'offrande"),
    ("arigato.reason.noun.items", "items in your supply", "objets en stock"),
    ("arigato.reason.noun.favor_bonus", "the next favor bonus", "le prochain bonus des faveurs"),
]
