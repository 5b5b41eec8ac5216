/** Read model: one row per event stream, for auditing what happened to each aggregate. */
export interface StreamSummariesTable {
  stream_id: string;
  stream_type: string;
  first_event_type: string;
  last_event_type: string;
  last_version: number;
  first_recorded_at: Date;
  last_recorded_at: Date;
}
