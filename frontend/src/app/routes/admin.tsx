import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function AdminRoute() {
  return <UnavailableScreen title="Admin dashboard" />;
}
