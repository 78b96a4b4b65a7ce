/** Français : le `title` et le `detail` des problèmes (RFC 9457) que répond l'API. */
import { number, plural } from "./format";

const L = "fr";

export const problemTitle = (p: { status: number }) =>
  ({
    400: "Requête incorrecte",
    401: "Connexion nécessaire",
    403: "Non autorisé",
    404: "Introuvable",
    405: "Méthode non autorisée",
    409: "Conflit",
    410: "Disparu",
    413: "Requête trop volumineuse",
    415: "Type de contenu non pris en charge",
    422: "Coup refusé",
    426: "Mise à niveau nécessaire",
    429: "Trop de requêtes",
    500: "Une erreur s’est produite chez nous",
    503: "Momentanément indisponible",
  })[p.status] ?? "Erreur";

// ---- every route ---------------------------------------------------------------------------------
export const methodNotAllowed = (p: { method: string; path: string; allowed: string[] }) => `${p.method} n’est pas permis sur ${p.path} ; utilisez ${p.allowed.join(" ou ")}.`;
export const noSuchPage = () => "Cette page n’existe pas.";
export const nothingAt = (p: { method: string; path: string }) => `Il n’y a rien à ${p.method} ${p.path}.`;
export const serverError = () => "Une erreur s’est produite chez nous. Rien n’a changé ; réessayez.";
export const badApiToken = () => "Ce jeton d’API n’est pas valable (il a peut-être été révoqué). Créez-en un nouveau dans les Réglages.";
export const signInToDoThis = () => "Connectez-vous, ou jouez en invité, pour faire cela.";
export const notSignedIn = () => "Vous n’êtes pas connecté.";
export const appNotBuilt = () => "L’application n’est pas construite : lancez npm run build:client.";

// ---- request bodies ------------------------------------------------------------------------------
export const bodyTooLarge = (p: { bytes: number }) => `Le corps fait ${number(L, p.bytes)} octets ; les requêtes sont limitées à 64 Ko.`;
export const bodyNeeded = () => "Cette requête attend un corps JSON.";
export const bodyNotJsonType = (p: { type: string }) => `Envoyez le corps en JSON avec « Content-Type: application/json » (reçu : « ${p.type || "rien"} »).`;
export const bodyTooDeep = (p: { depth: number }) => `Le corps imbrique des objets ou des tableaux sur plus de ${p.depth} niveaux ; aucune requête n’en a besoin.`;
export const bodyNotJson = (p: { error: string }) => `Le corps n’est pas du JSON valable : ${p.error}`;
export const bodyShape = (p: { issue: string }) => `Le corps n’est pas celui qu’attend cette requête : ${p.issue}.`;
export const textBroken = (p: { what: TextField }) => `${whatText[p.what]} ne peut pas contenir de caractères cassés (un demi-caractère de substitution isolé).`;
export const textTooLong = (p: { what: TextField; max: number; length: number }) =>
  `${whatText[p.what]} compte au plus ${number(L, p.max)} caractères (celui-ci en a ${number(L, p.length)}).`;
export const textInvisible = (p: { what: TextField }) => `${whatText[p.what]} ne peut pas contenir de caractères de contrôle ou invisibles.`;
export const nameEmpty = () => "Un nom ne peut pas être vide.";
type TextField = "name" | "chat" | "notes" | "tournamentName";
const whatText: Record<TextField, string> = { name: "Un nom", chat: "Une ligne de discussion", notes: "Le texte des notes", tournamentName: "Le nom d’un tournoi" };

// ---- settings, inbox, devices --------------------------------------------------------------------
export const notATimeZone = (p: { zone: string }) => `« ${p.zone} » n’est pas un fuseau horaire : utilisez un nom IANA comme « Europe/Paris » ou « America/New_York ». Rien n’a changé.`;
export const defaultTokenName = () => "Jeton d’API";
export const tokenShownOnce = () => "Gardez ce jeton dès maintenant : il n’est montré qu’une fois.";
export const noSuchToken = () => "Vous n’avez aucun jeton actif avec cet identifiant.";
export const noSeatInMatch = () => "Vous n’avez pas de place dans une partie avec cet identifiant.";
export const alreadyOnVacation = () => "Vous êtes déjà en vacances ; terminez-les avant d’en prévoir d’autres.";
export const vacationDaysLeft = (p: { days: number }) =>
  `Il vous reste ${p.days} ${plural(L, p.days, { one: "jour", other: "jours" })} de vacances cette année.`;
export const notOnVacation = () => "Vous n’êtes pas en vacances.";
export const badUnsubscribeLink = () => "Ce lien de désabonnement n’est pas valable. Changez vos réglages de courriel après vous être connecté.";
export const unsubscribed = () => "Vous ne recevrez plus de courriel de Dead Drop. Votre boîte de réception sur le site fonctionne toujours.";
export const pushNotSetUp = () => "Les notifications push ne sont pas configurées sur ce serveur (il n’a pas de paire de clés VAPID).";
export const pushEndpointTaken = () => "Cette adresse push appartient à un autre appareil, et ces clés ne sont pas les siennes. Abonnez-vous de nouveau depuis le navigateur lui-même.";
export const tooManyDevices = (p: { max: number }) => `Vous recevez déjà les notifications sur ${p.max} appareils ; retirez-en un dans les Réglages d’abord.`;
export const deviceNotSubscribed = () => "Cet appareil ne reçoit pas vos notifications.";
export const noSuchDevice = () => "Vous n’avez aucun appareil avec cet identifiant.";

// ---- matches -------------------------------------------------------------------------------------
export const noSuchGame = (p: { game: string }) => `Il n’y a pas de jeu « ${p.game} ». Les jeux : voir GET /api/games.`;
export const playerCount = (p: { game: string; range: string; players: number }) => `${p.game} se joue à ${p.range} joueurs, pas à ${p.players}.`;
export const badOption = (p: { game: string; error: string }) => `Option incorrecte pour ${p.game} : ${p.error}.`;
export const noSuchSeat = (p: { last: number; seat: number }) => `Les places sont numérotées de 0 à ${p.last} ; il n’y a pas de place ${p.seat}.`;
export const noSuchSeatForComputer = (p: { last: number; seat: number }) => `Les places sont numérotées de 0 à ${p.last} ; il n’y a pas de place ${p.seat} pour l’ordinateur.`;
export const seatIsYours = (p: { seat: number }) => `La place ${p.seat} est la vôtre ; donnez-en une autre à l’ordinateur.`;
export const seatTwiceToComputer = (p: { seat: number }) => `La place ${p.seat} est donnée deux fois à l’ordinateur.`;
export const guestsNotRated = () => "Les invités ne sont jamais classés : connectez-vous avec votre adresse pour jouer une partie classée.";
export const moveMissing = () => "Le corps doit contenir un « move » (une entrée de la liste « legal » de la partie).";
export const badIdempotencyKey = () => "Une Idempotency-Key compte de 1 à 200 caractères.";
export const afterSeq = () => "« after » doit être un nombre entier (le dernier seq que vous avez).";
export const atSeq = () => "« at » doit être un nombre entier : la position (seq) à montrer.";
export const asSeat = () => "« as » est un numéro de place, « spectator » ou « all » (face visible).";
export const notASeat = (p: { seat: string }) => `« ${p.seat} » n’est pas une place : les places sont numérotées à partir de 0.`;
export const useWebSocket = () => "Connectez-vous à cette adresse avec une WebSocket.";
export const foreignPage = (p: { origin: string }) => `Une page de ${p.origin} ne peut pas ouvrir cette partie avec votre session. Utilisez Dead Drop lui-même, ou un jeton d’API.`;
export const noSuchMatch = () => "Il n’y a pas de partie avec cet identifiant.";
export const afterChatLine = () => "« after » doit être un nombre entier (le numéro de la dernière ligne que vous avez).";
export const chatChannel = () => "« channel » vaut « all » (toute la table) ou « team » (vos partenaires).";
export const chatEmpty = () => "Une ligne de discussion ne peut pas être vide (ni faite que d’espaces).";
export const chatInvisible = () => "Une ligne de discussion doit avoir quelque chose à lire : celle-ci n’a que des signes combinants, des espaces ou des caractères invisibles.";
export const noSuchRatingClass = (p: { klass: string }) => `Il n’y a pas de catégorie de classement « ${p.klass} » : les classements sont « 2p » (deux joueurs) ou « multi » (trois ou plus).`;
export const embedLang = (p: { lang: string }) => `« lang » vaut en ou fr, pas « ${p.lang} ».`;
