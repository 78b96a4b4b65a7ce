/** Les tournois, un tournoi, un joueur et un classement en français. Mêmes clés que lists.en.ts. */
import { plural } from "../../src/shared/i18n/format";

const L = "fr";
type TournamentStatus = "open" | "running" | "finished";

// ---- tournaments -----------------------------------------------------------------------------------
export const tournamentsLead = () =>
  "Tournois toutes rondes et suisses joués par correspondance : chaque partie à son rythme, le classement à mesure que les résultats arrivent.";
export const tournamentsGroup = (p: { status: TournamentStatus }) => ({ open: "Inscriptions ouvertes", running: "En cours", finished: "Terminés" })[p.status];
export const tournamentsNone = (p: { status: TournamentStatus }) =>
  ({ open: "Aucun tournoi n’ouvre ses inscriptions. Organisez-en un !", running: "Aucun tournoi en cours.", finished: "Aucun tournoi terminé pour l’instant." })[p.status];
export const formatName = (p: { format: "swiss" | "round-robin" }) => (p.format === "swiss" ? "suisse" : "toutes rondes");
export const entrantsOutOf = (p: { n: number; max: number }) => `${p.n}/${p.max} ${plural(L, p.n, { one: "inscrit", other: "inscrits" })}`;
export const byOrganiser = (p: { name: string }) => `par ${p.name}`;
export const startsWhen = (p: { when: string }) => `début ${p.when}`;
export const organiseTournament = () => "Organiser un tournoi";
export const nameLabel = () => "Nom";
export const playersPerMatch = () => "Joueurs par partie";
export const formatLegend = () => "Formule";
export const roundRobinName = () => "Toutes rondes";
export const roundRobinHint = () => " : chacun affronte chacun une fois, toutes les parties en même temps (2 joueurs par partie, jusqu’à 16 inscrits)";
export const swissName = () => "Suisse";
export const swissHint = (p: { multi: boolean }) => ` : rondes appariées selon le score, personne ne se rencontre deux fois${p.multi ? " ; tables groupées par score" : ""}`;
export const roundsLabel = () => "Rondes";
export const fewestEntrants = () => "Inscrits au minimum";
export const mostEntrants = () => "Inscrits au maximum (il commence une fois complet)";
export const timePerMove = () => "Temps par coup";
export const noTimeLimit = () => "Sans limite de temps";
export const daysCount = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "jour", other: "jours" })}`;
export const startsByItself = () => "Commence tout seul le (facultatif)";
export const whoCanFind = () => "Qui peut le trouver";
export const publicListed = () => "Public : affiché ici";
export const unlistedWithLink = () => "Non listé : seulement avec son lien";
export const createTheTournament = () => "Créer le tournoi";

// ---- a tournament ----------------------------------------------------------------------------------
export const tiebreakExplained = (p: { tiebreak: "sonneborn-berger" | "buchholz" }) =>
  p.tiebreak === "buchholz"
    ? "Buchholz : la somme des scores de tous vos adversaires (en moyenne par table dans les parties à 3 ou plus) : plus vos adversaires sont forts, plus il est élevé."
    : "Sonneborn-Berger : pour chaque partie, vos points multipliés par le score de votre adversaire, le tout additionné. Battre (ou tenir en nulle) un fort compte plus que battre un faible.";
export const noSuchTournament = () => "Ce tournoi n’existe pas";
export const seeTheTournaments = () => "Voir les tournois";
export const tournamentState = (p: { status: TournamentStatus }) => ({ open: "inscriptions ouvertes", running: "en cours", finished: "terminé" })[p.status];
export const tournamentFormat = (p: { format: "swiss" | "round-robin"; rounds: number }) =>
  p.format === "swiss" ? `suisse, ${p.rounds} ${plural(L, p.rounds, { one: "ronde", other: "rondes" })}` : "toutes rondes";
export const playersAMatch = (p: { n: number }) => `${p.n} joueurs par partie`;
export const noTimeLimitLower = () => "sans limite de temps";
export const organisedBy = (p: { name: string }) => `Organisé par ${p.name}`;
export const entrantsOfLimits = (p: { n: number; min: number; max: number }) => `${p.n} ${plural(L, p.n, { one: "inscrit", other: "inscrits" })} (${p.min} à ${p.max})`;
export const yourEntry = () => "Votre inscription";
export const joinTournament = () => "S’inscrire au tournoi";
export const leaveTournament = () => "Se désinscrire";
export const startNow = () => "Lancer maintenant";
export const startNeedsEntrants = (p: { min: number; n: number }) => `Il pourra commencer dès ${p.min} inscrits (${p.n} pour l’instant).`;
export const withdrawConfirm = () => "Abandonner le tournoi ? Toutes vos parties en cours sont abandonnées et vous n’êtes plus apparié.";
export const withdraw = () => "Abandonner le tournoi";
export const youAreIn = (p: { at: string | null }) =>
  `Vous êtes inscrit. Le tournoi commence quand l’organisateur le lance${p.at ? ` (${p.at})` : ""} ou quand il est complet.`;
export const standings = () => "Classement";
export const colRank = () => "Rang";
export const colPlayer = () => "Joueur";
export const colScore = () => "Score";
export const colRating = () => "Cote";
export const colMatches = () => "Parties";
export const youMark = () => " (vous)";
export const withdrawnMark = () => "a abandonné";
export const scoringRules = (p: { tiebreak: string }) =>
  `Score : une victoire 1, une nulle ½, une défaite 0, une exemption 1. À plus de deux joueurs, une partie donne à chaque place sa part selon son rang : 1 pour chaque place classée derrière elle et ½ pour chaque place à égalité, divisé par le nombre d’autres places. Les égalités sont départagées par le ${p.tiebreak}`;
export const roundsLater = () => "Les rondes sont appariées au début du tournoi.";
export const roundN = (p: { n: number }) => `Ronde ${p.n}`;
export const byeLine = (p: { name: string }) => `${p.name} : exempt (1 point)`;
export const versusSeparator = () => " contre ";
export const tournamentResult = (p: { result: "playing" | "cancelled" | "drawn" }) => ({ playing: "en cours", cancelled: "annulée", drawn: "nulle" })[p.result];
export const wonWith = (p: { winners: string; n: number; points: string }) => `${p.winners} ${p.n > 1 ? "gagnent" : "gagne"} · ${p.points}`;

// ---- a player --------------------------------------------------------------------------------------
export const noSuchPlayer = () => "Ce joueur n’existe pas";
export const noPlayerHere = () => "Il n’y a pas de joueur ici (les invités n’ont pas de profil).";
export const memberSince = () => "Membre depuis le";
export const ratingsTitle = () => "Cotes";
export const recordTitle = () => "Bilan";
export const recordItem = (p: { item: "played" | "won" | "drawn" | "lost" | "timeouts" }) =>
  ({ played: "Jouées", won: "Gagnées", drawn: "Nulles", lost: "Perdues", timeouts: "Temps dépassé" })[p.item];
export const leftBeforeEnd = (p: { resignations: number; timeouts: number }) =>
  `Parties quittées avant la fin : ${p.resignations} par abandon, ${p.timeouts} par dépassement du temps.`;
export const recentMatches = () => "Parties récentes";
export const ratingHeading = (p: { title: string }) => `${p.title}\u202f:`;
export const abortsNotCounted = () => "Une partie qui finit avant que chaque place ait joué un coup ne compte pas ici, et n’est pas classée.";
export const placeOf = (p: { place: number }) => `${p.place}${p.place === 1 ? "re" : "e"} place`;
export const unrated = () => "non classée";
export const provisionalNote = () => "Provisoire (moins de parties qu’il n’en faut pour être sûr) ; ";
export const deviationMatches = (p: { deviation: number; n: number }) =>
  `écart ${p.deviation}, ${p.n} ${plural(L, p.n, { one: "partie classée", other: "parties classées" })}`;
export const loadingHistory = () => "Chargement de l’historique…";
export const ratingOf = (p: { title: string }) => `Cote ${p.title}`;

// ---- a leaderboard ---------------------------------------------------------------------------------
export const noSuchGame = () => "Ce jeu n’existe pas";
export const noGameCalled = (p: { game: string }) => `Il n’y a pas de jeu « ${p.game} ».`;
export const gameLeaderboard = (p: { game: string }) => `Classement de ${p.game}`;
export const otherGames = () => "Autres jeux";
export const provisionalNotListed = () => "Les joueurs dont la cote est encore provisoire n’y figurent pas.";
export const nobodyEstablished = () => "Personne n’a encore de cote établie ici.";
