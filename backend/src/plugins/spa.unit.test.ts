import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fakeDist } from '../testing/test-app';
import { inlineScriptHashes, lenientPath, pageWithShell } from './spa';

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

describe('page shells (0026)', () => {
  it("puts the named shell into index.html's shell region, its slots filled with escaped text", async () => {
    const dist = fakeDist();
    const page = await pageWithShell(dist, { name: 'festival', values: { title: `<img src=x onerror=alert(1)> & "Vienna" $& $'` } });
    expect(page).toContain(`<!--shell--><h1>&#60;img src=x onerror=alert(1)&#62; &#38; &#34;Vienna&#34; $&#38; $&#39;</h1><!--/shell-->`);
    expect(page).not.toContain('skeleton');
    expect(page).toContain('<script>window.firstLoad = {}</script>');
  });

  it('keeps the generic skeleton for a shell the build did not write, and refuses a name that is a path', async () => {
    const dist = fakeDist();
    expect(await pageWithShell(dist, { name: 'unknown' })).toContain('<!--shell--><p>skeleton</p><!--/shell-->');
    await expect(pageWithShell(dist, { name: '../index' })).rejects.toThrow(/Not a shell name/);
  });

  it("hashes each inline script of index.html for the Content-Security-Policy, not the ones with a src", () => {
    const dist = fakeDist();
    expect(inlineScriptHashes(dist)).toEqual([`'sha256-${createHash('sha256').update('window.firstLoad = {}').digest('base64')}'`]);
  });
});
