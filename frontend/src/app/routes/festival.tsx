import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function FestivalRoute() {
  return <UnavailableScreen title="Festival page" />;
}
