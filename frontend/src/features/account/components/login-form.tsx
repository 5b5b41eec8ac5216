import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { dialogLoginSchema, loginSchema } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { AuthForm, type AuthFormUse } from './auth-form';
import type { LoginBody } from '../api/login';
import { submitting } from '../../../lib/form-submit';

type LoginValues = z.input<typeof loginSchema>;

interface LoginFormProps extends AuthFormUse {
  onSubmit: (body: LoginBody) => void;
  /** Shown under the submit button (the auth page's forgot-password link). */
  footer?: ReactNode;
}

export function LoginForm({ variant, isPending, failure, onSubmit, footer }: LoginFormProps) {
  const schema = variant === 'page' ? loginSchema : dialogLoginSchema;
  const form = useForm<LoginValues, unknown, LoginBody>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', password: '' },
  });

  return (
    <AuthForm onSubmit={submitting(form.handleSubmit(onSubmit))} submitLabel="Login" isPending={isPending} failure={failure} footer={footer}>
      <FormField label="Username" autoComplete="username" {...registerField(form, 'username')} />
      <FormField label="Password" type="password" autoComplete="current-password" {...registerField(form, 'password')} />
    </AuthForm>
  );
}
