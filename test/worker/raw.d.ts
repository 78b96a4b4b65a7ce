/** Vite's `?raw` imports (the test pool is built on Vite): a file's text. */
declare module "*?raw" {
  const text: string;
  export default text;
}
