import { Dialog, Flex, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { appPaths } from '../../../config/paths';
import { ApiError, errorText } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useLogin, type LoginBody } from '../api/login';
import { useRegister, type RegisterBody } from '../api/register';
import type { CurrentUser } from '../types';
import { LoginForm } from './login-form';
import type { AuthFormUse } from './auth-form';
import { AuthTabs } from './auth-tabs';
import { TermsNotice } from './auth-benefits';
import { RegisterForm } from './register-form';
import { DialogTitleBar } from '../../../components/ui/dialog-title-bar';

/** Delay between closing the dialog after a login and the welcome toast (spec section 9). */
const LOGIN_TOAST_DELAY_MS = 100;

export interface AuthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the user once logged in or registered, after the dialog has closed. */
  onAuthenticated?: (user: CurrentUser) => void;
}

/** The server's reason for a refused login or registration, else the given fallback. */
function failureText(error: Error | null, fallback: string): string | undefined {
  if (!error) return undefined;
  if (error instanceof ApiError) return error.serverError ?? fallback;
  return errorText(error) || fallback;
}

/** A form in the dialog: the dialog's messages, pending while its call runs, and why the call was refused. */
function inDialog(call: { isPending: boolean; error: Error | null }, refused: string): AuthFormUse {
  return { variant: 'dialog', isPending: call.isPending, failure: failureText(call.error, refused) };
}

/**
 * The festival page's 'Authentication' dialog: log in or register without leaving the page. A
 * refused attempt shows the server's reason inside the form (issue 12: it used to fail silently).
 * An empty referral code is left out of the registration; the server gives the new user their own code.
 */
export function AuthDialog({ open, onOpenChange, onAuthenticated }: AuthDialogProps) {
  const login = useLogin();
  const register = useRegister();
  const { reset: resetLogin } = login;
  const { reset: resetRegister } = register;

  // a reopened dialog starts clean, without the last attempt's failure
  useEffect(() => {
    if (!open) {
      resetLogin();
      resetRegister();
    }
  }, [open, resetLogin, resetRegister]);

  const submitLogin = (body: LoginBody) =>
    login.mutate(body, {
      onSuccess: (user) => {
        onOpenChange(false);
        setTimeout(() => notify({ title: 'Login successful', description: 'Welcome back!', tone: 'success' }), LOGIN_TOAST_DELAY_MS);
        onAuthenticated?.(user);
      },
    });

  const submitRegistration = (body: RegisterBody) =>
    register.mutate(body, {
      onSuccess: (user) => {
        onOpenChange(false);
        notify({ title: 'Registration successful', description: 'Your account has been created', tone: 'success' });
        onAuthenticated?.(user);
      },
    });

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* never taller than the screen less Radix's own padding around it: a small phone scrolls inside */}
      <Dialog.Content maxWidth="425px" maxHeight="calc(100dvh - var(--space-6) - max(var(--space-6), 6vh))">
        <DialogTitleBar title="Authentication" />
        <Dialog.Description size="2" mb="2">
          Login or create an account to continue with your booking
        </Dialog.Description>
        <Text as="p" size="2" color="gray" mb="3">
          Your booking selections are preserved while you log in or register.
        </Text>
        <AuthTabs
          login={
            <LoginForm
              {...inDialog(login, 'Invalid username or password. Please try again.')}
              onSubmit={submitLogin}
              footer={
                <Text size="2" align="center">
                  <ThemeLink asChild>
                    <Link to={appPaths.forgotPassword}>Forgot password?</Link>
                  </ThemeLink>
                </Text>
              }
            />
          }
          register={
            <RegisterForm {...inDialog(register, 'Registration failed. Please try again.')} onSubmit={submitRegistration} />
          }
        />
        <Flex mt="3" justify="center">
          <TermsNotice />
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
