import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SaveOutcome, type SettingsSave } from './save-outcome';

const idle: SettingsSave = { isError: false, error: null, isSuccess: false };
const render = (save: SettingsSave, version: number | null = 3) =>
  renderToStaticMarkup(<SaveOutcome save={save} version={version} refused="The seller details could not be saved" saved="Saved: documents name this seller." />);

describe('a settings form saying how its save went', () => {
  it('says nothing before a save, and "saved" only while the saved version is the one shown', () => {
    expect(render(idle)).toBe('');
    expect(render({ ...idle, isSuccess: true, data: { version: 3 } })).toContain('Saved: documents name this seller.');
    expect(render({ ...idle, isSuccess: true, data: { version: 3 } }, 4)).toBe('');
  });

  it('shows a refusal with its fixed line when the server gives no message', () => {
    const html = render({ ...idle, isError: true, error: new Error('network') });
    expect(html).toContain('role="alert"');
    expect(html).toContain('The seller details could not be saved');
    expect(html).not.toContain('Saved:');
  });
});
