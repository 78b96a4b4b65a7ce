/** Sub Rosa's own words in English: refusals, log lines and the scoring (src/engine/words.ts). Locations come by key with their English name. */

const sign = (x: number) => (x > 0 ? "+1" : "−1");
const count = (w: number) => `${w} location${w === 1 ? "" : "s"}`;
const score = (seats: string[], totals: number[]) => seats.map((seat, i) => `${seat} ${totals[i]}`).join(", ");

export const srNoSeat = (p: { seat: number }) => `There is no seat ${p.seat} in this match.`;
export const srOver = () => "The match is over.";
export const srNotActor = (p: { turn: string; seat: string }) => `It is ${p.turn}'s turn, not ${p.seat}'s.`;
export const srShape = () => "That is not a Sub Rosa move (expected play, card, loc, mod or done).";
export const srNotMoveText = (p: { text: string }) => `"${p.text}" is not a Sub Rosa move (try 5B, *B, B3, @C, B3+, B3- or done).`;

/** A location of the match, by its side's key. */
export const srLoc = (p: { key: string; name: string }) => p.name;
/** What an ability asks for now ("choose a card to swap"), by its English text. */
export const srPrompt = (p: { prompt: string }) => p.prompt;
export const srWhere = (p: { loc: string; prompt: string }) => `${p.loc}: ${p.prompt}`;
export const srFinishFirst = (p: { where: string }) => `Finish the ability first (${p.where}).`;
export const srNotOptional = (p: { where: string }) => `This ability is not optional (${p.where}).`;
const KIND_WORD = { card: "a card", loc: "a location", mod: "a +/- card" } as const;
export const srChoose = (p: { what: "card" | "loc" | "mod"; where: string }) => `Choose ${KIND_WORD[p.what]} (${p.where}).`;
export const srNoLocation = (p: { letter: string }) => `There is no location ${p.letter}.`;
export const srNoCardAt = (p: { loc: string; pos: number }) => `${p.loc} has no card ${p.pos}.`;
export const srNoSign = (p: { sign: number }) => `That card has no ${sign(p.sign)}.`;
export const srCannotChoose = (p: { where: string }) => `That cannot be chosen (${p.where}).`;
export const srPlayFirst = () => "Play an influence card first: no ability is waiting.";
export const srNoLocationOf = (p: { letter: string; count: number }) => `There is no location ${p.letter}; this match has ${p.count}.`;
export const srNotInHand = (p: { face: string }) => `You have no ${p.face} in hand.`;

// The scoring (SR-8 to SR-10).
export const srNobodyHere = () => "No cards here: nobody wins it.";
export const srMostInfluence = (p: { seats: string[]; totals: number[]; winner: string }) => `${score(p.seats, p.totals)}: ${p.winner} has the most influence.`;
export const srTieLowest = (p: { seats: string[]; totals: number[]; tied: string[]; best: number; winner: string }) =>
  `${score(p.seats, p.totals)}: ${p.tied.join(" and ")} tie on ${p.best}; ${p.winner} has the lowest card in the column.`;
export const srMostLocations = (p: { winner: string; won: number; of: number }) => `${p.winner} controls the most locations (${count(p.won)} of ${p.of}).`;
export const srHandWins = (p: { tied: string[]; won: number; winner: string; top: number }) =>
  `${p.tied.join(" and ")} control ${count(p.won)} each; ${p.winner} wins with the highest card left in hand (${p.top}).`;
export const srBothHold = (p: { tied: string[]; won: number; holders: string[]; top: number }) =>
  `${p.tied.join(" and ")} control ${count(p.won)} each and ${p.holders.join(" and ")} both hold a ${p.top}: drawn, a rematch decides.`;
export const srNoHand = (p: { tied: string[]; won: number }) => `${p.tied.join(" and ")} control ${count(p.won)} each with no card left in hand: drawn, a rematch decides.`;

// The log: `face` is null where the viewer may not know it.
export const srCard = (p: { owner: string; face: string | null; up: boolean }) =>
  p.face === null ? `${p.owner}'s face-down card` : p.up ? `${p.owner}'s ${p.face}` : `${p.owner}'s face-down ${p.face}`;
export const srAbility = (p: { key: string; name: string; text: string }) => `${p.name}: ${p.text.replace(/\.$/, "")}`;
export const srPlayedStar = (p: { seat: string; loc: string; ability: string }) => `${p.seat} played a ☆ at ${p.loc} (${p.ability})`;
export const srPlayedFace = (p: { seat: string; face: string; loc: string }) => `${p.seat} played a ${p.face} face-down at ${p.loc}`;
export const srPlayedDown = (p: { seat: string; loc: string }) => `${p.seat} played a face-down card at ${p.loc}`;
export const srMoved = (p: { card: string; from: string; to: string }) => `${p.card} moved from ${p.from} to ${p.to}`;
export const srSwapped = (p: { a: string; la: string; b: string; lb: string }) => `${p.a} (${p.la}) and ${p.b} (${p.lb}) swapped places`;
export const srAttached = (p: { card: string; loc: string; sign: number }) => `${p.card} at ${p.loc} got a ${sign(p.sign)}`;
export const srNoSupply = (p: { sign: number }) => `no +/- card is left, so no ${sign(p.sign)} is attached`;
export const srLooked = (p: { seat: string; card: string; loc: string }) => `${p.seat} looked at ${p.card} at ${p.loc}`;
export const srRevealed = (p: { card: string; loc: string }) => `${p.card} at ${p.loc} was turned face-up`;
export const srConcealed = (p: { owner: string; face: string | null; loc: string }) => `${p.owner}'s ${p.face ?? "card"} at ${p.loc} was turned face-down`;
export const srRemoved = (p: { card: string; loc: string }) => `${p.card} was removed from ${p.loc}`;
export const srFlippedMod = (p: { sign: number; card: string; loc: string }) => `the ${sign(p.sign)} on ${p.card} at ${p.loc} was turned over to ${sign(-p.sign)}`;
export const srMovedMod = (p: { sign: number; from: string; lf: string; to: string; lt: string }) =>
  `a ${sign(p.sign)} moved from ${p.from} (${p.lf}) to ${p.to} (${p.lt})`;
export const srChoseLoc = (p: { seat: string; loc: string }) => `${p.seat} chose ${p.loc}`;
export const srChoseMod = (p: { seat: string; sign: number; card: string; at: string | null }) =>
  `${p.seat} chose the ${sign(p.sign)} on ${p.card}${p.at === null ? "" : ` at ${p.at}`}`;
export const srChoseCard = (p: { seat: string; card: string; at: string | null }) => `${p.seat} chose ${p.card}${p.at === null ? "" : ` at ${p.at}`}`;
export const srNothingToDo = (p: { loc: string; prompt: string }) => `${p.loc}: nothing to do (no target to ${p.prompt.replace(/ \(or done\)$/, "")})`;
export const srEnded = (p: { seat: string; loc: string }) => `${p.seat} ended the ${p.loc} ability`;
export const srMatchOver = (p: { reason: string }) => `the match is over. ${p.reason}`;
export const srMoveOnly = (p: { seat: string; move: string }) => `${p.seat}: ${p.move}`;
/** A log line: the events, "a; b", as one sentence. */
export const srLine = (p: { events: string }) => p.events.charAt(0).toUpperCase() + p.events.slice(1) + (p.events.endsWith(".") ? "" : ".");
