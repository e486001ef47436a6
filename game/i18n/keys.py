"""The keys at the table and what they do, in English and French: the in-game help's section
(game/ui/keys_help.py) says them in the rules screen of both games; merged into the catalogue by
catalogue.py. The keys themselves: game/ui/tables/keys.py (Tab, the arrows, Enter, Escape), the
tables (Ctrl+Z, the digits, Space), chat.py (T)."""

EN = {
    "keys.title": "Playing with the keyboard",
    "keys.line": "**{keys}**: {does}.",
    "keys.intro": "Every decision of both games can be made with the keyboard alone, with the same "
                  "keys everywhere. A ring (gold in Arigatō, brass in Daitoshi) shows the focus; it "
                  "stands only on what you may choose now, and shows what the mouse would show there. "
                  "Moving the mouse hides it.",
    "keys.tab": "Tab, Shift+Tab",
    "keys.tab.does": "the next or the previous choice (a card, a workshop, an item, a Magnate "
                     "space, a band, a hex, a button)",
    "keys.arrows": "Arrows",
    "keys.arrows.does": "the nearest choice that way",
    "keys.enter": "Enter",
    "keys.enter.does": "choose what has the focus, as a click would. With no focus shown, the main "
                       "choice of the moment: {confirm}, {use}, {take}, {end_day}. It also lifts the "
                       "curtain between two players and puts Arigatō's dusk away",
    "keys.escape": "Escape",
    "keys.escape.does": "go back one step (close a workshop's or a place's menu, put down the card "
                        "you hold, take back the first item of a trade or the last item picked for "
                        "the bonus, put back a Factory shown large); with nothing to go back from, "
                        "the pause menu",
    "keys.undo": "Ctrl+Z",
    "keys.undo.does": "take back your last action ({undo})",
    "keys.digits": "1 to 9",
    "keys.digits.does": "the choice bearing that number in Daitoshi's Your decision",
    "keys.space": "Space",
    "keys.space.does": "put Arigatō's dusk or final count away; in a game watched again, pause or "
                       "play on (there Left and Right step back and on)",
    "keys.chat": "T",
    "keys.chat.does": "in a game online, say something to the table",
}

FR = {
    "keys.title": "Jouer au clavier",
    "keys.line": "**{keys}** : {does}.",
    "keys.intro": "Chaque décision des deux jeux se prend au clavier seul, avec les mêmes touches "
                  "partout. Un cadre (doré dans Arigatō, laiton dans Daitoshi) montre le choix en "
                  "cours ; il ne se pose que sur ce que vous pouvez choisir maintenant, et montre ce "
                  "que la souris y montrerait. Bouger la souris le cache.",
    "keys.tab": "Tab, Maj+Tab",
    "keys.tab.does": "le choix suivant ou précédent (une carte, un atelier, un objet, une case de "
                     "Magnat, un anneau, un hexagone, un bouton)",
    "keys.arrows": "Flèches",
    "keys.arrows.does": "le choix le plus proche dans ce sens",
    "keys.enter": "Entrée",
    "keys.enter.does": "choisir ce qui est encadré, comme d'un clic. Sans cadre, le choix principal "
                       "du moment : {confirm}, {use}, {take}, {end_day}. Elle lève aussi le rideau "
                       "entre deux joueurs et range le crépuscule d'Arigatō",
    "keys.escape": "Échap",
    "keys.escape.does": "revenir d'un pas (fermer le menu d'un atelier ou d'un lieu, reposer la carte "
                        "tenue, reprendre le premier objet d'un échange ou le dernier objet choisi "
                        "pour le bonus, rendre sa place à une Usine montrée en grand) ; sans rien à "
                        "défaire, le menu de pause",
    "keys.undo": "Ctrl+Z",
    "keys.undo.does": "reprendre votre dernière action ({undo})",
    "keys.digits": "1 à 9",
    "keys.digits.does": "le choix qui porte ce numéro dans Votre décision de Daitoshi",
    "keys.space": "Espace",
    "keys.space.does": "ranger le crépuscule ou le décompte final d'Arigatō ; dans une partie revue, "
                       "pause ou reprise (Gauche et Droite y reculent et avancent d'un coup)",
    "keys.chat": "T",
    "keys.chat.does": "dans une partie en ligne, dire quelque chose à la table",
}
