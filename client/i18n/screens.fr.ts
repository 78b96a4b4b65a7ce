/** Nouvelle partie, mes parties, la boîte de réception et l’analyse en français. Mêmes clés que screens.en.ts. */
import { plural } from "../../src/shared/i18n/format";

const L = "fr";

// ---- the games' own words, as the server names them -----------------------------------------------
const OPTIONS: Record<string, { label: string; description: string }> = {
  "sleepers.couriers": {
    label: "Coursiers par joueur",
    description: "Combien des 30 tuiles de chaque joueur sont des Coursiers, des agents sans pouvoir ; les autres sont les agents habituels.",
  },
  "sleepers.ownerSeesSleepers": {
    label: "Chacun voit ses propres dormants",
    description: "Désactivé, personne ne sait ce qu’est un dormant face cachée, pas même le joueur qui l’a posé. Activé, vous voyez les vôtres.",
  },
};
export const optionLabel = (p: { game: string; key: string; label: string }) => OPTIONS[`${p.game}.${p.key}`]?.label ?? p.label;
export const optionDescription = (p: { game: string; key: string; description: string }) => OPTIONS[`${p.game}.${p.key}`]?.description ?? p.description;

// ---- new match -------------------------------------------------------------------------------------
export const rulesOf = (p: { game: string }) => `Règles de ${p.game}`;
export const playersLabel = () => "Joueurs";
export const timeControl = () => "Cadence";
export const noTimeControl = () => "Aucune : jouez à votre rythme";
export const yourSeat = () => "Votre place";
export const whoCanSee = () => "Qui peut la voir";
export const visibilityName = (p: { v: "unlisted" | "public" | "private" }) => ({ unlisted: "Non listée", public: "Publique", private: "Privée" })[p.v];
export const visibilityHint = (p: { v: "unlisted" | "public" | "private" }) =>
  ({
    unlisted: "quiconque a le lien peut la regarder",
    public: "affichée parmi les parties ouvertes, tout le monde peut la rejoindre",
    private: "joueurs seulement, pas d’intégration",
  })[p.v];
export const ratedLabel = () => "Classée";
export const ratedHint = () => "Compte pour le classement des joueurs, sauf si un invité prend une place.";
export const createTheMatch = () => "Créer la partie";
export const newMatchReady = (p: { game: string }) => `Votre partie de ${p.game} est prête`;
export const sendTheInvite = (p: { others: number }) =>
  `Envoyez le lien d’invitation ${p.others > 1 ? "aux autres joueurs" : "à l’autre joueur"}. La partie commence quand toutes les places sont prises.`;
export const inviteLink = () => "Lien d’invitation";
export const shareTitle = (p: { game: string }) => `Jouez à ${p.game} avec moi`;
export const shareText = (p: { game: string }) => `Rejoignez ma partie de ${p.game} sur Dead Drop`;
export const embedCodeLabel = () => "Code d’intégration";
export const gameOnDeadDrop = (p: { game: string }) => `${p.game} sur Dead Drop`;
export const goToTheMatch = () => "Aller à la partie";
export const everySeatTaken = () => "Toutes les places sont prises\u202f: la partie a commencé.";
export const seatsTakenSoFar = (p: { taken: number; players: number }) => `${p.taken} place${p.taken > 1 ? "s" : ""} prise${p.taken > 1 ? "s" : ""} sur ${p.players}.`;

// ---- my matches ------------------------------------------------------------------------------------
export const signInToSeeMatches = () => "Connectez-vous pour voir vos parties.";
export const yourTurnGroup = () => "À vous de jouer";
export const nothingWaits = () => "Rien ne vous attend.";
export const waitingForOthers = () => "En attente des autres";
export const noneWaitingForOthers = () => "Aucune partie n’attend un autre joueur.";
export const finishedGroup = () => "Terminées";
export const waitingForPlayers = (p: { n: number }) => `en attente de ${p.n} ${plural(L, p.n, { one: "joueur", other: "joueurs" })}`;
export const myMatchStatus = (p: { status: "cancelled" | "drawn" | "won" | "lost" | "yourTurn" | "theirTurn" }) =>
  ({ cancelled: "annulée", drawn: "nulle", won: "gagnée", lost: "perdue", yourTurn: "à vous de jouer", theirTurn: "à l’adversaire" })[p.status];
export const versus = (p: { names: string }) => `contre ${p.names}`;
export const nobodyYet = () => "personne pour l’instant";
export const dueWhen = (p: { when: string }) => `échéance ${p.when}`;
export const newChatMessages = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "nouveau message", other: "nouveaux messages" })}`;

// ---- inbox -----------------------------------------------------------------------------------------
export const signInToSeeNotifications = () => "Connectez-vous pour voir vos notifications.";
export const markAllRead = () => "Tout marquer comme lu";
export const nothingHereYet = () => "Rien pour l’instant.";
export const inboxEmpty = () =>
  "Quand c’est à vous de jouer, qu’une partie se termine ou qu’on vous propose la nulle ou une revanche, cela s’affiche ici (et par courriel, si vous l’avez demandé dans les";
export const allRead = () => "Tout est lu.";
export const unreadCount = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "non lue", other: "non lues" })}.`;
export const unreadMark = () => "Non lu : ";
export const earlierNotices = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "avis plus ancien", other: "avis plus anciens" })} sur cette partie`;
export const earlierUnread = (p: { n: number }) => ` (${p.n} ${plural(L, p.n, { one: "non lu", other: "non lus" })})`;

// ---- review ----------------------------------------------------------------------------------------
export const reviewOf = (p: { seats: string[] }) => `Analyse : ${p.seats.join(" contre ")}`;
export const reviewNotYet = () => "L’analyse s’ouvre une fois la partie terminée : jusque-là, ses secrets restent secrets.";
export const backToTheMatch = () => "Retour à la partie";
export const finishedDot = () => "Terminée.";
export const stillJudging = (p: { judged: number; positions: number }) =>
  `L’ordinateur évalue encore les chances (${p.judged} positions sur ${p.positions}) : le graphique se remplit tout seul.`;
export const positionAt = (p: { index: number; last: number }) => `Position : ${p.index === 0 ? "le début" : `après le coup ${p.index} sur ${p.last}`}`;
export const oneMoveBack = () => "Un coup en arrière";
export const oneMoveForward = () => "Un coup en avant";
export const theTruth = () => "La vérité";
export const everythingFaceUp = () => " : tout face visible";
export const asSeenBy = () => "Vu par";
export const aSpectator = () => "Un spectateur";
export const chancesToWin = () => "Chances de victoire";
export const judgedBy = () => "Évaluées par l’ordinateur fort sur la position entière, sans rien de caché.";
export const chancesHere = () => "Chances à cette position";
export const percent = (p: { n: number }) => `${p.n}\u202f%`;
export const seatChance = (p: { seat: string; chance: string }) => `${p.seat} : ${p.chance}`;
export const notJudgedYet = () => "Pas encore évaluée.";
export const momentsTitle = () => "Moments clés";
export const momentsLater = () => "Les moments clés s’affichent une fois toutes les positions évaluées.";
export const picture = () => "image";
export const ofThisMoment = () => " de ce moment (PNG)";
export const noMoment = () => "Aucun coup n’a beaucoup changé les chances.";
export const positionInNotation = () => "La position en notation";
export const noNotation = () => "(ce jeu n’a pas de notation)";
export const chartTitle = () => "Les chances de victoire de chaque joueur après chaque coup (une ligne par joueur)";
export const chartStart = () => "début";
export const chartEnd = () => "fin";
export const aMoment = () => "Un moment clé";
export const chartLines = () => "Lignes du graphique";
