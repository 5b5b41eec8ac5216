import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../config/brand';
import { appPaths } from '../../../config/paths';

/**
 * The brand's spade: drawn here as the favicon and the boot shell in index.html draw it (the shell
 * shows it before any script runs, and the app takes its place), so it is no icon from a set.
 */
function SpadeMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M12 2C9 6 4 8.5 4 13a4 4 0 0 0 7 2.6V17l-2 5h6l-2-5v-1.4A4 4 0 0 0 20 13c0-4.5-5-7-8-11z" />
    </svg>
  );
}

export function SiteLogo() {
  return (
    <Link to={appPaths.home} className="site-logo" aria-label={`${PRODUCT_NAME} home`}>
      <span className="site-logo-mark">
        <SpadeMark />
      </span>
      <span className="site-logo-text">{PRODUCT_NAME}</span>
    </Link>
  );
}
