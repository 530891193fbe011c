/**
 * The settings of each type (spec 3-designer section 3) with the value a new field starts with; the other
 * types have none. Only these keys are sent, so settings of a type left behind do not linger.
 */
export const baseFieldSettingDefaults: Readonly<Record<string, Record<string, unknown>>> = {
  list: { multiple: false },
  tree: { multiple: false },
  date: { withtime: false, current_time_as_default: false, restriction: "none", restrict_days: [] },
  amount: { valueType: "number", decimals: "2", currency: null },
  text: { regex: null, size: "100" },
  imageCode: { imageType: "code128" },
  user: { multiple: false },
  // Blank decimals: by the result, none for a whole number and two otherwise (engine calcDecimals).
  calc: { formula: "", output: null, decimals: "" },
  autoIncrement: { prefix: "" },
};
