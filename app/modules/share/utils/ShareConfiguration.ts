/** What step 2 of the wizard chooses: until when, and what is shared. */
export interface ShareConfiguration {
  /** DD-MM-YYYY */
  activeUntil: string;
  shareType: "positions" | "template";
  positions: number[];
  template: number | null;
}

export type ShareConfigurationErrors = Partial<Record<"activeUntil" | "shareValue", string>>;
