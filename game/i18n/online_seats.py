"""Play online's words about the seats at a table played over the network: a player who dropped
("disconnected, waiting"), the host's choice to wait or seat an AI (then marked as standing in), coming back to a game after
the client was closed, and a spectator. English and French; merged by catalogue.py beside
online.py (a module of their own, so that the other words of Play online grow apart)."""

EN = {
    "online.away": "disconnected, waiting",
    "online.away_line": "{name} is disconnected: waiting for them to come back.",
    "online.away_short": "{name} is disconnected",
    "online.stand_in": "AI standing in",
    "online.stand_in_for": "an AI standing in for {name} until they come back",
    "online.drop.title": "{name} is disconnected",
    "online.drop.body": "Still no news from {name}. Keep waiting, or let an AI play their seat "
                        "until they come back? They take the seat back when they return.",
    "online.drop.wait": "Keep waiting",
    "online.drop.seat_ai": "Seat an AI",
    "online.drop.level": "AI level",
    "online.rejoin": "Rejoin {game}",
    "online.rejoin_intro": "Back to a game you left:",
    "online.watch": "Watch",
    "online.watching": "Watching",
    "online.waiting_start": "Waiting for the host to start the game.",
    "online.watch_wait": "You are watching: the table opens when the host starts the game.",
    "online.refused.watching": "A spectator cannot play.",
}

FR = {
    "online.away": "hors ligne, en attente",
    "online.away_line": "{name} est hors ligne : on attend son retour.",
    "online.away_short": "{name} est hors ligne",
    "online.stand_in": "IA à sa place",
    "online.stand_in_for": "une IA à la place de {name} jusqu'à son retour",
    "online.drop.title": "{name} est hors ligne",
    "online.drop.body": "Toujours pas de nouvelles de {name}. Attendre encore, ou confier sa "
                        "place à une IA jusqu'à son retour ? La place lui revient dès son retour.",
    "online.drop.wait": "Attendre encore",
    "online.drop.seat_ai": "Confier à une IA",
    "online.drop.level": "Niveau de l'IA",
    "online.rejoin": "Revenir à {game}",
    "online.rejoin_intro": "Reprendre une partie quittée :",
    "online.watch": "Regarder",
    "online.watching": "Spectateur",
    "online.waiting_start": "En attente du lancement de la partie par l'hôte.",
    "online.watch_wait": "Vous regardez : la table s'ouvre quand l'hôte lance la partie.",
    "online.refused.watching": "Un spectateur ne peut pas jouer.",
}
