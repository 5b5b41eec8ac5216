import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex } from '@radix-ui/themes';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { dialogRegisterSchema, registerSchema } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { AuthFailure } from './auth-failure';
import type { RegisterBody } from '../api/register';

type RegisterValues = z.input<typeof registerSchema>;

interface RegisterFormProps {
  /** The auth page and the booking dialog validate with their own messages (spec section 5). */
  variant: 'page' | 'dialog';
  isPending: boolean;
  /** Why the last attempt failed (the dialog shows it in the form; the auth page uses toasts). */
  failure?: string;
  /** An empty referral code arrives as undefined, so the request leaves it out. */
  onSubmit: (body: RegisterBody) => void;
}

export function RegisterForm({ variant, isPending, failure, onSubmit }: RegisterFormProps) {
  const schema = variant === 'page' ? registerSchema : dialogRegisterSchema;
  const form = useForm<RegisterValues, unknown, RegisterBody>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', referralCode: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <Flex direction="column" gap="4">
        <FormField
          label="Username"
          autoComplete="username"
          error={errors.username?.message}
          {...form.register('username')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <FormField
          label="Referral Code (optional)"
          autoComplete="off"
          hint="Got a code from an agent? Enter it here."
          error={errors.referralCode?.message}
          {...form.register('referralCode')}
        />
        <AuthFailure message={failure} />
        <Button type="submit" size="3" loading={isPending}>
          Register
        </Button>
      </Flex>
    </form>
  );
}
