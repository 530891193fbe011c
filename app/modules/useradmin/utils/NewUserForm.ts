/** The new-user form as typed. */
export interface NewUserForm {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  /** How the user gets in: a first password typed here, or a mailed login link. */
  access: "password" | "invite";
  password: string;
  roles: number[];
}

export const EMPTY_NEW_USER: NewUserForm = {
  username: "",
  email: "",
  first_name: "",
  last_name: "",
  access: "invite",
  password: "",
  roles: [],
};

/** The required fields left empty; the server checks the rest (free username, valid email, strong password). */
export function missingNewUserFields(form: NewUserForm): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form.username.trim()) errors.username = "This is a required field";
  if (!form.email.trim()) errors.email = "This is a required field";
  if (form.access === "password" && !form.password) errors.password = "This is a required field";
  return errors;
}
