/**
 * The one host API the engine uses beyond ECMAScript: WHATWG URL, which every runtime it runs in has
 * (browsers, Node). Declared here because the engine is type-checked without the DOM and Node libraries.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly hostname: string;
}
