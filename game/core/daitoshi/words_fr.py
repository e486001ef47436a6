"""Daitoshi in French words: the French side of words.py (pure Python, no pygame, no UI).

words.py calls these when asked for `lang="fr"`; each returns None where it has no sentence, and
words.py then says it in English, so a new action or event is never left without words.
"""

from __future__ import annotations

import re

from game.core.daitoshi import words as W

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
TERRAIN = {"river": "rivière", "forest": "forêt", "mountain": "montagne", "underground": "souterrain",
           "land": "terre"}
COLOUR = {"blue": ("bleu", "bleus"), "green": ("vert", "verts"), "yellow": ("jaune", "jaunes"),
          "red": ("rouge", "rouges")}
BUILDINGS = ("de gauche", "du milieu", "de droite")
FLOOR_AT = ("au rez-de-chaussée", "à l'étage du milieu", "à l'étage du haut")
FLOOR_THE = ("le rez-de-chaussée", "l'étage du milieu", "l'étage du haut")
RINGS = ("Centre", "Milieu", "Bord")
SPACES = ("de gauche", "du milieu", "de droite")
OPERATIONS = ("Vapeur", "Bâtiments", "Ouvriers", "Progrès")
QUALITY = {"ordinary": "ordinaire", "innovative": "innovante", "brilliant": "brillante",
           "university": "universitaire", "basic": "de base"}
RESOURCE = {"food": "nourriture", "energy": "énergie", "materials": "matériaux", "luxury": "luxe"}


# --- little words -------------------------------------------------------------------------------------
def join(items) -> str:
    items = [x for x in items if x]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " et " + items[-1]


def _n(amount: int, one: str, many: str | None = None) -> str:
    return f"{amount} {one if abs(amount) <= 1 else (many or one + 's')}"


def terrain(t: str) -> str:
    return TERRAIN.get(t, t)


def colour(c: str, plural: bool = False) -> str:
    return COLOUR.get(c, (c, c))[1 if plural else 0]


def workers(n: int, c: str) -> str:
    return f"{n} ouvrier{'s' if n > 1 else ''} {colour(c, n > 1)}"


def title(ident: str) -> str:
    return NAMES.get(ident) or W.title(ident)


def district(state, d: int) -> str:
    """With its article: "l'Hôtel de ville", "le Quartier du Port"."""
    try:
        name = title(state.district_tiles[d][0])
    except (AttributeError, IndexError, TypeError, KeyError):
        return f"le quartier {d + 1}"
    return ("l'" if name[:1] in "AEIOUHÉ" else "le ") + name


def de(name: str) -> str:
    """"de" before a name with its article: du Quartier, de l'Hôtel de ville."""
    if name.startswith("le "):
        return "du " + name[3:]
    if name.startswith("les "):
        return "des " + name[4:]
    return "de " + name


def city(state, c) -> str:
    if isinstance(c, str):
        return title(c)
    try:
        return title(state.cities[c])
    except (AttributeError, IndexError, TypeError):
        return f"la Ville de l'emplacement {c + 1}"


def invention(state, inv) -> str:
    if inv is None:
        return "une Invention"
    c = W._components(state)
    i = c.inventions.get(inv) if c is not None else None
    m = re.match(r"([a-z]+)_(?:[a-z]+_)?0*(\d+)$", inv)   # as words.invention_name
    if i is not None and i.quality == "basic":
        return f"l'Invention de base {RESOURCE.get(i.middle[0], i.middle[0])}"
    if m:
        return f"l'Invention {QUALITY.get(m.group(1), m.group(1))} {m.group(2)}"
    return title(inv)


# --- rewards ------------------------------------------------------------------------------------------
SIMPLE = {
    "food": ("nourriture", "nourriture"), "energy": ("énergie", "énergie"),
    "materials": ("matériau de construction", "matériaux de construction"),
    "luxury": ("bien de luxe", "biens de luxe"), "wealth": ("Richesse", "Richesse"),
    "steam": ("Vapeur", "Vapeur"), "water": ("eau", "eau"), "coal": ("charbon", "charbon"),
    "vp": ("PV", "PV"), "prestige": ("Prestige", "Prestige"),
    "reputation": ("Réputation", "Réputation"), "progress": ("avancée de Progrès", "avancées de Progrès"),
}
FIXED = {
    "partnership": "une Bannière de Partenariat sur une Ville au choix",
    "create_partnership": "un Partenariat avec cette Ville",
    "activate_partnership": "la récompense de Partenariat de cette Ville",
    "city_effect": "la récompense de Partenariat d'une autre Ville",
    "mm_workshop": "la récompense de l'Atelier de la Méga-Machine",
    "market_brilliant": "les récompenses de l'Invention brillante du Marché",
    "workshop_reward": "une récompense d'Atelier de votre quartier",
    "upgrade": "améliorer cette Invention",
    "mm_ready": "prête pour la Méga-Machine",
    "score": "compter les PV de cette Invention",
    "score_twice": "compter deux fois les PV de cette Invention",
    "hexes": "les récompenses de Conflit des hexagones placés",
}


def describe_reward(reward) -> str | None:
    kind, param, amount = reward
    if kind in SIMPLE:
        return _n(amount, *SIMPLE[kind])
    if kind in FIXED:
        return FIXED[kind]
    if kind == "end_vp":
        return f"{amount} PV en fin de partie"
    if kind == "worm_bus":
        return "Ver-Bus : " + _n(amount, "case")
    if kind == "score_reputation":
        return "les PV de votre Réputation" + (f" x{amount}" if amount > 1 else "")
    if kind in ("pilgrim", "pilgrim_run"):
        where = "une piste au choix" if param == "any" else f"la piste {terrain(param)}"
        if kind == "pilgrim_run" and param == "any" and amount > 1:
            where = "une seule piste au choix"
        return f"{_n(amount, 'avancée', 'avancées')} de Pèlerin sur {where}"
    if kind == "worker":
        if param == "any":
            return _n(amount, "ouvrier") + " au choix"
        return workers(amount, param)
    if kind == "give_back":
        return _n(amount, "hexagone") + (" rendus" if amount > 1 else " rendu") + " aux Terres sauvages"
    if kind == "give_back_conflict":
        return _n(amount, "hexagone") + (" rendus" if amount > 1 else " rendu") + \
            " pour sa récompense de Conflit"
    if kind == "hex_reward":
        return "la récompense de Conflit d'un hexagone" + (f" x{amount}" if amount > 1 else "")
    return None


def rewards_text(rewards) -> str:
    merged: list[list] = []
    for kind, param, amount in rewards:
        for m in merged:
            if m[0] == kind and m[1] == param and kind in W._ADDABLE:
                m[2] += amount
                break
        else:
            merged.append([kind, param, amount])
    return join([describe_reward(tuple(m)) or W.describe_reward(tuple(m)) for m in merged])


def _summary(state, inv) -> str:
    i = W._components(state).inventions.get(inv)
    if i is None:
        return ""
    return join([rewards_text([r]) for r in i.immediate if r[2] > 0])


# --- actions ------------------------------------------------------------------------------------------
def _steam(steam) -> str:
    return f" ({steam} Vapeur)" if steam else " (gratuit)"


def _a_draft(a, s):
    text = f"Prendre {invention(s, a.invention)}"
    try:
        from game.core.daitoshi.setup import START_ACTION
        action = START_ACTION[W._components(s).inventions[a.invention].middle[0]]
        d = next(d for d in range(5) if s.c.tiles[s.district_tiles[d][0]].action == action)
        text += f" : vous commencez dans {district(s, d)}"
    except (AttributeError, KeyError, IndexError, TypeError, StopIteration, ImportError):
        pass
    return text


def _a_move_magnate(a, s):
    where = f"la case {SPACES[a.space]}" if 0 <= a.space < 3 else f"la case {a.space + 1}"
    start = W._magnate_from(s, a.seat)
    if s is not None and start is not None:
        d = (start[0] + a.steps) % 5
        where = f"la case {SPACES[a.space]} {de(district(s, d))}"
        try:
            board = s.c.board
            where += _steam(max(0, a.steps - board["free_moves"]) + board["magnate_space_steam"][a.space])
        except (AttributeError, KeyError, IndexError, TypeError):
            pass
    return f"Avancer votre Magnat de {_n(a.steps, 'quartier')} en sens horaire jusqu'à {where}"


def _a_activate_building(a, s):
    name = f"le bâtiment {BUILDINGS[a.building]}" if 0 <= a.building < 3 else f"le bâtiment {a.building + 1}"
    cost = W._building_cost(s, a.seat, a.building)
    return f"Activer {name}" + (f" ({cost} Vapeur)" if cost is not None else "")


def _workshop(s, w, d=None) -> str:
    if w == 3:
        return "l'Atelier de la Méga-Machine"
    ring = RINGS[w] if 0 <= w < 3 else str(w)
    return f"l'Atelier {ring}" + (f" {de(district(s, d))}" if d is not None else "")


def _a_place_worker(a, s):
    d = getattr(s, "cur_district", None)
    where = _workshop(s, a.workshop, d if s is not None else None)
    reward = ""
    if s is not None and d is not None:
        try:
            if a.workshop == 3:
                from game.core.daitoshi.effects import mm_workshop_rewards
                reward = rewards_text(mm_workshop_rewards(s))
            else:
                from game.core.daitoshi.effects import workshop_reward
                reward = rewards_text(workshop_reward(s, d, a.workshop))
        except (AttributeError, IndexError, KeyError, TypeError):
            reward = ""
    return f"Envoyer un ouvrier {colour(a.colour)} à {where}" + (f" : gagner {reward}" if reward else "")


def _a_commit(a, s):
    market = getattr(s, "market", None)

    def one(slot):
        q = W.MARKET_QUALITY[slot].lower() if 0 <= slot < 5 else ""
        inv = market[slot] if market is not None and 0 <= slot < len(market) else None
        return (invention(s, inv) if inv else f"l'Invention {QUALITY.get(q, q)}") + f" (emplacement {slot + 1})"

    cost = W._food_cost(s, a.slots)
    paid = f", en payant {cost} nourriture" if cost is not None else ""
    if len(a.slots) == 1:
        inv = market[a.slots[0]] if market is not None and 0 <= a.slots[0] < len(market) else None
        gain = _summary(s, inv) if inv else ""
        return f"S'engager sur {one(a.slots[0])}{paid}" + (f" : gagner {gain}" if gain else "")
    return f"S'engager sur {join([one(x) for x in a.slots])} sans récompense{paid}"


def _a_install(a, s):
    what = "l'Invention"
    if s is not None:
        d = getattr(s, "decision", None)
        if d and d[0] == "install" and isinstance(d[3], str):
            what = invention(s, d[3])
        try:
            f = s.players[a.seat].lowest_empty_floor(a.building)
            if f >= 0:
                return f"Installer {what} {FLOOR_AT[f]} de votre bâtiment {BUILDINGS[a.building]}"
        except (AttributeError, IndexError, TypeError):
            pass
    where = f"le bâtiment {BUILDINGS[a.building]}" if 0 <= a.building < 3 else "un bâtiment"
    return f"Installer {what} dans {where}"


def _a_expand(a, s):
    ring = RINGS[a.ring] if 0 <= a.ring < 3 else str(a.ring)
    n = W.expand_cost(s, a.ring, a.district)
    cost = f" ({n} matériaux de construction)" if n is not None else ""
    hexes = f", puis y placer {_n(a.ring, 'hexagone')}" if a.ring > 0 else ""
    return f"Agrandir {district(s, a.district)} avec sa tuile {ring}{cost}{hexes}"


def _a_renovate(a, s):
    cost = ""
    try:
        cost = f" ({s.c.board['renovate_cost']} matériaux de construction)"
    except (AttributeError, KeyError, TypeError):
        pass
    return f"Rénover un quartier{cost} : rendre 1 hexagone et gagner sa récompense de Conflit"


def _a_electrify(a, s):
    ring = RINGS[a.ring] if 0 <= a.ring < 3 else str(a.ring)
    tile = W.district_tile(s, a.district, a.ring)
    extra = f", en payant {tile.electrify_cost} énergie : gagner {rewards_text(tile.electrify)}" if tile else ""
    return f"Électrifier la tuile {ring} {de(district(s, a.district))}{extra}"


def _a_trade(a, s):
    text = f"Échanger {_n(a.goods, 'bien', 'biens')} de luxe avec {city(s, a.city)}"
    try:
        c = s.c.cities[s.cities[a.city]]
        text += f" ({c.steam} Vapeur) : gagner {rewards_text(c.trade[:a.goods])}"
    except (AttributeError, KeyError, IndexError, TypeError):
        pass
    return text


def _a_contribute(a, s):
    inv = W.invention_at(s, a.seat, a.building, a.floor)
    what = invention(s, inv) if inv else \
        f"l'Invention {FLOOR_AT[a.floor]} du bâtiment {BUILDINGS[a.building]}"
    rewards = W.donation_rewards(s, a.space)
    gain = " : gagner " + rewards_text(rewards) if rewards is not None else ""
    return f"Donner {what} à la case {a.space + 1} de la Méga-Machine{gain}"


def _effect(s, c) -> str:
    rewards = W.partnership_rewards(s, c)
    return rewards_text(rewards) if rewards is not None else ""


def _a_choose_city_effect(a, s):
    gain = _effect(s, a.city)
    return f"Prendre la récompense de Partenariat de {city(s, a.city)}" + (f" : {gain}" if gain else "")


def _a_use_partnership(a, s):
    gain = _effect(s, a.city)
    return f"Utiliser votre Partenariat avec {city(s, a.city)}" + (f" : gagner {gain}" if gain else "")


def _a_workshop_reward(a, s):
    text = f"Prendre la récompense de {_workshop(s, a.workshop)}"
    rewards = W.workshop_rewards(s, a.workshop)
    if rewards is not None:
        text += " : " + rewards_text(rewards)
    return text


def _a_advance_progress(a, s):
    inv = W.invention_at(s, a.seat, a.building, a.floor)
    what = invention(s, inv) if inv else "l'Invention"
    return f"Faire progresser {what} {FLOOR_AT[a.floor]} du bâtiment {BUILDINGS[a.building]}"


def _a_hex_reward(a, s):
    text = f"Prendre la récompense de Conflit de l'hexagone {terrain(a.terrain)}"
    try:
        from game.core.daitoshi.components import TERRAINS
        text += " : " + rewards_text(s.c.conflict_reward[TERRAINS.index(a.terrain)])
    except (AttributeError, ValueError, IndexError, TypeError):
        pass
    return text


def _a_discard_worker(a, s):
    d = getattr(s, "decision", None)
    if d and d[0] == "worker_full" and isinstance(d[3], int):
        from game.core.daitoshi.components import COLOURS
        new = COLOURS[d[3]] if 0 <= d[3] < 4 else None
        if new == a.colour:
            return f"Laisser partir le nouvel ouvrier {colour(a.colour)}"
        if new:
            return f"Défausser un ouvrier {colour(a.colour)} pour garder le nouvel ouvrier {colour(new)}"
    return f"Défausser un ouvrier {colour(a.colour)}"


def _a_pay(a, s):
    what = rewards_text([(a.resource, "", a.own + a.wealth)])
    parts = ([rewards_text([(a.resource, "", a.own)])] if a.own else []) + \
            ([f"{a.wealth} Richesse"] if a.wealth else [])
    return f"Payer {what} avec {join(parts) or 'rien'}"


def _a_install_first(a, s):
    where = BUILDINGS[a.building] if 0 <= a.building < 3 else "?"
    return f"Installer d'abord {invention(s, a.invention)}, dans le bâtiment {where}"


ACTION_WORDS = {
    "dt_pay_cost": _a_pay,
    "dt_install_invention_first": _a_install_first,
    "dt_draft_basic_invention": _a_draft,
    "dt_start_production": lambda a, s: "Mener un Tour de Production",
    "dt_move_magnate": _a_move_magnate,
    "dt_activate_building": _a_activate_building,
    "dt_use_government_grant": lambda a, s: "Utiliser la Subvention du gouvernement : activer tous vos "
                                            "bâtiments gratuitement",
    "dt_end_production": lambda a, s: "Production terminée",
    "dt_place_worker": _a_place_worker,
    "dt_end_placing": lambda a, s: "Ouvriers placés, terminer",
    "dt_exploit_track": lambda a, s: f"Exploiter la piste {terrain(a.track)}",
    "dt_commit_inventions": _a_commit,
    "dt_install_invention": _a_install,
    "dt_expand_district": _a_expand,
    "dt_place_hex_on_tile": lambda a, s: f"Placer un hexagone {terrain(a.terrain)} sur la nouvelle tuile",
    "dt_renovate_district": _a_renovate,
    "dt_electrify_district": _a_electrify,
    "dt_trade_with_city": _a_trade,
    "dt_contribute_to_mega_machine": _a_contribute,
    "dt_skip_action": lambda a, s: "Passer l'action",
    "dt_choose_pilgrim_track": lambda a, s: f"Avancer votre Pèlerin sur la piste {terrain(a.track)}",
    "dt_choose_worker": lambda a, s: f"Prendre un ouvrier {colour(a.colour)}",
    "dt_discard_worker": _a_discard_worker,
    "dt_give_back_hex": lambda a, s: f"Rendre un hexagone {terrain(a.terrain)} aux Terres sauvages",
    "dt_choose_hex_reward": _a_hex_reward,
    "dt_place_banner": lambda a, s: f"Placer une Bannière de Partenariat sur {city(s, a.city)}",
    "dt_advance_progress": _a_advance_progress,
    "dt_stop_advancing": lambda a, s: "Arrêter de progresser",
    "dt_use_partnership": _a_use_partnership,
    "dt_decline_partnership": lambda a, s: "Garder vos Bannières (pas de Partenariat maintenant)",
    "dt_choose_city_effect": _a_choose_city_effect,
    "dt_choose_workshop_reward": _a_workshop_reward,
}


def describe_action(action, state=None) -> str | None:
    fn = ACTION_WORDS.get(getattr(action, "kind", ""))
    if fn is None:
        return None
    try:
        return fn(action, state)
    except Exception:   # as in English: say less rather than fail
        try:
            return fn(action, None)
        except Exception:
            return None


# --- events -------------------------------------------------------------------------------------------
def _gained(e, s, who) -> str:
    what, n = e.what, e.amount
    if what.startswith("worker_"):
        return f"{who} gagne {workers(n, what[7:])}"
    if what.startswith("pilgrim_"):
        return f"Le Pèlerin {terrain(what[8:])} de {who} avance de {_n(n, 'case')}"
    if what.startswith("give_back_"):
        return f"{who} rend {_n(n, 'hexagone')} {terrain(what[10:])} aux Terres sauvages"
    if what == "banner":
        return f"{who} place une Bannière de Partenariat sur {city(s, n)}"
    if what == "worm_bus":
        return f"Le Ver-Bus de {who} avance de {_n(n, 'case')}"
    return f"{who} gagne {rewards_text([(what, '', n)])}"


def _conflict(e, s, who) -> str:
    on = [OPERATIONS[i] for i, c in enumerate(e.conflict_tiles) if c and i < len(OPERATIONS)]
    if not on:
        return f"{who} n'est pas en Conflit avec les Yōkai"
    return f"{who} est en Conflit avec les Yōkai : tuile{'s' if len(on) > 1 else ''} {join(on)}"


def _returned(e, s, w):
    if not e.count:
        return f"Aucun ouvrier à renvoyer depuis {district(s, e.district)}"
    verb = "retourne" if e.count == 1 else "retournent"
    return f"{_n(e.count, 'ouvrier')} {de(district(s, e.district))} {verb} à la réserve"


EVENT_WORDS = {
    "TurnStarted": lambda e, s, w: f"Tour {e.turn + 1} : {w} joue",
    "ProductionStarted": lambda e, s, w: f"{w} mène un Tour de Production",
    "BuildingActivated": lambda e, s, w: f"{w} active le bâtiment {BUILDINGS[e.building]}" + _steam(e.steam),
    "MagnateMoved": lambda e, s, w: f"Le Magnat de {w} va sur la case {SPACES[e.space]} "
    f"{de(district(s, e.district))}",
    "WorkerPlaced": lambda e, s, w: f"{w} envoie un ouvrier {colour(e.colour)} à "
    + _workshop(s, e.workshop, None if e.workshop == 3 else e.district),
    "WorkersReturned": _returned,
    "HexExploited": lambda e, s, w: f"{w} exploite un hexagone {terrain(e.terrain)}"
    + (" de la défausse" if e.from_discard else ""),
    "Gained": _gained,
    "InventionTaken": lambda e, s, w: f"{w} installe {invention(s, e.invention)} {FLOOR_AT[e.floor]} "
    f"du bâtiment {BUILDINGS[e.building]}",
    "DistrictExpanded": lambda e, s, w: f"{w} agrandit {district(s, e.district)} avec sa tuile {RINGS[e.ring]}",
    "DistrictElectrified": lambda e, s, w: f"{w} électrifie la tuile {RINGS[e.ring]} "
    f"{de(district(s, e.district))}",
    "Traded": lambda e, s, w: f"{w} échange {_n(e.goods, 'bien', 'biens')} de luxe avec {city(s, e.city)}",
    "Contributed": lambda e, s, w: f"{w} donne {invention(s, e.invention)} à la Méga-Machine "
    f"(case {e.space + 1}) et prend {invention(s, e.university)}",
    "UpgradeInstalled": lambda e, s, w: f"L'Atelier de la Méga-Machine reçoit l'Amélioration {title(e.upgrade)}",
    "PartnershipUsed": lambda e, s, w: f"{w} utilise le Partenariat avec {city(s, e.city)}",
    "MegaMachineMoved": lambda e, s, w: f"La Méga-Machine va dans {district(s, e.district)}",
    "ConflictChecked": _conflict,
    "EndTriggered": lambda e, s, w: f"L'avant-dernière case de la piste {terrain(e.track)} apparaît : "
    "la fin de la partie approche",
    "GameEnded": lambda e, s, w: "La partie est terminée",
    # solo: the Mayor (the mayor package)
    "MayorTurn": lambda e, s, w: f"Le Maire révèle {'la carte ' + e.card[6:] if e.card.startswith('mayor_') else e.card}"
    + (" : aucun quartier ne convient, il produit" if e.district < 0 else
       f" et va dans {district(s, e.district)}"),
    "AdvisorsDealt": lambda e, s, w: f"Conseillers du Maire : {_n(len(e.advisors), 'carte')} distribuée"
    + ("s" if len(e.advisors) > 1 else ""),
}


def who(seat, names) -> str:
    if seat is None:
        return "La table"
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return f"Joueur {seat + 1}"


def describe_event(event, state=None, names=None) -> str | None:
    fn = EVENT_WORDS.get(type(event).__name__)
    if fn is None:
        return None
    try:
        return fn(event, state, who(getattr(event, "seat", None), names))
    except Exception:
        return None


# --- what is being decided ----------------------------------------------------------------------------
DECISION_WORDS = {
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


def describe_decision(state, name: str) -> tuple[str, str] | None:
    pending = state.pending_decision() if hasattr(state, "pending_decision") else None
    if pending is None:
        return ("La partie est terminée", "") if state.is_over() else ("", "")
    kind, seat, data = pending
    if kind not in DECISION_WORDS:
        return None
    short, help_ = DECISION_WORDS[kind]
    try:
        if kind == "produce" and data and data[0]:
            help_ += " Meneur : coches roses, Progrès double, +1 Pèlerin par bâtiment."
        elif kind == "produce":
            help_ = "Un autre joueur mène ce Tour de Production : vous pouvez produire aussi. " + help_
        elif kind == "place" and getattr(state, "cur_district", None) is not None:
            c = state.c.tiles[state.district_tiles[state.cur_district][0]].workers
            hires = "des ouvriers de toute couleur" if c == "any" else f"des ouvriers {colour(c, True)}"
            name_ = district(state, state.cur_district)
            help_ = (f"{name_[:1].upper()}{name_[1:]} embauche {hires} : envoyez-les dans les Ateliers "
                     "libres, chacun gagnant sa récompense ; puis terminez.")
        elif kind == "install" and isinstance(data, str):
            help_ = f"Installez {invention(state, data)} à l'étage libre le plus bas d'un bâtiment."
        elif kind == "place_hex":
            help_ += f" {_n(data[2], 'hexagone')} à placer."
        elif kind == "progress" and isinstance(data, int):
            help_ = (f"Avancez des marqueurs de Progrès : {_n(data, 'avancée')} à répartir comme vous "
                     "voulez ; ou arrêtez.")
        elif kind == "pilgrim" and data:
            help_ += f" ({_n(data[1], 'avancée')} à faire.)"
    except (TypeError, IndexError, AttributeError):
        pass
    return f"{name} {short}", help_


def describe_refusal(action, state) -> str:
    if state.is_over():
        return "la partie est terminée"
    if getattr(action, "seat", None) not in state.current_seats():
        return "ce n'est pas à vous de choisir"
    kind = state.decision_kind() if hasattr(state, "decision_kind") else None
    short = DECISION_WORDS.get(kind, ("", ""))[0]
    doing = f"la partie attend un joueur qui {short}" if short else "la partie attend un autre choix"
    text = describe_action(action, state) or W.describe_action(action, state)
    return f"« {text} » n'est pas possible maintenant : {doing}"


def describe_magnate_space(action, state=None) -> str:
    tails = ("renvoyer les ouvriers du quartier, puis placer les vôtres", "puis placer vos ouvriers",
             "pas d'ouvrier ce tour-ci")
    space = action.space
    name = f"Case {SPACES[space]}" if 0 <= space < 3 else f"Case {space + 1}"
    cost = ""
    try:
        board = state.c.board
        cost = _steam(max(0, action.steps - board["free_moves"]) + board["magnate_space_steam"][space])
    except (AttributeError, KeyError, IndexError, TypeError):
        pass
    return f"{name}{cost} : {tails[space] if 0 <= space < 3 else 'y aller'}"


def describe_magnate_district(action, state=None) -> str:
    start = W._magnate_from(state, action.seat)
    where = ""
    if state is not None and start is not None:
        where = " : " + district(state, (start[0] + action.steps) % 5)
        extra = max(0, action.steps - state.c.board["free_moves"])
        if extra:
            where += f" (+{extra} Vapeur)"
    return f"Avancer de {_n(action.steps, 'quartier')}{where}"
