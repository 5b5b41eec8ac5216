// Every URL the app uses: the REST API of product spec section 7 and the client routes of section 2.

const segment = (value: string | number) => encodeURIComponent(String(value));

export const apiPaths = {
  health: '/api/health',
  // identity
  user: '/api/user',
  login: '/api/login',
  register: '/api/register',
  logout: '/api/logout',
  resendVerification: '/api/resend-verification',
  requestPasswordReset: '/api/request-password-reset',
  resetPassword: '/api/reset-password',
  userReferrals: '/api/users/referrals',
  // loyalty and referrals
  loyaltyConfig: '/api/loyalty/config',
  loyaltyMe: '/api/loyalty/me',
  agentCommissions: '/api/agents/me/commissions',
  // catalogue
  products: '/api/products',
  product: (productId: string) => `/api/products/${segment(productId)}`,
  productHotels: (productId: string) => `/api/products/${segment(productId)}/hotels`,
  productAccommodations: (productId: string) => `/api/products/${segment(productId)}/accommodations`,
  productTournaments: (productId: string) => `/api/products/${segment(productId)}/tournaments`,
  productExtras: (productId: string) => `/api/products/${segment(productId)}/extras`,
  /** The visitor's place for the festival's next sales opening (issue 30): GET reads it, POST takes it. */
  productQueue: (productId: string) => `/api/products/${segment(productId)}/queue`,
  /** The same, live (server-sent events). */
  productQueueEvents: (productId: string) => `/api/products/${segment(productId)}/queue/events`,
  casinos: '/api/casinos',
  mapConfig: '/api/map/config',
  hotels: '/api/hotels',
  accommodations: (festivalId: string) => `/api/accommodations?festivalId=${segment(festivalId)}`,
  tournaments: (festivalId: string) => `/api/tournaments?festivalId=${segment(festivalId)}`,
  extras: (festivalId: string) => `/api/extras?festivalId=${segment(festivalId)}`,
  // booking and payment
  orders: '/api/orders',
  /** The price an order would have (issue 32): the package, the VIP discount, a code and the credit; it holds nothing. */
  orderPrice: '/api/orders/price',
  order: (orderId: string | number) => `/api/orders/${segment(orderId)}`,
  orderStatus: (orderId: string | number) => `/api/orders/${segment(orderId)}/status`,
  /** A quote for changing or cancelling a booking (issue 17); it changes nothing. */
  orderChangeQuote: (orderId: string) => `/api/orders/${segment(orderId)}/change-quote`,
  /** Confirms one quote by its id. */
  orderChanges: (orderId: string) => `/api/orders/${segment(orderId)}/changes`,
  /** The trip as an iCalendar file: the stay and each seat. */
  orderCalendar: (orderId: string) => `/api/orders/${segment(orderId)}/calendar.ics`,
  /** The order's invoices and credit notes, oldest first; each names its own PDF url. */
  orderDocuments: (orderId: string) => `/api/orders/${segment(orderId)}/documents`,
  /** A plan's later payment (issue 31): the next one due, or the whole balance. */
  orderPayments: (orderId: string) => `/api/orders/${segment(orderId)}/payments`,
  /** A plan's consent to charge its later payments to the saved card (issue 31): DELETE withdraws it. */
  orderAutomaticCharges: (orderId: string) => `/api/orders/${segment(orderId)}/automatic-charges`,
  createPaymentIntent: '/api/create-payment-intent',
  /** The payment-plan policy in force: what the checkout may offer (issue 31). */
  paymentPlans: '/api/payment-plans',
  paymentsConfig: '/api/payments/config',
  demoPaymentConfirm: '/api/payments/demo/confirm',
  cancellationPolicy: '/api/cancellation-policy',
  /** The signed-in player's tournament credit: balance and entries (issue 32). */
  credit: '/api/credit',
  // the deployment's own facts (the seller on receipts)
  shop: '/api/shop',
  // waiting lists of sold-out items (issue 19): mine, leaving by id or by the e-mail's signed link
  waitingList: '/api/waiting-list',
  waitingListEntry: (entryId: string) => `/api/waiting-list/${segment(entryId)}`,
  waitingListLeave: '/api/waiting-list/leave',
  // admin
  admin: {
    users: '/api/admin/users',
    userRole: (userId: number) => `/api/admin/users/${segment(userId)}/role`,
    userLoyaltyPoints: (userId: number) => `/api/admin/users/${segment(userId)}/loyalty-points`,
    userVerifyEmail: (userId: number) => `/api/admin/users/${segment(userId)}/verify-email`,
    /** A player's tournament credit (issue 32): GET the balance and entries, POST a grant or a take-back. */
    userCredit: (userId: number) => `/api/admin/users/${segment(userId)}/credit`,
    /** Voucher codes (issue 32): the list (optionally ?active=), a new code, and one code's terms. */
    vouchers: '/api/admin/vouchers',
    voucher: (id: number) => `/api/admin/vouchers/${segment(id)}`,
    accommodations: '/api/admin/accommodations',
    accommodation: (id: number) => `/api/admin/accommodations/${segment(id)}`,
    tournaments: '/api/admin/tournaments',
    tournament: (id: number) => `/api/admin/tournaments/${segment(id)}`,
    extras: '/api/admin/extras',
    extra: (id: number) => `/api/admin/extras/${segment(id)}`,
    products: '/api/admin/products',
    product: (productId: string) => `/api/admin/products/${segment(productId)}`,
    uploadFestivalImage: '/api/admin/upload/festival-image',
    uploadHotelImage: '/api/admin/upload/hotels',
    casinos: '/api/admin/casinos',
    casino: (id: number) => `/api/admin/casinos/${segment(id)}`,
    hotels: '/api/admin/hotels',
    hotel: (id: number) => `/api/admin/hotels/${segment(id)}`,
    orders: (filters: { status?: string; festivalId?: string; payment?: string } = {}) => {
      const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
      return query ? `/api/admin/orders?${query}` : '/api/admin/orders';
    },
    orderEvents: (orderId: string) => `/api/admin/orders/${segment(orderId)}/events`,
    orderCancel: (orderId: string) => `/api/admin/orders/${segment(orderId)}/cancel`,
    loyaltyTransactions: '/api/admin/loyalty-transactions',
    loyaltyTransactionsCsv: '/api/admin/loyalty-transactions.csv',
    /** Every invoice and credit note issued in a date range (the Accounting tab), and its CSV export. */
    documents: '/api/admin/documents',
    accountingDocumentsCsv: '/api/admin/accounting/documents.csv',
    cancellationPolicy: '/api/admin/settings/cancellation-policy',
    /** The seller that invoices and credit notes name, and their number series and taxes. */
    sellerSettings: '/api/admin/settings/seller',
    /** How many days before check-in the trip reminder goes out. */
    tripReminderSettings: '/api/admin/settings/trip-reminder',
    /** Whether and how a booking may be paid in parts (issue 31). */
    paymentPlanSettings: '/api/admin/settings/payment-plans',
    /** How many hours a waiting-list offer holds the unit for its player. */
    waitingListSettings: '/api/admin/settings/waiting-list',
    waitingLists: (festivalId: string) => `/api/admin/waiting-lists?festivalId=${segment(festivalId)}`,
    waitingListMove: (entryId: string) => `/api/admin/waiting-lists/entries/${segment(entryId)}/move`,
    /** Every sales queue (issue 30), and one to pause, resume or change the rate of. */
    salesQueues: '/api/admin/sales-queues',
    salesQueue: (queueId: number) => `/api/admin/sales-queues/${segment(queueId)}`,
    /** Refunds not yet made, and timed work that is late or parked (the Overview's shortcuts). */
    pendingWork: '/api/admin/stats/pending-work',
    /** What confirmed bookings paid in parts still owe, in cents, and how many owe it (issue 31). */
    outstandingBalances: '/api/admin/stats/outstanding-balances',
    stats: {
      usersCount: '/api/admin/stats/users-count',
      festivalsCount: '/api/admin/stats/festivals-count',
      ordersCount: '/api/admin/stats/orders-count',
      revenueTotal: '/api/admin/stats/revenue-total',
    },
  },
} as const;

/** The ids of the dashboard's bookings and account card, which the site chrome's links scroll to. */
export const dashboardAnchors = { bookings: 'bookings', profile: 'profile' } as const;

/** Client routes: `pattern` is what the router matches, `to(...)` builds a link. */
export const appPaths = {
  home: '/',
  festivalsSection: '/#festivals',
  auth: '/auth',
  authWithReturn: (returnTo: string) => `/auth?returnTo=${encodeURIComponent(returnTo)}`,
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  festival: { pattern: '/festivals/:id', to: (id: string) => `/festivals/${segment(id)}` },
  /** The waiting-list offer e-mail's checkout link: the festival page with the offered item chosen. */
  festivalOffer: (id: string, offerId: string) => `/festivals/${segment(id)}?offer=${encodeURIComponent(offerId)}`,
  /** The offer e-mail's removal link lands here and posts its token. */
  waitingListLeave: '/waiting-list/leave',
  bookingDetails: '/booking/details',
  bookingPayment: '/booking/payment',
  bookingConfirmation: '/booking/confirmation',
  /** The confirmation of one order; `print` opens the print dialog there. */
  bookingConfirmationOf: (orderId: string, options: { print?: boolean } = {}) =>
    `/booking/confirmation?order_id=${encodeURIComponent(orderId)}${options.print ? '&print=1' : ''}`,
  bookingWizard: { pattern: '/booking/:id', to: (id: string) => `/booking/${segment(id)}` },
  /** Changing or cancelling a booking of the player's (issue 17). */
  orderChange: { pattern: '/orders/:id/change', to: (orderId: string) => `/orders/${segment(orderId)}/change` },
  orderCancel: { pattern: '/orders/:id/cancel', to: (orderId: string) => `/orders/${segment(orderId)}/cancel` },
  dashboard: '/dashboard',
  /** The dashboard at its bookings, and at the account card: each chrome link has a place of its own, so one of them is current. */
  dashboardBookings: `/dashboard#${dashboardAnchors.bookings}`,
  dashboardProfile: `/dashboard#${dashboardAnchors.profile}`,
  admin: '/admin',
  help: '/help',
  // the shop owner's legal pages (texts in frontend/src/content/legal)
  terms: '/terms',
  privacy: '/privacy',
  cancellationPolicy: '/cancellation-policy',
  imprint: '/imprint',
  notFound: '*',
} as const;

/** Static files served beside the app. */
export const assetPaths = {
  /** The one fallback of every picture that is missing or fails to load (components/ui/image-display.tsx). */
  imagePlaceholder: '/images/image-placeholder.svg',
  /** The folder of static images (bare '.svg' names live here). */
  images: '/images',
  /** The folder of uploaded festival pictures ('festival-…' names live here). */
  festivalUploads: '/uploads/festivals',
} as const;
