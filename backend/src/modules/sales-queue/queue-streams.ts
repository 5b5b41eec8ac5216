import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SalesQueueStatus } from '@pokerfest/domain';
import type { QueueBoard, Visitor } from './queue-board';

// Live status by server-sent events: after every round of the board each stream is answered when
// the visitor's place moved (and at least every few seconds, for the estimate). A browser that
// cannot keep the stream polls the status call instead; both answer the same JSON.

const HEARTBEAT_MS = 15_000;
const REFRESH_MS = 5_000;

const meaning = (status: SalesQueueStatus) => JSON.stringify({ ...status, serverTime: undefined, estimatedWaitSeconds: undefined });

export class QueueStreams {
  private open = 0;
  private readonly ends = new Set<() => void>();

  constructor(
    private readonly board: QueueBoard,
    private readonly maxStreams: number,
  ) {}

  /** Whether another stream may open (past the limit, the browser polls). */
  get full(): boolean {
    return this.open >= this.maxStreams;
  }

  serve(request: FastifyRequest, reply: FastifyReply, festivalId: string, visitor: Visitor): void {
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
    });
    this.open++;
    let last = '';
    let sentAt = 0;
    let sending = false;
    const send = async () => {
      if (sending) return;
      sending = true;
      try {
        const status = await this.board.status(festivalId, visitor, false);
        const now = Date.now();
        if (meaning(status) === last && now - sentAt < REFRESH_MS) return;
        last = meaning(status);
        sentAt = now;
        raw.write(`data: ${JSON.stringify(status)}\n\n`);
      } catch {
        // the next round answers; the stream stays
      } finally {
        sending = false;
      }
    };
    const stopListening = this.board.onChange(() => void send());
    const heartbeat = setInterval(() => raw.write(': still here\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      this.open--;
      clearInterval(heartbeat);
      stopListening();
    };
    const end = () => raw.end();
    this.ends.add(end);
    request.raw.on('close', close);
    raw.on('close', close);
    raw.on('error', close);
    raw.on('close', () => this.ends.delete(end));
    void send();
  }

  /** Ends every stream (the server is closing; the browsers reconnect to another process). */
  endAll(): void {
    for (const end of this.ends) end();
    this.ends.clear();
  }
}
