import { type ComponentType, useEffect, useState } from "react";

/** A component whose module loads with its first use, with `preload` to fetch it ahead (tests, idle time). */
export type PartOnFirstUse<P> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * A component loaded with its first use that draws `Standin` until then. Unlike React.lazy it renders the
 * loaded part at once when its module is already in (no fallback frame first), and the stand-in takes the
 * same props, so it can keep what is typed while the module arrives.
 */
export function partOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Standin: ComponentType<P>,
): PartOnFirstUse<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        // A failed fetch (offline) is tried again on the next use.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function Part(props: P) {
    const [, setReady] = useState(Loaded !== undefined);
    useEffect(() => {
      if (!Loaded)
        preload().then(
          () => setReady(true),
          () => {},
        );
    }, []);
    return Loaded ? <Loaded {...props} /> : <Standin {...props} />;
  }
  return Object.assign(Part, { preload });
}
