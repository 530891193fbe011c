/**
 * A 400 answer's errors on settings.conditions as the editor keys them: settings.conditions.0.rules.fields.1.field
 * becomes 0.fields.1.field and settings.conditions.0.actions.0.values 0.actions.0.values; others are left out.
 */
export function serverConditionErrors(errors: Record<string, string>): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const match = /^settings\.conditions\.(\d+)\.(?:rules\.)?(.+)$/.exec(key);
    if (match) found[`${match[1]}.${match[2]}`] = message;
  }
  return found;
}
