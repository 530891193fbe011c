/** A display item a condition may read or act on, with its list options when it has them. */
export interface ConditionChoice {
  id: number;
  label: string;
  /** List options (value: the option id as text); undefined for items without options. */
  options?: { value: string; label: string }[];
}
