import { checkedTextField } from "./checkedText";
import { messages } from "./messages";

// The same expression as the JSON Schema "email" format (ajv-formats, full mode), so both agree.
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

export default checkedTextField("email", "email", isValidEmail, messages.email);
