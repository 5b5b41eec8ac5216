import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@pokerfest/infra/testing/services';
import { demoCatalogue } from './demo-catalogue';
import { demoPhotos } from './demo-photos';
import { runSeeds } from './seeds';

// A database seeded before the photographs named the demo drawings; the upgrade points them at the
// photographs and leaves a picture an admin chose alone.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const picture = async (table: 'festivals' | 'hotels', where: [string, string]) =>
  (await database.db.selectFrom(table).select('image_url').where(where[0] as never, '=', where[1] as never).executeTakeFirstOrThrow()).image_url;

it('points festivals and hotels still naming a demo drawing at its photograph, once', async () => {
  expect(await runSeeds(database.db, [demoCatalogue])).toEqual(['demo-catalogue']);
  await database.db.updateTable('festivals').set({ image_url: '/images/demo/vienna-spring.svg' }).where('product_id', '=', 'vienna-spring-2027').execute();
  await database.db.updateTable('festivals').set({ image_url: '/uploads/festivals/festival-own.jpg' }).where('product_id', '=', 'prague-autumn-2027').execute();
  await database.db.updateTable('hotels').set({ image_url: '/images/demo/hotel-danube.svg' }).where('name', '=', 'Danube Riverside Hotel').execute();

  expect(await runSeeds(database.db, [demoPhotos])).toEqual(['demo-photos']);
  expect(await picture('festivals', ['product_id', 'vienna-spring-2027'])).toBe('/images/demo/vienna-spring.webp');
  expect(await picture('festivals', ['product_id', 'prague-autumn-2027'])).toBe('/uploads/festivals/festival-own.jpg');
  expect(await picture('festivals', ['product_id', 'bratislava-summer-2027'])).toBe('/images/demo/bratislava-summer.webp');
  expect(await picture('hotels', ['name', 'Danube Riverside Hotel'])).toBe('/images/demo/hotel-danube.webp');
  expect(await runSeeds(database.db, [demoPhotos])).toEqual([]);
});
