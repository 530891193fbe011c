import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { activate } from "../locales";
import { AppProviders } from "./AppProviders";
import { createQueryClient } from "./api/createQueryClient";
import { detectLanguage } from "./i18n/detectLanguage";
import { createAppRouter } from "./router/createAppRouter";

document.documentElement.lang = activate(detectLanguage());

const router = createAppRouter();
const queryClient = createQueryClient();
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
