// How orders are named and timed in the admin Orders tab.

/** The first 8 characters of the order id, enough to tell orders apart at a glance. */
export function shortOrderId(id: string): string {
  return id.slice(0, 8);
}

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** 'Mar 14, 2027, 09:30 AM' in the admin's time zone; the text itself when unreadable. */
export function formatOrderTime(value: string): string {
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : timeFormat.format(time);
}
