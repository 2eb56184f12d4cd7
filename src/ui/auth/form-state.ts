// The state a member form renders with: what was typed (never a password), one French message
// per field, and a message for the whole form. The worker fills it after a refused POST, so the
// forms show their errors without JavaScript; the island checks the same rules before sending.

export interface MemberFormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  message: string | null;
}

export const emptyFormState = (values: Record<string, string> = {}): MemberFormState => ({
  values,
  errors: {},
  message: null,
});

/** The fields whose values may be shown back: passwords and tokens never are. */
export function echoValues(
  values: Record<string, string>,
  fields: readonly string[],
): Record<string, string> {
  const echoed: Record<string, string> = {};
  for (const field of fields) if (values[field] !== undefined) echoed[field] = values[field];
  return echoed;
}
