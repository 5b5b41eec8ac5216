// The one way every screen shows a toast (product spec sections 4 and 8): a title, an optional
// description, and a tone; 'destructive' is the spec's word for an error toast.
// sonner loads in its own chunk when the first notice is raised, so a page that shows none does
// not carry it; a notice raised before the toaster is on screen waits for it instead of being lost.
import { toasterReady, wantToaster } from './toaster-ready';

export type NoticeTone = 'neutral' | 'success' | 'destructive';

export interface Notice {
  title: string;
  description?: string;
  tone?: NoticeTone;
  /** A notice with the same id replaces the one on screen instead of stacking. */
  id?: string;
}

export function notify({ title, description, tone = 'neutral', id }: Notice): void {
  const options = { description, id };
  wantToaster();
  void Promise.all([import('sonner'), toasterReady.promise]).then(([{ toast }]) => {
    if (tone === 'destructive') toast.error(title, options);
    else if (tone === 'success') toast.success(title, options);
    else toast(title, options);
  });
}
