// What a screen needs on its first visit, started by a small script inlined in index.html's head
// before the app's own code has arrived (ADR 0026): the route's code and stylesheet, and the GETs
// its first render makes. On a slow network those would otherwise wait for the app's entry bundle
// to download and run. Read at build time only (vite-plugins/first-load.ts): the inline script
// gets the finished plan, not this table.
import { apiPaths, appPaths } from '../../config/paths';

interface FirstLoad {
  /** A router pattern: literal segments and `:name` parameters. */
  pattern: string;
  /** The route module whose chunk, imports and CSS are preloaded, relative to src/. */
  module?: string;
  /** The GETs the screen's first render makes, given its parameters. */
  reads: (params: Record<string, string>) => string[];
}

/** One screen's first needs as the inline script gets them. */
export interface FirstLoadPlan {
  pattern: string;
  /** Script and stylesheet files, from the site root. */
  files: string[];
  /** URLs whose `:name` segments are filled with the matched parameters. */
  reads: string[];
}

// Every screen reads the session's user (the header).
const user = [apiPaths.user];

const firstLoads: FirstLoad[] = [
  // home is in the entry bundle; its carousel (the page's largest paint) is a chunk of its own,
  // started here rather than once the page has rendered
  { pattern: appPaths.home, module: 'features/catalogue/components/featured-carousel.tsx', reads: () => [...user, apiPaths.products] },
  {
    pattern: appPaths.festival.pattern,
    module: 'app/routes/festival.tsx',
    reads: ({ id = '' }) => [
      ...user,
      apiPaths.product(id),
      apiPaths.productAccommodations(id),
      apiPaths.productHotels(id),
      apiPaths.productTournaments(id),
      apiPaths.productExtras(id),
    ],
  },
  // the other screens: their code and the header's read (static patterns before `/booking/:id`, as the router ranks them)
  ...(
    [
      [appPaths.help, 'help'],
      [appPaths.auth, 'auth'],
      [appPaths.forgotPassword, 'forgot-password'],
      [appPaths.resetPassword, 'reset-password'],
      [appPaths.terms, 'legal'],
      [appPaths.privacy, 'legal'],
      [appPaths.cancellationPolicy, 'legal'],
      [appPaths.imprint, 'legal'],
      [appPaths.dashboard, 'dashboard'],
      [appPaths.admin, 'admin'],
      [appPaths.bookingDetails, 'booking-details'],
      [appPaths.bookingPayment, 'booking-payment'],
      [appPaths.bookingConfirmation, 'booking-confirmation'],
      [appPaths.bookingWizard.pattern, 'booking-wizard'],
      [appPaths.orderChange.pattern, 'order-change'],
      [appPaths.orderCancel.pattern, 'order-cancel'],
    ] as const
  ).map(([pattern, route]) => ({ pattern, module: `app/routes/${route}.tsx`, reads: () => user })),
];

/** The route modules whose files the build must name. */
export const firstLoadModules = [...new Set(firstLoads.flatMap((load) => (load.module ? [load.module] : [])))];

/**
 * The plan for the inline script. `filesOf` names a route module's files (the build knows them).
 * Reads are built with each parameter standing for itself, `:name`, as the inline script fills them.
 */
export function planFirstLoads(filesOf: (module: string) => string[]): FirstLoadPlan[] {
  return firstLoads.map((load) => {
    const names = load.pattern.split('/').filter((part) => part.startsWith(':'));
    const params = Object.fromEntries(names.map((name) => [name.slice(1), name]));
    const reads = load.reads(params).map((url) => names.reduce((text, name) => text.replaceAll(encodeURIComponent(name), name), url));
    return { pattern: load.pattern, files: load.module ? filesOf(load.module) : [], reads };
  });
}
