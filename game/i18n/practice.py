"""The words of Learn from your mistakes (game/input/practice.py): the Review screen's
button and the note at the table. English and French; merged by catalogue.py beside review.py."""

EN = {
    "practice.open": "Learn from your mistakes",
    "practice.progress": "{found} of {n} found",
    "practice.all_done": "Every costly decision tried again",
    "practice.title": "Learn from your mistakes · {when}: this move cost {cost}",
    "practice.played": "Played: {action}. Find a better move.",
    "practice.find": "Choose a move at the table as you would in the game.",
    "practice.judging": "Tried: {action}. Judging it: a few seconds.",
    "practice.failed": "This try could not be judged.",
    "practice.found": "Tried: {action}. As good as the best move!",
    "practice.gives_up": "Tried: {action}. It still gives up {cost}.",
    "practice.tries_left.one": "One more try before the best move is shown.",
    "practice.tries_left.many": "{n} more tries before the best move is shown.",
    "practice.shown": "The best move, lit on the table: {action}",
    "practice.back": "Escape opens the menu: Back to the review.",
}

FR = {
    "practice.open": "Apprendre de vos erreurs",
    "practice.progress": "{found} sur {n} trouvés",
    "practice.all_done": "Chaque décision coûteuse a été rejouée",
    "practice.title": "Apprendre de vos erreurs · {when} : ce coup a coûté {cost}",
    "practice.played": "Joué : {action}. Trouvez un meilleur coup.",
    "practice.find": "Choisissez un coup à la table comme en partie.",
    "practice.judging": "Essayé : {action}. Jugement en cours : quelques secondes.",
    "practice.failed": "Cet essai n'a pas pu être jugé.",
    "practice.found": "Essayé : {action}. Aussi bon que le meilleur coup !",
    "practice.gives_up": "Essayé : {action}. Ce coup cède encore {cost}.",
    "practice.tries_left.one": "Encore un essai avant que le meilleur coup soit montré.",
    "practice.tries_left.many": "Encore {n} essais avant que le meilleur coup soit montré.",
    "practice.shown": "Le meilleur coup, éclairé sur la table : {action}",
    "practice.back": "Échap ouvre le menu : Retour à l'analyse.",
}
