export interface EsStreamsTable {
  stream_id: string;
  stream_type: string;
  version: string;
}
