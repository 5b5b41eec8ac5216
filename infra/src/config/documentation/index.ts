import { platformSettings } from './platform';
import type { SettingDocumentation, SettingGroups, SettingName } from './setting';
import { shopSettings } from './shop';

export type { SettingDocumentation, SettingName } from './setting';

type Documented<Groups extends SettingGroups> = { [Title in keyof Groups]: keyof Groups[Title] }[keyof Groups];
type Undocumented = Exclude<SettingName, Documented<typeof platformSettings> | Documented<typeof shopSettings>>;

// A variable added to the schema without its documentation fails the type check here, naming it.
const everySettingDocumented: [Undocumented] extends [never] ? true : Undocumented = true;
void everySettingDocumented;

/** The groups of docs/configuration.md, in the order the page shows them. */
export const settingGroups: Array<{ title: string; settings: Array<[SettingName, SettingDocumentation]> }> = [
  ...Object.entries(platformSettings),
  ...Object.entries(shopSettings),
].map(([title, settings]) => ({ title, settings: Object.entries(settings) as Array<[SettingName, SettingDocumentation]> }));
