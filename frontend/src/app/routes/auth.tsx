import { Box, Card, Container, Flex, Grid, Heading, Link as ThemeLink, Text } from '@radix-ui/themes';
import { useCallback, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { appPaths } from '../../config/paths';
import { useCurrentUser } from '../../features/account/api/get-current-user';
import { useLogin, type LoginBody } from '../../features/account/api/login';
import { useRegister, type RegisterBody } from '../../features/account/api/register';
import { AuthBenefits, TermsNotice } from '../../features/account/components/auth-benefits';
import { LoginForm } from '../../features/account/components/login-form';
import { RegisterForm } from '../../features/account/components/register-form';
import { AuthTabs } from '../../features/account/components/auth-tabs';
import { RegistrationNotice } from '../../features/account/components/registration-notice';
import { ApiError, errorText } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { destinationAfterLogin } from '../../lib/return-to';

/** How long the registration notice stays before the page moves on by itself. */
const CONTINUE_AFTER_REGISTRATION_MS = 5000;

export function AuthRoute() {
  const { user, isLoading } = useCurrentUser();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const destination = destinationAfterLogin(searchParams.get('returnTo'));
  const login = useLogin();
  const register = useRegister();
  const registeredEmail = register.isSuccess ? register.variables.email : null;
  const continueOn = useCallback(() => void navigate(destination, { replace: true }), [navigate, destination]);

  // A logged-in user moves on at once, unless a registration's notice is (about to be) shown.
  const holdForNotice = register.isPending || register.isSuccess;
  useEffect(() => {
    if (user && !holdForNotice) continueOn();
  }, [user, holdForNotice, continueOn]);

  useEffect(() => {
    if (!user || !registeredEmail) return;
    const timer = setTimeout(continueOn, CONTINUE_AFTER_REGISTRATION_MS);
    return () => clearTimeout(timer);
  }, [user, registeredEmail, continueOn]);

  if (isLoading) return <LoadingScreen label="Checking your session" />;

  const submitLogin = (body: LoginBody) =>
    login.mutate(body, {
      onError: (error) =>
        notify({
          title: 'Login failed',
          description:
            error instanceof ApiError && error.status === 429
              ? errorText(error)
              : 'Invalid username or password. Please try again.',
          tone: 'destructive',
        }),
    });

  const submitRegistration = (body: RegisterBody) =>
    register.mutate(body, {
      onError: (error) =>
        notify({
          title: 'Registration failed',
          description: (error instanceof ApiError && error.serverError) || 'Registration failed. Please try again.',
          tone: 'destructive',
        }),
    });

  return (
    <Container size="3" px="4" py={{ initial: '6', md: '9' }}>
      <Grid columns={{ initial: '1', md: '2' }} gap="8" align="start">
        <Flex direction="column" gap="5">
          <Box>
            <Heading as="h1" size="8" mb="2">
              Login and Register
            </Heading>
            <Text as="p" color="gray">
              Log in to book your festival package, or create a free account in a minute.
            </Text>
          </Box>
          {registeredEmail && user ? (
            <RegistrationNotice email={registeredEmail} onContinue={continueOn} />
          ) : (
            <Card size="3">
              <AuthTabs
                login={
                  <LoginForm
                    variant="page"
                    isPending={login.isPending}
                    onSubmit={submitLogin}
                    footer={
                      <Text size="2" align="center">
                        <ThemeLink asChild>
                          <Link to={appPaths.forgotPassword}>Forgot your password?</Link>
                        </ThemeLink>
                      </Text>
                    }
                  />
                }
                register={<RegisterForm variant="page" isPending={register.isPending} onSubmit={submitRegistration} />}
              />
            </Card>
          )}
          <TermsNotice />
        </Flex>
        <AuthBenefits />
      </Grid>
    </Container>
  );
}
