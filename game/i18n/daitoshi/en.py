"""Daitoshi's English template set: every sentence the phrasebook can say, as a format string,
with the English grammar those strings ask for.

A template names its fields; `{x:form}` puts `x` in one of the language's forms below
(`{district:of}` -> "the Town Hall's", `{terrain:a}` -> "an underground"), and `{n:noun}` counts a
noun from NOUNS ("2 hexes"). A pair (singular, plural) of templates is chosen by the count `n`.
fr.py holds the same keys in French; what it lacks is said in English (language.py).
"""

from __future__ import annotations

from game.i18n.daitoshi.told import EN as TOLD

CODE = "en"


# --- grammar ---------------------------------------------------------------------------------------
def plural(n: int) -> bool:
    return n != 1


def _possessive(name: str) -> str:
    """ "the Town Hall" -> "the Town Hall's"; a name ending in s takes the apostrophe alone."""
    return name + "'" if name.endswith("s") else name + "'s"


def _article(word: str) -> str:
    """The word with its article: "a forest", "an underground"."""
    return ("an " if str(word)[:1].lower() in "aeiou" else "a ") + str(word)


FORMS = {"of": _possessive, "a": _article}

NAMES: dict[str, str] = {}   # the ids read well capitalized ("lightning_city" -> "Lightning City")

NOUNS = {
    # a noun is (one, many), or one word for both; first the rewards' icons, by reward kind
    "food": "food", "energy": "energy", "wealth": "Wealth", "steam": "Steam", "water": "water",
    "coal": "coal", "vp": "VP", "prestige": "Prestige", "reputation": "Reputation",
    "materials": ("construction material", "construction materials"),
    "luxury": ("luxury good", "luxury goods"), "progress": ("Progress advance", "Progress advances"),
    # what else is counted
    "district": ("district", "districts"), "space": ("space", "spaces"), "hex": ("hex", "hexes"),
    "worker": ("worker", "workers"), "pilgrim_advance": ("Pilgrim advance", "Pilgrim advances"),
    "advance": ("advance", "advances"), "tile": ("tile", "tiles"), "card": ("card", "cards"),
    # a reward that moves the Worm-Bus, as the rulebook counts it ("gaining 3 Worm-Bus movements",
    # PLACE WORKERS, example; GAINING REPUTATION, PRESTIGE, AND WORM-BUS MOVEMENTS)
    "worm_bus_movement": ("Worm-Bus movement", "Worm-Bus movements"),
    # a payment counts its resource as a reward does, as the rulebook does ("the Mayor only has
    # 1 construction material", solo Turn example): a language with a payment's own noun names it
    # "paid_<resource>" here (action_words._pay)
}

# Words for ids: a tuple is read by position, a dict by id; an id not listed reads as itself.
WORDS = {
    "building": ("left", "middle", "right"),
    "floor": ("bottom", "middle", "top"),
    "ring": ("Inner", "Middle", "Outer"),
    "space": ("leftmost", "middle", "rightmost"),
    "operation": ("Steam", "Buildings", "Workers", "Progress"),
    "action": {"commit": "Commit to an Invention", "expand": "Expand a District",
               "electrify": "Electrify a District", "trade": "Trade with Other Cities",
               "wild": "the Wild Action", "contribute": "the Mega-Machine"},
    "quality": {"ordinary": "Ordinary", "innovative": "Innovative", "brilliant": "Brilliant",
                "university": "University", "basic": "Basic", None: "Market"},
}

TEMPLATES = {
    # --- pieces --------------------------------------------------------------------------------------
    "join": "{rest} and {last}",
    "steam": " ({n} Steam)",
    "free": " (free)",
    "gain": ": gain {rewards}",
    "then": ": {rewards}",
    "nothing": "nothing",
    "materials_cost": " ({n} construction materials)",
    "building": "the {building} building",
    "building.any": "a building",
    "on_floor": "on the {floor} floor of the {building} building",
    "workshop": "the {ring} Workshop",
    "workshop.in": "{district:of} {ring} Workshop",
    "workshop.mm": "the Mega-Machine's Workshop",
    "workers": ("{n} {colour} worker", "{n} {colour} workers"),
    "track": "the {track} track",
    "track.any": "a track of your choice",
    "track.one": "one track of your choice",
    "times": " x{n}",
    "who.table": "The table",
    "who.seat": "Player {n}",
    # --- names ---------------------------------------------------------------------------------------
    "district": "the {name}",
    "district.numbered": "district {n}",
    "city.numbered": "the City on space {n}",
    "invention.any": "an Invention",
    "invention.the": "the Invention",
    "invention.on_floor": "the Invention {where}",
    "invention.basic": "the Basic {resource} Invention",
    "invention.numbered": "{quality} Invention {n}",
    # --- rewards -------------------------------------------------------------------------------------
    "reward.end_vp": "{n} VP at the end of the game",
    "reward.worm_bus": "{n:worm_bus_movement}",
    "reward.score_reputation": "your Reputation's VP{times}",
    "reward.pilgrim": "{n:pilgrim_advance} on {where}",
    "reward.worker_any": "{n:worker} of your choice",
    "reward.give_back": "{n:hex} given back to the Wilderness",
    "reward.give_back_conflict": "{n:hex} given back for its Conflict reward",
    "reward.hex_reward": "a hex's Conflict reward{times}",
    "reward.partnership": "a Partnership Banner on a City of your choice",
    "reward.create_partnership": "a Partnership with this City",
    "reward.activate_partnership": "this City's Partnership reward",
    "reward.city_effect": "another City's Partnership reward",
    "reward.mm_workshop": "the Mega-Machine Workshop's reward",
    "reward.market_brilliant": "the Brilliant Invention's rewards in the Market",
    "reward.workshop_reward": "a Workshop reward in your district",
    "reward.upgrade": "improve this Invention",
    "reward.mm_ready": "ready for the Mega-Machine",
    "reward.score": "score this Invention's VP",
    "reward.score_twice": "score this Invention's VP twice",
    "reward.hexes": "the placed hexes' Conflict rewards",
    "reward.other": "{n} {what}{param}",     # a kind with no words yet: its id, read aloud
    "reward.other.param": " ({param})",
    # --- actions, addressed to the player who takes them ---------------------------------------------
    "dt_draft_basic_invention": "Take {invention}",
    "dt_draft_basic_invention.start": "Take {invention}: you start in {district}",
    "dt_start_production": "Lead a Production Turn",
    "dt_move_magnate": "Move your Magnate {steps:district} clockwise to {where}",
    "move.space": "the {space} space",
    "move.space_n": "space {n}",
    "move.space_in": "{district:of} {space} space",
    "dt_activate_building": "Activate {building}{cost}",
    "building.n": "building {n}",
    "dt_use_government_grant": "Use the Government Grant: activate all your buildings free",
    "dt_end_production": "Done producing",
    "dt_place_worker": "Send a {colour} worker to {where}{gain}",
    "dt_end_placing": "Done placing workers",
    "dt_exploit_track": "Exploit the {track} track",
    "dt_commit_inventions": "Commit to {slot}{paid}{gain}",
    "dt_commit_inventions.several": "Commit to {slots} without rewards{paid}",
    "commit.slot": "{invention} (slot {n})",
    "commit.quality": "the {quality} Invention",
    "commit.paid": ", paying {n} food",
    "dt_install_invention": "Install {invention} on the {floor} floor of your {building} building",
    "dt_install_invention.somewhere": "Install {invention} in {where}",
    "dt_install_invention_first": "Install {invention} first, in the {building} building",
    "dt_expand_district": "Expand {district} with its {ring} tile{cost}{hexes}",
    "expand.hexes": ", then place {n:hex} on it",
    "dt_place_hex_on_tile": "Place {terrain:a} hex on the new tile",
    "dt_renovate_district": "Renovate a district{cost}: give back 1 hex and gain its Conflict reward",
    "dt_electrify_district": "Electrify {district:of} {ring} tile{extra}",
    "electrify.extra": ", paying {n} energy: gain {rewards}",
    "dt_trade_with_city": "Trade {goods:luxury} with {city}",
    "dt_trade_with_city.gain": "Trade {goods:luxury} with {city} ({steam} Steam): gain {rewards}",
    "dt_contribute_to_mega_machine": "Donate {invention} to the Mega-Machine's space {n}{gain}",
    "dt_skip_action": "Skip the action",
    "dt_pay_cost": "Pay {paid} with {parts}",
    # paid with the resource itself: "Pay 1 luxury good", never "… with 1 luxury good"
    "dt_pay_cost.own": "Pay {paid}",
    "dt_choose_pilgrim_track": "Advance your Pilgrim on the {track} track",
    "dt_choose_pilgrim_spaces": "Advance your Pilgrim {n:space} on the {Track} Track",
    "dt_choose_worker": "Take a {colour} worker",
    "dt_discard_worker": "Discard a {colour} worker",
    "dt_discard_worker.new": "Let the new {colour} worker go",
    "dt_discard_worker.keep": "Discard a {colour} worker to keep the new {new} one",
    "dt_give_back_hex": "Give back {terrain:a} hex to the Wilderness",
    "dt_choose_hex_reward": "Take the {terrain} hex's Conflict reward{then}",
    "dt_place_banner": "Place a Partnership Banner on {city}",
    "dt_advance_progress": "Advance the Progress of {invention} {where}",
    "dt_stop_advancing": "Stop advancing Progress",
    "dt_use_partnership": "Use your Partnership with {city}{gain}",
    "dt_decline_partnership": "Keep your Banners (no Partnership now)",
    "dt_choose_city_effect": "Take {city:of} Partnership reward{gain}",
    "dt_choose_workshop_reward": "Take {workshop:of} reward{then}",
    # --- events, in the third person, and in the second ("...you") to a seat named "You" ----------
    "TurnStarted": "Turn {n}: {who} plays",
    "TurnStarted.you": "Turn {n}: you play",
    "ProductionStarted": "{who} leads a Production Turn",
    "ProductionStarted.you": "You lead a Production Turn",
    "BuildingActivated": "{who} activates {building}{steam}",
    "BuildingActivated.you": "You activate {building}{steam}",
    "MagnateMoved": "{who}'s Magnate moves to {where}",
    "MagnateMoved.you": "Your Magnate moves to {where}",
    "WorkerPlaced": "{who} sends a {colour} worker to {where}",
    "WorkerPlaced.you": "You send a {colour} worker to {where}",
    "WorkersReturned": ("{n:worker} in {district} returns to the supply",
                        "{n:worker} in {district} return to the supply"),
    "WorkersReturned.none": "No workers to send home from {district}",
    "HexExploited": "{who} exploits {terrain:a} hex",
    "HexExploited.you": "You exploit {terrain:a} hex",
    "HexExploited.discard": "{who} exploits {terrain:a} hex from the discard pile",
    "HexExploited.discard.you": "You exploit {terrain:a} hex from the discard pile",
    "Gained": "{who} gains {reward}",
    "Gained.you": "You gain {reward}",
    "Gained.worker": "{who} gains {workers}",
    "Gained.worker.you": "You gain {workers}",
    "Gained.pilgrim": "{who}'s {terrain} Pilgrim advances {n:space}",
    "Gained.pilgrim.you": "Your {terrain} Pilgrim advances {n:space}",
    "Gained.give_back": ("{who} gives back {n} {terrain} hex to the Wilderness",
                         "{who} gives back {n} {terrain} hexes to the Wilderness"),
    "Gained.give_back.you": ("You give back {n} {terrain} hex to the Wilderness",
                             "You give back {n} {terrain} hexes to the Wilderness"),
    "Gained.banner": "{who} places a Partnership Banner on {city}",
    "Gained.banner.you": "You place a Partnership Banner on {city}",
    "Gained.worm_bus": "{who}'s Worm-Bus moves {n:space}",
    "Gained.worm_bus.you": "Your Worm-Bus moves {n:space}",
    "InventionTaken": "{who} installs {invention} {where}",
    "InventionTaken.you": "You install {invention} {where}",
    "DistrictExpanded": "{who} expands {district} with its {ring} tile",
    "DistrictExpanded.you": "You expand {district} with its {ring} tile",
    "DistrictElectrified": "{who} electrifies {district:of} {ring} tile",
    "DistrictElectrified.you": "You electrify {district:of} {ring} tile",
    "Traded": "{who} trades {goods:luxury} with {city}",
    "Traded.you": "You trade {goods:luxury} with {city}",
    "Contributed": "{who} donates {invention} to the Mega-Machine (space {n}) and takes {university}",
    "Contributed.you": "You donate {invention} to the Mega-Machine (space {n}) and take {university}",
    "UpgradeInstalled": "The Mega-Machine's Workshop gains the {upgrade} Upgrade",
    "PartnershipUsed": "{who} uses the Partnership with {city}",
    "PartnershipUsed.you": "You use the Partnership with {city}",
    "MegaMachineMoved": "The Mega-Machine moves to {district}",
    "ConflictChecked": ("{who} is in Conflict with the Yōkai: {tiles} tile",
                        "{who} is in Conflict with the Yōkai: {tiles} tiles"),
    "ConflictChecked.you": ("You are in Conflict with the Yōkai: {tiles} tile",
                            "You are in Conflict with the Yōkai: {tiles} tiles"),
    "ConflictChecked.none": "{who} has no Conflict with the Yōkai",
    "ConflictChecked.none.you": "You have no Conflict with the Yōkai",
    "EndTriggered": "The {track} track's next-to-last space shows: the end of the game is near",
    "GameEnded": "The game is over",
    # the solo Mayor (core/daitoshi/mayor/): his card, then each district he checks against it (he is
    # never "You": these have no second-person form, THIRD_PERSON_ONLY)
    "MayorTurn": "{who} turns a card: {actions}",
    "MayorChecked.1a": "{who} checks {district}: {action} is not on his card, he passes it by",
    "MayorChecked.1c": "{who} checks {district}: his card has no Wild Action, he passes it by",
    "MayorChecked.2a": "{who} checks {district}: {action} is on his card{bribe}, but he cannot pay for it",
    "MayorChecked.2c": "{who} checks {district}: the Wild Action is on his card, but he can pay for no action",
    "MayorChecked.space": "{who} checks {district}: {action} is on his card{bribe}, but no Magnate space "
                          "there is open to him",
    "MayorChecked.chosen": "{who} checks {district}: {action} is on his card{bribe} and he can do it, so he "
                           "goes there",
    "MayorChecked.bribe": " (through his Bribe)",
    "AdvisorsDealt": ("{who} is dealt 1 Advisor", "{who} is dealt {n} Advisors"),
    # each Advisor dealt: what its setup does (ADVISOR CARDS), or that it stays for later
    "AdvisorSetUp": "{who} sets up Advisor {n}, then discards it: {setup}",
    "AdvisorSetUp.kept": "{who} sets up Advisor {n}: {setup}; he keeps it beside his board for later",
    "AdvisorSetUp.game": "{who} keeps Advisor {n} beside his board: it acts during the game",
    "AdvisorSetUp.end": "{who} keeps Advisor {n} beside his board: it acts at the end of the game",
    "advisor.reputation": "his Reputation advances 1 step",
    "advisor.leftmost_banner": "a Banner of his goes on the leftmost City",
    "advisor.improved_basic": "his Basic Invention is improved and its Progress advances 5 steps",
    "advisor.progress_markers": "each of his Invention Progress markers advances 1 step",
    "advisor.workers": "a worker of each colour goes on his Worker spaces",
    # --- what is being decided, and why a choice is refused ------------------------------------------
    "decision": "{who} {short}",
    "decision.you": "You {short}",   # {short} from DECISIONS_YOU
    "decision.over": "The game is over",
    "decision.unknown": "decides ({kind})",
    "decision.unknown.you": "decide ({kind})",
    "decision.unknown.help": "Choose one of the options.",
    "decision.produce.leader": "{help} As the Production Leader you also get the pink ticks, double "
                               "Progress and a Pilgrim advance per building.",
    "decision.produce.other": "Another player leads this Production Turn: you may produce too. {help}",
    "decision.place": "{district:cap} hires {hires}: send them to empty Workshops, each gaining its "
                      "reward; then Done.",
    "decision.hires": "{colour} workers",
    "decision.hires.any": "workers of any colour",
    "decision.install": "Install {invention} on the lowest empty floor of a building.",
    "decision.place_hex": "{help} {n:hex} to place.",
    "decision.progress": "Advance Progress markers: {n:advance} left, split as you like; or stop.",
    "decision.pilgrim": "{help} ({n:advance} to make.)",
    "refusal": "\u201c{action}\u201d is not possible now: {doing}",
    "refusal.over": "the game is over",
    "refusal.not_your_turn": "it is not your turn to choose",
    "refusal.waits_for": "the game waits for a player who {short}",
    "refusal.waits": "the game waits for another choice",
    # the rules' own refusals (core/daitoshi/city_turn.py, move_refusal): why a Magnate space is closed
    "refusal.magnate_same_space": "Not open: your Magnate is on this space (a full loop must end on another)",
    "refusal.magnate_space_full": "Not open: this space holds as many Magnates as it may",
    "refusal.magnate_steam": "Not open: going there costs {cost} Steam and you have {have}",
    "refusal.magnate_too_far": "Not open: {steps} districts is further than a Magnate may go",
    # --- the Magnate's moves, listed under the district they end in ----------------------------------
    "magnate.district": "Move {n:district} clockwise{where}",
    "magnate.district.where": ": {district}",
    "magnate.district.extra": " (+{n} Steam)",
    "magnate.space": "{space:cap} space{cost}: {tail}",
    "magnate.space_n": "Space {n} space{cost}: {tail}",
    "magnate.tail.0": "send the district's workers home, then place yours",
    "magnate.tail.1": "then place your workers",
    "magnate.tail.2": "no workers this turn",
    "magnate.tail.other": "move there",
    # --- what has no sentence: the class name and fields, read aloud (generic.py) --------------------
    "generic.action": "{head}: {fields}",
    "generic.event": "{who}: {head} ({fields})",
    "generic.event.bare": "{who}: {head}",
    "generic.yes": "yes",
    "generic.no": "no",
    "generic.none": "none",
    "generic.floor": "the {floor} floor",
}
TEMPLATES.update(TOLD)   # every action as the log tells it (told.py)

# The sentences with a seat as subject ({who}) that have no second-person form: the solo Mayor's
# (he is never "You") and what has no sentence yet, a name and a label ("Aiko: ...", generic.py).
THIRD_PERSON_ONLY = frozenset({
    "MayorTurn", "MayorChecked.1a", "MayorChecked.1c", "MayorChecked.2a", "MayorChecked.2c",
    "MayorChecked.space", "MayorChecked.chosen", "AdvisorsDealt", "AdvisorSetUp", "AdvisorSetUp.kept",
    "AdvisorSetUp.game", "AdvisorSetUp.end", "generic.event", "generic.event.bare"})

# Each decision as (what the player does, for "Aiko chooses a turn"; a sentence of help).
DECISIONS = {
    "draft": ("chooses a Basic Invention",
              "Choose your Basic Invention (expert variant): its middle resource decides your starting "
              "district."),
    "turn": ("chooses a turn",
             "Lead a Production Turn (everyone produces, you get the bonuses), or move your Magnate "
             "1-2 districts clockwise (1 Steam per extra district) for a City Turn."),
    "produce": ("produces",
                "Production: activate each of your buildings at most once, paying its Steam, then say "
                "Done."),
    "place": ("places workers",
              "Send workers of this district's colour to empty Workshops, gaining each Workshop's "
              "reward; then Done."),
    "exploit": ("exploits", "Exploit: take the first hex of a track onto your Exploitation Record."),
    "action": ("performs an action", "Perform this district's action, or skip it."),
    "install": ("installs an Invention", "Install the new Invention on the lowest empty floor of a building."),
    "place_hex": ("places hexes", "Place hexes from your Exploitation Record on the new tile."),
    "pilgrim": ("moves a Pilgrim", "Advance a Pilgrim on a track whose next space has no hex."),
    "worker_any": ("takes a worker", "Take a worker of your choice."),
    "worker_full": ("has too many workers", "Your Factory is full: discard a worker, or let the new one go."),
    "conflict_discard": ("discards workers",
                         "Your Workers tile is in Conflict with the Yōkai: discard down to the cap."),
    "give_back": ("gives back a hex", "Give back a hex from your Exploitation Record to the Wilderness."),
    "hex_reward": ("takes a hex reward", "Choose a hex in your record: gain its Conflict reward."),
    "banner": ("places a Banner", "Place a Partnership Banner on a City where you have none."),
    "progress": ("advances Progress", "Advance the Progress marker of an Invention, or stop."),
    "partnership": ("may use a Partnership",
                    "A Partnership's condition is met: return a Banner for its reward, or keep it."),
    "city_effect": ("chooses a City reward", "Choose another City's Partnership reward."),
    "workshop_reward": ("takes a Workshop reward", "Choose a Workshop of your district: gain its reward."),
    "pay": ("pays", "Choose how to pay: with the resource itself, or with Wealth standing in for it."),
    "install_pair": ("installs two Inventions", "Choose which of your two new Inventions to install first, "
                     "and in which building."),
    "pilgrim_spaces": ("moves a Pilgrim", "Choose how many spaces your Pilgrim advances."),
}

# What the player does, said to a seat named "You" ("You choose a turn"): every key of DECISIONS.
DECISIONS_YOU = {
    "draft": "choose a Basic Invention",
    "turn": "choose a turn",
    "produce": "produce",
    "place": "place workers",
    "exploit": "exploit",
    "action": "perform an action",
    "install": "install an Invention",
    "place_hex": "place hexes",
    "pilgrim": "move a Pilgrim",
    "worker_any": "take a worker",
    "worker_full": "have too many workers",
    "conflict_discard": "discard workers",
    "give_back": "give back a hex",
    "hex_reward": "take a hex reward",
    "banner": "place a Banner",
    "progress": "advance Progress",
    "partnership": "may use a Partnership",
    "city_effect": "choose a City reward",
    "workshop_reward": "take a Workshop reward",
    "pay": "pay",
    "install_pair": "install two Inventions",
    "pilgrim_spaces": "move a Pilgrim",
}
