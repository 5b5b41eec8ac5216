import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function DashboardRoute() {
  return <UnavailableScreen title="Dashboard" />;
}
