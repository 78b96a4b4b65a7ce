/**
 * The texts a game writes (refusal reasons, log lines, outcome reasons, notes). A game does not
 * know its reader's language, so it writes a message of the games' catalogue with its parameters,
 * as JSON-safe data; the room writes it in each reader's language (src/shared/i18n `textIn`).
 * A plain string reads the same in every language. The engine imports nothing of src/shared, so
 * the shape is declared here and the catalogue's keys are checked where the games' words are.
 */
export type GameParam = string | number | boolean | null | GameMsg | readonly (string | number)[];
export type GameMsg = { key: string; params?: { [name: string]: GameParam } };
export type Text = string | GameMsg;
