import type { SettingGroups } from './setting';

/** The settings of the shop's own rules: mail, the seller, payments, logins, booking, the catalogue (docs/configuration.md). */
export const shopSettings = {
  'E-mail and the seller': {
    SMTP_URL: {
      unset: 'unset: development mailbox',
      meaning: '`smtp://` or `smtps://` URL; unset, e-mails are stored and logged instead of sent.',
    },
    MAIL_FROM: { meaning: 'Sender of outgoing e-mail.' },
    SELLER_NAME: {
      meaning:
        'The seller named on every receipt (confirmation page, printed receipt), the legal pages and at the foot of the booking ' +
        'e-mails, until an admin saves the seller in Admin → Settings (then that one, read per request); served to the app by `GET ' +
        '/api/shop`.',
    },
    SELLER_ADDRESS: {
      defaultMeans: 'no address shown',
      meaning:
        "The seller's postal address, one line, on receipts and the confirmation e-mail. Set it in production; `make run` and `make " +
        'dev` set a demo one.',
    },
    SUPPORT_EMAIL: { meaning: 'The support contact on receipts and the confirmation e-mail; must be an e-mail address.' },
  },
  Payments: {
    PAYMENT_PROVIDER: {
      unset: '`stripe` when `STRIPE_SECRET_KEY` is set, else `demo`',
      meaning:
        "`demo`: the offline provider with test cards (intents in the database, signed webhook deliveries). `stripe`: Stripe's API; " +
        'needs the three `STRIPE_*` keys, a missing one stops start-up.',
    },
    STRIPE_SECRET_KEY: {
      unset: 'unset: demo payments',
      meaning: '`sk_…`; setting it selects the Stripe adapter unless `PAYMENT_PROVIDER=demo`.',
    },
    STRIPE_PUBLISHABLE_KEY: {
      unset: 'unset',
      meaning: '`pk_…`, handed to the browser for Stripe.',
    },
    STRIPE_WEBHOOK_SECRET: {
      unset: 'unset',
      meaning: '`whsec_…`, verifies Stripe webhooks.',
    },
    STRIPE_MAX_NETWORK_RETRIES: {
      meaning:
        'How often a Stripe call that fails on the network, with a 409 or with a 5xx is tried again (0–10), with a growing pause, ' +
        'under the same idempotency key so a retry never charges or refunds twice. A declined card or another 4xx is never retried.',
    },
    DEMO_WEBHOOK_SECRET: {
      unset: 'outside production: generated',
      meaning:
        "Signs and verifies the demo provider's webhook deliveries; at least 32 characters. Anyone who knows it can mark orders paid, " +
        'so it is required in production with the demo provider. Elsewhere, when unset, one is generated and kept in ' +
        '`DATA_DIR/demo-webhook-secret` (processes sharing `DATA_DIR` share it; the worker only refunds, it signs nothing).',
    },
    WEBHOOK_TOLERANCE_SECONDS: {
      meaning:
        "How far a webhook signature's timestamp may be from the server's clock before the delivery is refused (replay window).",
    },
    HOLD_EXPIRY_PROVIDER_GRACE_MS: {
      meaning:
        'A hold that ends first cancels its payment at the provider (a payment that came first confirms the order); while the ' +
        'provider cannot be asked, the hold is kept at most this much longer, then it ends and a success arriving later is refunded.',
    },
    DEMO_WEBHOOK_REDELIVERY_MS: {
      meaning:
        "The demo provider makes a payment outcome's delivery again after this long unless the shop took it (then with the timers' " +
        'back-off), as Stripe redelivers an unacknowledged webhook.',
    },
    PAYMENT_RECONCILE_EVERY_MS: {
      meaning:
        "How often a worker compares the provider's recent intents with the orders' verdicts, and re-arms refunds requested without a " +
        "timer (also once at the worker's start).",
    },
    PAYMENT_RECONCILE_WINDOW_MS: { meaning: 'How far back that comparison looks.' },
    PAYMENT_RECONCILE_MAX_INTENTS: { meaning: 'Intents compared per run at most.' },
  },
  'Logins and accounts': {
    SESSION_MAX_AGE_MS: {
      meaning:
        'Lifetime of a session cookie and its row in `http_sessions`, counted from login (sessions are written only when they change, ' +
        'not on every request).',
    },
    SESSION_CACHE_TTL_MS: {
      meaning:
        'How long an API process keeps a session and a user row it read, so a request does not ask the database who is asking (0–300000; ' +
        '`0`: always ask). Every change to either (logout, a password reset, a role change, loyalty points) is forgotten at once in the ' +
        'process that made it and, through Postgres NOTIFY, within milliseconds in every other; while that listener is down nothing is ' +
        'kept, and the listener\'s connection is checked every 5 s. This bounds only a change nobody announced (a write with triggers off, a ' +
        'restore) ([0036](decisions/0036-session-cache.md)).',
    },
    SESSION_CACHE_MAX_ENTRIES: {
      meaning: 'Sessions an API process keeps at most, and as many user rows; past it the least recently used are dropped.',
    },
    AUTH_RATE_LIMIT_MAX: {
      meaning:
        "Requests per client address (the socket's, or the one a trusted proxy names, see `TRUST_PROXY`) and window to each of login, " +
        'registration, resend-verification and the two password-reset calls; more get 429. Shared through Redis when `REDIS_URL` is ' +
        'set; while Redis does not answer, each API process counts for itself.',
    },
    AUTH_RATE_LIMIT_WINDOW_MS: { meaning: 'The window of `AUTH_RATE_LIMIT_MAX`.' },
    LOGIN_MAX_FAILURES: {
      meaning:
        'Failed logins at one account from one client address within `LOGIN_FAILURE_WINDOW_MS` before that address is locked out of ' +
        'that account (see [Logins: throttling](security.md#logins-throttling)).',
    },
    LOGIN_ACCOUNT_MAX_FAILURES: {
      meaning:
        'Failed logins at one account from all addresses together within `LOGIN_FAILURE_WINDOW_MS` after which every further failure ' +
        'locks its address at once (the account-wide ceiling).',
    },
    LOGIN_FAILURE_WINDOW_MS: {
      meaning:
        'Window in which failed logins are counted (housekeeping forgets counters after a day, so at most 24 hours count).',
    },
    LOGIN_LOCK_MS: {
      meaning:
        'How long a locked address answers 429 for that account: short, and it never locks the owner out from another address.',
    },
    PASSWORD_RESET_TTL_MS: { meaning: 'Lifetime of a password-reset link (single use).' },
    EMAIL_VERIFICATION_TTL_MS: { meaning: 'Lifetime of an e-mail verification link.' },
  },
  Booking: {
    ORDER_HOLD_MS: {
      meaning:
        'How long an unpaid order holds its room and seats; then a delayed job (or the timer sweep) expires it and returns the stock.',
    },
    IDEMPOTENCY_KEY_TTL_MS: {
      meaning:
        'How long the answer to an `Idempotency-Key` is kept for replay (hourly housekeeping forgets older ones).',
    },
    ORDER_RATE_LIMIT_MAX: {
      meaning:
        'Orders one player may place per window (`POST /api/orders`, counted per logged-in user); more get 429. Counted like ' +
        '`AUTH_RATE_LIMIT_MAX`, but only for placements that reach the database: a refusal given from memory (sold out, not on ' +
        'sale, no admission) spends nothing (decision 0039).',
    },
    ORDER_RATE_LIMIT_WINDOW_MS: { meaning: 'The window of `ORDER_RATE_LIMIT_MAX`.' },
    CHANGE_QUOTE_TTL_MS: {
      meaning:
        'How long a quote for changing or cancelling a booking can be confirmed; later, confirming it answers 409 with a fresh quote. ' +
        'Quotes are forgotten a day after they were made.',
    },
    CHANGE_HOLD_MS: {
      meaning:
        'How long a change that costs more holds its added seats while its difference is unpaid; then it lapses and the seats return.',
    },
    PRICE_RATE_LIMIT_MAX: {
      meaning:
        'Price calls (`POST /api/orders/price`: the package with the VIP discount, a code and credit) one user may make per ' +
        '`ORDER_RATE_LIMIT_WINDOW_MS`; more get 429. The screens ask once per change of the selection, the code or the credit.',
    },
    CHANGE_RATE_LIMIT_MAX: {
      meaning:
        'Quotes plus change confirmations one user may ask for per `ORDER_RATE_LIMIT_WINDOW_MS`; more get 429.',
    },
    ORDER_LINE_PER_ITEM: {
      meaning:
        'Placements of one room type or tournament one API process checks and holds at a time (1–64); the others wait in line and are ' +
        'refused without a transaction once it is sold out ([0032](decisions/0032-flash-sale-early-refusal.md)).',
    },
    QUEUE_WAITING_ROOM_MS: {
      meaning:
        'How long before a sales opening (a festival\'s, room type\'s or tournament\'s "sales open at") its waiting room takes visitors in ' +
        '(1 minute–24 hours). Whoever joins before the opening gets a position drawn at random at the opening; later arrivals go behind ' +
        '([0037](decisions/0037-sales-queue.md)).',
    },
    QUEUE_ADMISSIONS_PER_MINUTE: {
      meaning:
        'Visitors a new queue lets through to checkout per minute (1–100000); the admin changes it per queue. The default is half of what ' +
        'the order benchmark shows one API process places per second on Postgres (about 120 orders/s, so 60/s).',
    },
    QUEUE_KEEP_PLACE_MS: { meaning: 'How long a visitor who closed the page or lost the connection keeps the place (10 s–1 hour); later it is given up.' },
    QUEUE_ADMISSION_VALID_MS: { meaning: 'How long an admission lets its holder place orders (1 minute–24 hours); then the visitor joins again at the back.' },
    QUEUE_OPEN_FOR_MS: {
      meaning: 'After a sales opening, how long its queue keeps taking arrivals even when nobody waits; then it closes once the last visitor is let through.',
    },
    QUEUE_TICK_MS: { meaning: 'How often each API process moves the queues (lets visitors through) and updates its live visitors (50–10000 ms).' },
    QUEUE_JOIN_RATE_LIMIT_MAX: { meaning: 'Joins of a waiting room per client address and minute; more get 429.' },
    QUEUE_STREAMS_MAX: { meaning: 'Live status connections (server-sent events) one API process keeps at most; past it a browser polls the status instead.' },
    SOLD_OUT_MEMO_MS: {
      meaning:
        'How long an item this API process saw sold out is refused without asking the database (0–5000; 0: always ask). A unit this ' +
        "process gives back clears it at once; one given back by another process (the worker's hold expiry, another instance) or a " +
        'raised capacity is seen after at most this.',
    },
    LOW_STOCK_THRESHOLD: {
      meaning:
        'At or below this many rooms or seats left (0–1000), the festival page says "Only N left" on a room type or tournament (0: ' +
        'only "Sold out" is shown); served to the app by `GET /api/shop`. The public lists carry what is left as `remainingRooms` / ' +
        '`remainingSeats` (null: unlimited), read fresh on every request.',
    },
    WAITING_LIST_MAX_PER_USER: {
      meaning:
        "Waiting lists one player may be on at once (counted under a lock of the player's, so joins sent at once cannot exceed it); " +
        'beyond, `POST /api/waiting-list` answers 409 `waiting_list_limit`. The offer hours (1–168, default 12) are in Admin → ' +
        'Settings.',
    },
    TRIP_REMINDER_HOUR_UTC: {
      meaning:
        "The hour (UTC, 0–23) at which a booking's trip reminder is due, on the day `daysBefore` (Admin → Settings) days before its " +
        'trip.',
    },
    PAYMENT_PLAN_HOUR_UTC: {
      meaning:
        "The hour (UTC, 0–23) at which a payment plan's steps are due: the reminder 7 days before each due date, the overdue " +
        'notice the day after it, and the cancellation when its grace (Admin → Settings → "Payment plans") has run out.',
    },
    CREDIT_RETURN_VALID_DAYS: {
      meaning:
        'Tournament credit an order gives back (it expired or was cancelled unpaid, or a refund of a booking paid with credit) goes ' +
        'back to the grant it came from, keeping its lapse date. When that grant has lapsed meanwhile, the amount is credited as a ' +
        'new grant usable for this many days (1–3660, default 90), so that a refund is never lost to a lapse.',
    },
    ACCOUNTING_EXPORT_MAX_DAYS: {
      meaning:
        'Days one accounting export (`GET /api/admin/accounting/documents.csv`) may span; a longer range answers 400.',
    },
  },
  'Catalogue and the location picker': {
    UPLOAD_MAX_BYTES: { meaning: 'Largest image an admin may upload; larger answers 413.' },
    MAP_TILE_URL: {
      meaning:
        "Tile URL template of the admin location picker's map (Leaflet: `{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`). Empty: no " +
        "online map; the picker takes typed coordinates. The Content-Security-Policy's `img-src` admits exactly its origin(s). Use a " +
        "tile service whose policy allows your traffic; OpenStreetMap's own tiles are for light use " +
        '([0024](decisions/0024-map-tiles-and-geocoder.md)).',
    },
    MAP_TILE_SUBDOMAINS: {
      meaning:
        'The hosts `{s}` in `MAP_TILE_URL` stands for, comma-separated; each one becomes an admitted origin. Ignored without `{s}`.',
    },
    MAP_ATTRIBUTION: {
      meaning:
        "The credit shown on the map (plain text). Required with OpenStreetMap's tiles; empty (other tiles only): none.",
    },
    MAP_ATTRIBUTION_URL: { meaning: 'Where the credit links to; empty: plain text.' },
    MAP_GEOCODER_URL: {
      meaning:
        'Nominatim-style address search the browser calls (`?q=…&format=json&limit=1`); `connect-src` admits exactly its origin. ' +
        'Empty: no address search.',
    },
    MAP_GEOCODER_INTERVAL_MS: {
      meaning:
        'Least time (0–60000) between two searches of one page; a search asked for sooner waits its turn. Keep at least `1000` with ' +
        'the public Nominatim (its usage policy: one request a second).',
    },
  },
} satisfies SettingGroups;
