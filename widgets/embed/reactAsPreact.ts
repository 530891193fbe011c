import type { Alias } from "vite";

/**
 * What a production build puts where React is imported: Preact's React layer, some 58 kB gzipped lighter
 * (size:first-load: /login 211.6 -> 153.3 kB; size:embed: 233.2 -> 176.6 kB). Chakra, Ark, TanStack and
 * the widgets run on it unchanged, as the browser tests check on the built app and the embedded form.
 * `preactEffects.ts`, imported first by each entry, gives effects React's timing. The dev
 * server and the component tests keep React itself (its fast refresh and Testing Library's act).
 */
export const reactAsPreact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx(-dev)?-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];
