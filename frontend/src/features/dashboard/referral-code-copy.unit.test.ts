import { describe, expect, it, vi } from 'vitest';
import { copyText } from './referral-code-copy';

describe('referral code copy', () => {
  it('uses the Clipboard API when it works', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    const selectAndCopy = vi.fn();
    expect(await copyText('REF-ANN-0042', { clipboard: { writeText }, selectAndCopy })).toBe(true);
    expect(writeText).toHaveBeenCalledWith('REF-ANN-0042');
    expect(selectAndCopy).not.toHaveBeenCalled();
  });

  it('falls back to select-and-copy when the Clipboard API is refused or missing', async () => {
    const writeText = vi.fn().mockRejectedValue(new Error('NotAllowedError'));
    expect(await copyText('REF-ANN-0042', { clipboard: { writeText }, selectAndCopy: () => true })).toBe(true);
    expect(await copyText('REF-ANN-0042', { selectAndCopy: () => false })).toBe(false);
  });
});
