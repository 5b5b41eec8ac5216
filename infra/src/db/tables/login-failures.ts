export interface LoginFailuresTable {
  /** `user:<id>` for an existing user (whether the username or the e-mail was typed), else `name:<lower-cased login text>`. */
  account: string;
  /** The client address, or `*` for the account's count over all addresses. */
  client: string;
  failures: number;
  first_failed: Date;
  locked_until: Date | null;
}
