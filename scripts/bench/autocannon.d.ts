declare module 'autocannon' {
  interface Result {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  }
  /** A run: awaited for its result; each answer is heard as it comes (its time in fractional ms). */
  interface Run extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): Run;
  }
  export default function autocannon(options: { url: string; connections: number; duration: number }): Run;
}
