// npm run create-admin -- --username NAME --email ADDRESS --password SECRET
import { parseArgs } from 'node:util';
import { registerSchema } from '@pokerfest/domain';
import { connectDatabase, databaseOptions, loadConfigOrExit, migrateToLatest } from '@pokerfest/infra';
import { registerAccount } from '../modules/identity';

const { values } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, password: { type: 'string' } },
  strict: true,
});
const parsed = registerSchema.safeParse({ username: values.username ?? '', email: values.email ?? '', password: values.password ?? '' });
if (!parsed.success) {
  console.error('Usage: npm run create-admin -- --username NAME --email ADDRESS --password SECRET');
  for (const issue of parsed.error.issues) console.error(`  --${String(issue.path[0])}: ${issue.message}`);
  process.exit(2);
}

const config = loadConfigOrExit();
const handle = await connectDatabase(databaseOptions(config));
try {
  await migrateToLatest(handle.db);
  const admin = await registerAccount({ db: handle.db }, { ...parsed.data, role: 'admin', isEmailVerified: true });
  console.log(`Admin ${admin.username} (id ${admin.id}, ${admin.email}) created.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
