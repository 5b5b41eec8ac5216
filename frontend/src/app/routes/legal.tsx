export { LegalPage as LegalRoute } from '../../features/legal/components/legal-page';
