// The frame every admin setting shares (Admin → Settings): a titled section that loads the version in
// force, and a form around the setting's own fields that ends with how the save went and its button.
import { Button, Callout, Flex } from '@radix-ui/themes';
import { Fragment, type FormEvent, type ReactNode } from 'react';
import { SectionCard } from '../../../components/ui/section-card';
import { QueryState } from './query-state';
import { SaveOutcome, type SettingsSave } from './save-outcome';

interface SettingsSectionProps<View extends { version: number | null }> {
  headingId: string;
  title: string;
  /** What the setting does, said above it. */
  intro?: ReactNode;
  query: { data?: View; isLoading: boolean; isError: boolean };
  /** Said when the setting could not be loaded. */
  error: string;
  /** The form of the version in force. */
  children: (view: View) => ReactNode;
}

/** One setting's section: its title, what it does, and its form once the version in force is loaded. */
export function SettingsSection<View extends { version: number | null }>({ headingId, title, intro, query, error, children }: SettingsSectionProps<View>) {
  return (
    <SectionCard headingId={headingId} title={title} size="5" stack="4">
      {intro}
      <QueryState query={query} error={error}>
        {/* a new version (this admin's save or another's) starts the form afresh */}
        {query.data && <Fragment key={query.data.version ?? 'default'}>{children(query.data)}</Fragment>}
      </QueryState>
    </SectionCard>
  );
}

interface SettingsFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  save: SettingsSave & { isPending: boolean };
  /** The version the form shows, the refusal's first line and what a save changes: see SaveOutcome. */
  version?: number | null;
  refused: string;
  saved?: string;
  /** A save was tried while a field is wrong: the fields mark themselves, this says why nothing was sent. */
  invalid?: boolean;
  /** Buttons besides Save, before it. */
  actions?: ReactNode;
  /** The Save button's accessible name, where the page has more than one Save. */
  saveLabel?: string;
  children: ReactNode;
}

/** A setting's form: its fields, then how the save went, then the buttons. */
export function SettingsForm({ label, onSubmit, save, version, refused, saved, invalid = false, actions, saveLabel, children }: SettingsFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label}>
      <Flex direction="column" gap="4">
        {children}
        {invalid && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>Correct the marked fields before saving.</Callout.Text>
          </Callout.Root>
        )}
        <SaveOutcome save={save} version={version} refused={refused} saved={saved} />
        <Flex justify="end" gap="3" wrap="wrap">
          {actions}
          <Button type="submit" loading={save.isPending} aria-label={saveLabel}>
            Save
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
