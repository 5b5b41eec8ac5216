import type { FormEvent } from 'react';

/**
 * A form's `onSubmit` from an async handler (react-hook-form's `handleSubmit` answers a promise).
 * React ignores what an event handler returns, so a promise handed to it would be dropped without a
 * word; this hands it off on purpose and reports a failure the handler did not show itself.
 */
export function submitting(submit: (event: FormEvent<HTMLFormElement>) => Promise<unknown>): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    submit(event).catch((error: unknown) => console.error('The form could not be submitted', error));
  };
}
