import { describe, expect, it } from 'vitest';
import { appWithAdminPerFile } from '../admin/testing/admin-app';

const app = appWithAdminPerFile();


const festival = (over: Record<string, unknown>) => ({
  title: 'Graz <Poker> Days & Nights',
  description: 'Five days of tournaments in Graz',
  location: 'Graz, Austria',
  startDate: '2027-05-01',
  endDate: '2027-05-05',
  ...over,
});

const page = async (url: string) => (await app.t.server.inject({ url, headers: { accept: 'text/html' } })).body;

describe('page shells in the first HTML (0026)', () => {
  it("paints an active festival's escaped title, the home hero on /, and the generic skeleton elsewhere", async () => {
    expect((await app.admin.post('/api/admin/products', festival({ productId: 'graz-2027' }))).statusCode).toBe(201);
    expect((await app.admin.post('/api/admin/products', festival({ productId: 'hidden-2027', title: 'Hidden Days', active: false }))).statusCode).toBe(201);

    for (const url of ['/festivals/graz-2027', '/festivals/graz-2027/', '/festivals/graz%2D2027?x=1']) {
      expect(await page(url), url).toContain('<!--shell--><h1>Graz &#60;Poker&#62; Days &#38; Nights</h1><!--/shell-->');
    }
    expect(await page('/')).toContain('<!--shell--><h1>Home</h1><!--/shell-->');
    for (const url of ['/', '/festivals/graz-2027']) {
      const head = await app.t.server.inject({ method: 'HEAD', url });
      expect([head.statusCode, head.headers['content-type'], head.body]).toEqual([200, 'text/html; charset=utf-8', '']);
    }
    for (const url of ['/festivals/hidden-2027', '/festivals/no-such', `/festivals/${'x'.repeat(5000)}`, '/help']) {
      expect(await page(url), url.slice(0, 40)).toContain('<!--shell--><p>skeleton</p><!--/shell-->');
    }
  });

  it('shows a renamed festival at once', async () => {
    expect((await app.admin.patch('/api/admin/products/graz-2027', { title: 'Graz Poker Week' })).statusCode).toBe(200);
    expect(await page('/festivals/graz-2027')).toContain('<h1>Graz Poker Week</h1>');
  });

  it("starts the page's main picture from the first HTML: a festival's hero, the home carousel's first slide", async () => {
    const preload = (html: string) => /<link rel="preload" as="image"[^>]*>/.exec(html)?.[0];
    expect((await app.admin.post('/api/admin/products', festival({ productId: 'linz-2027', startDate: '2027-01-10', endDate: '2027-01-12', featured: true, imageUrl: '/images/demo/linz.webp' }))).statusCode).toBe(201);
    const linz = '<link rel="preload" as="image" href="/images/demo/linz.webp" imagesrcset="/images/demo/linz-480.webp 480w, /images/demo/linz.webp 960w" imagesizes="100vw" fetchpriority="high">';
    const linzPage = await page('/festivals/linz-2027');
    expect(preload(linzPage)).toBe(linz);
    // painted from the first HTML where the hero will show it
    expect(linzPage).toContain(
      '<!--shell--><img class="boot-picture" src="/images/demo/linz.webp" srcset="/images/demo/linz-480.webp 480w, /images/demo/linz.webp 960w" sizes="100vw" width="960" height="640" alt="" fetchpriority="high"><h1>Graz &#60;Poker&#62; Days &#38; Nights</h1><!--/shell-->',
    );
    // the first featured festival by start date, as the carousel lists it, painted where its slide will show it
    const home = await page('/');
    expect(preload(home)).toBe(linz);
    expect(home).toContain(
      '<!--shell--><h1>Home</h1><img class="boot-picture" src="/images/demo/linz.webp" srcset="/images/demo/linz-480.webp 480w, /images/demo/linz.webp 960w" sizes="100vw" width="960" height="640" alt="" fetchpriority="high"><!--/shell-->',
    );
    expect((await app.admin.patch('/api/admin/products/graz-2027', { imageUrl: '/uploads/festival-graz.png' })).statusCode).toBe(200);
    expect(preload(await page('/festivals/graz-2027'))).toBe('<link rel="preload" as="image" href="/uploads/festival-graz.png" fetchpriority="high">');
    // a picture of another site, or none: the page fetches it itself
    for (const imageUrl of ['https://pictures.example/graz.png', null]) {
      expect((await app.admin.patch('/api/admin/products/graz-2027', { imageUrl })).statusCode).toBe(200);
      expect(preload(await page('/festivals/graz-2027')), String(imageUrl)).toBeUndefined();
    }
    expect((await app.admin.patch('/api/admin/products/linz-2027', { featured: false })).statusCode).toBe(200);
    expect(preload(await page('/'))).toBeUndefined();
    expect(await page('/')).toContain('<!--shell--><h1>Home</h1><!--/shell-->');
  });
});
