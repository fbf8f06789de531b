/** The texts the API may name when it refuses a new password (400 with a `key`), common passwords among them. */
const REFUSALS = ['password-reset.too-short', 'password-reset.too-long', 'password-reset.too-common'] as const;

/** The key of the text that says why the API refused the password; null when the answer is about something else. */
export function passwordRefusalKey(error: { status: number; key?: string | undefined }): (typeof REFUSALS)[number] | null {
  if (error.status !== 400 || !error.key) return null;
  return REFUSALS.find((key) => key === error.key) ?? null;
}
