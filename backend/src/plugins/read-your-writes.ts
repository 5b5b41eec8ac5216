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

export const readYourWritesPlugin = fp(
  async (app: FastifyInstance, options: { db: Db; timeoutMs: number }) => {
    app.decorateRequest('rememberPosition', function (position: Position | undefined) {
      if (!position) return;
      const known = this.session.get('lastPosition');
      if (!known || comparePositions(position, known) > 0) this.session.set('lastPosition', position);
    });
    app.decorateRequest('readYourWrites', async function (projections: readonly string[]) {
      const position = this.session.get('lastPosition');
      if (!position) return;
      const caughtUp = await waitForProjections(options.db, projections, position, options.timeoutMs);
      if (!caughtUp) this.log.warn({ projections, position }, 'read model still behind this session after the wait');
    });
  },
  { name: 'read-your-writes', dependencies: ['session'] },
);
