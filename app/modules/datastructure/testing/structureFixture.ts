import { HttpResponse, http } from "msw";
import type { DataStructureEntity, DataStructureLink } from "../../../../schemas";

const field = (id: number, name: string, type: string, obligatory = false) => ({
  id,
  uuid: `f${id}`,
  name,
  obligatory,
  locked: false,
  def_field: { id: id + 100, name: `${name}_base`, type },
});

const company: DataStructureLink = {
  id: 31,
  uuid: "l31",
  name: "company",
  type_of_link: "select",
  def_dossier_id: 10,
  child_def_dossier_id: 20,
  back_link_id: 32,
  obligatory: true,
  multiple: false,
};
const contacts: DataStructureLink = {
  id: 32,
  uuid: "l32",
  name: "contacts",
  type_of_link: "embeddedList",
  def_dossier_id: 20,
  child_def_dossier_id: 10,
  back_link_id: 31,
  obligatory: false,
  multiple: true,
};

const named = (id: number, plural: string, type = "main", rank = 0) => ({
  id,
  uuid: `e${id}`,
  name: plural.toLowerCase(),
  type,
  rank,
  translations: [{ culture: "en_GB", name_singular: plural.replace(/s$/, ""), name_plural: plural }],
});

/** Contacts (two fields) link to Companies (one field), which list their contacts; Notes stand alone. */
export function structureFixture(): DataStructureEntity[] {
  return [
    {
      ...named(10, "Contacts", "main", 0),
      fields: [field(51, "name", "text", true), field(52, "birthday", "date")],
      links: [company],
      back_links: [contacts],
    },
    {
      ...named(20, "Companies", "main", 1),
      fields: [field(61, "title", "text")],
      links: [contacts],
      back_links: [company],
    },
    { ...named(30, "Notes", "hidden", 2), fields: [], links: [], back_links: [] },
  ];
}

/** GET /api/datastructure and /api/datastructure/{id} over the entities given, noting the calls. */
export function structureHandlers(entities: DataStructureEntity[], requests: URL[] = []) {
  return [
    http.get("/api/datastructure", ({ request }) => {
      requests.push(new URL(request.url));
      return HttpResponse.json({
        results: entities,
        pager: { current: 1, pages: 1, items: entities.length, limit: entities.length },
      });
    }),
    http.get("/api/datastructure/:id", ({ params }) => {
      const found = entities.find((entity) => entity.id === Number(params.id));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: "Item not found" }, { status: 404 });
    }),
  ];
}
