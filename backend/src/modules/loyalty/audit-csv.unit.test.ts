import { describe, expect, it } from 'vitest';
import type { LoyaltyAuditEntry } from '@pokerfest/domain';
import { auditCsv, csvCell } from './audit-csv';

describe('loyalty audit CSV', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('one\ntwo')).toBe('"one\ntwo"');
    expect(csvCell(null)).toBe('');
  });

  it('keeps text from running as a formula, but leaves numbers alone', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell(-30)).toBe('-30');
  });

  it('writes the header and one CRLF-terminated row per entry', () => {
    const entry: LoyaltyAuditEntry = {
      id: 7,
      userId: 3,
      username: 'anna',
      points: -30,
      source: 'adjustment',
      sourceId: null,
      description: 'Duplicate, "again"',
      createdAt: '2027-06-03T10:00:00.000Z',
      admin: { id: 1, username: 'boss' },
    };
    expect(auditCsv([entry])).toBe(
      'id,createdAt,userId,username,points,source,sourceId,description,adminUsername\r\n7,2027-06-03T10:00:00.000Z,3,anna,-30,adjustment,,"Duplicate, ""again""",boss\r\n',
    );
  });
});
