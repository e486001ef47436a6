"""Daitoshi's French template set: the same keys as en.py, in French, with the French grammar those
strings ask for (articles, "de/du/des", plurals that agree with their count, colours that agree
with their workers).

A key missing here is said in English, the whole sentence at once (language.py); the gaps are the
keys of en.py that this file lacks (`language.untranslated("fr")`).
"""

from __future__ import annotations

from game.i18n.daitoshi.told import FR as TOLD

CODE = "fr"


# --- grammar ---------------------------------------------------------------------------------------
def plural(n: int) -> bool:
    """French takes the singular for 0 and 1: "0 hexagone", "1 hexagone", "2 hexagones"."""
    return abs(n) > 1


def _the(name: str) -> str:
    """A place's name with its article: "l'Hôtel de ville", "le Quartier du Port"."""
    return ("l'" if name[:1] in "AEIOUHÉ" else "le ") + name


def _de(name: str) -> str:
    """ "de" before a name with its article: du Quartier, des Ateliers, de l'Hôtel de ville, du Maire
    (the solo Mayor's name, "Le Maire", has its article capitalised); elided before a vowel: d'Aiko."""
    if name[:3].lower() == "le ":
        return "du " + name[3:]
    if name[:4].lower() == "les ":
        return "des " + name[4:]
    if name[:1].upper() in "AEIOUYÉÈÊÀÂÎÔÛ":
        return "d'" + name
    return "de " + name


FORMS = {"the": _the, "of": _de}

NAMES = {
    # the districts' Inner tiles
    "town_hall": "Hôtel de ville", "university_quarter": "Quartier Université",
    "builders_quarter": "Quartier Bâtisseurs", "power_quarter": "Quartier Énergie",
    "harbour_quarter": "Quartier du Port",
    # the Cities
    "forest_guild": "Guilde de la Forêt", "forest_academy": "Académie de la Forêt",
    "mountain_guild": "Guilde de la Montagne", "mountain_fair": "Foire de la Montagne",
    "underground_guild": "Guilde souterraine", "underground_rail": "Rail souterrain",
    "river_guild": "Guilde de la Rivière", "river_port": "Port fluvial",
    "inventors_city": "Ville des Inventeurs", "steam_city": "Ville de la Vapeur",
    "builders_city": "Ville des Bâtisseurs", "workshop_city": "Ville des Ateliers",
    "lantern_city": "Ville des Lanternes", "lightning_city": "Ville de la Foudre",
    "moth_city": "Ville des Phalènes", "temple_city": "Ville des Temples",
    "market_city": "Ville du Marché", "pilgrim_city": "Ville des Pèlerins",
    # the Mega-Machines and their Upgrades
    "reputation": "Réputation", "prestige": "Prestige", "pilgrim": "Pèlerin", "conflict": "Conflit",
    "restoration": "Restauration", "bonus_wealth": "Bonus Richesse", "bonus_steam": "Bonus Vapeur",
}

NOUNS = {
    "food": "nourriture", "energy": "énergie", "wealth": "Richesse", "steam": "Vapeur", "water": "eau",
    "coal": "charbon", "vp": "PV", "prestige": "Prestige", "reputation": "Réputation",
    "materials": ("matériau de construction", "matériaux de construction"),
    "luxury": ("bien de luxe", "biens de luxe"), "progress": ("avancée de Progrès", "avancées de Progrès"),
    "district": ("quartier", "quartiers"), "space": ("case", "cases"), "hex": ("hexagone", "hexagones"),
    "worker": ("ouvrier", "ouvriers"), "pilgrim_advance": ("avancée", "avancées"),
    "advance": ("avancée", "avancées"), "tile": ("tuile", "tuiles"), "card": ("carte", "cartes"),
    "worm_bus_movement": ("déplacement de Ver-Bus", "déplacements de Ver-Bus"),
}

WORDS = {
    "building": ("de gauche", "du milieu", "de droite"),
    "floor": ("au rez-de-chaussée", "à l'étage du milieu", "à l'étage du haut"),
    "ring": ("Centre", "Milieu", "Bord"),
    "space": ("de gauche", "du milieu", "de droite"),
    "operation": ("Vapeur", "Bâtiments", "Ouvriers", "Progrès"),
    "action": {"commit": "S'engager sur une Invention", "expand": "Agrandir un quartier",
               "electrify": "Électrifier un quartier", "trade": "Commercer avec d'autres Villes",
               "wild": "l'Action libre", "contribute": "la Méga-Machine"},
    "quality": {"ordinary": "ordinaire", "innovative": "innovante", "brilliant": "brillante",
                "university": "universitaire", "basic": "de base", None: ""},
    "terrain": {"river": "rivière", "forest": "forêt", "mountain": "montagne", "underground": "souterrain",
                "land": "terre"},
    "colour": {"blue": ("bleu", "bleus"), "green": ("vert", "verts"), "yellow": ("jaune", "jaunes"),
               "red": ("rouge", "rouges")},
    "resource": {"food": "nourriture", "energy": "énergie", "materials": "matériaux", "luxury": "luxe"},
}

TEMPLATES = {
    # --- pieces --------------------------------------------------------------------------------------
    "join": "{rest} et {last}",
    "steam": " ({n} Vapeur)",
    "free": " (gratuit)",
    "gain": " : gagner {rewards}",
    "then": " : {rewards}",
    "nothing": "rien",
    "materials_cost": " ({n} matériaux de construction)",
    "building": "le bâtiment {building}",
    "building.any": "un bâtiment",
    "on_floor": "{floor} du bâtiment {building}",
    "workshop": "l'Atelier {ring}",
    "workshop.in": "l'Atelier {ring} {district:of}",
    "workshop.mm": "l'Atelier de la Méga-Machine",
    "workers": ("{n} ouvrier {colour}", "{n} ouvriers {colour}"),
    "track": "la piste {track}",
    "track.any": "une piste au choix",
    "track.one": "une seule piste au choix",
    "times": " x{n}",
    "who.table": "La table",
    "who.seat": "Joueur {n}",
    # --- names ---------------------------------------------------------------------------------------
    "district": "{name:the}",
    "district.numbered": "le quartier {n}",
    "city.numbered": "la Ville de l'emplacement {n}",
    "invention.any": "une Invention",
    "invention.the": "l'Invention",
    "invention.on_floor": "l'Invention {where}",
    "invention.basic": "l'Invention de base {resource}",
    "invention.numbered": "l'Invention {quality} {n}",
    # --- rewards -------------------------------------------------------------------------------------
    "reward.end_vp": "{n} PV en fin de partie",
    "reward.worm_bus": "{n:worm_bus_movement}",
    "reward.score_reputation": "les PV de votre Réputation{times}",
    "reward.pilgrim": "{n:pilgrim_advance} de Pèlerin sur {where}",
    "reward.worker_any": "{n:worker} au choix",
    "reward.give_back": ("{n:hex} rendu aux Terres sauvages", "{n:hex} rendus aux Terres sauvages"),
    "reward.give_back_conflict": ("{n:hex} rendu pour sa récompense de Conflit",
                                  "{n:hex} rendus pour sa récompense de Conflit"),
    "reward.hex_reward": "la récompense de Conflit d'un hexagone{times}",
    "reward.partnership": "une Bannière de Partenariat sur une Ville au choix",
    "reward.create_partnership": "un Partenariat avec cette Ville",
    "reward.activate_partnership": "la récompense de Partenariat de cette Ville",
    "reward.city_effect": "la récompense de Partenariat d'une autre Ville",
    "reward.mm_workshop": "la récompense de l'Atelier de la Méga-Machine",
    "reward.market_brilliant": "les récompenses de l'Invention brillante du Marché",
    "reward.workshop_reward": "une récompense d'Atelier de votre quartier",
    "reward.upgrade": "améliorer cette Invention",
    "reward.mm_ready": "prête pour la Méga-Machine",
    "reward.score": "compter les PV de cette Invention",
    "reward.score_twice": "compter deux fois les PV de cette Invention",
    "reward.hexes": "les récompenses de Conflit des hexagones placés",
    # --- actions -------------------------------------------------------------------------------------
    "dt_draft_basic_invention": "Prendre {invention}",
    "dt_draft_basic_invention.start": "Prendre {invention} : vous commencez dans {district}",
    "dt_start_production": "Mener un Tour de Production",
    "dt_move_magnate": "Avancer votre Magnat de {steps:district} en sens horaire jusqu'à {where}",
    "move.space": "la case {space}",
    "move.space_n": "la case {n}",
    "move.space_in": "la case {space} {district:of}",
    "dt_activate_building": "Activer {building}{cost}",
    "building.n": "le bâtiment {n}",
    "dt_use_government_grant": "Utiliser la Subvention du gouvernement : activer tous vos bâtiments "
                               "gratuitement",
    "dt_end_production": "Production terminée",
    "dt_place_worker": "Envoyer un ouvrier {colour} à {where}{gain}",
    "dt_end_placing": "Ouvriers placés, terminer",
    "dt_exploit_track": "Exploiter la piste {track}",
    "dt_commit_inventions": "S'engager sur {slot}{paid}{gain}",
    "dt_commit_inventions.several": "S'engager sur {slots} sans récompense{paid}",
    "commit.slot": "{invention} (emplacement {n})",
    "commit.quality": "l'Invention {quality}",
    "commit.paid": ", en payant {n} nourriture",
    "dt_install_invention": "Installer {invention} {floor} de votre bâtiment {building}",
    "dt_install_invention.somewhere": "Installer {invention} dans {where}",
    "dt_install_invention_first": "Installer d'abord {invention}, dans le bâtiment {building}",
    "dt_expand_district": "Agrandir {district} avec sa tuile {ring}{cost}{hexes}",
    "expand.hexes": ", puis y placer {n:hex}",
    "dt_place_hex_on_tile": "Placer un hexagone {terrain} sur la nouvelle tuile",
    "dt_renovate_district": "Rénover un quartier{cost} : rendre 1 hexagone et gagner sa récompense de "
                            "Conflit",
    "dt_electrify_district": "Électrifier la tuile {ring} {district:of}{extra}",
    "electrify.extra": ", en payant {n} énergie : gagner {rewards}",
    "dt_trade_with_city": "Échanger {goods:luxury} avec {city}",
    "dt_trade_with_city.gain": "Échanger {goods:luxury} avec {city} ({steam} Vapeur) : gagner {rewards}",
    "dt_contribute_to_mega_machine": "Donner {invention} à la case {n} de la Méga-Machine{gain}",
    "dt_skip_action": "Passer l'action",
    "dt_pay_cost": "Payer {paid} avec {parts}",
    "dt_pay_cost.own": "Payer {paid}",
    "dt_choose_pilgrim_track": "Avancer votre Pèlerin sur la piste {track}",
    "dt_choose_pilgrim_spaces": "Avancer votre Pèlerin de {n:space} sur la piste {track}",
    "dt_choose_worker": "Prendre un ouvrier {colour}",
    "dt_discard_worker": "Défausser un ouvrier {colour}",
    "dt_discard_worker.new": "Laisser partir le nouvel ouvrier {colour}",
    "dt_discard_worker.keep": "Défausser un ouvrier {colour} pour garder le nouvel ouvrier {new}",
    "dt_give_back_hex": "Rendre un hexagone {terrain} aux Terres sauvages",
    "dt_choose_hex_reward": "Prendre la récompense de Conflit de l'hexagone {terrain}{then}",
    "dt_place_banner": "Placer une Bannière de Partenariat sur {city}",
    "dt_advance_progress": "Faire progresser {invention} {where}",
    "dt_stop_advancing": "Arrêter de progresser",
    "dt_use_partnership": "Utiliser votre Partenariat avec {city}{gain}",
    "dt_decline_partnership": "Garder vos Bannières (pas de Partenariat maintenant)",
    "dt_choose_city_effect": "Prendre la récompense de Partenariat {city:of}{gain}",
    "dt_choose_workshop_reward": "Prendre la récompense {workshop:of}{then}",
    # --- events, in the third person, and in the second to a seat named "You" ("Vous") ----------
    "TurnStarted": "Tour {n} : {who} joue",
    "TurnStarted.you": "Tour {n} : vous jouez",
    "ProductionStarted": "{who} mène un Tour de Production",
    "ProductionStarted.you": "Vous menez un Tour de Production",
    "BuildingActivated": "{who} active {building}{steam}",
    "BuildingActivated.you": "Vous activez {building}{steam}",
    "MagnateMoved": "Le Magnat {who:of} va sur {where}",
    "MagnateMoved.you": "Votre Magnat va sur {where}",
    "WorkerPlaced": "{who} envoie un ouvrier {colour} à {where}",
    "WorkerPlaced.you": "Vous envoyez un ouvrier {colour} à {where}",
    "WorkersReturned": ("{n:worker} {district:of} retourne à la réserve",
                        "{n:worker} {district:of} retournent à la réserve"),
    "WorkersReturned.none": "Aucun ouvrier à renvoyer depuis {district}",
    "HexExploited": "{who} exploite un hexagone {terrain}",
    "HexExploited.you": "Vous exploitez un hexagone {terrain}",
    "HexExploited.discard": "{who} exploite un hexagone {terrain} de la défausse",
    "HexExploited.discard.you": "Vous exploitez un hexagone {terrain} de la défausse",
    "Gained": "{who} gagne {reward}",
    "Gained.you": "Vous gagnez {reward}",
    "Gained.worker": "{who} gagne {workers}",
    "Gained.worker.you": "Vous gagnez {workers}",
    "Gained.pilgrim": "Le Pèlerin {terrain} {who:of} avance de {n:space}",
    "Gained.pilgrim.you": "Votre Pèlerin {terrain} avance de {n:space}",
    "Gained.give_back": "{who} rend {n:hex} {terrain} aux Terres sauvages",
    "Gained.give_back.you": "Vous rendez {n:hex} {terrain} aux Terres sauvages",
    "Gained.banner": "{who} place une Bannière de Partenariat sur {city}",
    "Gained.banner.you": "Vous placez une Bannière de Partenariat sur {city}",
    "Gained.worm_bus": "Le Ver-Bus {who:of} avance de {n:space}",
    "Gained.worm_bus.you": "Votre Ver-Bus avance de {n:space}",
    "InventionTaken": "{who} installe {invention} {where}",
    "InventionTaken.you": "Vous installez {invention} {where}",
    "DistrictExpanded": "{who} agrandit {district} avec sa tuile {ring}",
    "DistrictExpanded.you": "Vous agrandissez {district} avec sa tuile {ring}",
    "DistrictElectrified": "{who} électrifie la tuile {ring} {district:of}",
    "DistrictElectrified.you": "Vous électrifiez la tuile {ring} {district:of}",
    "Traded": "{who} échange {goods:luxury} avec {city}",
    "Traded.you": "Vous échangez {goods:luxury} avec {city}",
    "Contributed": "{who} donne {invention} à la Méga-Machine (case {n}) et prend {university}",
    "Contributed.you": "Vous donnez {invention} à la Méga-Machine (case {n}) et prenez {university}",
    "UpgradeInstalled": "L'Atelier de la Méga-Machine reçoit l'Amélioration {upgrade}",
    "PartnershipUsed": "{who} utilise le Partenariat avec {city}",
    "PartnershipUsed.you": "Vous utilisez le Partenariat avec {city}",
    "MegaMachineMoved": "La Méga-Machine va dans {district}",
    "ConflictChecked": ("{who} est en Conflit avec les Yōkai : tuile {tiles}",
                        "{who} est en Conflit avec les Yōkai : tuiles {tiles}"),
    "ConflictChecked.you": ("Vous êtes en Conflit avec les Yōkai : tuile {tiles}",
                            "Vous êtes en Conflit avec les Yōkai : tuiles {tiles}"),
    "ConflictChecked.none": "{who} n'est pas en Conflit avec les Yōkai",
    "ConflictChecked.none.you": "Vous n'êtes pas en Conflit avec les Yōkai",
    "EndTriggered": "L'avant-dernière case de la piste {track} apparaît : la fin de la partie approche",
    "GameEnded": "La partie est terminée",
    # the solo Mayor (core/daitoshi/mayor.py)
    "MayorTurn": "{who} retourne une carte : {actions}",
    "MayorChecked.1a": "{who} examine {district} : {action} n'est pas sur sa carte, il passe son chemin",
    "MayorChecked.1c": "{who} examine {district} : sa carte n'a pas l'Action libre, il passe son chemin",
    "MayorChecked.2a": "{who} examine {district} : {action} est sur sa carte{bribe}, mais il ne peut pas la payer",
    "MayorChecked.2c": "{who} examine {district} : l'Action libre est sur sa carte, mais il ne peut payer "
                       "aucune action",
    "MayorChecked.space": "{who} examine {district} : {action} est sur sa carte{bribe}, mais aucune case "
                          "Magnat n'y est libre pour lui",
    "MayorChecked.chosen": "{who} examine {district} : {action} est sur sa carte{bribe} et il peut la faire, "
                           "il y va donc",
    "MayorChecked.bribe": " (grâce à son Pot-de-vin)",
    "AdvisorsDealt": ("{who} reçoit 1 Conseiller", "{who} reçoit {n} Conseillers"),
    "AdvisorSetUp": "{who} applique le Conseiller {n}, puis le défausse : {setup}",
    "AdvisorSetUp.kept": "{who} applique le Conseiller {n} : {setup} ; il le garde près de son plateau pour la suite",
    "AdvisorSetUp.game": "{who} garde le Conseiller {n} près de son plateau : il agit pendant la partie",
    "AdvisorSetUp.end": "{who} garde le Conseiller {n} près de son plateau : il agit en fin de partie",
    "advisor.reputation": "sa Réputation avance d'un cran",
    "advisor.leftmost_banner": "une de ses Bannières va sur la Ville la plus à gauche",
    "advisor.improved_basic": "son Invention de base est améliorée et son Progrès avance de 5 crans",
    "advisor.progress_markers": "chacun de ses marqueurs de Progrès d'Invention avance d'un cran",
    "advisor.workers": "un ouvrier de chaque couleur va sur ses cases Ouvrier",
    # --- what is being decided, and why a choice is refused ------------------------------------------
    "decision": "{who} {short}",
    "decision.you": "Vous {short}",
    "decision.over": "La partie est terminée",
    "decision.produce.leader": "{help} Meneur : coches roses, Progrès double, +1 Pèlerin par bâtiment.",
    "decision.produce.other": "Un autre joueur mène ce Tour de Production : vous pouvez produire aussi. "
                              "{help}",
    "decision.place": "{district:cap} embauche {hires} : envoyez-les dans les Ateliers libres, chacun "
                      "gagnant sa récompense ; puis terminez.",
    "decision.hires": "des ouvriers {colour}",
    "decision.hires.any": "des ouvriers de toute couleur",
    "decision.install": "Installez {invention} à l'étage libre le plus bas d'un bâtiment.",
    "decision.place_hex": "{help} {n:hex} à placer.",
    "decision.progress": "Avancez des marqueurs de Progrès : {n:advance} à répartir comme vous voulez ; "
                         "ou arrêtez.",
    "decision.pilgrim": "{help} ({n:advance} à faire.)",
    "refusal": "« {action} » n'est pas possible maintenant : {doing}",
    "refusal.over": "la partie est terminée",
    "refusal.not_your_turn": "ce n'est pas à vous de choisir",
    "refusal.waits_for": "la partie attend un joueur qui {short}",
    "refusal.waits": "la partie attend un autre choix",
    "refusal.magnate_same_space": "Fermée : votre Magnat est sur cette case (un tour complet doit finir sur une autre)",
    "refusal.magnate_space_full": "Fermée : cette case a déjà autant de Magnats qu'elle peut en tenir",
    "refusal.magnate_steam": "Fermée : y aller coûte {cost} Vapeur et vous en avez {have}",
    "refusal.magnate_too_far": "Fermée : {steps} quartiers, c'est plus loin qu'un Magnat ne peut aller",
    # --- the Magnate's moves, listed under the district they end in ----------------------------------
    "magnate.district": "Avancer de {n:district}{where}",
    "magnate.district.where": " : {district}",
    "magnate.district.extra": " (+{n} Vapeur)",
    "magnate.space": "Case {space}{cost} : {tail}",
    "magnate.space_n": "Case {n}{cost} : {tail}",
    "magnate.tail.0": "renvoyer les ouvriers du quartier, puis placer les vôtres",
    "magnate.tail.1": "puis placer vos ouvriers",
    "magnate.tail.2": "pas d'ouvrier ce tour-ci",
    "magnate.tail.other": "y aller",
}
TEMPLATES.update(TOLD)   # every action as the log tells it (told.py)

DECISIONS = {
    "draft": ("choisit une Invention de base",
              "Choisissez votre Invention de base (variante experte) : sa ressource du milieu décide de "
              "votre quartier de départ."),
    "turn": ("choisit son tour",
             "Menez un Tour de Production (tous produisent, vous avez les bonus), ou avancez votre "
             "Magnat de 1 ou 2 quartiers (1 Vapeur par quartier en plus) pour un Tour de Ville."),
    "produce": ("produit",
                "Production : activez chaque bâtiment une fois au plus, en payant sa Vapeur ; puis "
                "terminez."),
    "place": ("place des ouvriers",
              "Envoyez des ouvriers de la couleur du quartier dans les Ateliers libres, chacun gagnant la "
              "récompense de son Atelier ; puis terminez."),
    "exploit": ("exploite", "Exploitez : prenez le premier hexagone d'une piste dans votre Registre "
                            "d'exploitation."),
    "action": ("fait une action", "Faites l'action de ce quartier, ou passez-la."),
    "install": ("installe une Invention",
                "Installez la nouvelle Invention à l'étage libre le plus bas d'un bâtiment."),
    "place_hex": ("place des hexagones",
                  "Placez des hexagones de votre Registre d'exploitation sur la nouvelle tuile."),
    "pilgrim": ("avance un Pèlerin", "Avancez un Pèlerin sur une piste dont la case suivante n'a pas "
                                     "d'hexagone."),
    "worker_any": ("prend un ouvrier", "Prenez un ouvrier de la couleur de votre choix."),
    "worker_full": ("a trop d'ouvriers",
                    "Votre Usine est pleine : défaussez un ouvrier, ou laissez partir le nouveau."),
    "conflict_discard": ("défausse des ouvriers",
                         "Votre tuile Ouvriers est en Conflit avec les Yōkai : défaussez jusqu'à la limite."),
    "give_back": ("rend un hexagone",
                  "Rendez aux Terres sauvages un hexagone de votre Registre d'exploitation."),
    "hex_reward": ("prend une récompense d'hexagone",
                   "Choisissez un hexagone de votre Registre : gagnez sa récompense de Conflit."),
    "banner": ("place une Bannière", "Placez une Bannière de Partenariat sur une Ville où vous n'en avez pas."),
    "progress": ("fait progresser", "Avancez le marqueur de Progrès d'une Invention, ou arrêtez."),
    "partnership": ("peut utiliser un Partenariat",
                    "La condition d'un Partenariat est remplie : reprenez une Bannière pour sa récompense, "
                    "ou gardez-la."),
    "city_effect": ("choisit une récompense de Ville",
                    "Choisissez la récompense de Partenariat d'une autre Ville."),
    "workshop_reward": ("prend une récompense d'Atelier",
                        "Choisissez un Atelier de votre quartier : gagnez sa récompense."),
    "pay": ("paie", "Choisissez comment payer : avec la ressource elle-même, ou avec de la Richesse à sa "
                    "place."),
    "install_pair": ("installe deux Inventions",
                     "Choisissez laquelle de vos deux nouvelles Inventions installer d'abord, et dans quel "
                     "bâtiment."),
    "pilgrim_spaces": ("avance un Pèlerin", "Choisissez de combien de cases votre Pèlerin avance."),
}

DECISIONS_YOU = {
    "draft": "choisissez une Invention de base",
    "turn": "choisissez votre tour",
    "produce": "produisez",
    "place": "placez des ouvriers",
    "exploit": "exploitez",
    "action": "faites une action",
    "install": "installez une Invention",
    "place_hex": "placez des hexagones",
    "pilgrim": "avancez un Pèlerin",
    "worker_any": "prenez un ouvrier",
    "worker_full": "avez trop d'ouvriers",
    "conflict_discard": "défaussez des ouvriers",
    "give_back": "rendez un hexagone",
    "hex_reward": "prenez une récompense d'hexagone",
    "banner": "placez une Bannière",
    "progress": "faites progresser",
    "partnership": "pouvez utiliser un Partenariat",
    "city_effect": "choisissez une récompense de Ville",
    "workshop_reward": "prenez une récompense d'Atelier",
    "pay": "payez",
    "install_pair": "installez deux Inventions",
    "pilgrim_spaces": "avancez un Pèlerin",
}
