import { optionsField } from "./options";

/** A choice of list options arranged under parents; the value holds the chosen options' ids. */
export default optionsField("tree", []);
