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

/**
 * A value as its reader gets it: every text written in their language (the room's `writtenIn`
 * does it to a game's view before it leaves the room). What the boards are given.
 */
export type Written<T> = T extends GameMsg
  ? GameMsg extends T
    ? string
    : { [K in keyof T]: Written<T[K]> }
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends readonly (infer U)[]
      ? Written<U>[]
      : { [K in keyof T]: Written<T[K]> };

/**
 * `value` with every message in it that `write` knows written as text (`write` gives null for an
 * object that is not one of its messages). Copies only the objects and arrays a message sits in.
 */
export function writeMessages<T>(value: T, write: (candidate: GameMsg) => string | null): Written<T> {
  if (typeof value !== "object" || value === null || messageFree.has(value)) return value as Written<T>;
  if (!Array.isArray(value) && typeof (value as unknown as GameMsg).key === "string") {
    const text = write(value as unknown as GameMsg);
    if (text !== null) return text as Written<T>;
  }
  let copy: Record<string, unknown> | unknown[] | null = null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (typeof v !== "object" || v === null) continue;
      const w = writeMessages(v, write);
      if (w !== v) ((copy ??= [...(value as unknown[])]) as unknown[])[i] = w;
    }
  } else {
    for (const k in value) {
      const v: unknown = value[k];
      if (typeof v !== "object" || v === null) continue;
      const w = writeMessages(v, write);
      if (w !== v) (copy ??= { ...(value as Record<string, unknown>) })[k as never] = w as never;
    }
  }
  // A frozen value (a game's constant) found free of messages stays so: it is not walked again.
  if (copy === null && Object.isFrozen(value) && everyPartMessageFree(value)) messageFree.add(value);
  return (copy ?? value) as Written<T>;
}

const messageFree = new WeakSet<object>();
/** Is every part of `value` a primitive or a value already found free of messages? */
const everyPartMessageFree = (value: object): boolean => Object.values(value).every((v) => typeof v !== "object" || v === null || messageFree.has(v));
