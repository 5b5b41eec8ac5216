import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function AuthRoute() {
  return <UnavailableScreen title="Login and Register" />;
}
