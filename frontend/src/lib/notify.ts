// The one way every screen shows a toast (product spec sections 4 and 8): a title, an optional
// description, and a tone; 'destructive' is the spec's word for an error toast.
import { toast } from 'sonner';

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
  if (tone === 'destructive') toast.error(title, options);
  else if (tone === 'success') toast.success(title, options);
  else toast(title, options);
}
