/** Français : ce qu’écrit la salle d’une partie (refus, lignes du journal, problèmes de la socket, notes, moments d’une analyse, avis de tournoi). Glossaire : docs/i18n.md. */
import { namedSeats, seatWho } from "../text";
import { dateTime, deFr, elidesFr, list } from "./format";
import { seatLabel } from "./mail.fr";

const L = "fr";
type Level = string;

const LEVELS: Record<string, string> = { easy: "facile", normal: "normal", strong: "fort" };
const level = (l: Level) => LEVELS[l] ?? l;
/** A seat's label in French ("Blanc", "Joueur 3"). */
const seat = (label: string) => seatLabel({ label });
/** The computer's stored seat name, "Computer (normal)", in French. */
const nameOf = (name: string | null) => name && name.replace(/^Computer \((\w+)\)$/, (_, l: string) => roomComputerName({ level: l }));

// ---- seats as the room names them ------------------------------------------------------------------
export const roomWho = (p: { label: string; name: string | null }) => seatWho(p.label, nameOf(p.name), seat);
export const roomComputerName = (p: { level: Level }) => `Ordinateur (${level(p.level)})`;
export const roomComputer = (p: { level: Level }) => `L’ordinateur (${level(p.level)})`;
export const roomComputerPlaying = (p: { level: Level; seat: string }) => `L’ordinateur (${level(p.level)}), qui joue ${seat(p.seat)},`;
export const roomSeat = (p: { label: string }) => seat(p.label);
/** The game's own text with its numbered seats named, the computer's name in French, "de" elided before a vowel. */
export const roomNamed = (p: { text: string; names: (string | null)[] }) => {
  const names = p.names.map(nameOf);
  const elided = p.text.replace(/\bde (Joueur (\d+))\b/g, (all, seat: string, n: string) => (elidesFr(names[Number(n) - 1] ?? "") ? `d’${seat}` : all));
  return namedSeats(elided, names, "Joueur");
};

// ---- refusals --------------------------------------------------------------------------------------
export const roomNoMatch = () => "Il n’y a pas de partie avec cet identifiant (ou elle est privée).";
export const roomMatchExists = () => "Une partie avec cet identifiant existe déjà.";
export const roomNoMatchHere = () => "Il n’y a pas de partie avec cet identifiant.";
export const roomWatching = () => "Vous regardez cette partie : seuls ses joueurs peuvent faire cela.";
export const roomNoLongerPlaying = () => "Vous ne jouez plus cette partie (vous avez abandonné ou dépassé le temps) : l’ordinateur joue votre place.";
export const roomOnlyCreatorCancels = () => "Seul le joueur qui a créé cette partie peut l’annuler.";
export const roomOnlyPlayersRematch = () => "Seuls les joueurs de cette partie peuvent demander une revanche.";
export const roomTooFast = (p: { doing: "moves" | "draws"; wait: number }) =>
  `Vous ${p.doing === "moves" ? "envoyez des coups" : "proposez la nulle"} plus vite que personne ne joue : attendez ${p.wait} seconde${p.wait > 1 ? "s" : ""}. Rien n’a été changé.`;
export const roomNotStarted = () => "La partie n’a pas commencé : des places sont encore libres.";
export const roomOver = () => "La partie est terminée.";
export const roomStalePosition = (p: { made: number; now: number }) => `Ce coup a été joué sur la position ${p.made}, mais la partie en est à la position ${p.now}. Rechargez et décidez de nouveau.`;
export const roomNotYourDecision = () => "Ce n’est pas à vous de décider maintenant.";
export const roomNoDrawOffer = () => "Il n’y a pas de proposition de nulle à accepter.";
export const roomRematchAfterEnd = () => "Une revanche se demande une fois la partie terminée.";
export const roomBadInvite = () => "Ce lien d’invitation n’est pas valable pour cette partie. Demandez un nouveau lien d’invitation au joueur qui vous l’a envoyé.";
export const roomAlreadySeated = (p: { seat: string }) => `Vous avez déjà la place ${seat(p.seat)} dans cette partie.`;
export const roomAllSeatsTaken = () => "Toutes les places de cette partie sont prises.";
export const roomSeatsKept = () => "Les places libres de cette revanche sont gardées pour les joueurs de la partie précédente.";
export const roomSeatTaken = (p: { free: string[] }) => `Cette place est prise ; places libres : ${list(L, p.free.map(seat))}.`;
export const roomYouLeft = () => "Vous avez quitté cette partie : la place proposée est pour un nouveau venu, et vous suivez la partie en spectateur.";
export const roomAlreadySeatedOffer = (p: { seat: string }) => `Vous avez déjà la place ${seat(p.seat)} dans cette partie ; la place proposée est pour un nouveau venu.`;
export const roomNoSuchSeat = (p: { last: number; seat: number }) => `Les places sont numérotées de 0 à ${p.last} ; il n’y a pas de place ${p.seat}.`;
export const roomOnlyLeaversSeat = () => "Seule une place que l’ordinateur joue pour un joueur parti d’une partie en cours à trois ou plus peut être proposée.";
export const roomOnlyCreatorBots = () => "Seul le joueur qui a créé cette partie peut donner une place à l’ordinateur.";
export const roomAllSeatsTakenAlready = () => "Toutes les places de cette partie sont déjà prises.";
export const roomReviewAfterEnd = () => "L’analyse est publiée une fois la partie terminée : elle montre toutes les mains et toutes les pièces cachées, qui restent secrètes pendant la partie.";
export const roomSeenAsAfterEnd = () => "Une position se montre comme une autre place la voyait, ou face visible, une fois la partie terminée (dans son analyse).";
export const roomNoSuchPosition = (p: { last: number; at: number }) => `Cette partie a les positions 1 à ${p.last} ; il n’y a pas de position ${p.at}.`;
export const roomReplayAfterEnd = () => "La relecture est publiée une fois la partie terminée : elle contient la graine, qui reste secrète tant qu’elle compte.";
// chat and notes
export const roomSignInToMute = () => "Connectez-vous pour couper la discussion d’une partie.";
export const roomNotesForPlayers = () => "Seuls les joueurs de cette partie y prennent des notes ; ce seraient vos notes à vous, privées.";
export const roomTeamChannel = () => "Le canal d’équipe est pour les partenaires d’un jeu en équipes, et eux seuls le lisent.";
export const roomChatForPlayers = () => "Seuls les joueurs de cette partie peuvent écrire dans sa discussion ; les spectateurs la lisent.";
export const roomChatClosed = () => "Cette partie a été annulée, et sa discussion est fermée : ses lignes restent lisibles. Rien n’a été envoyé.";
export const roomChatTooFast = (p: { perMinute: number; wait: number }) =>
  `Vous écrivez plus vite que ${p.perMinute} lignes par minute : attendez ${p.wait} seconde${p.wait > 1 ? "s" : ""}. Rien n’a été envoyé.`;
export const roomSignInToReport = () => "Connectez-vous pour signaler une ligne de discussion.";
export const roomNoChatLine = (p: { n: number; team: boolean }) => `La discussion de cette partie n’a pas de ligne ${p.n}${p.team ? " dans le canal de votre équipe" : ""}.`;

// ---- the socket ------------------------------------------------------------------------------------
export const roomNothingHere = () => "Il n’y a rien ici.";
export const roomConnectWebSocket = () => "Connectez-vous à cette adresse avec une WebSocket.";
export const roomReload = () => "Cette page n’est plus à jour : rechargez-la pour suivre la partie en direct.";
export const roomSpectatorsCannotMove = () => "Les spectateurs ne peuvent pas jouer.";
export const roomSocketTooLarge = () => "Les messages de la socket sont limités à 64 Ko.";
export const roomSocketTooDeep = (p: { depth: number }) => `Les messages ne peuvent pas imbriquer plus de ${p.depth} niveaux.`;
export const roomSocketNotJson = () => "Ce message n’est pas du JSON valide.";
export const roomSocketShape = () => 'Les messages sont {"type":"move","seq":n,"move":{...}} ou {"type":"ping"}.';

// ---- notes to one player ---------------------------------------------------------------------------
export const roomSent = () => "Votre décision est envoyée et scellée : personne ne la voit avant que tous aient décidé. En attente des autres.";

// ---- log lines -------------------------------------------------------------------------------------
const begins = (b: boolean) => (b ? " ; la partie commence" : "");
export const logCreated = (p: { name: string; seat: string; bots: { level: Level; seat: string }[]; begins: boolean }) =>
  `${p.name} a créé la partie et prend la place ${seat(p.seat)}` + p.bots.map((b) => ` ; l’ordinateur (${level(b.level)}) joue ${seat(b.seat)}`).join("") + begins(p.begins);
export const logBotSeat = (p: { level: Level; seat: string; begins: boolean }) => `L’ordinateur (${level(p.level)}) prend la place ${seat(p.seat)}` + begins(p.begins);
export const logJoined = (p: { name: string; seat: string; begins: boolean }) => `${p.name} a rejoint la partie à la place ${seat(p.seat)}` + begins(p.begins);
export const logTimeoutLoses = (p: { who: string }) => `${p.who} a dépassé le temps et perd`;
export const logTimeoutPlayed = (p: { seat: string; move: string }) => `${seat(p.seat)} a dépassé le temps ; l’ordinateur a joué : ${p.move}`;
export const logResigned = (p: { who: string; computerGoesOn: boolean }) => `${p.who} a abandonné` + (p.computerGoesOn ? " — l’ordinateur joue sa place désormais" : "");
export const logDrawAccepted = (p: { who: string }) => `${p.who} a accepté la nulle`;
export const logDrawOffered = (p: { who: string }) => `${p.who} a proposé la nulle`;
export const logDrawDeclined = (p: { who: string }) => `${p.who} a refusé la nulle`;
export const logCancelled = (p: { who: string }) => `${p.who} a annulé la partie`;
export const logRematch = (p: { who: string }) => `${p.who} a demandé une revanche`;
export const logSeatOffered = (p: { who: string; seat: string }) => `${p.who} propose à un nouveau venu la place ${seat(p.seat)}, que joue l’ordinateur`;
export const logSeatTaken = (p: { name: string; seat: string }) => `${p.name} a repris la place ${seat(p.seat)} à l’ordinateur`;
export const logVacation = (p: { who: string; until: number }) => `${p.who} est en vacances jusqu’au ${dateTime(L, p.until)} ; sa pendule est arrêtée`;

// ---- a review --------------------------------------------------------------------------------------
export const reviewBegan = () => "La partie a commencé.";
const percent = (x: number) => `${Math.round(x * 100)}\u202f%`;
export const reviewMoment = (p: { line: string; who: string; rose: boolean; from: number; to: number }) =>
  `${p.line.replace(/\.?$/, ".")} Les chances de gagner ${deFr(p.who)} ${p.rose ? "sont montées" : "sont tombées"} de ${percent(p.from)} à ${percent(p.to)}.`;

// ---- tournaments -----------------------------------------------------------------------------------
export const tournamentStarted = (p: { name: string }) => `${p.name} a commencé`;
export const tournamentRound = (p: { n: number; name: string }) => `Ronde ${p.n} ${deFr(p.name)}`;
export const tournamentRounds = (p: { rounds: { n: number; others: string[] | null }[] }) =>
  p.rounds.map((r) => (r.others ? `Ronde ${r.n} : vous jouez contre ${list(L, r.others)}.` : `Ronde ${r.n} : vous n’avez pas d’adversaire (1 point).`)).join(" ");
export const tournamentNone = () => "Il n’y a pas de tournoi avec cet identifiant.";
export const tournamentOrganiserStarts = () => "Seul l’organisateur peut lancer ce tournoi.";
export const tournamentEntriesClosed = () => "Ce tournoi a déjà commencé : les inscriptions sont closes.";
export const tournamentAlreadyJoined = () => "Vous participez déjà à ce tournoi.";
export const tournamentFull = (p: { max: number }) => `Ce tournoi est complet (${p.max} inscrits).`;
export const tournamentNotEntrant = () => "Vous ne participez pas à ce tournoi.";
export const tournamentOver = () => "Ce tournoi est terminé.";
export const tournamentWithdrawn = () => "Vous avez déjà quitté ce tournoi.";
export const tournamentStartedAlready = () => "Ce tournoi a déjà commencé.";
export const tournamentTooFew = (p: { min: number; n: number }) => `Ce tournoi a besoin d’au moins ${p.min} inscrits pour commencer ; il en a ${p.n}.`;

// ---- outcomes the room settles ---------------------------------------------------------------------
export const outcomeTimeout = (p: { who: string }) => `${p.who} a dépassé le temps`;
export const outcomeResigned = (p: { who: string }) => `${p.who} a abandonné`;
export const outcomeDrawAgreed = () => "nulle par accord";
export const tournamentExists = () => "Un tournoi avec cet identifiant existe déjà.";
