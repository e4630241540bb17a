/**
 * The first message per field of a failed parse, as the API's formError carries them (for the schemas'
 * tests; the server builds its own in apps/api/src/plugins/errors.ts).
 */
export function formErrorOf(result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
  return fields;
}
