/** Les réglages et leurs volets (courriel, appareils) en français. Mêmes clés que settings.en.ts. */
import { plural } from "../../src/shared/i18n/format";

const L = "fr";

// ---- settings --------------------------------------------------------------------------------------
export const notSignedIn = () => "Vous n’êtes pas connecté.";
export const attachEmailTitle = () => "Gardez vos parties : ajoutez un courriel";
export const attachEmailButton = () => "M’envoyer un lien pour l’ajouter";
export const emailTitle = () => "Courriel";
export const youSignInAs = () => "Vous vous connectez avec";
export const confirmMovesChoice = (p: { how: "correspondence" | "always" | "never" }) =>
  ({
    correspondence: "Dans les parties par correspondance : contre des personnes, ou avec des jours par coup (par défaut)",
    always: "Toujours, contre l’ordinateur aussi",
    never: "Jamais : un coup part dès qu’il est choisi",
  })[p.how];
export const playingTitle = () => "Jeu";
export const confirmMovesLegend = () => "Vérifier chaque coup avant qu’il parte : le plateau le montre, puis vous appuyez sur Envoyer (ou Annuler)";
export const keptOnDevice = () => "Gardé sur cet appareil (téléphones et ordinateurs ont chacun le leur).";
export const saved = () => "Enregistré.";
export const displayName = () => "Nom affiché";
export const nameOthersSee = () => "Le nom que voient les autres joueurs";
export const saveName = () => "Enregistrer le nom";
export const vacationTitle = () => "Vacances";
export const daysWord = (p: { n: number }) => `${p.n} ${plural(L, p.n, { one: "jour", other: "jours" })}`;
export const onVacationUntil = () => "Vous êtes en vacances jusqu’au";
export const clocksStopped = () => "Vos pendules sont arrêtées dans toutes vos parties.";
export const daysLeftEndEarly = (p: { days: string }) => `Il vous reste ${p.days} cette année. Rentrer plus tôt vous rend les jours entiers non utilisés.`;
export const welcomeBack = (p: { days: string }) => `Bon retour ! Il vous reste ${p.days} de vacances cette année.`;
export const endVacation = () => "Rentrer de vacances plus tôt";
export const goingAway = () => "Vous partez ? Vos pendules s’arrêtent dans toutes vos parties pendant vos vacances.";
export const vacationLeft = () => " de vacances restants cette année.";
export const vacationStarted = () => "Vacances commencées. Profitez-en !";
export const vacationDays = () => "Jours de vacances";
export const startVacation = () => "Partir en vacances";
export const tokensTitle = () => "Jetons d’API";
export const tokensHelpBefore = () => "Pour les robots et les scripts : envoyez";
export const tokensHelpAfter = () => "avec chaque requête. Un jeton agit en votre nom.";
export const tokenWord = () => "jeton";
export const tokenName = () => "Nom du jeton";
export const tokenPlaceholder = () => "Mon robot";
export const createToken = () => "Créer un jeton";
export const tokenRevoked = (p: { name: string }) => `« ${p.name} » est révoqué : il ne fonctionne plus.`;
export const newTokenNamed = (p: { name: string }) => `Votre nouveau jeton « ${p.name} ».`;
export const copyItNow = () => "Copiez-le maintenant : il ne s’affiche qu’une fois.";
export const newApiToken = () => "Nouveau jeton d’API";
export const haveCopied = () => "Je l’ai copié";
export const noTokenYet = () => "Aucun jeton pour l’instant.";
export const yourTokens = () => "Vos jetons d’API";
export const madeAt = (p: { at: string }) => `créé le ${p.at}`;
export const revokeNamed = (p: { name: string }) => `Révoquer ${p.name}`;
export const revoke = () => "Révoquer";
export const sessionTitle = () => "Session";
export const signOut = () => "Se déconnecter";
export const confirmEverywhere = () => "Confirmer la déconnexion partout";
export const yesEverywhere = () => "Oui, me déconnecter sur tous les appareils";
export const cancel = () => "Annuler";
export const signOutEverywhere = () => "Se déconnecter partout…";
export const everywhereHelp = () =>
  "Se déconnecter partout met fin à toutes les sessions de ce compte, sur tous les appareils, et révoque tous les jetons d’API : robots et scripts en auront besoin d’un nouveau.";

// ---- email notifications ---------------------------------------------------------------------------
export const emailChoice = (p: { choice: "each" | "digest" | "off" }) =>
  ({
    each: "Un courriel chaque fois que c’est à moi de jouer",
    digest: "Un récapitulatif quotidien des parties qui m’attendent",
    off: "Aucun courriel (je consulte le site, ou je reçois des notifications)",
  })[p.choice];
export const digestSaved = (p: { hour: string; zone: string }) =>
  `Enregistré. Votre récapitulatif arrive une fois par jour à ${p.hour} (${p.zone}), quand une partie vous attend.`;
export const emailNotifications = () => "Notifications par courriel";
export const attachEmailAbove = () => "Ajoutez un courriel ci-dessus pour les recevoir.";
export const howOften = () => "À quelle fréquence nous écrivons";
export const digestHour = () => "Heure du récapitulatif";
export const timeZone = () => "Fuseau horaire";
export const useDeviceZone = (p: { zone: string }) => `Utiliser le fuseau horaire de cet appareil (${p.zone})`;
export const digestNote = () => "Avec le récapitulatif, aucun courriel n’est envoyé à chaque coup ; la boîte de réception et les notifications, si.";
export const saveEmailSettings = () => "Enregistrer les réglages de courriel";
export const reliabilityLine = (p: { resignations: number; timeouts: number }) =>
  `Parties que vous avez quittées avant la fin : ${p.resignations} ${plural(L, p.resignations, { one: "abandon", other: "abandons" })}, ${p.timeouts} ${plural(L, p.timeouts, { one: "temps dépassé", other: "temps dépassés" })}.`;

// ---- notifications on your devices -----------------------------------------------------------------
export const pushKind = (p: { kind: "turn" | "result" | "chat" }) =>
  ({ turn: "À vous de jouer (et les rappels)", result: "Résultats", chat: "Messages du chat" })[p.kind];
export const pushTitle = () => "Notifications sur vos appareils";
export const deviceGetsThem = () => "Cet appareil reçoit les notifications.";
export const deviceNoMore = () => "Cet appareil ne reçoit plus de notifications.";
export const turnOffHere = () => "Désactiver sur cet appareil";
export const deviceNowGets = () => "Cet appareil reçoit désormais les notifications.";
export const turnOnHere = () => "Activer les notifications sur cet appareil";
export const whatIsSent = () => "Ce qui est envoyé à vos appareils";
export const nothingWhileOpen = () => "Rien n’est envoyé tant que la partie est ouverte chez vous.";
export const noDeviceYet = () => "Aucun appareil ne reçoit encore de notifications.";
export const devicesLabel = () => "Appareils qui reçoivent les notifications";
export const deviceSince = (p: { since: string; last: string | null }) => `depuis le ${p.since}${p.last ? `, dernière notification le ${p.last}` : ""}`;
export const removeNamed = (p: { name: string }) => `Retirer ${p.name}`;
export const namedNoMore = (p: { name: string }) => `${p.name} ne reçoit plus de notifications.`;
export const remove = () => "Retirer";
export const playingByEmail = () => "Jouer par courriel";
export const replyHelp = () => "Répondez à un courriel de tour avec votre coup sur la première ligne pour le jouer. Chaque courriel a sa propre adresse de réponse.";
export const repliesEnded = () => "Les adresses de réponse de vos anciens courriels ne fonctionnent plus.";
export const endReplies = () => "Désactiver les adresses de réponse des anciens courriels";
