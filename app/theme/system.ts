import { createSystem, defineConfig } from "@chakra-ui/react";
import { chakraTheme } from "../../widgets/theme/chakraTheme";
import { docketConfig } from "../../widgets/theme/system";

const appConfig = defineConfig({
  globalCss: {
    html: { colorPalette: "teal" },
    body: { bg: "bg.subtle" },
    // A long web or e-mail address breaks where it must rather than widen a narrow page (WCAG 1.4.10).
    a: { overflowWrap: "anywhere" },
  },
  theme: {
    semanticTokens: {
      colors: {
        // White on teal.600 falls short of WCAG AA (3.7:1); teal.700 reads at 5.5:1.
        teal: { solid: { value: { _light: "{colors.teal.700}", _dark: "{colors.teal.600}" } } },
      },
    },
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
      },
    },
  },
});

/** The widgets' Docket theme (spec breakpoints, tokens) with the app's palette and fonts. */
export const system = createSystem(chakraTheme, docketConfig, appConfig);
