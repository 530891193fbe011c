import { createSystem, defineConfig } from "@chakra-ui/react";
import { chakraTheme } from "../theme/chakraTheme";
import { docketConfig } from "../theme/system";

/** The embedded form's palette: its buttons read as the app's do. */
const embedConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        // White on teal.600 falls short of WCAG AA (3.7:1); teal.700 reads at 5.5:1 (as app/theme/system.ts).
        teal: { solid: { value: { _light: "{colors.teal.700}", _dark: "{colors.teal.600}" } } },
      },
    },
  },
});

/** Docket's widget system with the embed's palette. */
export const embedSystem = createSystem(chakraTheme, docketConfig, embedConfig);
