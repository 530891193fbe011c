/** The texts field validation answers with, in the spec's words; the catalogs translate them. */
export const messages = {
  maxLength: "The maximum length is {limit} characters",
  numbersOnly: "Only numbers are allowed",
  dutchZipcode: "Enter a valid Dutch zipcode (1234 AB)",
  municipalCode: "Enter a municipal code of 4 digits",
  denomination: "Only letters are allowed",
  pattern: "The value does not match the required format",
  bsn: "Enter a valid BSN",
  iban: "Enter a valid IBAN",
  email: "Enter a valid email address",
  url: "Enter a valid URL",
  number: "Enter a valid number",
  decimals: "Use at most {decimals} decimals",
  date: "Enter a valid date",
  future: "The date may not be in the future",
  past: "The date may not be in the past",
  weekday: "This day of the week is not allowed",
  time: "Enter a valid time (HH:MM)",
  option: "Choose one of the options",
  maxItems: "Maximum number of items selected",
  location: "Enter a valid location",
  barcode: "This value cannot be encoded as {imageType}",
  unknown: "Unknown",
} as const;

/** Fills {name} placeholders of a message. */
export function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
