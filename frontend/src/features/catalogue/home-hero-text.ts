/** The home page hero's words: the React hero and the first HTML's shell (app/shells/home.html) both print them. */
export const homeHeroText = {
  title: 'Poker festival trips, booked in one place',
  lead: 'Hotel, tournament seats and extras in one package, with loyalty points on every booking.',
} as const;
