// @vitest-environment jsdom
import "../../../testing/setup";
import { render, screen } from "@testing-library/react";
import { useMemo } from "react";
import { describe, expect, it } from "vitest";
import type { Bundle } from "../../../../schemas";
import { PreviewDraftsProvider, useBundleDraft, usePatchedBundle } from "./PreviewDrafts";

const SAVED = { entity: { id: 1, name: "Saved" } } as unknown as Bundle;

function Editor({ name }: { name: string }) {
  const patch = useMemo(
    () => (bundle: Bundle) => ({
      ...bundle,
      entity: { ...bundle.entity, name: `${bundle.entity.name}+${name}` },
    }),
    [name],
  );
  useBundleDraft(`editor-${name}`, patch);
  return null;
}

function Preview() {
  return <output>{usePatchedBundle(SAVED)?.entity.name}</output>;
}

function Designer({ editors }: { editors: string[] }) {
  return (
    <PreviewDraftsProvider>
      {editors.map((name) => (
        <Editor key={name} name={name} />
      ))}
      <Preview />
    </PreviewDraftsProvider>
  );
}

describe("preview drafts", () => {
  it("apply every open editor's change, in the order they opened, and drop a closed editor's", () => {
    const view = render(<Designer editors={["a", "b"]} />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved+a+b");
    view.rerender(<Designer editors={["b"]} />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved+b");
    view.rerender(<Designer editors={[]} />);
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });

  it("leave the bundle alone outside the designer", () => {
    render(
      <>
        <Editor name="a" />
        <Preview />
      </>,
    );
    expect(screen.getByRole("status")).toHaveTextContent("Saved");
  });
});
