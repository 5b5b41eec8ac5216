// Browser storage keys (product spec section 3): each begins with the product's name.

/** The product name used as the prefix of every browser storage key. */
export const STORAGE_PRODUCT_NAME = 'pokerfest';

export const storageKeys = {
  cart: `${STORAGE_PRODUCT_NAME}_cart`,
  bookingDraft: `${STORAGE_PRODUCT_NAME}_booking_data`,
  /** The pending order the details page created, until it is paid. */
  bookingOrderId: `${STORAGE_PRODUCT_NAME}_booking_order_id`,
  /** The details form as last sent, to fill it in again for the same player. */
  customerDetails: `${STORAGE_PRODUCT_NAME}_customer_details`,
  /** A sales queue's admission, one key per festival: this prefix and the festival's id (sessionStorage: this tab's turn, issue 30). */
  salesAdmission: `${STORAGE_PRODUCT_NAME}_sales_admission_`,
} as const;
