import { Button, Callout, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { COMPONENT_LABELS, policySentences, type CancellationPolicy, type ComponentKind } from '@pokerfest/domain';
import { FormField } from '../../../components/ui/form-field';
import { useSaveCancellationPolicy } from '../api/cancellation-policy';
import { SaveOutcome } from './save-outcome';
import { checkRows, rowsOfPolicy, withTierAdded, withTierRemoved, type PolicyRow, type PolicyRowField, type RowErrors } from '../policy-rows';
import '../cancellation-policy.css';

const PERCENT_FIELDS: readonly ComponentKind[] = ['hotel', 'tournaments', 'extras'];
const percentLabel = (kind: ComponentKind) => `${COMPONENT_LABELS[kind].charAt(0).toUpperCase()}${COMPONENT_LABELS[kind].slice(1)} %`;

interface TierFieldsProps {
  index: number;
  row: PolicyRow;
  errors: RowErrors;
  idPrefix: string;
  canRemove: boolean;
  onChange: (field: PolicyRowField, value: string) => void;
  onRemove: () => void;
}

function TierFields({ index, row, errors, idPrefix, canRemove, onChange, onRemove }: TierFieldsProps) {
  const field = (name: PolicyRowField, label: string, hint?: string) => (
    <FormField
      key={name}
      id={`${idPrefix}-${name}`}
      label={label}
      hint={hint}
      inputMode="numeric"
      autoComplete="off"
      value={row[name]}
      error={errors[name]}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  return (
    <fieldset className="policy-tier">
      <legend>Tier {index + 1}</legend>
      <Flex direction="column" gap="3">
        <Grid columns={{ initial: '1', xs: '2', md: '5' }} gap="3">
          {field('fromDays', 'From days')}
          {field('toDays', 'To days', 'Blank: or more')}
          {PERCENT_FIELDS.map((kind) => field(kind, percentLabel(kind)))}
        </Grid>
        {canRemove && (
          <Flex justify="end">
            <Button type="button" variant="soft" color="red" onClick={onRemove}>
              Remove tier {index + 1}
            </Button>
          </Flex>
        )}
      </Flex>
    </fieldset>
  );
}

/**
 * The cancellation policy's tiers, earliest first, checked with the domain's schema as they are
 * typed; the sentences every page will show are previewed live. Saving stores a new version.
 */
export function CancellationPolicyForm({ policy }: { policy: CancellationPolicy }) {
  const [rows, setRows] = useState<PolicyRow[]>(() => rowsOfPolicy(policy));
  // stable keys, so removing a tier keeps what is typed (and the focus) in the others
  const [keys, setKeys] = useState<number[]>(() => rows.map((_, index) => index));
  const [nextKey, setNextKey] = useState(rows.length);
  const [tried, setTried] = useState(false);
  const save = useSaveCancellationPolicy();
  const formId = useId();
  const check = checkRows(rows);

  const change = (index: number, field: PolicyRowField, value: string) => {
    save.reset();
    setRows((current) => current.map((row, at) => (at === index ? { ...row, [field]: value } : row)));
  };
  const add = () => {
    save.reset();
    const added = withTierAdded(rows);
    setRows(added);
    setKeys([...keys, nextKey]);
    setNextKey(nextKey + 1);
  };
  const remove = (index: number) => {
    save.reset();
    setRows(withTierRemoved(rows, index));
    setKeys(keys.filter((_, at) => at !== index));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (check.ok) save.mutate(check.policy);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Cancellation policy">
      <Flex direction="column" gap="4">
        {rows.map((row, index) => (
          <TierFields
            key={keys[index]}
            index={index}
            row={row}
            errors={check.ok ? {} : (check.rowErrors[index] ?? {})}
            idPrefix={`${formId}-tier-${keys[index]}`}
            canRemove={rows.length > 1}
            onChange={(field, value) => change(index, field, value)}
            onRemove={() => remove(index)}
          />
        ))}
        {!check.ok && check.formError && (
          <Text color="red" size="2" role="alert">
            {check.formError}
          </Text>
        )}
        <section aria-labelledby={`${formId}-preview`}>
          <Heading as="h3" size="3" mb="2" id={`${formId}-preview`}>
            Preview
          </Heading>
          {check.ok ? (
            <ul className="policy-preview">
              {policySentences(check.policy).map((sentence) => (
                <li key={sentence}>
                  <Text size="2">{sentence}</Text>
                </li>
              ))}
            </ul>
          ) : (
            <Text as="p" size="2" color="gray">
              The preview shows once every tier is valid.
            </Text>
          )}
        </section>
        {tried && !check.ok && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>Correct the marked fields before saving.</Callout.Text>
          </Callout.Root>
        )}
        <SaveOutcome save={save} refused="The policy could not be saved" />
        <Flex justify="end" gap="3" wrap="wrap">
          <Button type="button" variant="soft" onClick={add}>
            Add tier
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
