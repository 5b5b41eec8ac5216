import { createTemplateDatabase, TEMPLATE_DATABASE_VARIABLE } from '@pokerfest/infra/testing/services';

// Runs once per `vitest run`, before any test process starts (they inherit the environment it
// sets): the migrations run once into a template, and each test database is a clone of it.
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const template = await createTemplateDatabase();
  if (!template) return undefined;
  process.env[TEMPLATE_DATABASE_VARIABLE] = template.name;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_VARIABLE];
    await template.drop();
  };
}
