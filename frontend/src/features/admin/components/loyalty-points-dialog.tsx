import { zodResolver } from '@hookform/resolvers/zod';
import { Strong, Text } from '@radix-ui/themes';
import { useEffect } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { AdminUser } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { notify } from '../../../lib/notify';
import { registerField } from '../../../lib/register-field';
import { useAdjustLoyaltyPoints } from '../api/adjust-loyalty-points';
import {
  emptyPointsAdjustment,
  pointsAdjustmentFailure,
  pointsAdjustmentForm,
  pointsAdjustmentRefusal,
  type PointsAdjustmentBody,
  type PointsAdjustmentValues,
} from '../points-adjustment';
import { AdminDialog } from './admin-dialog';
import { DialogForm } from './dialog-form';
import type { DialogFrame } from './entity-dialog';
import { submitting } from '../../../lib/form-submit';

interface LoyaltyPointsDialogProps extends DialogFrame {
  user: AdminUser;
}

/**
 * 'Adjust Loyalty Points' (spec sections 2, 5 and 8): the checks answer with the spec's toasts and
 * the same words under the fields; after a success the dialog closes and starts from 0 and an empty
 * reason the next time.
 */
export function LoyaltyPointsDialog({ user, open, onOpenChange }: LoyaltyPointsDialogProps) {
  // the form lives outside Dialog.Content, which unmounts on close, so the reset after a success is ours to do
  const form = useForm<PointsAdjustmentValues, unknown, PointsAdjustmentBody>({ resolver: zodResolver(pointsAdjustmentForm), defaultValues: emptyPointsAdjustment });
  const adjust = useAdjustLoyaltyPoints();
  const resetAdjust = adjust.reset;
  // the dialog stays mounted while closed: a refusal from an earlier opening is not this one's
  useEffect(() => {
    if (open) resetAdjust();
  }, [open, resetAdjust]);

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
      <DialogForm
        onSubmit={submitting(form.handleSubmit(onSubmit, onRefused))}
        aria-label="Adjust Loyalty Points"
        submitLabel="Update Points"
        pending={adjust.isPending}
        failure={adjust.error ? pointsAdjustmentFailure(adjust.error) : null}
      >
        <FormField
          label="Points to Add/Subtract"
          type="number"
          step={1}
          inputMode="numeric"
          hint="A positive number adds points, a negative one takes them away."
          {...registerField(form, 'points')}
        />
        <FormField label="Reason" maxLength={500} autoComplete="off" {...registerField(form, 'reason')} />
        <Text size="1" color="gray">
          The reason is kept with the adjustment in the loyalty audit, with your name.
        </Text>
      </DialogForm>
    </AdminDialog>
  );
}
