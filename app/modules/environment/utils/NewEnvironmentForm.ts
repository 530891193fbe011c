/** What the new-environment form holds while it is being filled in. */
export interface NewEnvironmentForm {
  name: string;
  description: string;
  /** The logo as a png or jpeg data URL. */
  image: string | null;
  /** Chosen locale codes in the order they were chosen; the first is the default. */
  languages: string[];
  /** The template to apply once the environment exists, or null. */
  template: number | null;
}

export const EMPTY_NEW_ENVIRONMENT: NewEnvironmentForm = {
  name: "",
  description: "",
  image: null,
  languages: [],
  template: null,
};

export type NewEnvironmentErrors = Partial<Record<keyof NewEnvironmentForm | "form", string>>;
