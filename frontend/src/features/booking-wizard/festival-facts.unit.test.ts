import { describe, expect, it } from 'vitest';
import { DEFAULT_FESTIVAL_LOCATION, festivalDayCount, mainEvent, wizardLocation } from './festival-facts';
import { tournaments } from './testing';

describe('wizard festival facts', () => {
  it('derives the location from the product id, else the festival’s own, else a default', () => {
    expect(wizardLocation('bratislava-summer-2027', 'Somewhere')).toBe('Bratislava, Slovakia');
    expect(wizardLocation('Vienna-Spring', null)).toBe('Vienna, Austria');
    expect(wizardLocation('prague-autumn-2027', 'Prague, Czech Republic')).toBe('Prague, Czech Republic');
    expect(wizardLocation('festival-123', ' ')).toBe(DEFAULT_FESTIVAL_LOCATION);
  });

  it('counts the festival’s days, first and last included', () => {
    expect(festivalDayCount('2027-03-12', '2027-03-21')).toBe(10);
    expect(festivalDayCount('2027-03-12', '2027-03-12')).toBe(1);
    expect(festivalDayCount('2027-03-12', null)).toBeNull();
  });

  it('takes the first tournament as the main event', () => {
    expect(mainEvent(tournaments)?.title).toBe('Opening Event €330');
    expect(mainEvent([])).toBeUndefined();
  });
});
