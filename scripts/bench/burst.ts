import http from 'node:http';
import { percentile } from './lag';

// The benches' HTTP client for set-up and calls outside the timed rush (registering players, the
// admin's calls, the queue's visitors): node:http's agent, keep-alive, no socket cap. The rush
// itself is sent by RawBurstClient (raw-burst.ts).

export interface Answer {
  status: number;
  body: string;
  ms: number;
}

export class BurstClient {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: Infinity, keepAliveMsecs: 60_000 });
  constructor(private readonly host: string, private readonly port: number) {}

  request(method: string, path: string, options: { cookie?: string; body?: unknown } = {}): Promise<Answer & { cookie?: string }> {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: this.host,
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(options.cookie ? { cookie: options.cookie } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const setCookie = response.headers['set-cookie']?.[0]?.split(';')[0];
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started, cookie: setCookie });
          });
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
  }

  /** Runs `count` calls, `width` at a time (registering 1,000 players without flooding argon2). */
  async inBatches<T>(count: number, width: number, call: (i: number) => Promise<T>): Promise<T[]> {
    const results: T[] = new Array<T>(count);
    let next = 0;
    await Promise.all(Array.from({ length: Math.min(width, count) }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await call(i);
      }
    }));
    return results;
  }

  close(): void {
    this.agent.destroy();
  }
}

export interface BurstFigures {
  created: number;
  soldOut: number;
  other: number;
  serverErrors: number;
  histogram: Map<number, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
}

const reasonOf = (body: string): string | undefined => {
  try {
    return (JSON.parse(body) as { details?: { reason?: string } }).details?.reason;
  } catch {
    return undefined;
  }
};

export function figuresOf(answers: readonly Answer[], seconds: number): BurstFigures {
  const histogram = new Map<number, number>();
  for (const answer of answers) histogram.set(answer.status, (histogram.get(answer.status) ?? 0) + 1);
  const created = answers.filter((answer) => answer.status === 201).length;
  const soldOut = answers.filter((answer) => answer.status === 409 && reasonOf(answer.body) === 'sold_out').length;
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return {
    created,
    soldOut,
    other: answers.length - created - soldOut,
    serverErrors: answers.filter((answer) => answer.status >= 500).length,
    histogram,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    perSecond: answers.length / seconds,
  };
}
