import { describe, expect, it } from 'vitest';
import { lenientPath } from './spa';

describe('lenientPath', () => {
  it('reads bent spellings of an API path the way a lenient server would', () => {
    for (const bent of ['//api/admin/users', '/API/Admin/users', '/api%2Fadmin/users', '/api%5Cadmin', '/api/./admin', '/api/x/../admin', '/api;x=1/admin', '/%61pi/admin?x=1']) {
      expect(lenientPath(bent).split('/')[1], bent).toBe('api');
    }
  });

  it('leaves page paths alone and survives malformed escapes', () => {
    expect(lenientPath('/festival/vienna-spring-2027')).toBe('/festival/vienna-spring-2027');
    expect(lenientPath('/%E0%A4%A/x')).toBe('/%e0%a4%a/x');
    expect(lenientPath('/../../etc/passwd')).toBe('/etc/passwd');
  });
});
