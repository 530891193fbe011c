/** Texts the API answers with, in the spec's words; the catalogs translate them. */
export const REQUIRED = "This is a required field";
export const INVALID = "This value is not valid";
export const INVALID_EMAIL = "Enter a valid email address";
export const ALREADY_USED = "This value is already used";
export const FORBIDDEN = "403_general_message";
export const NOT_FOUND = "Item not found";
export const UNAUTHORIZED = "Authentication required";
export const ENVIRONMENT_INACTIVE = "Environment is inactive";
/** A base field type outside the field-type catalog (spec 3-designer section 8). */
export const UNKNOWN_FIELD_TYPE = "Unknown field type";
export const SOMETHING_WENT_WRONG = "Something went wrong";
export const maxLength = (limit: number) => `The maximum length is ${limit} characters`;
export const minLength = (limit: number) => `The minimum length is ${limit} characters`;
