"""The words of a game hosted from the client and kept in the player's saves: how Saved games and
Continue name it, the host's page when it is hosted again, and the question before the person
hosting stops (to the menu, or to host another game). English and French; merged by
catalogue.py beside online.py."""

EN = {
    "saves.hosted": "hosted online",
    "hosted.again": "The game goes on from where it stopped. Your friends come back with the "
                    "same code: their seats wait for them.",
    "hosted.moved": "Port {old} is taken on this computer now, so this game listens on port "
                    "{port}: give your friends the new port.",
    "hosted.to_table": "To the table",
    "hosted.cannot": "This hosted game cannot be hosted again: {why}",
    "hosted.ask.title": "Stop hosting?",
    "hosted.ask.quit": "The game is kept: Continue or Saved games hosts it again, with the same "
                       "code, and your friends come back to their seats. Until then they are "
                       "told you have paused the game.",
    "hosted.ask.another": "You are hosting a game of {game}. To host another, this one stops. "
                          "It is kept: Continue or Saved games hosts it again, with the same "
                          "code. Your friends are told you have paused it.",
    "hosted.ask.keep": "Keep hosting",
    "hosted.ask.stop": "Stop hosting",
}

FR = {
    "saves.hosted": "hébergée en ligne",
    "hosted.again": "La partie reprend là où elle s'était arrêtée. Vos amis reviennent avec le "
                    "même code : leurs places les attendent.",
    "hosted.moved": "Le port {old} est maintenant pris sur cet ordinateur, cette partie écoute "
                    "donc sur le port {port} : donnez le nouveau port à vos amis.",
    "hosted.to_table": "Vers la table",
    "hosted.cannot": "Cette partie hébergée ne peut pas être hébergée à nouveau : {why}",
    "hosted.ask.title": "Arrêter d'héberger ?",
    "hosted.ask.quit": "La partie est gardée : Reprendre ou Parties en cours l'héberge à "
                       "nouveau, avec le même code, et vos amis retrouvent leur place. D'ici "
                       "là, ils sont prévenus que vous avez mis la partie en pause.",
    "hosted.ask.another": "Vous hébergez une partie de {game}. Pour en héberger une autre, "
                          "celle-ci s'arrête. Elle est gardée : Reprendre ou Parties en cours "
                          "l'héberge à nouveau, avec le même code. Vos amis sont prévenus que "
                          "vous l'avez mise en pause.",
    "hosted.ask.keep": "Continuer d'héberger",
    "hosted.ask.stop": "Arrêter d'héberger",
}
