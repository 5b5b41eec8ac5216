import { Checkbox, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, type ReactNode } from 'react';
import type { ExtraView, OrderView, TournamentView } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { formatBuyIn, formatDate, formatMoney } from '../../catalogue';
import { MAX_EXTRA_QUANTITY, NIGHTS_RANGE, quantityOf, stayHint, toggled, type ChangeFormValues } from '../change-form';

interface FieldsProps {
  order: OrderView;
  values: ChangeFormValues;
  onChange: (values: ChangeFormValues) => void;
}

function CheckRow({ label, detail, checked, onCheckedChange }: { label: string; detail: string; checked: boolean; onCheckedChange: (checked: boolean) => void }) {
  return (
    <Text as="label" size="2">
      <Flex gap="2" align="start">
        <Checkbox mt="1" checked={checked} onCheckedChange={(state) => onCheckedChange(state === true)} />
        <span style={{ overflowWrap: 'anywhere' }}>
          {label} <Text color="gray">· {detail}</Text>
        </span>
      </Flex>
    </Text>
  );
}

function QuantityRow({ label, hint, value, max, onValue }: { label: string; hint: string; value: number; max: number; onValue: (quantity: number) => void }) {
  const id = useId();
  return (
    <div className="change-quantity">
      <Flex direction="column" minWidth="0">
        <Text as="label" htmlFor={id} size="2" weight="medium" style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Text>
        <Text id={`${id}-hint`} size="1" color="gray">
          {hint}
        </Text>
      </Flex>
      <TextField.Root id={id} type="number" inputMode="numeric" min={0} max={max} step={1} size="2" aria-describedby={`${id}-hint`} value={String(value)} onChange={(event) => onValue(quantityOf(event.target.value, max))} />
    </div>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="change-fieldset">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

const seatPrice = (tournament: Pick<TournamentView, 'canBePurchased' | 'buyIn' | 'currency'>) => (tournament.canBePurchased ? formatBuyIn(tournament.buyIn, tournament.currency) : 'reserve, pay at the venue');

/** Nights, seats and extras to drop, and the festival's seats and extras to add. */
export function ChangeFields({ order, values, onChange, addable, extras }: FieldsProps & { addable: TournamentView[]; extras: ExtraView[] }) {
  const set = (patch: Partial<ChangeFormValues>) => onChange({ ...values, ...patch });
  return (
    <Flex direction="column" gap="5">
      {order.accommodation && (
        <FormField
          label="Nights"
          type="number"
          inputMode="numeric"
          min={NIGHTS_RANGE.min}
          max={NIGHTS_RANGE.max}
          step={1}
          hint={stayHint(order.accommodation.checkIn, values.nights)}
          value={values.nights}
          onChange={(event) => set({ nights: event.target.value })}
        />
      )}
      {order.tournaments.length > 0 && (
        <Group legend="Remove tournaments">
          {order.tournaments.map((seat) => (
            <CheckRow
              key={seat.id}
              label={`Remove ${seat.title}`}
              detail={seat.isPurchased ? formatMoney(seat.price, seat.currency) : 'paid at the venue'}
              checked={values.removeTournaments.includes(seat.id)}
              onCheckedChange={(checked) => set({ removeTournaments: toggled(values.removeTournaments, seat.id, checked) })}
            />
          ))}
        </Group>
      )}
      {order.extras.length > 0 && (
        <Group legend="Remove extras">
          {order.extras.map((extra) => (
            <QuantityRow
              key={extra.id}
              label={`Remove ${extra.name}`}
              hint={`${extra.quantity} booked, ${formatMoney(extra.price, order.currency)} each`}
              value={values.removeExtras[extra.id] ?? 0}
              max={extra.quantity}
              onValue={(quantity) => set({ removeExtras: { ...values.removeExtras, [extra.id]: quantity } })}
            />
          ))}
        </Group>
      )}
      {addable.length > 0 && (
        <Group legend="Add tournaments">
          {addable.map((tournament) => (
            <CheckRow
              key={tournament.id}
              label={`Add ${tournament.title}`}
              detail={`${formatDate(tournament.date)}, ${seatPrice(tournament)}`}
              checked={values.addTournaments.includes(tournament.id)}
              onCheckedChange={(checked) => set({ addTournaments: toggled(values.addTournaments, tournament.id, checked) })}
            />
          ))}
        </Group>
      )}
      {extras.length > 0 && (
        <Group legend="Add extras">
          {extras.map((extra) => (
            <QuantityRow
              key={extra.id}
              label={`Add ${extra.name}`}
              hint={`${formatMoney(extra.price, order.currency)} each`}
              value={values.addExtras[extra.id] ?? 0}
              max={MAX_EXTRA_QUANTITY}
              onValue={(quantity) => set({ addExtras: { ...values.addExtras, [extra.id]: quantity } })}
            />
          ))}
        </Group>
      )}
    </Flex>
  );
}
