/** The entity editor's tab that shows an error key of its body. */
export function entityTabOf(key: string): "generic" | "layout" | "views" {
  if (!key.startsWith("settings.")) return "generic";
  const setting = key.slice("settings.".length).split(".")[0] ?? "";
  return ["add_continue", "detail_layout", "layout_sidebar", "hiddenfields"].includes(setting)
    ? "layout"
    : "views";
}
