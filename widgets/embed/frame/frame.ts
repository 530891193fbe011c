import "../preactEffects";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { activate, loadLanguage } from "../../../locales";
import { embedApi } from "../api";
import { EmbeddedForm } from "../EmbeddedForm";
import { EmbedRoot } from "../EmbedRoot";
import { frameMessenger } from "./frameMessenger";

/**
 * The iframe page /embed/form/{entity}?token=…&locale=…: the form bare, its height and the submit result
 * posted to the one allowed origin that frames it.
 */
const params = new URLSearchParams(location.search);
const token = params.get("token") ?? "";
const locale = params.get("locale");
const mount = document.getElementById("docket-frame") as HTMLElement;
const messenger = frameMessenger(window, mount);
if (locale) document.documentElement.lang = locale.slice(0, 2);

createRoot(mount).render(
  createElement(
    EmbedRoot,
    { root: document },
    createElement(EmbeddedForm, {
      api: embedApi("", token),
      ...(locale ? { locale } : {}),
      loadLanguage: (code: string) => loadLanguage(code).then(activate),
      onLoaded: (form) => messenger.allow(form.allowedOrigins),
      onSubmitted: (id) => messenger.post({ type: "docket-submitted", id }),
      onError: (message) => messenger.post({ type: "docket-error", message }),
    }),
  ),
);
