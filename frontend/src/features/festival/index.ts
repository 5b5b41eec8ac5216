// The festival page's public entry: its stay dates.
export * from './stay-dates';
