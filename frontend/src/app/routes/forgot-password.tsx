import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function ForgotPasswordRoute() {
  return <UnavailableScreen title="Forgot password" />;
}
