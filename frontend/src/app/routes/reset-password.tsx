import { UnavailableScreen } from '../../components/ui/unavailable-screen';

export function ResetPasswordRoute() {
  return <UnavailableScreen title="Reset password" />;
}
