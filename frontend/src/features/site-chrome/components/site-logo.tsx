import { Link } from 'react-router-dom';
import { SpadeIcon } from '../../../components/ui/icons';
import { PRODUCT_NAME } from '../../../config/brand';
import { appPaths } from '../../../config/paths';

export function SiteLogo() {
  return (
    <Link to={appPaths.home} className="site-logo" aria-label={`${PRODUCT_NAME} home`}>
      <span className="site-logo-mark">
        <SpadeIcon width="18" height="18" />
      </span>
      <span className="site-logo-text">{PRODUCT_NAME}</span>
    </Link>
  );
}
