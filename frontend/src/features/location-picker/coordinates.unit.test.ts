import { describe, expect, it } from 'vitest';
import { DEFAULT_POSITION, formatCoordinate, normalisedPosition, parsePosition } from './coordinates';

describe('location picker coordinates (spec section 2)', () => {
  it('reports coordinates as strings with 6 decimals', () => {
    expect(formatCoordinate(48.2082)).toBe('48.208200');
    expect(normalisedPosition(48.1234567, 16.3)).toEqual({ latitude: '48.123457', longitude: '16.300000' });
  });

  it('wraps longitudes beyond ±180', () => {
    expect(normalisedPosition(0, 196.5).longitude).toBe('-163.500000');
    expect(normalisedPosition(0, -190).longitude).toBe('170.000000');
  });

  it('reads typed coordinates and refuses incomplete or out-of-range ones', () => {
    expect(parsePosition(' 48.2 ', '-16.37')).toEqual({ latitude: 48.2, longitude: -16.37 });
    expect(parsePosition('', '16')).toBeUndefined();
    expect(parsePosition('91', '16')).toBeUndefined();
    expect(parsePosition('48', '181')).toBeUndefined();
    expect(parsePosition('north', '16')).toBeUndefined();
    expect(parsePosition(null, undefined)).toBeUndefined();
  });

  it('centres on Vienna by default', () => {
    expect(DEFAULT_POSITION).toEqual({ latitude: 48.2082, longitude: 16.3738 });
  });
});
