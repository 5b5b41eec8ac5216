// Checks of where things are drawn (issue 29): a container's content inside its edges, nothing drawn
// over a dialog, a toast clear of what the player needs, a field's message where aria-describedby
// says, and one current link per navigation.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export async function boxOf(locator: Locator, what: string): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${what} is not on the page`);
  return box;
}

/** Whether two boxes share more than a pixel of area. */
export function overlaps(a: Box, b: Box): boolean {
  const across = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const down = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return across > 1 && down > 1;
}

/** The text of what a field's aria-describedby names: its validation message once refused. */
export async function describedBy(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}

/** Every element drawn inside `container` (however deep, in scrolled boxes too) ends within its left and right edges. */
export async function expectNothingBeyondEdges(container: Locator, what: string): Promise<void> {
  const beyond = await container.evaluate((root) => {
    const edge = root.getBoundingClientRect();
    return [...root.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && (Math.round(box.right) > Math.round(edge.right) || Math.round(box.left) < Math.round(edge.left));
      })
      .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(element.getBoundingClientRect().left)}–${Math.round(element.getBoundingClientRect().right)} px`);
  });
  expect(beyond, `${what}: elements beyond the edges`).toEqual([]);
}

/**
 * Nothing is drawn over `container`: at points across it (every 20 px, its scroll bar aside), the
 * topmost element is the container's own (or one of its own wrappers, where a rounded corner leaves
 * the point to them). The bottom bar or the header over a dialog would answer.
 */
export async function expectNothingDrawnOver(container: Locator, what: string): Promise<void> {
  const covered = await container.evaluate((root) => {
    const box = root.getBoundingClientRect();
    const found: string[] = [];
    for (let y = Math.ceil(box.top) + 2; y < box.bottom - 2; y += 20) {
      for (let x = Math.ceil(box.left) + 2; x < box.right - 12; x += 20) {
        const topmost = document.elementFromPoint(x, y);
        // the dialog's own wrappers (its scroll padding at a rounded corner) are not drawn over it
        if (topmost && !root.contains(topmost) && !topmost.contains(root)) found.push(`(${x}, ${y}): ${topmost.tagName.toLowerCase()}.${String(topmost.className).split(' ')[0]} "${(topmost.textContent ?? '').trim().slice(0, 20)}"`);
      }
    }
    return found.slice(0, 5);
  });
  expect(covered, `${what}: points where something else is drawn over it`).toEqual([]);
}

/** The links a navigation marks as the current page. */
export async function currentLinks(navigation: Locator): Promise<string[]> {
  return navigation.locator('[aria-current="page"]').allTextContents();
}

/** The toast on screen, once one with `title` shows and its entry has ended. */
export async function settledToast(page: Page, title: string): Promise<Locator> {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: title }).first();
  await toast.waitFor();
  await expect.poll(() => toast.getAttribute('data-mounted')).toBe('true');
  await toast.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))));
  return toast;
}
