import { afterEach, describe, expect, it, vi } from "vitest";
import type { CompiledItem } from "../../../../engine";
import { runAction } from "./runAction";

const button = (settings: Record<string, unknown>) => ({ id: 7, settings }) as unknown as CompiledItem;

afterEach(() => vi.unstubAllGlobals());

describe("runAction's popup_tab_or_view without a dialog", () => {
  it("opens the record in a new tab on the button's tab", async () => {
    const open = vi.fn();
    vi.stubGlobal("window", { open });
    await runAction(button({ action: "popup_tab_or_view", popup_view: 2246 }), 12, 1000);
    expect(open).toHaveBeenCalledWith("/contentdossier/12?selectedTab=2246", "_blank", "noopener");
  });

  it("opens the record as it is when no tab is configured", async () => {
    const open = vi.fn();
    vi.stubGlobal("window", { open });
    await runAction(button({ action: "popup_tab_or_view" }), 12, 1000);
    expect(open).toHaveBeenCalledWith("/contentdossier/12", "_blank", "noopener");
  });
});
