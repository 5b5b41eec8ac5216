import type { envSchema } from '../schema';

export type SettingName = keyof typeof envSchema.shape;

/**
 * What docs/configuration.md says about one setting. The default comes from the schema itself, so
 * the table cannot drift from the code; only what the schema cannot say is written here.
 */
export interface SettingDocumentation {
  /** What the setting does, in Markdown; links are relative to docs/, where the table lives. */
  meaning: string;
  /**
   * For a setting the schema leaves without a value of its own (unset, or worked out later in
   * loadConfig): what applies then, shown in place of a default ("outside production: generated").
   */
  unset?: string;
  /** Said after the schema's default when the value alone does not tell what it does: `0`: "not served". */
  defaultMeans?: string;
}

/** Titled groups of settings; a setting appears in exactly one (checked in ./index.ts and by its test). */
export type SettingGroups = Record<string, Partial<Record<SettingName, SettingDocumentation>>>;
