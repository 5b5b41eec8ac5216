import { zodResolver } from '@hookform/resolvers/zod';
import { Grid } from '@radix-ui/themes';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { tournamentCreateSchema, tournamentCurrencies, type TournamentInput, type TournamentView } from '@pokerfest/domain';
import { DayField } from '../../../components/ui/day-field';
import { FormField } from '../../../components/ui/form-field';
import { registerField } from '../../../lib/register-field';
import { festivalTournaments } from '../api/catalogue-resources';
import type { TournamentBody } from '../catalogue-types';
import { DialogForm } from './dialog-form';
import { EntityDialog, type EditDialogProps, type EntityDialogLook } from './entity-dialog';
import { currencyOptions } from '../../../components/ui/select-field';
import { FormSelect } from '../../../components/ui/form-select';
import { SwitchField } from './fields/switch-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { submitting } from '../../../lib/form-submit';
import { SalesOpenAtField } from './fields/sales-open-at-field';

const TOURNAMENT_DIALOG: EntityDialogLook = {
  maxWidth: '600px',
  title: { add: 'Add Tournament', edit: 'Edit Tournament' },
  description: 'A tournament players can buy into or reserve with this festival.',
};

/** Adding: the spec defaults (buy-in 0, unlimited seats, EUR, purchase on, reserve off). */
const toFormValues = (festivalId: string, tournament?: TournamentView): TournamentInput => ({
  productId: festivalId,
  title: tournament?.title ?? '',
  buyIn: tournament?.buyIn ?? 0,
  currency: (tournament?.currency as TournamentInput['currency']) ?? 'EUR',
  date: tournament?.date?.slice(0, 10) ?? '',
  availableSeats: tournament?.availableSeats ?? 0,
  canBePurchased: tournament?.canBePurchased ?? true,
  canBeReserved: tournament?.canBeReserved ?? false,
  description: tournament?.description ?? '',
  salesOpenAt: tournament?.salesOpenAt ?? '',
});

function TournamentForm({ festivalId, tournament, onDone }: { festivalId: string; tournament?: TournamentView; onDone: () => void }) {
  const form = useForm<TournamentInput, unknown, TournamentBody>({
    resolver: zodResolver(tournamentCreateSchema),
    defaultValues: toFormValues(festivalId, tournament),
  });
  const { save, pending, failure } = festivalTournaments.useSave(tournament?.id);
  const day = useWatch({ control: form.control, name: 'date' });

  return (
    <DialogForm failure={failure} onSubmit={submitting(form.handleSubmit((body) => save(body, onDone)))} submitLabel={tournament ? 'Update Tournament' : 'Add Tournament'} pending={pending}>
      <FormField label="Tournament Title" {...registerField(form, 'title')} />
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <FormField
          label="Buy-in Amount"
          type="number"
          min={0}
          step="1"
          hint="In the smallest currency unit (cents): 11000 is 110.00."
          {...registerField(form, 'buyIn')}
        />
        <FormSelect control={form.control} name="currency" label="Currency" options={currencyOptions(tournamentCurrencies)} format={(value) => String(value ?? 'EUR')} />
        <DayField label="Tournament Date" day={day} {...registerField(form, 'date')} />
        <FormField label="Available Seats" type="number" min={0} step="1" hint="0 = unlimited" {...registerField(form, 'availableSeats')} />
      </Grid>
      <Grid columns={{ initial: '1', sm: '2' }} gap="3">
        <Controller
          control={form.control}
          name="canBePurchased"
          render={({ field }) => (
            <SwitchField label="Allow Purchase" hint="Players can buy tickets directly" checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={form.control}
          name="canBeReserved"
          render={({ field }) => (
            <SwitchField label="Allow Reservation" hint="Players can reserve seats" checked={Boolean(field.value)} onCheckedChange={field.onChange} />
          )}
        />
      </Grid>
      <TextAreaField label="Description" {...registerField(form, 'description')} />
      <SalesOpenAtField control={form.control} name="salesOpenAt" of="item" />
    </DialogForm>
  );
}

export function TournamentDialog({ festivalId, record: tournament, ...frame }: EditDialogProps<TournamentView> & { festivalId: string }) {
  return <EntityDialog {...frame} {...TOURNAMENT_DIALOG} recordId={tournament?.id} form={(onDone) => <TournamentForm festivalId={festivalId} tournament={tournament} onDone={onDone} />} />;
}
