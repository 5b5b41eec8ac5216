import { it } from 'vitest';
import { browserPerFile } from './browser';
import { inject } from 'vitest';
import { demoAdmin, logInThroughUi } from './accounts';
import { addAccommodation, addHotel, createFestival } from './admin-catalogue-steps';

const { withPage } = browserPerFile(inject('baseUrl'));
it('debug', async () => { await withPage(async ({ page }) => {
page.setDefaultTimeout(8000);
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('request', (r) => { if (r.url().includes('/api/admin')) console.log('req', r.method(), r.url(), r.postData()?.slice(0, 300)); });
page.on('response', (r) => { if (r.url().includes('/api/admin') && r.status() >= 400) void r.text().then((t) => console.log('res', r.status(), t.slice(0, 300))); });
const u = Date.now().toString(36);
try {
  await logInThroughUi(page, demoAdmin);
  await page.goto('/admin');
  await addHotel(page, { name: `Dbg Hotel ${u}`, location: 'Graz', latitude: '47.1', longitude: '15.4' });
  const { dialog } = await createFestival(page, { title: `Dbg Cup ${u}`, location: 'Graz', startDate: '2027-06-10', endDate: '2027-06-14' });
  await addAccommodation(page, dialog, { hotelName: `Dbg Hotel ${u}`, roomType: 'Room', pricePerNight: '100', rooms: '2' });
} catch (error) {
  console.log('FAILED', String(error).slice(0, 400));
} finally {
  await page.screenshot({ path: '/tmp/acdebug/shot.png', fullPage: true });
}
}); }, 120_000);
