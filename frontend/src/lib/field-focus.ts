/**
 * Brings the focused field (one a check refused and focused) to the middle of the screen. Focus
 * alone scrolls it only just into view: under the sticky header when the page scrolls up, or behind
 * the bottom bar, and the toast saying the same opens below the header.
 */
export function centreFocusedField(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== document.body) focused.scrollIntoView({ block: 'center' });
}
