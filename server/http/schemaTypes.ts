import { Type } from "@sinclair/typebox";
import { NOT_BLANK } from "./validationErrors";

/** A text that must be filled in; blank or missing gives "This is a required field". */
export const RequiredText = (maxLength = 255) => Type.String({ minLength: 1, maxLength, pattern: NOT_BLANK });

export const OptionalText = (maxLength = 255) => Type.Optional(Type.String({ maxLength }));

/** An id another row is referred to by. */
export const DbId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const EmailAddress = Type.String({ minLength: 1, maxLength: 255, format: "email" });

/** The answer of a call that answers 204 without a body (deletes): documented, nothing to serialise. */
export const NoContent = { 204: Type.Null({ description: "Done; no content" }) };
