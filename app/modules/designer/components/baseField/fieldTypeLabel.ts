import type { FieldType } from "../../../../../engine";
import type { t as translate } from "../../../../../locales";

type Translate = typeof translate;

/** Each field type's name for people; keyed by the engine's union, so a new type needs its label. */
const LABELS: Readonly<Record<FieldType, (t: Translate) => string>> = {
  text: (t) => t("Text"),
  textarea: (t) => t("Text area"),
  amount: (t) => t("Amount"),
  url: (t) => t("URL"),
  email: (t) => t("Email address"),
  autoIncrement: (t) => t("Auto increment"),
  calc: (t) => t("Calculation"),
  imageCode: (t) => t("Image code"),
  date: (t) => t("Date"),
  time: (t) => t("Time"),
  file: (t) => t("File"),
  geolocation: (t) => t("Geolocation"),
  list: (t) => t("List"),
  user: (t) => t("User"),
  customActionButton: (t) => t("Action button"),
  tree: (t) => t("Tree"),
  link: (t) => t("Link"),
};

/** A field type's name for people; an unknown type by its own name. */
export function fieldTypeLabel(type: string, t: Translate): string {
  return Object.hasOwn(LABELS, type) ? LABELS[type as FieldType](t) : type;
}
