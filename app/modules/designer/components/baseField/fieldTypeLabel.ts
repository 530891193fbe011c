import type { t as translate } from "../../../../../locales";

/** A field type's name for people; an unknown type by its own name. */
export function fieldTypeLabel(type: string, t: typeof translate): string {
  switch (type) {
    case "text":
      return t("Text");
    case "textarea":
      return t("Text area");
    case "amount":
      return t("Amount");
    case "url":
      return t("URL");
    case "email":
      return t("Email address");
    case "autoIncrement":
      return t("Auto increment");
    case "calc":
      return t("Calculation");
    case "imageCode":
      return t("Image code");
    case "date":
      return t("Date");
    case "time":
      return t("Time");
    case "file":
      return t("File");
    case "geolocation":
      return t("Geolocation");
    case "list":
      return t("List");
    case "user":
      return t("User");
    case "customActionButton":
      return t("Action button");
    case "tree":
      return t("Tree");
    case "link":
      return t("Link");
    default:
      return type;
  }
}
