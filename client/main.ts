import { render } from "preact";
import { html } from "htm/preact";

render(html`<main><h1>Dead Drop</h1><p>Correspondence play for games of secrets.</p></main>`, document.getElementById("app")!);
