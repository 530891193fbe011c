import "./preactEffects";
import { createElement } from "react";
import { createRoot, type Root } from "react-dom/client";
import { activate, loadLanguage } from "../../locales";
import { embedApi } from "./api";
import { EmbeddedForm } from "./EmbeddedForm";
import { EmbedRoot } from "./EmbedRoot";

/** Host styles of the element itself, set through the CSS object model (no inline <style>). */
const hostSheet = (() => {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(":host { display: block; } :host([hidden]) { display: none; }");
  return sheet;
})();

/**
 * <docket-form entity="…" server="https://docket.example" token="…" locale="nl_NL">: a dossier form in a
 * shadow root, loaded with an embed token from the Docket server; dispatches docket-submitted
 * (detail { id }) and docket-error (detail { message, errors? }), both bubbling out of the shadow root.
 */
export class DocketFormElement extends HTMLElement {
  static readonly observedAttributes = ["entity", "server", "token", "locale"];
  private root: Root | undefined;

  connectedCallback(): void {
    this.render();
  }

  attributeChangedCallback(): void {
    if (this.root) this.render();
  }

  disconnectedCallback(): void {
    this.root?.unmount();
    this.root = undefined;
  }

  private render(): void {
    const token = this.getAttribute("token");
    const server = this.getAttribute("server") ?? "";
    if (!token) return;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    if (!this.root) {
      if (!shadow.adoptedStyleSheets.includes(hostSheet)) shadow.adoptedStyleSheets = [hostSheet];
      const mount = document.createElement("div");
      // Chakra puts its tokens on :where(html, .chakra-theme) and the light scheme's on ":root, .light": a
      // shadow root has neither html nor :root of its own.
      mount.className = "chakra-theme light";
      shadow.append(mount);
      this.root = createRoot(mount);
    }
    const entity = this.getAttribute("entity");
    const locale = this.getAttribute("locale");
    this.root.render(
      createElement(
        EmbedRoot,
        { root: shadow },
        createElement(EmbeddedForm, {
          key: `${server} ${token} ${locale}`,
          api: embedApi(server, token),
          ...(locale ? { locale } : {}),
          loadLanguage: (code: string) => loadLanguage(code).then(activate),
          onLoaded: (form) => {
            if (entity && Number(entity) !== form.token.entity)
              this.emit("docket-error", {
                message: `The token is for entity ${form.token.entity}, not ${entity}`,
              });
          },
          onSubmitted: (id) => this.emit("docket-submitted", { id }),
          onError: (message, errors) => this.emit("docket-error", { message, ...(errors ? { errors } : {}) }),
        }),
      ),
    );
  }

  private emit(type: string, detail: object): void {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}

if (!customElements.get("docket-form")) customElements.define("docket-form", DocketFormElement);
