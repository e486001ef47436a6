"""The words of Settings -> Sounds: each kind of sound the tables make (game/ui/cues.py), its
volume and its mute. English and French; merged by catalogue.py."""

EN = {
    "settings.sounds": "Sounds",
    "sounds.title": "Sounds",
    "sounds.intro": "Each sound at its own volume, under the main volume ({volume} %). Changing one plays it.",
    "sounds.on": "On",
    "sounds.muted": "Muted",
    "sounds.kind.scores": "Final scores",
    "sounds.kind.dusk": "Dusk, or the end triggered",
    "sounds.kind.turn": "Your turn",
    "sounds.kind.build": "Factory built, district grown",
    "sounds.kind.magnate": "Magnate moving",
    "sounds.kind.steam": "Steam spent",
    "sounds.kind.worker": "Worker placed",
    "sounds.kind.gain": "Items, favor, goods gained",
    "sounds.kind.card": "Card drawn or played",
    "sounds.kind.buttons": "Buttons and refusals",
}

FR = {
    "settings.sounds": "Sons",
    "sounds.title": "Sons",
    "sounds.intro": "Chaque son à son propre volume, sous le volume général ({volume} %). En changer un le fait entendre.",
    "sounds.on": "Activé",
    "sounds.muted": "Coupé",
    "sounds.kind.scores": "Scores finaux",
    "sounds.kind.dusk": "Crépuscule, ou fin déclenchée",
    "sounds.kind.turn": "À vous de jouer",
    "sounds.kind.build": "Usine construite, quartier agrandi",
    "sounds.kind.magnate": "Magnat en mouvement",
    "sounds.kind.steam": "Vapeur dépensée",
    "sounds.kind.worker": "Ouvrier placé",
    "sounds.kind.gain": "Objets, faveur, biens gagnés",
    "sounds.kind.card": "Carte piochée ou jouée",
    "sounds.kind.buttons": "Boutons et refus",
}
