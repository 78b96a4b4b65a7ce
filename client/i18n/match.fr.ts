/** La page d’une partie en français (docs/i18n.md, glossaire). Mêmes clés que match.en.ts. */
import { list, plural } from "../../src/shared/i18n/format";

const L = "fr";

/** « a gagné » / « ont gagné » selon le nombre de gagnants. */
const won = (names: string[]) => `${list(L, names)} ${names.length > 1 ? "ont gagné" : "a gagné"}`;

// ---- the tab's title and the status ----------------------------------------------------------------
export const matchStatusOpen = () => "En attente de joueurs";
export const matchStatusActive = () => "En cours";
export const matchStatusFinished = () => "Terminée";
export const matchStatusAborted = () => "Annulée";
export const matchTitleDrawn = () => "Nulle";
export const matchTitleYouWon = () => "Vous avez gagné";
export const matchTitleYouLost = () => "Vous avez perdu";
export const matchWon = (p: { names: string[] }) => won(p.names);
export const matchYourMove = () => "À vous de jouer";
export const matchOnesMove = (p: { name: string }) => `Au tour de ${p.name}`;
export const matchWaitingFor = (p: { names: string[] }) => `En attente de ${list(L, p.names)}`;
export const matchTitlePlayers = (p: { game: string; names: string[] }) => `${p.game} : ${p.names.join(" contre ")}`;
export const matchTitleVs = (p: { game: string; others: string[] }) => `${p.game} contre ${list(L, p.others)}`;
export const matchNotFound = () => "Partie introuvable";
export const matchLoading = () => "Chargement de la partie…";

// ---- the match page ----------------------------------------------------------------------------------
export const matchBackToMine = () => "Retour à mes parties";
export const matchOutdatedBefore = () => "Cette page est plus ancienne que le serveur : ";
export const matchOutdatedLink = () => "rechargez-la";
export const matchOutdatedAfter = () => " pour suivre la partie en direct (d’ici là, elle se met à jour toutes les quelques secondes).";
export const matchRules = () => "Règles";
export const matchFinalPosition = (p: { moves: number }) => `La position finale, après ${p.moves} ${plural(L, p.moves, { one: "coup", other: "coups" })}.`;
export const matchResignedPlayedOn = (p: { names: string[] }) =>
  p.names.length === 1
    ? ` ${p.names[0]} a abandonné ; l’ordinateur a joué sa place jusqu’au bout.`
    : ` ${list(L, p.names)} ont abandonné ; l’ordinateur a joué leurs places jusqu’au bout.`;
export const matchLookingBack = (p: { move: number; moves: number }) =>
  `Ce n’est pas la position finale : le plateau montre ${p.move === 0 ? "le début" : `la position après le coup ${p.move} sur ${p.moves}`} (« Maintenant » ramène à la fin).`;
export const matchCancelledBanner = () => "Cette partie a été annulée.";
export const matchOver = () => "La partie est terminée.";
export const matchDrawnBanner = () => "La partie est nulle.";
export const matchYouWonBanner = () => "Vous avez gagné !";
export const matchYouLostBanner = (p: { names: string[] }) => `Vous avez perdu : ${won(p.names)}.`;
export const matchWonBanner = (p: { names: string[] }) => `${won(p.names)}.`;
export const matchReviewLink = () => "Analyser la partie : tous les secrets révélés, et comment les chances ont évolué";
export const matchYourTurnToo = (p: { names: string[] }) => `À vous de jouer (et à ${list(L, p.names)})`;
export const matchYourTurn = () => "À vous de jouer";
export const matchWaiting = () => "En attente";
export const matchDue = () => " · échéance ";
export const matchLive = () => "En direct";
export const matchReconnecting = () => "Reconnexion… (nouvelle tentative toutes les quelques secondes)";
export const matchConnecting = () => "Connexion…";
export const matchMoment = (p: { iso: string }) => new Date(p.iso).toLocaleString(L, { dateStyle: "medium", timeStyle: "short" });
export const matchClock = (p: { iso: string }) => new Date(p.iso).toLocaleTimeString(L, { hour: "2-digit", minute: "2-digit" });

// ---- what a player does ------------------------------------------------------------------------------
/** Un coup trop tard (409) se dit avec les mots de la page, pas ceux de l’API (qui numérote les positions et dit de recharger). */
export const matchActionFailed = (p: { status: number; detail: string }) =>
  p.status === 409
    ? "La partie a avancé avant l’arrivée de votre coup\u202f: le plateau montre où elle en est. Décidez de nouveau."
    : `${p.status === 422 ? "Ce coup n’est pas permis" : "Cela n’a pas marché"}\u202f: ${p.detail}`;
export const matchYouTookYourSeat = () => "Vous avez pris votre place.";
export const matchIsCancelled = () => "La partie est annulée.";
export const matchDrawOffered = (p: { computer: boolean }) => (p.computer ? `Nulle proposée : l’ordinateur répond dans un instant.` : "Nulle proposée.");
export const matchRematchReady = () => "La revanche est prête.";

// ---- the actions card ----------------------------------------------------------------------------------
export const matchNext = () => "Et maintenant";
export const matchGoToRematch = () => "Aller à la revanche";
export const matchRematch = () => "Revanche";
export const matchCardTitle = () => "Partie";
export const matchYouOfferedDraw = (p: { computer: boolean }) =>
  p.computer ? `Vous avez proposé la nulle ; l’ordinateur répond dans un instant.` : "Vous avez proposé la nulle.";
export const matchOfferDraw = () => "Proposer la nulle";
export const matchDeclinedPlayOn = (p: { line: string }) => `${p.line} : jouez la suite, ou reproposez plus tard.`;
export const matchConfirmResigning = () => "Confirmer l’abandon";
export const matchYesResign = () => "Oui, abandonner";
export const matchKeepPlaying = () => "Continuer à jouer";
export const matchResign = () => "Abandonner…";

// ---- looking back ----------------------------------------------------------------------------------
export const matchHistoryWhere = (p: { move: number; last: number }) =>
  p.move >= p.last ? "la position actuelle" : p.move === 0 ? "le début" : `la position après le coup ${p.move} sur ${p.last}`;
export const matchLookBack = (p: { where: string }) => `Historique : ${p.where}`;
export const matchOneMoveBack = () => "Un coup en arrière";
export const matchOneMoveForward = () => "Un coup en avant";
export const matchNow = () => "Maintenant";
export const matchPositionAt = (p: { move: number }) => (p.move === 0 ? "Position au début" : `Position après le coup ${p.move}`);
export const matchLookingBackAt = (p: { move: number; moves: number }) =>
  `Vous revoyez ${p.move === 0 ? "le début" : `le coup ${p.move} sur ${p.moves}`}. Impossible de jouer avant de revenir à maintenant.`;
export const matchNoBoardYet = () => "Pas encore de plateau à ce moment-là (la partie attendait ses joueurs).";

// ---- the log -------------------------------------------------------------------------------------
export const matchLog = () => "Journal";
export const matchLogLabel = () => "Journal de la partie";
export const matchMoveN = (p: { n: number }) => `Coup ${p.n}`;
export const matchRecentSoFar = () => "Les coups des autres jusqu’ici";
export const matchRecentSince = () => "Depuis votre dernier coup";
export const matchRecentLast = (p: { shown: number; of: number }) => ` (les ${p.shown} derniers sur ${p.of})`;

// ---- emails about the match ------------------------------------------------------------------------
export const matchEmail = () => "Courriels";
export const matchMuteEmails = () => "Couper les courriels de cette partie";
export const matchEmailsOff = () => "Plus de courriels pour cette partie. Votre boîte de réception reçoit toujours chaque avis.";
export const matchEmailsOn = () => "Courriels activés pour cette partie.";

// ---- taking a seat, waiting, a draw offered --------------------------------------------------------
export const matchTakeRematchSeat = () => "Prendre ma place dans la revanche";
export const matchTakeTheSeat = (p: { seat: string }) => `Prendre la place « ${p.seat} »`;
export const matchTakeThisSeat = () => "Prendre cette place";
export const matchYouAreInvited = () => "Vous êtes invité";
export const matchInvitedSeats = (p: { taken: string[]; free: string[] }) =>
  `${p.taken.length ? `${list(L, p.taken)} ${p.taken.length === 1 ? "joue" : "jouent"}. ` : ""}${p.free.length} ${plural(L, p.free.length, { one: "place libre", other: "places libres" })} : ${p.free.join(", ")}.`;
export const matchRematchKeeps = (p: { seats: { seat: string; keptFor: string | null }[] }) =>
  `Une revanche garde ses joueurs, en faisant tourner les places : ${list(L, p.seats.map((s) => `${s.seat} pour ${s.keptFor ?? "toute personne invitée"}`))}.`;
export const matchPickASeat = () => "Choisissez une place";
export const matchOr = () => "Ou ";
export const matchSignInWithEmail = () => "connectez-vous avec votre adresse";
export const matchFirst = () => " d’abord.";
export const matchWaitingForMore = (p: { n: number }) =>
  p.n === 1 ? "En attente d’un joueur de plus" : `En attente de ${p.n} ${plural(L, p.n, { one: "joueur", other: "joueurs" })} de plus`;
export const matchInviteLink = () => "Lien d’invitation";
export const matchPlayWithMe = (p: { game: string }) => `Joue à ${p.game} avec moi`;
export const matchCancelTheMatch = () => "Annuler la partie…";
export const matchCancelThisMatch = () => "Annuler cette partie ?";
export const matchCancelConsequence = (p: { othersSeated: boolean }) =>
  `Personne ne pourra plus y jouer${p.othersSeated ? ` ; tous les joueurs assis en seront avertis` : ""}.`;
export const matchYesCancel = () => "Oui, annuler la partie";
export const matchKeepIt = () => "La garder";
export const matchOnlyCreatorCancels = () => "Seul le joueur qui a créé la partie peut l’annuler.";
export const matchOffersADraw = (p: { names: string[] }) => `${list(L, p.names)} ${p.names.length === 1 ? "propose" : "proposent"} la nulle.`;
export const matchAcceptDraw = () => "Accepter la nulle";
export const matchDecline = () => "Refuser";
export const matchInvitedPrivate = () => "Vous êtes invité à une partie privée";
export const matchTakeInvitedSeat = () => "Prenez la place à laquelle on vous a invité.";
export const matchTakeMySeat = () => "Prendre ma place";

// ---- the move held for Send ------------------------------------------------------------------------
export const matchPendingLabel = () => "Votre coup, pas encore envoyé";
export const matchPendingShown = () => "Votre coup est affiché sur le plateau.";
export const matchPendingNotSent = () => " Pas encore envoyé.";
export const matchSend = () => "Envoyer";
export const matchUndo = () => "Annuler";

// ---- the players card ----------------------------------------------------------------------------
export const matchPlayers = () => "Joueurs";
export const matchResignedComputerPlays = () => "a abandonné — l’ordinateur joue à sa place";
export const matchResigned = () => "a abandonné";
export const matchBot = () => " (robot)";
export const matchYou = () => " · vous";
export const matchToPlayHidden = () => ", doit jouer";
export const matchToPlay = () => "à jouer";

// ---- sharing ---------------------------------------------------------------------------------------
export const matchShare = () => "Partager";
export const matchCopyLink = () => "Copier le lien";
export const matchLinkCopied = () => "Lien copié";
export const matchOnDeadDrop = (p: { game: string }) => `${p.game} sur Dead Drop`;
export const matchEmbed = () => "Intégrer…";
export const matchEmbedThis = () => "Intégrer cette partie";
export const matchEmbedHelp = () => "Collez ce code dans une page web pour y montrer le plateau en direct, en lecture seule.";
export const matchEmbedCode = () => "Code d’intégration";
export const matchPreview = () => "Aperçu";
export const matchPreviewOf = (p: { game: string }) => `Aperçu du plateau de ${p.game} intégré`;

// ---- seats the computer plays, taken over ------------------------------------------------------------
export const matchSeatsComputerPlays = () => "Places jouées par l’ordinateur";
export const matchSeatLeft = (p: { seat: string }) =>
  `${p.seat} : son joueur est parti, et l’ordinateur joue à sa place. Quelqu’un d’autre peut la reprendre dès maintenant.`;
export const matchTakeOverLink = (p: { seat: string }) => `Lien pour reprendre ${p.seat}`;
export const matchTakeOverShare = (p: { game: string }) => `Reprends une place dans une partie de ${p.game}`;
export const matchShowLinkFor = (p: { seat: string }) => `Afficher le lien pour ${p.seat}`;
export const matchOfferSeat = (p: { seat: string }) => `Proposer ${p.seat} à quelqu’un d’autre`;
export const matchSeatOpenRunning = () => "Une place est libre dans cette partie en cours";
export const matchTakeOverHelp = (p: { seats: string[] }) =>
  `L’ordinateur joue ${list(L, p.seats)} depuis le départ de son joueur. Reprenez la place : vous la jouez dès maintenant, et voyez ce qu’elle voit à présent (pas ses secrets d’avant). Votre résultat dans cette partie n’est pas classé.`;
export const matchTakeOver = () => "Reprendre la place";

// ---- chat and notes ----------------------------------------------------------------------------------
export const matchChat = () => "Discussion";
export const matchChatLoading = () => "Chargement de la discussion…";
export const matchMuteChat = () => "Couper la discussion";
export const matchChannel = () => "Canal";
export const matchEveryone = () => "Tout le monde";
export const matchPartnersOnly = () => "Partenaires seulement";
export const matchChatMuted = () => "Vous avez coupé cette discussion : plus de nouveaux messages, plus d’avis. Réactivez-la pour la lire à nouveau.";
export const matchPartnersChat = () => "Discussion entre partenaires";
export const matchNoMessages = () => "Pas encore de message.";
export const matchReported = () => "signalé";
export const matchReportFrom = (p: { name: string }) => `Signaler le message de ${p.name}`;
export const matchReport = () => "Signaler";
export const matchToPartnersLabel = () => "Message à vos partenaires";
export const matchToEveryoneLabel = () => "Message à toute la partie";
export const matchToPartnersPlaceholder = () => "À vos partenaires…";
export const matchSaySomething = () => "Dites quelque chose…";
export const matchChatClosed = () => "Cette partie a été annulée : sa discussion est fermée.";
export const matchOnlyPlayersWrite = () => "Seuls les joueurs écrivent ici.";
export const matchMyNotes = () => "Mes notes";
export const matchNotesLoading = () => "Chargement de vos notes…";
export const matchNotesPrivate = () => "Privées : personne d’autre ne les voit jamais, même après la partie.";
export const matchSaving = () => "Enregistrement…";
export const matchSaved = () => "Enregistré.";

// ---- a fair deal -----------------------------------------------------------------------------------
export const matchCheckerDidNotStart = () => "le vérificateur n’a pas démarré";
export const matchCheckCouldNotRun = (p: { detail: string }) => `la vérification n’a pas pu se faire : ${p.detail}`;
export const matchChecking = () => "Vérification…";
export const matchCheckDeal = () => "Vérifier cette donne";
export const matchCheckHelp = () => "Vérifie les deux, ici dans votre navigateur, avec le même code open source.";
export const matchReplaying = () => "Chaque coup est rejoué depuis la graine…";
export const matchDealFair = (p: { moves: number }) =>
  `Équitable : le SHA-256 de la graine est bien la valeur publiée dès le début, et rejouer ses ${p.moves} ${plural(L, p.moves, { one: "coup", other: "coups" })} à partir d’elle mène à cette position finale.`;
export const matchDealBad = (p: { reason: string }) => `Cette donne ne se vérifie pas : ${p.reason}.`;
export const matchFairDeal = () => "Donne équitable";
export const matchFairIntro = () =>
  `Chaque mélange de cette partie vient d’une seule graine secrète, fixée à la création de la partie. Son SHA-256 a été publié dès le début :`;
export const matchSeedLater = () => "La graine elle-même est révélée à la fin de la partie, pour que personne ne puisse s’en servir tant qu’elle compte.";
export const matchSeedWasBefore = () => "La partie est terminée ; la graine était ";
export const matchSeedWasAfter = () => ".";
export const matchHowToCheck = () =>
  `Pour la vérifier : son SHA-256 doit être la valeur ci-dessus, et rejouer chaque coup à partir d’elle doit mener à la position finale.`;
export const matchInATerminal = () => "Ou avec le code open source, dans un terminal : ";
export const matchTheReplay = () => "Le rejeu";
export const matchReplayWhat = () => " (la graine et chaque coup, en JSON).";
