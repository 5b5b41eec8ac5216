import { zodResolver } from '@hookform/resolvers/zod';
import { Strong, Text } from '@radix-ui/themes';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { AdminUser } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../lib/notify';
import { useAdjustLoyaltyPoints } from '../api/adjust-loyalty-points';
import { emptyPointsAdjustment, pointsAdjustmentForm, pointsAdjustmentRefusal, type PointsAdjustmentBody, type PointsAdjustmentValues } from '../points-adjustment';
import { AdminDialog } from './admin-dialog';
import { DialogForm } from './dialog-form';
import type { DialogFrame } from './entity-dialog';
import { submitting } from '../../../lib/form-submit';

interface LoyaltyPointsDialogProps extends DialogFrame {
  user: AdminUser;
}

/**
 * 'Adjust Loyalty Points' (spec sections 2, 5 and 8): the checks answer with toasts, as the spec's
 * form does, rather than under the fields; after a success the dialog closes and starts from 0 and
 * an empty reason the next time.
 */
export function LoyaltyPointsDialog({ user, open, onOpenChange }: LoyaltyPointsDialogProps) {
  // the form lives outside Dialog.Content, which unmounts on close, so the reset after a success is ours to do
  const form = useForm<PointsAdjustmentValues, unknown, PointsAdjustmentBody>({ resolver: zodResolver(pointsAdjustmentForm), defaultValues: emptyPointsAdjustment });
  const adjust = useAdjustLoyaltyPoints();

  const onRefused = (errors: FieldErrors<PointsAdjustmentValues>) => notify({ ...pointsAdjustmentRefusal(errors), tone: 'destructive' });
  const onSubmit = (body: PointsAdjustmentBody) => {
    adjust.mutate(
      { userId: user.id, username: user.username, ...body },
      {
        onSuccess: () => {
          form.reset(emptyPointsAdjustment);
          onOpenChange(false);
        },
      },
    );
  };

  return (
    <AdminDialog
      open={open}
      onOpenChange={onOpenChange}
      maxWidth="460px"
      title="Adjust Loyalty Points"
      description={
        <>
          User: <Strong>{user.username}</Strong> · Current points: <Strong data-testid="dialog-current-points">{user.loyaltyPoints}</Strong>
        </>
      }
    >
      <DialogForm onSubmit={submitting(form.handleSubmit(onSubmit, onRefused))} aria-label="Adjust Loyalty Points" submitLabel="Update Points" pending={adjust.isPending}>
        <FormField
          label="Points to Add/Subtract"
          type="number"
          step={1}
          inputMode="numeric"
          hint="A positive number adds points, a negative one takes them away."
          {...form.register('points')}
        />
        <FormField label="Reason" maxLength={500} autoComplete="off" {...form.register('reason')} />
        <Text size="1" color="gray">
          The reason is kept with the adjustment in the loyalty audit, with your name.
        </Text>
      </DialogForm>
    </AdminDialog>
  );
}
