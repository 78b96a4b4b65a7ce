/** Français : ce que le Worker écrit aux joueurs (avis, courriels, push, l'intégration, les images). Glossaire : docs/i18n.md. */
import { seatFr } from "../../engine/seats.fr";
import { dateTime, list, plural } from "./format";

const L = "fr";

// ---- names and titles --------------------------------------------------------------------------
export const vsTitle = (p: { game: string; others: string[] }) => (p.others.length ? `${p.game} contre ${list(L, p.others)}` : p.game);
export const aPlayer = () => "Un joueur";
export const theCreator = () => "Le créateur de la partie";
export const andList = (p: { items: string[] }) => list(L, p.items);
export const freeSeat = (p: { seat: string }) => `${p.seat} (place libre)`;

// ---- notices (inbox, email, push) ---------------------------------------------------------------
export const turnTitle = (p: { match: string }) => `À vous de jouer : ${p.match}`;
export const turnBody = () => "C’est à vous de décider.";
export const resultTitle = (p: { result: "over" | "drawn" | "won" | "lost"; match: string }) =>
  `${{ over: "Partie terminée", drawn: "Partie nulle", won: "Vous avez gagné", lost: "Vous avez perdu" }[p.result]} : ${p.match}`;
export const resultBody = () => "La partie est terminée.";
export const drawOfferTitle = (p: { name: string; match: string }) => `${p.name} propose la nulle : ${p.match}`;
export const drawOfferBody = () => "Acceptez-la ou refusez-la sur la page de la partie.";
export const rematchTitle = (p: { name: string; match: string }) => `${p.name} vous propose une revanche : ${p.match}`;
export const rematchBody = () => "Prenez votre place dans la nouvelle partie.";
export const cancelledTitle = (p: { name: string; match: string }) => `${p.name} a annulé la partie ${p.match}`;
export const cancelledBody = () => "La partie a été annulée avant de commencer.";
export const joinedTitle = (p: { name: string; match: string }) => `${p.name} a rejoint la partie ${p.match}`;
export const joinedBody = (p: { begins: boolean }) => (p.begins ? "Toutes les places sont prises : la partie commence." : "On attend les autres joueurs.");
export const reminderTitle = (p: { match: string }) => `Rappel : à vous de jouer, ${p.match}`;
export const reminderBody = (p: { hours: number; at: number }) =>
  `Votre temps s’écoule dans ${p.hours} ${plural(L, p.hours, { one: "heure", other: "heures" })} environ (${dateTime(L, p.at)}).`;
export const chatTitle = (p: { name: string; match: string }) => `${p.name} a écrit dans la discussion : ${p.match}`;
export const chatBody = () => "Lisez et répondez sur la page de la partie.";

// ---- emails -------------------------------------------------------------------------------------
export const signInSubject = () => "Votre lien de connexion à Dead Drop";
export const signInLead = () => "Connectez-vous à Dead Drop avec ce lien :";
export const signInButton = () => "Se connecter";
export const signInValidity = () => "Il ne sert qu’une fois, pendant 15 minutes. Si vous ne l’avez pas demandé, ignorez ce message.";
export const openTheMatch = () => "Ouvrir la partie";
/** « Libellé : valeur » (espace avant les deux-points). */
export const labelled = (p: { label: string; value: string }) => `${p.label} : ${p.value}`;
export const replyWhere = () => "(sur la première ligne d’une réponse à ce courriel)";
export const changeHowOften = () => "Choisir quand nous vous écrivons";
export const stopAllEmail = () => "Ne plus recevoir aucun courriel de Dead Drop";
export const replyWithOneOf = (p: { moves: string[] }) => `Répondez par l’un de ces coups : ${p.moves.join(", ")}.`;
export const replyByExample = (p: { game: string; examples: string[]; count: number }) =>
  `Répondez par votre coup en notation ${p.game}, par exemple ${p.examples.join(", ")} (${p.count} coups sont possibles).`;
export const howToWriteAMove = (p: { url: string }) => `Comment écrire un coup : ${p.url}`;
export const digestSubject = () => "Votre récapitulatif Dead Drop";
export const digestLead = (p: { n: number }) =>
  p.n === 0 ? "Aucune partie n’attend votre coup aujourd’hui." : `${p.n} ${plural(L, p.n, { one: "partie attend", other: "parties attendent" })} votre coup.`;
export const digestItemTitle = (p: { match: string }) => `${p.match} : à vous de jouer`;
export const digestDue = (p: { hours: number; at: number }) => `À jouer d’ici ${p.hours} ${plural(L, p.hours, { one: "heure", other: "heures" })} (${dateTime(L, p.at)}).`;
export const digestNoClock = () => "Sans pendule : quand vous voulez.";
export const digestAlso = () => "Et depuis le dernier récapitulatif :";

// ---- answers to a move sent by email ------------------------------------------------------------
export const replySubject = () => "Votre coup par courriel";
export const replyNoMatch = () => "Cette partie n’existe plus.";
export const replyNoMove = () => "La réponse ne contient aucun coup : écrivez-le sur la première ligne.";
export const replyOver = (p: { reason: string }) => `La partie est terminée : ${p.reason}.`;
export const replyOverNoReason = () => "La partie est terminée.";
export const replyNotRunning = () => "La partie n’est pas en cours.";
export const replyYourDecision = () => "C’est à vous de décider.";
export const replyWaitingOthers = () => "La partie attend la décision des autres joueurs.";
export const replyNowTurnOf = (p: { names: string[] }) => `C’est maintenant à ${list(L, p.names)} de décider.`;
export const replyPlayed = (p: { moves: string[] }) => `Joué : ${p.moves.join(", ")}.`;
export const replyRefused = (p: { reason: string; afterPlayed: boolean }) =>
  p.afterPlayed ? `Puis refusé : ${p.reason}` : `Non joué : ${p.reason} Rien n’a changé.`;
export const replySinceThen = () => "Depuis :";

// ---- the embed, link previews and the pictures --------------------------------------------------
export const embedPlayers = () => "Joueurs";
export const embedBoard = () => "Plateau";
export const boardAppears = () => "Le plateau apparaît quand toutes les places sont prises.";
export const boardNotDrawn = () => "Le plateau de ce jeu n’est pas dessiné en image.";
export const latestMoves = () => "Derniers coups";
export const nothingYet = () => "Rien pour l’instant.";
export const positionMark = (p: { at: number }) => `Position ${p.at}`;
export const watchOnDeadDrop = () => "Suivre sur Dead Drop";
export const onDeadDrop = (p: { title: string }) => `${p.title} sur Dead Drop`;
export const reviewPrefix = (p: { title: string }) => `Analyse : ${p.title}`;
export const previewAlt = (p: { game: string; review: boolean; status: string }) =>
  `Le plateau de ${p.game} ${p.review ? "face visible, tous les secrets révélés" : "tel qu’un spectateur le voit"}. ${p.status}`;
export const statusReview = (p: { at: number; seq: number; reason: string }) => `Analyse, tout face visible : position ${p.at} sur ${p.seq}. ${p.reason}`.trim();
export const statusPosition = (p: { at: number; seq: number; beforeStart: boolean }) => `Position ${p.at} sur ${p.seq}${p.beforeStart ? ", avant le début de la partie" : ""}.`;
export const statusWaiting = (p: { free: number; seats: number }) =>
  `En attente de joueurs : ${p.free} ${plural(L, p.free, { one: "place libre", other: "places libres" })} sur ${p.seats}.`;
export const statusToPlay = (p: { who: string[] }) => (p.who.length ? `Au trait : ${list(L, p.who)}.` : "En cours, en attente des décisions.");
export const statusFinished = (p: { reason: string }) => (p.reason ? `Terminée : ${p.reason}.` : "Terminée.");
export const statusCancelled = () => "Annulée avant la fin.";
export const seatFree = (p: { seat: string }) => `${p.seat} (libre)`;
export const matchTitle = (p: { game: string; names: string[] }) => `${p.game} : ${p.names.join(" contre ")}`;
export const previewDescription = (p: { status: string; game: string }) => `${p.status} Une partie de ${p.game} sur Dead Drop, le jeu par correspondance pour les jeux à secrets.`;
/** A seat's label as the games name it: the colours of the pieces, or "Joueur 3". */
export const seatLabel = (p: { label: string }) => seatFr(p.label);
