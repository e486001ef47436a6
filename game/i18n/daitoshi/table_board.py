"""The Daitoshi table's words for its board (the tooltips' page, places, clicks), its Factories and
the Mayor at the table: rows of (key, English, French), as in table.py, which merges them."""

from __future__ import annotations

BOARD_ROWS = [
    # --- the board: tooltips' page, places, clicks ------------------------------------------
    # "p." and its number held together by a no-break space: a tooltip never ends a line on "p."
    ("dtable.page", " (rulebook p.\u00a0{page})", " (livret p.\u00a0{page})"),
    ("dtable.click_to", "Click: {what}", "Clic : {what}"),
    ("dtable.click_to_choose", "Click to choose among {n} choices", "Cliquez pour choisir parmi {n} choix"),
    ("dtable.click_enlarge", "Click to see this Factory large", "Cliquez pour voir cette Usine en grand"),
    ("dtable.route", "{n} districts · {cost} Steam", "{n} quartiers · {cost} Vapeur"),
    ("dtable.done.dt_end_placing", "Done placing", "Fin des ouvriers"),
    ("dtable.done.dt_skip_action", "Skip the action", "Passer l'action"),
    ("dtable.done.dt_end_production", "Done producing", "Fin de production"),
    ("dtable.done.dt_stop_advancing", "Stop advancing", "Arrêter"),
    ("dtable.done.dt_decline_partnership", "Keep my Banners", "Garder mes Bannières"),
    ("dtable.neutral_magnate", "the neutral Magnate", "le Magnat neutre"),
    ("dtable.hub_tip", "The heart of the city: the Prestige track starts here and runs out through the Inner, "
     "Middle and Outer bands of the five districts",
     "Le cœur de la cité : la piste de Prestige part d'ici et traverse les bandes Centre, Milieu et Bord "
     "des cinq quartiers"),
    ("dtable.prestige_space", "Prestige space {k}: gives {what}", "Case de Prestige {k} : donne {what}"),
    ("dtable.rail_space", "Worm-Bus rail space {k}: gives {what} when a bus moves through or onto it",
     "Case {k} du rail du Ver-Bus : donne {what} quand un bus la traverse ou s'y arrête"),
    ("dtable.tile_hexes", " Hexes given back here: {what} (their Conflict rewards go to whoever electrifies it).",
     " Hexagones rendus ici : {what} (leurs gains de Conflit vont à qui l'électrifie)."),
    ("dtable.space_penalty", "; from here the river penalty is {n} VP per Conflict tile",
     " ; d'ici la pénalité de la rivière est de {n} PV par tuile en Conflit"),
    ("dtable.pilgrims_here", ". Pilgrims here: {names}", ". Pèlerins ici : {names}"),
    ("dtable.scoring_short.forest", "× University Inventions", "× Inventions universitaires"),
    ("dtable.scoring_short.mountain", "× finished Progress tracks", "× pistes de Progrès achevées"),
    ("dtable.scoring_short.underground", "× your Reputation's VP", "× PV de votre Réputation"),
    ("dtable.slot_tip", "Market slot ({quality}), {cost} food to take. ",
     "Emplacement du marché ({quality}), {cost} nourriture à payer. "),
    ("dtable.university_tip", "University stack: {n} left, the top one face up. ",
     "Pile Université : {n} restantes, celle du dessus face visible. "),
    ("dtable.machine_tip", "The {name} Mega-Machine, now in {where}: its Workshop is part of that district, and "
     "Contribute can be done there", "La Méga-Machine {name}, maintenant à {where} : son Atelier fait partie du "
     "quartier, et on peut y Contribuer"),
    ("dtable.upgrade_tip", "Upgrade {name} ({what}): joins the Workshop once spaces {spaces} are filled",
     "Amélioration {name} ({what}) : rejoint l'Atelier une fois les cases {spaces} remplies"),
    ("dtable.upgrade_done", "This Upgrade (spaces {spaces}) is installed on the Workshop",
     "Cette Amélioration (cases {spaces}) est installée sur l'Atelier"),
    ("dtable.contribute_pay", "Contribute:", "Contribuer :"),
    ("dtable.supply", "The supply", "La réserve"),
    ("dtable.supply_tip", "General supply: {middle} Middle and {outer} Outer District tiles in their stacks, "
     "{wealth} Wealth tokens, workers {workers}; Steam never runs out",
     "Réserve générale : {middle} tuiles Milieu et {outer} tuiles Bord dans leurs piles, {wealth} jetons "
     "Richesse, ouvriers {workers} ; la Vapeur ne manque jamais"),
    ("dtable.starting_player", "Starting Player: {name}", "Premier joueur : {name}"),
    ("dtable.turn_tip", "Turns follow one another clockwise from the Starting Player, with no rounds or phases",
     "Les tours se suivent dans le sens horaire depuis le Premier joueur, sans manches ni phases"),
    ("dtable.end_tip", ". The end is triggered: turns go on until everyone has played as many, then each plays one "
     "more", ". La fin est déclenchée : on joue jusqu'à ce que chacun ait joué autant de tours, puis chacun en "
     "joue un de plus"),
    # --- the Factories ------------------------------------------------------------------------
    ("dtable.who.mayor", "the Mayor (solo mode)", "le Maire (mode solo)"),
    ("dtable.strip_tip", "{name} ({who}): {vp} VP; {res}; {wealth} Wealth, {steam} Steam; {counts}",
     "{name} ({who}) : {vp} PV ; {res} ; {wealth} Richesse, {steam} Vapeur ; {counts}"),
    ("dtable.strip_tip.you", "You: {vp} VP; {res}; {wealth} Wealth, {steam} Steam; {counts}",
     "Vous : {vp} PV ; {res} ; {wealth} Richesse, {steam} Vapeur ; {counts}"),
    ("dtable.n_workers.one", "{n} worker", "{n} ouvrier"),
    ("dtable.n_workers.many", "{n} workers", "{n} ouvriers"),
    ("dtable.n_record_hexes.one", "{n} hex on the Exploitation Record", "{n} hexagone au Registre"),
    ("dtable.n_record_hexes.many", "{n} hexes on the Exploitation Record", "{n} hexagones au Registre"),
    ("dtable.n_conflict_tiles.one", "{n} Operation tile in Conflict", "{n} tuile Opération en Conflit"),
    ("dtable.n_conflict_tiles.many", "{n} Operation tiles in Conflict", "{n} tuiles Opération en Conflit"),
    ("dtable.n_inventions.one", "{n} Invention", "{n} Invention"),
    ("dtable.n_inventions.many", "{n} Inventions", "{n} Inventions"),
    ("dtable.factory_tip", "{name}'s Factory, the player board", "L'Usine de {name}, le plateau du joueur"),
    ("dtable.factory_tip.you", "Your Factory, the player board", "Votre Usine, le plateau du joueur"),
    ("dtable.start_tip", "The Starting Player token: this Factory played first",
     "Le jeton Premier joueur : cette Usine a joué en premier"),
    ("dtable.record_row_tip.one", "Exploitation Record, {terrain}: {n} hex. Each hex placed here gains {gain}; "
     "its Conflict reward is {conflict}. 2 or more put an Operation tile in Conflict",
     "Registre d'exploitation, {terrain} : {n} hexagone. Chaque hexagone posé ici rapporte {gain} ; son gain "
     "de Conflit est {conflict}. 2 ou plus mettent une tuile Opération en Conflit"),
    ("dtable.record_row_tip.many", "Exploitation Record, {terrain}: {n} hexes. Each hex placed here gains {gain}; "
     "its Conflict reward is {conflict}. 2 or more put an Operation tile in Conflict",
     "Registre d'exploitation, {terrain} : {n} hexagones. Chaque hexagone posé ici rapporte {gain} ; son gain "
     "de Conflit est {conflict}. 2 ou plus mettent une tuile Opération en Conflit"),
    ("dtable.mayor_record_tip", "The Mayor's Exploitation Record, space {k} (filled top to bottom, 4 at most): {what}",
     "Registre d'exploitation du Maire, case {k} (rempli de haut en bas, 4 au plus) : {what}"),
    ("dtable.cell_where", "{building} building, {floor} floor: ", "Bâtiment {building}, {floor} : "),
    ("dtable.floor_empty", "empty; a new Invention goes on the lowest empty floor",
     "vide ; une nouvelle Invention va à l'étage libre le plus bas"),
    ("dtable.progress_at", ". Progress marker on space {pos} of {last}", ". Marqueur de Progrès case {pos} sur {last}"),
    ("dtable.building_tip", "{building} building: activating it costs {cost} Steam; every Invention in it "
     "produces and advances its Progress marker",
     "Bâtiment {building} : l'activer coûte {cost} Vapeur ; chacune de ses Inventions produit et avance "
     "son marqueur de Progrès"),
    ("dtable.steam_tile_tip", "Steam per arrow on the Steam Engine Track: {n}. ",
     "Vapeur par flèche de la piste du Moteur : {n}. "),
    ("dtable.mayor_steam", "The Mayor never gains nor spends Steam: what costs Steam is free for him",
     "Le Maire ne gagne ni ne dépense jamais de Vapeur : ce qui en coûte est gratuit pour lui"),
    ("dtable.mayor_engine", "The Mayor has no chimney: he ignores water and coal",
     "Le Maire n'a pas de cheminée : il ignore l'eau et le charbon"),
    # --- the Mayor at the table -------------------------------------------------------------------------
    ("dtable.mayor_deck", "The Mayor's deck", "Le paquet du Maire"),
    ("dtable.mayor_deck_tip", "Each turn the Mayor turns a card; he goes to the first district clockwise whose "
     "action is on it (criterion 1) and that he can pay for (criterion 2), else he produces",
     "À chaque tour le Maire retourne une carte ; il va au premier quartier, en sens horaire, dont l'action y "
     "figure (critère 1) et qu'il peut payer (critère 2), sinon il produit"),
    ("dtable.mayor_face_tip", "His card this turn: {actions}. At the Town Hall ties go by the resource order {order}",
     "Sa carte de ce tour : {actions}. À l'Hôtel de ville, l'égalité se tranche par l'ordre {order}"),
    ("dtable.telling", "The last moves are being played out on the table: click to see the end at once.",
     "Les derniers coups se jouent sur la table : cliquez pour voir la fin tout de suite."),
    ("dtable.mayor_where", ". His Magnate stands in {district}", ". Son Magnat est dans {district}"),
    ("dtable.mayor_bribe_adds", ". His Bribe adds Commit to an Invention",
     ". Son Pot-de-vin ajoute S'engager sur une Invention"),
    ("dtable.mayor_back_tip", "The back of his next card: {district} highlighted, arrow {arrow}, a {colour} worker, "
     "hexes {hexes} (the Town Hall's land is the first land here)",
     "Le dos de sa prochaine carte : {district} en surbrillance, flèche {arrow}, un ouvrier {colour}, hexagones "
     "{hexes} (la terre de l'Hôtel de ville est la première terre ici)"),
    ("dtable.arrow.up", "up (the top one of two)", "vers le haut (celle du haut)"),
    ("dtable.arrow.down", "down (the bottom one of two)", "vers le bas (celle du bas)"),
    ("dtable.mayor_counts_tip", "His deck: {deck} cards face down; his pile: {pile} face up",
     "Son paquet : {deck} cartes face cachée ; sa pile : {pile} face visible"),
    ("dtable.bribe_tip", "The Bribe: while he keeps it, every card also shows Commit to an Invention; discarded the "
     "first time he commits", "Le Pot-de-vin : tant qu'il le garde, chaque carte montre aussi S'engager sur une "
     "Invention ; défaussé la première fois qu'il s'engage"),
    ("dtable.advisor_tip", "Advisor {n}: {text}", "Conseiller {n} : {text}"),
    ("dtable.advisor.reputation", "at setup, his Reputation advanced 1 step",
     "à la mise en place, sa Réputation a avancé d'un cran"),
    ("dtable.advisor.leftmost_banner", "at setup, a Banner of his on the leftmost City",
     "à la mise en place, une de ses Bannières sur la Ville la plus à gauche"),
    ("dtable.advisor.improved_basic", "at setup, his Basic Invention improved and its Progress advanced 5",
     "à la mise en place, son Invention de base améliorée et son Progrès avancé de 5"),
    ("dtable.advisor.progress_markers", "an Invention he places on a floor whose marker is past the Upgrade icon "
     "goes in improved", "une Invention qu'il pose à un étage dont le marqueur a passé l'icône d'amélioration "
     "arrive améliorée"),
    ("dtable.advisor.workers", "5 VP for each worker he cannot take because his spaces are full",
     "5 PV par ouvrier qu'il ne peut prendre, ses cases étant pleines"),
    ("dtable.advisor.discard_reward", "he gains the Conflict reward of any hex leaving his Exploitation Record",
     "il gagne le gain de Conflit de tout hexagone quittant son Registre d'exploitation"),
    ("dtable.advisor.steam_wealth", "whenever he would gain Steam, 1 Wealth instead (once a turn)",
     "quand il gagnerait de la Vapeur, 1 Richesse à la place (une fois par tour)"),
    ("dtable.advisor.banner_reward", "whenever he places a Banner he gains that City's reward",
     "quand il pose une Bannière il gagne le gain de cette Ville"),
    ("dtable.advisor.best_pilgrim_twice", "at the end his best Pilgrim space scores twice",
     "en fin de partie sa meilleure case de Pèlerin compte deux fois"),
    ("dtable.advisor.end_pilgrims", "at the end, 3 Pilgrim advances before the scoring",
     "en fin de partie, 3 avancées de Pèlerin avant le décompte"),
    ("dtable.action.contribute", "Contribute to the Mega-Machine", "Contribuer à la Méga-Machine"),
]
