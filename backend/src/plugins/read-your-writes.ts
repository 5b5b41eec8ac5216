import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { comparePositions, type Db, type Position } from '@pokerfest/infra';
import { waitForProjections } from '@pokerfest/projections';

declare module 'fastify' {
  interface FastifyRequest {
    /** After a command: remember its position so this session's next reads include it. */
    rememberPosition(position: Position | undefined): void;
    /** Before reading a read model: wait (bounded) until the named projections include this session's writes. */
    readYourWrites(projections: readonly string[]): Promise<void>;
  }
}

declare module 'fastify' {
  interface Session {
    lastPosition?: Position;
  }
}

export interface ReadYourWritesOptions {
  db: Db;
  timeoutMs: number;
  /** Projections updated inside each append's transaction (0022): they never lag a write, so reads skip the wait. */
  inlineProjections?: readonly string[];
}

export const readYourWritesPlugin = fp(
  async (app: FastifyInstance, options: ReadYourWritesOptions) => {
    const inline = new Set(options.inlineProjections ?? []);
    app.decorateRequest('rememberPosition', function (position: Position | undefined) {
      if (!position) return;
      const known = this.session.get('lastPosition');
      if (!known || comparePositions(position, known) > 0) this.session.set('lastPosition', position);
    });
    app.decorateRequest('readYourWrites', async function (projections: readonly string[]) {
      const position = this.session.get('lastPosition');
      if (!position) return;
      const lagging = projections.filter((name) => !inline.has(name));
      if (lagging.length === 0) return;
      const caughtUp = await waitForProjections(options.db, lagging, position, options.timeoutMs);
      if (!caughtUp) this.log.warn({ projections: lagging, position }, 'read model still behind this session after the wait');
    });
  },
  { name: 'read-your-writes', dependencies: ['session'] },
);
