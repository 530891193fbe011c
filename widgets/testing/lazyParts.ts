import { waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits until the parts a form loads on first use (the rich text editor, the signature pad) are in place of
 * their frames: React.lazy renders a frame first, even when the module is already loaded; and until each
 * rich text editor's editable is in its box (the editor view mounts into it after the box renders).
 */
export async function lazyPartsLoaded(container: ParentNode = document): Promise<void> {
  await waitFor(() => {
    expect(container.querySelector("[data-editor-loading], [data-signature-loading]")).toBeNull();
    const empty = [...container.querySelectorAll("[data-rich-text]")].filter(
      (box) => !box.querySelector(".docket-rich-text"),
    );
    expect(empty).toEqual([]);
  });
}
