import { waitFor } from "@testing-library/react";
import { expect } from "vitest";

/**
 * Waits until the parts a form loads on first use (the rich text editor, the signature pad) are in place of
 * their frames: React.lazy renders a frame first, even when the module is already loaded.
 */
export async function lazyPartsLoaded(container: ParentNode = document): Promise<void> {
  await waitFor(() =>
    expect(container.querySelector("[data-editor-loading], [data-signature-loading]")).toBeNull(),
  );
}
