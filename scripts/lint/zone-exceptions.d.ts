export interface ZoneException {
  file: string;
  imports: string;
  why: string;
}

export const ZONE_EXCEPTIONS: readonly ZoneException[];
