/** Vite's `?raw` import: a file's text (the settings page's wording, checked by a test). */
declare module "*?raw" {
  const text: string;
  export default text;
}
