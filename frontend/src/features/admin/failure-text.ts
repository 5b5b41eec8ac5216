import { ApiError, errorText } from '../../lib/api-client';

/** The server's own words about a failed call: its JSON `error` field, else its body text; none for network errors. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.serverError ?? (error.bodyText.trim() || undefined);
}

/** 'Failed to delete casino: {server message}', or the fixed text alone when the server said nothing. */
export function failureText(fixed: string, error: unknown): string {
  const message = serverMessage(error);
  return message ? `${fixed}: ${message}` : fixed;
}

/** 'Failed to create tournament: {message}' with any error's message (spec section 8). */
export function failureWithMessage(fixed: string, error: unknown): string {
  return `${fixed}: ${errorText(error)}`;
}

/** A refused save in words: the server's message (else `fixed`) and each issue its details named. */
export function refusalLines(fixed: string, error: unknown): string[] {
  const details = error instanceof ApiError && Array.isArray(error.details) ? error.details : [];
  const issues = details.flatMap((issue: unknown) => (issue && typeof issue === 'object' && 'message' in issue && typeof issue.message === 'string' ? [issue.message] : []));
  return [serverMessage(error) ?? fixed, ...issues];
}
