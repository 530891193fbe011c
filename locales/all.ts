import de from "./de";
import en from "./en";
import es from "./es";
import fr from "./fr";
import { type Catalog, type Language, registerCatalog } from "./index";
import nl from "./nl";
import ru from "./ru";

/**
 * All six catalogs, loaded into Lingui at once: for the tests and tools that compare or switch between
 * them synchronously. The app itself loads the active language on demand (`loadLanguage` in index.ts).
 */
export const catalogs: Record<Language, Catalog> = { en, nl, es, fr, de, ru };

for (const [language, catalog] of Object.entries(catalogs)) registerCatalog(language as Language, catalog);
