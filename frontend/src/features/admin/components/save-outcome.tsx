import { Callout } from '@radix-ui/themes';
import { refusalLines } from '../failure-text';

/** What a settings form needs of its save mutation to say how the save went. */
export interface SettingsSave {
  isError: boolean;
  error: unknown;
  isSuccess: boolean;
  data?: { version: number | null };
}

interface SaveOutcomeProps {
  save: SettingsSave;
  /** The settings' version the form shows: "saved" stays only while the saved version is the one in force. */
  version?: number | null;
  /** The refusal's first line when the server gives no message of its own. */
  refused: string;
  /** What the saved settings now do; none: nothing is said on success. */
  saved?: string;
}

/** A settings form's answer to its save: the refusal with the server's reasons, or what the save changed. */
export function SaveOutcome({ save, version, refused, saved }: SaveOutcomeProps) {
  return (
    <>
      {save.isError && (
        <Callout.Root color="red" role="alert">
          {refusalLines(refused, save.error).map((line) => (
            <Callout.Text key={line}>{line}</Callout.Text>
          ))}
        </Callout.Root>
      )}
      {saved !== undefined && save.isSuccess && save.data?.version === version && (
        <Callout.Root color="green" role="status">
          <Callout.Text>{saved}</Callout.Text>
        </Callout.Root>
      )}
    </>
  );
}
