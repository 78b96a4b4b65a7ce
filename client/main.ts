import { render } from "preact";
import { html } from "htm/preact";
import { App } from "./app";
import { interceptLinks } from "./router";

interceptLinks();
render(html`<${App} />`, document.getElementById("app")!);
