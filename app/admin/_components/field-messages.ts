/** Field name → first message, from zod issues checked in the browser. */
export function zodFieldMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  return fields;
}
