import { afterEach, describe, expect, it } from "vitest";
import "./all";
import { activate, t } from "./index";

const DELETE = "Are you sure you want to delete {count} items?";
const EXPORTED = "{count} items exported";

afterEach(() => {
  activate("en");
});

describe("plural forms (ICU plurals through Lingui)", () => {
  it.each([
    ["en", 1, "Are you sure you want to delete 1 item?"],
    ["en", 3, "Are you sure you want to delete 3 items?"],
    ["nl", 1, "Weet je zeker dat je 1 item wilt verwijderen?"],
    ["nl", 2, "Weet je zeker dat je 2 items wilt verwijderen?"],
    ["de", 1, "Möchten Sie wirklich 1 Element löschen?"],
    ["de", 4, "Möchten Sie wirklich 4 Elemente löschen?"],
    ["es", 1, "¿Seguro que quieres eliminar 1 elemento?"],
    ["es", 7, "¿Seguro que quieres eliminar 7 elementos?"],
    ["fr", 1, "Voulez-vous vraiment supprimer 1 élément ?"],
    ["fr", 2, "Voulez-vous vraiment supprimer 2 éléments ?"],
    ["ru", 1, "Вы уверены, что хотите удалить 1 элемент?"],
    ["ru", 3, "Вы уверены, что хотите удалить 3 элемента?"],
    ["ru", 5, "Вы уверены, что хотите удалить 5 элементов?"],
    ["ru", 21, "Вы уверены, что хотите удалить 21 элемент?"],
  ])("ask in %s before deleting %i", (language, count, text) => {
    activate(language);
    expect(t(DELETE, { count })).toBe(text);
  });

  it.each([
    ["en", 1, "1 item exported"],
    ["en", 12, "12 items exported"],
    ["nl", 1, "1 item geëxporteerd"],
    ["de", 1, "1 Eintrag exportiert"],
    ["es", 2, "2 elementos exportados"],
    ["fr", 1, "1 élément exporté"],
    ["ru", 2, "Экспортировано 2 элемента"],
  ])("count exported items in %s (%i)", (language, count, text) => {
    activate(language);
    expect(t(EXPORTED, { count })).toBe(text);
  });
});
