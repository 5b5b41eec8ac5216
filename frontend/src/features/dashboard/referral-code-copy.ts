// Copying the referral code: the Clipboard API where the page may use it, else the older
// select-and-copy, which still works on plain http and in browsers without clipboard permission.

export interface CopyWays {
  clipboard?: { writeText: (text: string) => Promise<void> };
  /** Selects `text` in a hidden field and asks the browser to copy it; true when it did. */
  selectAndCopy: (text: string) => boolean;
}

function selectAndCopyInPage(text: string): boolean {
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    // deprecated, but the only way left when the Clipboard API is missing or refused
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}

export function browserCopyWays(): CopyWays {
  return { clipboard: window.isSecureContext ? navigator.clipboard : undefined, selectAndCopy: selectAndCopyInPage };
}

/** Copies `text`; resolves true when one of the ways worked. */
export async function copyText(text: string, ways: CopyWays = browserCopyWays()): Promise<boolean> {
  if (ways.clipboard) {
    try {
      await ways.clipboard.writeText(text);
      return true;
    } catch {
      // refused (no permission, page not focused): fall through to the older way
    }
  }
  return ways.selectAndCopy(text);
}
