import type { Bundle } from "../../../../schemas";

/** An open editor's unsaved change, as what it does to the entity's bundle; the preview applies it. */
export type BundlePatch = (bundle: Bundle) => Bundle;
