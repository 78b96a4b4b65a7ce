/** Vite's `?raw` imports (the test pool is built on Vite): a file's text (docs/api.md for the OpenAPI test, the settings page's wording for the sign-in test). */
declare module "*?raw" {
  const text: string;
  export default text;
}
