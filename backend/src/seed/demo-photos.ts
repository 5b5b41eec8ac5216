import type { Trx } from '@pokerfest/infra';
import { demoImageUrls } from './demo-catalogue';
import type { Seed } from './seeds';

// A database seeded before the demo photographs (issue 29) still names the drawings they replaced
// ('/images/demo/vienna-spring.svg'), which no longer ship: its demo festivals and hotels are
// pointed at the photographs once. A picture an admin has changed since is left as it is.
export const demoPhotos: Seed = {
  name: 'demo-photos',
  async run(trx: Trx) {
    for (const photo of demoImageUrls) {
      const drawing = photo.replace(/\.webp$/, '.svg');
      await trx.updateTable('festivals').set({ image_url: photo }).where('image_url', '=', drawing).execute();
      await trx.updateTable('hotels').set({ image_url: photo }).where('image_url', '=', drawing).execute();
    }
  },
};
