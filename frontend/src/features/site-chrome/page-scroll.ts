import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/**
 * Where the page scrolls after a navigation: to the element named by the hash ("/#festivals"),
 * otherwise to the top for new navigations; back and forward keep the browser's own restoration.
 */
export function usePageScroll(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (hash.length > 1) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (navigationType !== 'POP') {
      window.scrollTo(0, 0);
    }
  }, [pathname, hash, key, navigationType]);
}
