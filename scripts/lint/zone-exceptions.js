// Imports that break a lint zone today and are allowed until their code moves, each with its reason.
// Passed to the `architecture/imports` rule in eslint.config.js and read by the architecture test,
// which also fails when an entry is no longer needed. `imports` is the target's path from the
// repository root, without its extension. Remove an entry when its import goes: do not add new ones.
export const ZONE_EXCEPTIONS = [
  // The session plugin loads the signed-in user; going through identity's index.ts would make the
  // plugin and identity's routes (which use the plugin) import each other.
  {
    file: 'backend/src/plugins/auth.ts',
    imports: 'backend/src/modules/identity/users-repository',
    why: "the session plugin loads the user with identity's repository",
  },
  // The security-headers test mounts the map route alone; the maps module has no index.ts yet.
  {
    file: 'backend/src/plugins/security-headers.int.test.ts',
    imports: 'backend/src/modules/maps/routes',
    why: 'the test mounts the map route on its own',
  },
];
