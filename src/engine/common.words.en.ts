/** Words every game says the same way (English). */
export const gameOver = () => "The match is over";
/** Sentences one after another (a message holds one text per parameter, so a list is a chain: `joined` in words.ts). */
export const gameLines = (p: { first: string; rest: string | null }) => (p.rest === null ? p.first : `${p.first} ${p.rest}`);
/** Clauses of one sentence: "a; b; c". */
export const gameClauses = (p: { first: string; rest: string | null }) => (p.rest === null ? p.first : `${p.first}; ${p.rest}`);
/** Items of a list: "a, b, c". */
export const gameList = (p: { first: string; rest: string | null }) => (p.rest === null ? p.first : `${p.first}, ${p.rest}`);
