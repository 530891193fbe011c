/** 'Missing template' in the spec's error catalogue (1-platform section 8). */
export const TEMPLATE_NOT_APPLIED = "Template could not be applied";
/** The target environment's first language differs from the one the template was made in. */
export const LANGUAGE_MISMATCH = "The environments do not have the same language";
/** apply_template: the template loaded (2) or failed (9). */
export const TEMPLATE_STATUS_LOADED = 2;
export const TEMPLATE_STATUS_FAILED = 9;
