import { render } from "preact";
import { html } from "htm/preact";
import { App } from "./app";
import { initialLocale, loadMessages } from "./i18n/index";
import { interceptLinks } from "./router";

interceptLinks();
// One language's words, loaded before the first render (the server's page is in the same language).
void loadMessages(initialLocale()).then(() => render(html`<${App} />`, document.getElementById("app")!));
