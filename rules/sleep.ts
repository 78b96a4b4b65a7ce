/** Sleep, as players learn it: the rules page and what each type of card does. */
import { movesByEmail } from "./email";
import type { Rulebook } from "./types";
import { CARD_TYPES } from "./boardTexts";
export { CARD_TYPES, cardExplanation } from "./boardTexts";

export const RULEBOOK: Rulebook = {
  game: "sleep",
  name: "Sleep",
  players: "2–6 players",
  intro: "Who gets the best night's rest? Sink into deep sleep, dream, and wake your rivals with alarm clocks and snoring, over one night of sixteen half-hour turns.",
  sections: [
    {
      id: "goal",
      heading: "Goal",
      text: ["Have the most Sleep Tokens when the night is over (after turn 16, at 05:30). Equal highest scores share the win."],
    },
    {
      id: "set-up",
      heading: "Set-up",
      text: [
        "Each player has a sleep track of five stages: 0 (awake), 1, 2, 3 and 4 (deep sleep). Everyone starts awake, at stage 0, with no tokens and 2 cards in hand.",
        "The deck has 53 cards. The first player changes every turn; it only matters to settle who wakes whom.",
      ],
    },
    {
      id: "turn",
      heading: "A turn",
      text: ["Each turn is half an hour of the night (turn 1 is 22:00) and has six phases:"],
      points: [
        "Draw: everyone draws 2 cards. When the deck is empty the discard pile is shuffled into a new deck.",
        "Sleep: play up to 2 sleep cards (Fall Asleep, Sleep, or TV/Radio as Fall Asleep), in the order you choose; each must be playable at the stage the previous one reached.",
        "Wake: play at most 1 Wake card (or TV/Radio as Wake) on an opponent at stage 1 or deeper: they go back one stage. A player can be woken only once a turn: if several players aim at the same one, the card of the player first in turn order counts and the others go back to their owners' hands.",
        "REM: at stage 2 or deeper you may play 1 REM card on yourself (back to stage 1, plus a 6-token bonus) or on an opponent at stage 2 or deeper (they go to stage 1 without a bonus; you earn nothing for it).",
        "Score: everyone earns tokens equal to their stage, plus 6 for their own REM card this turn.",
        "End: hold at most 3 cards; if you hold more, choose which to discard.",
      ],
    },
    {
      id: "same-time",
      heading: "Playing at the same time",
      text: [
        "In the sleep, wake, REM and end phases everyone decides at the same time, in secret; then every decision is shown and carried out together. Playing no card is always a choice.",
        "Whether someone has a card they could play depends on their hidden hand, so you never see who is still deciding: you see only that the phase is waiting, and whether you must decide. Who played what is shown once the phase is over.",
      ],
    },
    {
      id: "cards",
      heading: "The cards",
      entries: Object.entries(CARD_TYPES).map(([code, t]) => ({
        name: t.name,
        count: { F: "6 cards", S: "21 cards", R: "10 cards", W: "14 cards", Z: "2 cards: TV, Radio" }[code],
        text: t.text,
      })),
    },
    {
      id: "end",
      heading: "End of the game",
      text: ["After turn 16 the night is over. The player with the most tokens wins; equal highest scores share the win."],
    },
    {
      id: "player-counts",
      heading: "Player counts",
      text: ["2 to 6 players, with the same rules. With more players there are more targets for Wake and REM cards, and the deck is reshuffled sooner."],
    },
    movesByEmail("en", "Each card has a short code, its type's letter and a number (F Fall Asleep, S Sleep, R REM, W Wake, Z TV or Radio); the email lists the codes you may play. Players are p1, p2… in seat order.", [
      { name: "pass", text: "Play no card this phase." },
      { name: "F2+S7", text: "Sleep phase: two cards, in the order played (Fall Asleep, then Sleep)." },
      { name: "W11>p2", text: "Wake phase: that Wake card on player 2." },
      { name: "R4>p1", text: "REM phase: that REM card on player 1 (yourself, for the bonus, or an opponent)." },
      { name: "x:S1,W2", text: "End of the turn: discard those two cards down to 3." },
    ]),
  ],
  picture: {
    src: "/pictures/sleep-board.svg",
    alt: "A Sleep match: each player's sleep track, tokens and hand size, and the clock of the night",
    caption: "Each row is a player: the stage they sleep at (0 awake to 4 deep), their tokens and cards. Your hand is below.",
  },
};
