# Two stages (decision 0028). The build stage has every dependency, type-checks and compiles the
# server into dist/server (esbuild) and the SPA into frontend/dist; the runtime stage holds the
# production dependencies of the server's packages and those two folders only: no TypeScript
# sources, no tsx, compilers, linters or test tools. One image for the API (the default command)
# and the worker (`node … dist/server/worker.js`, see docker-compose.yml).

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so the layer is reused while no package.json or the lockfile changes.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
# tsc first: a type error fails the image build
RUN npm run build

FROM node:20-bookworm-slim AS runtime
# tini as PID 1 forwards SIGTERM to node and reaps children: the graceful shutdown always runs
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY infra/package.json infra/
COPY projections/package.json projections/
COPY backend/package.json backend/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
# only the server's packages: the SPA's libraries are inside frontend/dist already
RUN npm ci --omit=dev --no-audit --no-fund --workspace domain --workspace infra --workspace projections --workspace backend --workspace workers \
    && npm cache clean --force
COPY --from=build /app/dist/server dist/server
COPY --from=build /app/frontend/dist frontend/dist
# Local state (uploads; the embedded database if DATABASE_URL is ever unset) lives under /data,
# writable by the unprivileged user; a named volume mounted there inherits the ownership.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--enable-source-maps", "--max-semi-space-size=4", "dist/server/api.js"]
