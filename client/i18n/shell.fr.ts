/** Le cadre de l’application en français : en-tête, page introuvable, écrans en chargement, pièces partagées. Mêmes clés que shell.en.ts. */
import { plural } from "../../src/shared/i18n/format";
import { seatLabel as frenchSeatLabel } from "../../src/shared/i18n/mail.fr";

const L = "fr";

// ---- header, not found, screens on their way ------------------------------------------------------
export const skipToContent = () => "Aller au contenu";
export const brandHome = () => "Dead Drop, accueil";
export const mainNav = () => "Navigation principale";
export const myMatches = () => "Mes parties";
export const navMatchesShort = () => "Parties";
export const navNewShort = () => "Nouvelle";
export const inboxTitle = () => "Boîte de réception";
export const inboxShort = () => "Boîte";
export const inboxUnreadLabel = (p: { count: string }) => `Boîte de réception, ${p.count} non ${p.count === "1" ? "lue" : "lues"}`;
export const notFoundTitle = () => "Rien ici";
export const notFoundText = () => "Il n’y a pas de page à cette adresse.";
export const goHome = () => "Revenir à l’accueil";
export const loadingRules = () => "Chargement des règles…";
export const loadingYourMatches = () => "Chargement de vos parties…";
export const loadingInbox = () => "Chargement de votre boîte de réception…";
export const loadingTournaments = () => "Chargement des tournois…";
export const tournamentTitle = () => "Tournoi";
export const loadingTournament = () => "Chargement du tournoi…";
export const playerTitle = () => "Joueur";
export const loadingProfile = () => "Chargement du profil…";
export const reviewTitle = () => "Analyse";
export const loadingReview = () => "Chargement de l’analyse…";
export const settingsTitle = () => "Réglages";
export const loadingSettings = () => "Chargement de vos réglages…";

// ---- shared pieces --------------------------------------------------------------------------------
export const copy = () => "Copier";
export const copied = () => "Copié";
export const selectAndCopy = () => "Sélectionnez et copiez";
export const copyWhat = (p: { action: string; what: string }) => `${p.action} (${p.what})`;
export const share = () => "Partager…";
export const close = () => "Fermer";
export const embedTitle = () => "Partie Dead Drop";
export const offlineTitle = () => "Hors ligne";
export const offlineDetail = () => "Le serveur est injoignable. Vérifiez votre connexion et réessayez.";
export const errorTitle = () => "Erreur";
export const serverAnswered = (p: { status: number }) => `Le serveur a répondu ${p.status}.`;

// ---- the computer, players, ratings ---------------------------------------------------------------
export const guestDefaultName = () => "Invité";
export const otherSeats = () => "Les autres places";
export const seatNumber = (p: { n: number }) => `Place ${p.n}`;
export const invitePerson = () => "Inviter quelqu’un";
export const computerAt = (p: { level: "easy" | "normal" | "strong" }) => `Ordinateur — ${({ easy: "facile", normal: "normal", strong: "fort" })[p.level]}`;
export const giveSeatLabel = () => "Donner une place libre à l’ordinateur";
export const levelLabel = () => "Niveau";
export const giveSeatButton = () => "Donner la place à l’ordinateur";
export const computerTookSeat = () => "L’ordinateur a pris la place.";
export const ratingClass = (p: { klass: "2p" | "multi" }) => (p.klass === "2p" ? "À deux joueurs" : "À trois ou plus");
export const provisionalRating = () => "Cote provisoire";
export const ratingDeviation = (p: { deviation: number }) => `Cote, écart ${p.deviation}`;
export const noRatedMatch = () => "Aucune partie classée pour l’instant.";
export const ratingSummary = (p: { label: string; n: number; first: number; last: number; lowest: number; highest: number }) =>
  `${p.label} : ${p.n} ${plural(L, p.n, { one: "partie classée", other: "parties classées" })}, de ${p.first} à ${p.last} (au plus bas ${p.lowest}, au plus haut ${p.highest}).`;

// ---- notifications on this device (push.ts) -------------------------------------------------------
export const aBrowser = () => "Un navigateur";
export const browserOn = (p: { browser: string; os: string }) => `${p.browser} sous ${p.os}`;
export const pushUnsupported = () => "Ce navigateur ne peut pas afficher les notifications d’un site web.";
export const pushBlocked = () => "Les notifications sont bloquées pour ce site : autorisez-les dans les paramètres du site de votre navigateur, puis réessayez.";
export const pushNotAllowed = () => "Ce navigateur n’a pas autorisé les notifications pour ce site : autorisez-les dans les paramètres du site, puis réessayez.";
export const pushNotHere = () => "Ce navigateur ne peut pas recevoir ici les notifications des sites web.";
export const pushRefused = () =>
  "Le service de notifications de ce navigateur a refusé d’inscrire cet appareil (cela arrive en navigation privée et dans les navigateurs sans service de notifications).";
export const pushNothingChanged = (p: { why: string }) => `${p.why} Rien n’a changé ; vos avis par courriel continuent comme avant.`;

// ---- words of screens in more than one area (the areas load with their screens: current.ts) -------
/** A seat's name in French: the colours of the glossary, "Joueur 3" (the mails' own table). */
export const seatLabel = (p: { label: string }) => frenchSeatLabel(p);
export const whoFirst = () => "Dites-nous d’abord qui vous êtes : jouez en invité, ou";
export const whoToJoin = () => "Pour vous inscrire, dites-nous qui vous êtes : jouez en invité, ou";
export const signInWithEmail = () => "connectez-vous avec votre courriel";
export const gameLegend = () => "Jeu";
export const daysPerMove = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "jour", other: "jours" })} par coup`;
export const creating = () => "Création…";
export const noFinishedMatch = () => "Aucune partie terminée pour l’instant.";
