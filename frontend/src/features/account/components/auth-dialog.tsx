import { Dialog, Text } from '@radix-ui/themes';
import { notify } from '../../../lib/notify';
import { useLogin, type LoginBody } from '../api/login';
import { useRegister, type RegisterBody } from '../api/register';
import type { CurrentUser } from '../types';
import { LoginForm } from './login-form';
import { AuthTabs } from './auth-tabs';
import { RegisterForm } from './register-form';

/** Delay between closing the dialog after a login and the welcome toast (spec section 9). */
const LOGIN_TOAST_DELAY_MS = 100;

interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the user once logged in or registered, after the dialog has closed. */
  onAuthenticated?: (user: CurrentUser) => void;
}

/**
 * The festival page's 'Authentication' dialog: log in or register without leaving the page.
 * Failures are only logged to the console (spec section 8). An empty referral code is left out
 * of the registration; the server gives the new user their own code.
 */
export function AuthDialog({ open, onOpenChange, onAuthenticated }: AuthDialogProps) {
  const login = useLogin();
  const register = useRegister();

  const submitLogin = (body: LoginBody) =>
    login.mutate(body, {
      onSuccess: (user) => {
        onOpenChange(false);
        setTimeout(() => notify({ title: 'Login successful', description: 'Welcome back!', tone: 'success' }), LOGIN_TOAST_DELAY_MS);
        onAuthenticated?.(user);
      },
      onError: (error) => console.error('Login from the authentication dialog failed:', error),
    });

  const submitRegistration = (body: RegisterBody) =>
    register.mutate(body, {
      onSuccess: (user) => {
        onOpenChange(false);
        notify({ title: 'Registration successful', description: 'Your account has been created', tone: 'success' });
        onAuthenticated?.(user);
      },
      onError: (error) => console.error('Registration from the authentication dialog failed:', error),
    });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="425px">
        <Dialog.Title>Authentication</Dialog.Title>
        <Dialog.Description size="2" mb="2">
          Login or create an account to continue with your booking
        </Dialog.Description>
        <Text as="p" size="2" color="gray" mb="3">
          Your booking selections are preserved while you log in or register.
        </Text>
        <AuthTabs
          login={<LoginForm variant="dialog" isPending={login.isPending} onSubmit={submitLogin} />}
          register={<RegisterForm variant="dialog" isPending={register.isPending} onSubmit={submitRegistration} />}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
