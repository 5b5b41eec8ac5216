import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../config/brand';
import { appPaths } from '../../../config/paths';
import { SUPPORT_EMAIL, SUPPORT_HOURS } from '../../../config/support';
import { legalDocumentOrder, legalDocuments } from '../../legal';

/**
 * The footer of every page: the legal pages, help and the support contact. It is the last block in
 * the page's flow, so on phones it carries the room for the fixed bottom bar and View Cart button.
 */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label="Legal and help" className="site-footer-links">
          {legalDocumentOrder.map((id) => (
            <Link key={id} to={legalDocuments[id].path} className="site-footer-link">
              {legalDocuments[id].title}
            </Link>
          ))}
          <Link to={appPaths.help} className="site-footer-link">
            Help &amp; Support
          </Link>
        </nav>
        <p className="site-footer-contact">
          Support: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> · {SUPPORT_HOURS}
        </p>
        <p className="site-footer-contact">© {PRODUCT_NAME}</p>
      </div>
    </footer>
  );
}
