/** A display item in the bundle's read form, for designer tests: one English label, half a row wide. */
export function displayItemOf(id: number, view: string, rank: number, label: string, dataField: unknown) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-000000000${id}`,
    view,
    rank,
    col: 1,
    colspan: 6,
    rowspan: 1,
    translations: [{ culture: "en_GB", name: label }],
    permissions_type: null,
    roles: [],
    settings: {},
    def_dossier_def_field: dataField,
    def_dossier_link: null,
  };
}
