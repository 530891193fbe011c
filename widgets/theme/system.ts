import { createSystem, defineConfig, type SystemContext } from "@chakra-ui/react";
import { chakraTheme } from "./chakraTheme";
import { fieldChromeCss } from "./fieldChromeCss";

/** Docket's few additions to Chakra's default theme. */
export const docketConfig = defineConfig({
  globalCss: fieldChromeCss,
  theme: {
    // The spec's grid steps (576, 768, 992 and 1200 px) rather than Chakra's own.
    breakpoints: { sm: "576px", md: "768px", lg: "992px", xl: "1200px", "2xl": "1400px" },
    tokens: {
      sizes: {
        // Map (spec 5: 800 x 600) and the rich-text box (spec 9: 250 px high).
        map: { width: { value: "800px" }, height: { value: "600px" } },
        richText: { value: "250px" },
      },
    },
    semanticTokens: {
      colors: {
        required: { value: "{colors.red.500}" },
        hint: { value: "{colors.fg.muted}" },
        warning: { value: "{colors.orange.600}" },
        // Chakra's red.500 error text reaches 3.8:1 on white; red.700 passes WCAG AA (4.5:1).
        fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
      },
    },
  },
});

let widgetsSystem: SystemContext | undefined;

/**
 * The Chakra system of the widgets, built the first time a provider is given none: the app and the embedded
 * form bring their own (createSystem(chakraTheme, docketConfig, ...)), and building one costs tens of
 * milliseconds at start.
 */
export function system(): SystemContext {
  widgetsSystem ??= createSystem(chakraTheme, docketConfig);
  return widgetsSystem;
}
