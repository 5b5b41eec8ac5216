import { useEffect, useState, type RefObject } from 'react';

/** The element that scrolls: `root` itself, or the one `selector` finds inside it. */
export function scrollingElement(root: RefObject<HTMLElement | null>, selector?: string): HTMLElement | null {
  return (selector ? root.current?.querySelector<HTMLElement>(selector) : root.current) ?? null;
}

/**
 * Whether the scrolling element (see scrollingElement) is wider inside than it shows, so it scrolls
 * sideways (a wide table on a phone); measured again whenever it or its content changes size.
 */
export function useSidewaysOverflow(root: RefObject<HTMLElement | null>, selector?: string): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = scrollingElement(root, selector);
    if (!element) return;
    // a pixel of rounding is not a scroll
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [root, selector]);
  return overflows;
}
