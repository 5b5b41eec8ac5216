import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function HelpRoute() {
  return <UnavailableScreen title="Help & Support" />;
}
