/** Les mots que chaque jeu dit de la même façon (français). */
export const gameOver = () => "La partie est terminée";
export const gameLines = (p: { first: string; rest: string | null }) => (p.rest === null ? p.first : `${p.first} ${p.rest}`);
export const gameClauses = (p: { first: string; rest: string | null }) => (p.rest === null ? p.first : `${p.first}\u202f; ${p.rest}`);
export const gameList = (p: { first: string; rest: string | null }) => (p.rest === null ? p.first : `${p.first}, ${p.rest}`);
