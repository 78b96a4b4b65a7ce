/** Français : les petites pages du Worker (lien de connexion, désabonnement). Les paramètres `…Html` sont échappés par l'appelant. */
export const signInPageTitle = () => "Se connecter à Dead Drop";
export const signInAsHtml = (p: { emailHtml: string }) => `Ce lien vous connecte en tant que <strong>${p.emailHtml}</strong>.`;
export const upgradeGuestHtml = (p: { emailHtml: string; guestHtml: string }) =>
  `Ce lien ajoute <strong>${p.emailHtml}</strong> à votre identité d’invité <strong>${p.guestHtml}</strong> : vous gardez votre nom, vos places et vos parties, et pouvez vous connecter depuis n’importe quel appareil.`;
export const signInPageButton = () => "Se connecter";
export const signInPageValidity = () => "Le lien ne sert qu’une fois, pendant 15 minutes. Si vous ne l’avez pas demandé, fermez cette page : il ne se passe rien.";
export const guestPageTitle = () => "Vous jouez en invité";
export const guestWouldBeLostHtml = (p: { guestHtml: string; emailHtml: string; matches: number }) =>
  `Vous jouez en tant qu’invité <strong>${p.guestHtml}</strong>, avec une place dans ${p.matches === 1 ? "une partie en cours" : `${p.matches} parties en cours`}. Ce lien connecte <strong>${p.emailHtml}</strong>, un autre compte.`;
export const guestStays = () =>
  "Un invité ne peut plus se reconnecter une fois sa session finie : ce navigateur reste donc l’invité, et le lien reste inutilisé. Pour vous en servir, ouvrez-le dans un autre navigateur ou une fenêtre privée, ou terminez d’abord vos parties.";
export const backToMyMatches = () => "Retour à mes parties";
export const linkNotValidTitle = () => "Lien non valable";
export const unsubscribeLinkNotValid = () => "Ce lien de désabonnement n’est pas valable. Changez vos réglages de courriel dans Dead Drop après vous être connecté.";
export const stopEmailTitle = () => "Ne plus recevoir de courriel de Dead Drop";
export const stopEmailQuestion = (p: { email: string | null }) => `Ne plus envoyer aucun courriel à ${p.email ?? "cette adresse"} ? Votre boîte de réception sur le site continue de fonctionner.`;
export const unsubscribeButton = () => "Se désabonner";
export const unsubscribedTitle = () => "Désabonné";
export const unsubscribedText = () => "Vous ne recevrez plus de courriel de Dead Drop. Vous pouvez les réactiver dans les Réglages.";
/** Le nom d’un nouveau membre tant qu’il n’en choisit pas, sans rien de son adresse (qui serait publique). */
export const newMemberName = (p: { n: string }) => `Membre ${p.n}`;
