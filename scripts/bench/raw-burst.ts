import net from 'node:net';
import type { Answer } from './burst';

// The rush's buyers as a load generator sends them: one raw keep-alive TCP socket per buyer,
// opened beforehand, each request's bytes built before the timed part and written in one tick,
// each answer read with just enough HTTP to find its end. On this two-core machine the bench's
// client shares the CPU with the API, Postgres and Redis; node:http's client spent 250–500 µs per
// request (as much as a bare Fastify serving it), which a real rush's 1,000 phones do not take
// from the server. This one spends a few µs, as wrk or autocannon would.

const HEADER_END = Buffer.from('\r\n\r\n');

/** One request at a time on one socket; resolves with its status, body and time. */
class RawConnection {
  private buffered: Buffer = Buffer.alloc(0);
  private pending: { started: number; resolve: (answer: Answer) => void; reject: (error: Error) => void } | undefined;

  constructor(private readonly socket: net.Socket) {
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.received(chunk));
    socket.on('error', (error) => this.fail(error));
    socket.on('close', () => this.fail(new Error('the server closed the connection')));
  }

  send(bytes: Buffer): Promise<Answer> {
    if (this.pending) return Promise.reject(new Error('a request is under way on this connection'));
    return new Promise<Answer>((resolve, reject) => {
      this.pending = { started: performance.now(), resolve, reject };
      this.socket.write(bytes);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private received(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    const headerEnd = this.buffered.indexOf(HEADER_END);
    if (headerEnd < 0 || !this.pending) return;
    const head = this.buffered.subarray(0, headerEnd).toString('latin1');
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) return this.fail(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
    const end = headerEnd + 4 + Number(length[1]);
    if (this.buffered.length < end) return;
    const body = this.buffered.subarray(headerEnd + 4, end).toString('utf8');
    this.buffered = this.buffered.subarray(end);
    const { started, resolve } = this.pending;
    this.pending = undefined;
    resolve({ status: Number(head.slice(9, 12)), body, ms: performance.now() - started });
  }

  private fail(error: Error): void {
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(error);
  }
}

/** The buyers' connections: `open` them, then `burst` one request on each at once. */
export class RawBurstClient {
  private connections: RawConnection[] = [];

  /** With several API processes (`ports`), buyer i connects to `ports[i % n]`, as a proxy spreading connections would. */
  constructor(
    private readonly host: string,
    private readonly ports: readonly number[],
  ) {}

  /** Opens one connection per cookie (100 at a time, not to overflow the listen backlog) and checks each is logged in. */
  async open(cookies: readonly string[]): Promise<void> {
    for (let first = 0; first < cookies.length; first += 100) {
      const batch = cookies.slice(first, first + 100);
      const opened = await Promise.all(batch.map((_, j) => new Promise<RawConnection>((resolve, reject) => {
        const socket = net.connect(this.portOf(first + j), this.host, () => resolve(new RawConnection(socket)));
        socket.once('error', reject);
      })));
      this.connections.push(...opened);
    }
    const answers = await Promise.all(this.connections.map((connection, i) => connection.send(this.requestBytes(i, 'GET', '/api/user', cookies[i]!))));
    const refused = answers.filter((answer) => answer.status !== 200);
    if (refused.length > 0) throw new Error(`${refused.length} players are not logged in (first: ${refused[0]!.status} ${refused[0]!.body})`);
  }

  /** Every connection sends `path` with `body` under its own cookie, all written in the same tick. */
  async burst(cookies: readonly string[], path: string, body: unknown): Promise<{ answers: Answer[]; seconds: number }> {
    const requests = this.connections.map((_, i) => this.requestBytes(i, 'POST', path, cookies[i]!, JSON.stringify(body)));
    const started = performance.now();
    const answers = await Promise.all(this.connections.map((connection, i) => connection.send(requests[i]!)));
    return { answers, seconds: (performance.now() - started) / 1000 };
  }

  /** Every connection sends `path` with `body` once, `atOnce` connections at a time (untimed: a warm-up). */
  async inTurns(cookies: readonly string[], path: string, body: unknown, atOnce: number, count = this.connections.length): Promise<Answer[]> {
    const answers: Answer[] = [];
    for (let first = 0; first < count; first += atOnce) {
      const turn = Array.from({ length: Math.min(atOnce, count - first) }, (_, j) => first + j);
      answers.push(...(await Promise.all(turn.map((i) => this.connections[i % this.connections.length]!.send(this.requestBytes(i, 'POST', path, cookies[i % cookies.length]!, JSON.stringify(body)))))));
    }
    return answers;
  }

  close(): void {
    for (const connection of this.connections) connection.close();
    this.connections = [];
  }

  private portOf(buyer: number): number {
    return this.ports[buyer % this.ports.length]!;
  }

  private requestBytes(buyer: number, method: string, path: string, cookie: string, payload?: string): Buffer {
    const lines = [`${method} ${path} HTTP/1.1`, `Host: ${this.host}:${this.portOf(buyer)}`, `Cookie: ${cookie}`];
    if (payload !== undefined) lines.push('Content-Type: application/json', `Content-Length: ${Buffer.byteLength(payload)}`);
    return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${payload ?? ''}`);
  }
}
