// Effects at React's timing for the Preact build (widgets/embed/reactAsPreact.ts); harmless on React.
import "../widgets/embed/preactEffects";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activate, loadLanguage } from "../locales";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./api/createQueryClient";
import { detectLanguage } from "./i18n/detectLanguage";
import { createAppRouter } from "./router/createAppRouter";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// The first render waits for the user's catalog (English ships with the app; another language is one
// small fetch), so no page shows in one language and then another; English when the fetch fails.
void loadLanguage(detectLanguage())
  .catch(() => "en" as const)
  .then((language) => {
    document.documentElement.lang = activate(language);
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient);
    createRoot(root).render(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
