import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { dialogRegisterSchema, registerSchema } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { AuthForm, type AuthFormUse } from './auth-form';
import type { RegisterBody } from '../api/register';
import { submitting } from '../../../lib/form-submit';

type RegisterValues = z.input<typeof registerSchema>;

interface RegisterFormProps extends AuthFormUse {
  /** An empty referral code arrives as undefined, so the request leaves it out. */
  onSubmit: (body: RegisterBody) => void;
}

export function RegisterForm({ variant, isPending, failure, onSubmit }: RegisterFormProps) {
  const schema = variant === 'page' ? registerSchema : dialogRegisterSchema;
  const form = useForm<RegisterValues, unknown, RegisterBody>({
    resolver: zodResolver(schema),
    defaultValues: { username: '', email: '', password: '', referralCode: '' },
  });

  return (
    <AuthForm onSubmit={submitting(form.handleSubmit(onSubmit))} submitLabel="Register" isPending={isPending} failure={failure}>
      <FormField label="Username" autoComplete="username" {...registerField(form, 'username')} />
      <FormField label="Email" type="email" autoComplete="email" {...registerField(form, 'email')} />
      <FormField label="Password" type="password" autoComplete="new-password" {...registerField(form, 'password')} />
      <FormField label="Referral Code (optional)" autoComplete="off" hint="Got a code from an agent? Enter it here." {...registerField(form, 'referralCode')} />
    </AuthForm>
  );
}
