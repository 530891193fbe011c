import { optionsField } from "./options";

/** A choice of one or, with multiple, several list options. */
export default optionsField("list", ["unique"]);
