import { HelpPage } from '../../features/help/components/help-page';

export function HelpRoute() {
  return <HelpPage />;
}
