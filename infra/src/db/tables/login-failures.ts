export interface LoginFailuresTable {
  account: string;
  failures: number;
  first_failed: Date;
  locked_until: Date | null;
}
