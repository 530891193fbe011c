/** Libraries' style sheets (Leaflet's), imported for their side effect; the bundler adds them to the page. */
declare module "*.css";
/** A style sheet's text, processed by the bundler (its url()s resolved), for a constructable sheet. */
declare module "*.css?inline" {
  const css: string;
  export default css;
}
