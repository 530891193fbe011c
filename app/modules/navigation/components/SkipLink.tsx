import { Link } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import { useT } from "../../../i18n/useT";

/** The element the skip link lands on: the page's main area, or its heading where a page has no main. */
function contentTarget(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main") ?? document.querySelector<HTMLElement>("h1");
}

/** "Skip to content", the first tab stop of every page; shown only while it has the focus. */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = contentTarget();
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  };
  return (
    <Link
      href="#main"
      onClick={skip}
      position="absolute"
      zIndex="skipNav"
      top="2"
      insetStart="2"
      px="4"
      py="2"
      bg="bg.panel"
      color="fg"
      borderWidth="2px"
      borderColor="blue.solid"
      borderRadius="md"
      // Out of sight until focused, as the WCAG technique for skip links does it.
      css={{ "&:not(:focus)": { clipPath: "inset(50%)", width: "1px", height: "1px", overflow: "hidden" } }}
    >
      {t("Skip to content")}
    </Link>
  );
}
