/**
 * Les mots des plateaux en français (docs/i18n.md), mêmes clés que en.ts. Les mots que les vues des
 * moteurs portent en anglais (couleurs des places, noms des cartes de Sleep, lieux et consignes de
 * Sub Rosa) sont traduits ici d’après leur code ; un code inconnu garde le mot du moteur.
 */
import { SLEEP_CARDS_FR } from "../../src/engine/sleep/cards.fr";
import { promptFr } from "../../src/engine/subrosa/locations.fr";
import { list, plural } from "../../src/shared/i18n/format";
export * from "./common.fr";
import { colour, notSent } from "./common.fr";
import { AGENTS_FR, CARD_TYPES_FR, LOCATIONS_FR, MEETING_TEXT_FR, SANCTUARY_TEXT_FR, SLEEPER_TEXT_FR } from "../../rules/fr/boardTexts";
import type { Agent, ViewStep } from "../../src/engine/sleepers/data";
import type { SubRosaCardWords } from "./en";

type Step = ViewStep["step"];
/** "1 carte", "0 carte", "3 cartes" (le français met 0 et 1 au singulier). */
const n = (count: number, one: string, other = `${one}s`) => `${count} ${plural("fr", count, { one, other })}`;

// ---- Conspirateurs
/** Un pion « noir » : la couleur en adjectif. */
const adjective = (c: string) => colour(c).toLowerCase();
export const co = {
  unknown: "Inconnu",
  sanctuaryText: SANCTUARY_TEXT_FR,
  meetingText: MEETING_TEXT_FR,
  head: (players: number) => `Conspirateurs, ${players} joueurs`,
  sheltered: (c: string, sheltered: number, men: number) => `${c} ${sheltered}/${men} à l’abri`,
  over: (reason: string, draw: boolean) => `terminée : ${draw ? `nulle (${reason})` : reason}`,
  dropPhase: (who: string, left: string) => `phase de placement : à ${who} de poser un pion sur le lieu de réunion. Pions encore à poser : ${left}`,
  movePhase: (ply: number, who: string) => `coup ${ply} : à ${who} de jouer`,
  drop: (at: string) => `Poser un pion en ${at}`,
  chooseMan: (at: string) => `Choisir votre pion en ${at}`,
  chosenMan: (at: string) => `Votre pion en ${at} est choisi ; choisissez-le à nouveau pour annuler`,
  step: (leap: boolean, from: string, to: string) => `${leap ? "Saut" : "Pas"} de ${from} à ${to}`,
  sanctuary: ", refuge",
  meeting: ", lieu de réunion",
  empty: ", vide",
  man: (c: string, sheltered: boolean) => `, pion ${adjective(c)}${sheltered ? " (à l’abri)" : ""}`,
  lastMove: (text: string) => `Dernier coup : ${text}`,
  heldDrop: (at: string) => notSent(`un pion posé en ${at}`),
  meetingHint: (columns: boolean, which: string[]) =>
    `Une partie du lieu de réunion est hors de vue : ${columns ? "colonne" : "rangée"}${which.length > 1 ? "s" : ""} ${which.join(", ")}. Les flèches sous le plateau la montrent.`,
  drawn: (reason: string) => `Nulle : ${reason}.`,
  won: (winners: string[], reason: string) => `${list("fr", winners)} ${winners.length > 1 ? "ont" : "a"} gagné : ${reason} (en or sur le plateau).`,
  toPlay: (who: string, drop: boolean) => `À ${who} de ${drop ? "poser un pion sur le lieu de réunion" : "jouer"}.`,
  building: "Coup en préparation",
  chainPlayed: (chain: string) => ` · ${chain} est joué : sautez encore ou arrêtez-vous`,
  sendStop: "Envoyer : s’arrêter ici",
  sending: "Envoi des sauts…",
  seatLine: (c: string, sheltered: number, men: number, toDrop: number, partner: string | null) =>
    `${c} : ${sheltered}/${men} à l’abri${toDrop ? `, ${toDrop} à poser` : ""}${partner !== null ? ` (partenaire : ${partner})` : ""}`,
  tapToZoom: "Touchez le plateau pour zoomer là où vous voulez jouer.",
};

// ---- Sleep
const PHASES: Record<string, string> = {
  sleep: "Phase de sommeil",
  wake: "Phase de réveil",
  rem: "Phase de sommeil paradoxal",
  discard: "Phase de fin : défausse",
  over: "Matin : la nuit est finie",
};
const SHORT_PHASES: Record<string, string> = { sleep: "sommeil", wake: "réveil", rem: "paradoxal", discard: "défausse" };
const typeName = (type: string) => CARD_TYPES_FR[type]?.name ?? type;
export const sleep = {
  card: (code: string, name: string) => SLEEP_CARDS_FR[code] ?? name,
  typeName,
  band: (type: string) => ({ F: "Endormir", S: "Sommeil", R: "Paradoxal", W: "Réveil", Z: "Endormir/Réveil" })[type] ?? type,
  explain: (name: string, type: string) => (CARD_TYPES_FR[type] ? `${name} : une carte ${typeName(type)}. ${CARD_TYPES_FR[type]!.text}` : name),
  phase: (phase: string) => PHASES[phase]!,
  phaseShort: (phase: string) => SHORT_PHASES[phase] ?? phase,
  noCard: "aucune carte",
  then: " puis ",
  on: (card: string, who: string) => `${card} sur ${who}`,
  self: "soi-même",
  discarded: (cards: string) => `défausse de ${cards}`,
  seatSummary: (who: string, stage: number, tokens: number, cards: number, deciding: boolean | null) =>
    `${who} : stade ${stage}, ${n(tokens, "jeton")}, ${n(cards, "carte")}${deciding === null ? "" : deciding ? ", a décidé" : ", décide"}`,
  seatsSep: " ; ",
  nightOver: (reason: string) => `Sleep, nuit terminée : ${reason}.`,
  turnOf: (turn: number, turns: number, clock: string) => `Sleep, tour ${turn} sur ${turns} (${clock})`,
  waitingForDecisions: ", en attente des décisions",
  deck: (deck: number, discard: number) => `Pioche ${deck}, défausse ${discard}.`,
  behind: (k: number) => `${k} de moins que le meilleur`,
  best: (shared: boolean, tokens: number) => `${shared ? "partage la victoire" : "a gagné"} : le plus de jetons (${tokens})`,
  lastScore: (gained: number, bonus: boolean) => `dernier tour +${gained}${bonus ? " avec le bonus de sommeil paradoxal" : ""}`,
  notAvailable: " (indisponible)",
  decidedMark: "a décidé ✓",
  deciding: "décide…",
  noChoice: "pas de choix à cette phase",
  held: (cards: string) => `en main : ${cards || "rien"}`,
  played: (phase: string, turn: number, words: string, returned: boolean) => `${phase} (tour ${turn}) : ${words}${returned ? " (revenue en main)" : ""}`,
  seatAria: (who: string, you: boolean, first: boolean, stage: number, tokens: number, cards: number) =>
    `${who}${you ? " (vous)" : ""}${first ? ", premier joueur" : ""} : stade ${stage}${stage === 0 ? " (éveillé)" : ""}, ${n(tokens, "jeton")} de sommeil, ${n(cards, "carte")} en main`,
  last: ". En dernier : ",
  tokens: "jetons",
  cards: "cartes",
  aimAt: (aria: string) => `Viser ${aria}`,
  cardAria: (name: string, type: string, order: number | null, ordered: boolean) =>
    `${name}, carte ${type}${order !== null ? (ordered ? `, choisie ${order ? "en second" : "en premier"}` : ", choisie") : ""}`,
  unselect: "Retirer ",
  choose: "Choisir ",
  chose: (words: string, waiting: string[]) => `Vous avez choisi : ${words} — envoyé ; en attente de ${waiting.length ? list("fr", waiting) : "des autres"}`,
  prompt: (phase: string) =>
    phase === "sleep"
      ? "Choisissez jusqu’à 2 cartes de sommeil, dans l’ordre où les jouer, ou passez"
      : phase === "wake"
        ? "Choisissez une carte Réveil, puis l’adversaire à réveiller"
        : phase === "rem"
          ? "Choisissez une carte Sommeil paradoxal, puis vous-même (bonus) ou un adversaire"
          : "Choisissez les cartes à défausser pour n’en garder que 3",
  waitingFor: (who: string[]) => `En attente de ${list("fr", who)}`,
  waiting: "En attente des décisions",
  pass: "Passer",
  passAria: "Ne jouer aucune carte à cette phase",
  clear: "Effacer",
  clearAria: "Effacer votre choix",
  sendNoCard: "Envoyer : aucune carte",
  sendWhat: (words: string) => `Envoyer : ${words}`,
  sendFirst: "Envoyer (choisissez d’abord une décision permise)",
  cancelled: "Annulée",
  matchOver: "La partie est terminée",
  clockAria: (turn: number, turns: number, clock: string, phase: string, deck: number, discard: number) =>
    `Tour ${turn} sur ${turns}, ${clock}, ${phase} ; pioche ${n(deck, "carte")}, défausse ${n(discard, "carte")}`,
  turnLine: (turn: number, turns: number, phase: string) => `Tour ${turn}/${turns} · ${phase}`,
  legend: (deck: number, discard: number) => `Pioche ${deck} · Défausse ${discard} · stade 0 éveillé … 4 profond · ★ premier`,
};

// ---- Sleepers
const STEPS: Record<Step, string> = {
  action: "recruter un dormant ou en activer un",
  second: "peut activer un second dormant",
  ringleader: "le Meneur peut activer d’autres dormants",
  police: "le Policier peut sauter",
  recruiter: "le Recruteur pose une tuile de sa main",
  informant: "l’Informateur retourne une tuile",
  immigration: "l’Immigration peut renvoyer des tuiles en main",
  double: "l’Agent double échange sa place avec une tuile",
};
/** Les camps au pluriel, comme dans les règles (« les Blancs », « les Noirs »). */
const camp = (side: string) => `${colour(side)}s`;
const SIDE_NAMES = ["haut", "haut droit", "bas droit", "bas", "bas gauche", "haut gauche"];
const more = (k: number | null | undefined, one: string, other: string, some: string) => (k == null ? some : k === 1 ? one : `${k} ${other}`);
export const sl = {
  agent: (a: Agent) => AGENTS_FR[a]?.name ?? a,
  short: (a: Agent) => AGENTS_FR[a]?.short ?? a,
  ability: (a: Agent) => `${AGENTS_FR[a]?.name ?? a} : ${AGENTS_FR[a]?.text ?? ""}`,
  hex: (label: string, what: string) => `${label} : ${what}`,
  sleeperText: SLEEPER_TEXT_FR,
  yours: (ability: string) => ` Celui-ci est votre ${ability}`,
  key: (names: string[]) => `Un cercle pointillé marqué ? est un dormant.${names.length ? ` ${names.join(" · ")}.` : ""} Touchez une tuile pour lire ce qu’elle fait.`,
  step: (step: Step) => STEPS[step] ?? "",
  active: (side: string, agent: string) => `${colour(side)} : ${agent}, face visible`,
  sleeper: (side: string, agent: string | null) => (agent ? `${colour(side)} : dormant (${agent})` : `${colour(side)} : dormant`),
  faceDown: "Elle est posée face cachée : dès lors, même vous ne pouvez plus voir quelle tuile c’est (la carte affiche « ? »). Notez-la dans Mes notes, sur cette page, pour vous en souvenir.",
  recruit: (agent: string, hex: string) => `Poser ${agent} face cachée en ${hex}`,
  activate: (hex: string) => `Activer le dormant en ${hex}`,
  jump: (to: string) => `Le Policier saute en ${to}`,
  flip: (hex: string) => `L’Informateur retourne ${hex}`,
  bounce: (hex: string) => `L’Immigration renvoie ${hex} dans la main de son propriétaire`,
  swap: (hex: string) => `L’Agent double échange sa place avec ${hex}`,
  stop: "Arrêter",
  hint(step: Step, at: string | null | undefined, left: number | null | undefined, canRecruit: boolean, canWake: boolean): string {
    const where = at ? ` en ${at}` : "";
    switch (step) {
      case "action":
        return [canRecruit ? "Choisissez une tuile de votre main, puis un hexagone vide." : "", canWake ? `${canRecruit ? "Ou choisissez" : "Choisissez"} l’un de vos dormants (entourés) pour l’activer.` : ""]
          .filter(Boolean)
          .join(" ");
      case "second":
        return "Vous pouvez activer un second dormant : choisissez-en un, ou finissez votre tour.";
      case "ringleader":
        return `Votre Meneur${where} vous permet d’activer ${more(left, "un dormant de plus", "dormants de plus", "d’autres dormants")} : choisissez-en un, ou arrêtez.`;
      case "police":
        return `Votre Policier${where} peut sauter une tuile ennemie adjacente, ce qui la tue : choisissez l’hexagone vide juste derrière, ou arrêtez de sauter.`;
      case "recruiter":
        return `Votre Recruteur${where} pose une tuile de plus : choisissez-la dans votre main, puis un hexagone vide.`;
      case "informant":
        return `Votre Informateur${where} retourne une tuile, d’un camp ou de l’autre, lui-même compris : choisissez-la.`;
      case "immigration":
        return `Votre Immigration${where} peut renvoyer ${more(left, "une tuile de plus", "tuiles", "des tuiles")} dans la main de leur propriétaire : choisissez-en une, ou arrêtez.`;
      case "double":
        return `Votre Agent double${where} échange sa place avec une autre tuile : choisissez-la.`;
    }
  },
  stopWhat: (step: Step | undefined) =>
    step === "second" ? "Finir le tour (pas de seconde activation)" : step === "ringleader" ? "Ne plus activer" : step === "police" ? "Ne plus sauter" : step === "immigration" ? "Ne plus renvoyer" : "Arrêter",
  sideLine: (side: string, onBoard: number, active: number, hand: number, bag: number, killed: number) =>
    `${colour(side)} : ${n(onBoard, "tuile")} sur le plateau (${active} face visible), main ${hand}, sac ${bag}, agents tués ${killed}/10`,
  won: (side: string) => `Les ${camp(side)} ont gagné.`,
  toPlay: (side: string, step: string) => `Aux ${camp(side)} de jouer : ${step}`,
  noPosition: "Aucune position.",
  hexEmpty: "vide",
  acting: " (agit maintenant)",
  hand: (agent: string, selectable: boolean, chosen: boolean) =>
    `Votre main : ${agent}${selectable ? (chosen ? " (choisi : choisissez maintenant un hexagone vide)" : ". Choisissez-le pour le poser") : ""}`,
  killedUp: (agents: string) => `Tués face visible : ${agents}`,
  killedKnown: (side: string, agents: string) => `Agents tués connus des ${camp(side)} : ${agents}`,
  wins: (side: string, goal: string) =>
    `Les ${camp(side)} gagnent (${({ success: "réussite", liberation: "libération", morale: "moral", capture: "capture", attrition: "usure", elimination: "élimination" } as Record<string, string>)[goal] ?? goal})`,
  cancelled: "Annulée : la partie est terminée",
  drawn: "Nulle : la partie est terminée",
  winsOver: (sides: string[]) => `${list("fr", sides.map((side) => `les ${camp(side)}`)).replace(/^l/, "L")} gagnent : la partie est terminée`,
  left: (k: number) => ` (encore ${k})`,
  heldHint: "Votre coup est dessiné sur la carte : appuyez sur Envoyer, ou sur Annuler pour choisir à nouveau.",
  emptyHex: (agent: string) => `Choisissez maintenant un hexagone vide (entouré) pour votre ${agent}, ou une autre tuile.`,
  boardAria: (summary: string) => `Plateau de Sleepers. ${summary}`,
  legend: "Victoire : reliez deux côtés de même numéro par une chaîne de vos agents actifs.",
  sideTitle: (pair: number, k: number) => `Côté ${pair} : le côté ${SIDE_NAMES[k]}, opposé au côté ${SIDE_NAMES[(k + 3) % 6]}`,
  move: "Coup",
};

// ---- Sub Rosa
export const sr = {
  location: (key: string, name: string, text: string) => LOCATIONS_FR[key] ?? { name, text },
  prompt: promptFr,
  card(c: SubRosaCardWords): string {
    const what = c.up
      ? `${c.face} face visible`
      : c.face === null
        ? "carte face cachée"
        : `${c.face} face cachée (${c.known === "own" ? "la vôtre" : c.known === "looked" ? "vous l’avez regardée" : "vue de tous"})`;
    const mods = c.mods.length ? `, avec ${c.mods.join(" ")}` : "";
    const looked = c.lookedBy.length ? `, regardée par ${list("fr", c.lookedBy)}` : "";
    return `${what} de ${c.owner} sous ${c.at}, carte ${c.pos + 1} sur ${c.count}${mods}${looked}${c.played ? ", la ☆ qui vient d’être jouée" : ""}`;
  },
  playStar: (at: string, text: string) => `Jouer une ☆ sous ${at} (${text})`,
  playCard: (face: string, at: string) => `Jouer votre ${face} face cachée sous ${at}`,
  chooseCard: (card: string | null) => `Choisir : ${card ?? "cette carte"}`,
  chooseLoc: (at: string) => `Choisir ${at}`,
  chooseMod: (sign: string, pos: number, at: string) => `Choisir le ${sign} de la carte ${pos + 1} sous ${at}`,
  done: "Fini : terminer le pouvoir",
  locCards: (name: string, k: number) => `${name} ${n(k, "carte")}`,
  finished: (reason: string, locs: string) => `Sub Rosa, terminée. ${reason} (${locs})`,
  head: (players: number) => `Sub Rosa, ${players} joueurs.`,
  resolving: (who: string, name: string, prompt: string) => `${who} applique le pouvoir de ${name} : ${prompt}`,
  toPlay: (who: string) => `À ${who} de jouer`,
  leftToPlay: (left: string[]) => `Cartes restant à jouer : ${left.join(", ")}.`,
  locLabel: (letter: string, name: string, text: string, target: boolean, wonBy: string | null) =>
    `Lieu ${letter} : ${name} : ${text.replace(/\.$/, "")}${target ? ". Choisir ce lieu" : ""}${wonBy !== null ? `. Remporté par ${wonBy}, qui a gagné la partie` : ""}`,
  locAbout: (name: string, text: string) => `${name} : quand une ☆ est jouée ici, ${text.charAt(0).toLowerCase()}${text.slice(1)}`,
  chooseThisCard: ". Choisir cette carte",
  yourChoice: ". Votre choix, pas encore envoyé",
  seen: "vue",
  yours: "à vous",
  known: "connue",
  lookedBy: (initials: string) => `vue par ${initials}`,
  modLabel: (sign: string, card: string, target: boolean) => `${sign} sur ${card}${target ? ". Choisir cette carte +/-" : ""}`,
  yourMove: "votre coup",
  nobody: "personne",
  scoreLabel: (name: string, why: string) => `${name} : ${why}`,
  winsHere: (who: string) => `${who} l’emporte`,
  locationsWon: (k: number) => ` · ${k} ${plural("fr", k, { one: "lieu", other: "lieux" })}`,
  yourHandOf: (seat: string) => `Votre main (${seat})`,
  handOf: (seat: string) => `Main de ${seat}`,
  handFaces: (owner: string, faces: string) => `${owner} : ${faces || "vide"}`,
  handCount: (owner: string, k: number) => `${owner} : ${n(k, "carte")}`,
  wonMatch: ", a gagné la partie",
  wonMark: " · gagnant",
  inHand: (k: number, toPlay: number | null) => `${k} en main${toPlay === null ? "" : `, ${toPlay} à jouer`}`,
  faceInHand: (seat: string, face: string) => `${face} en main de ${seat}`,
  myCard: (face: string, can: boolean, star: boolean, value: string) =>
    `Votre ${face} en main${can ? ". Choisissez-la pour la jouer" : ""}. ${star ? "Une ☆ se joue face visible, puis le pouvoir du lieu s’applique." : `Vaut ${value} ; jouée face cachée, personne d’autre n’en voit la valeur.`}`,
  supply: (k: number, removed: string[]) => `Cartes +/- restantes : ${k}${removed.length ? ` · retirées : ${removed.join(", ")}` : ""}`,
  removedCard: (seat: string, face: string) => `${face} de ${seat}`,
  doneAria: "Fini : terminer le pouvoir sans choisir",
  doneShort: "Fini",
  scoring: "Décompte : toutes les cartes sont révélées ; la carte du bas de chaque colonne compte 1 de moins (↓).",
  statusResolving: (who: string | null, name: string, prompt: string) => `${who === null ? "Vous appliquez" : `${who} applique`} le pouvoir de ${name} : ${prompt}.`,
  statusTurn: (who: string | null) => `${who === null ? "À vous" : `À ${who}`} de jouer : posez une carte d’influence sous un lieu.`,
  hintPending: (name: string, prompt: string) => `${name} : ${prompt} (en surbrillance).`,
  hintFace: (face: string) => `Choisissez maintenant un lieu pour votre ${face}.`,
  hintStart: "Choisissez une carte de votre main.",
};
