# One image for the API (`npm start`) and the worker (`npm run worker`).
# The server runs TypeScript directly through tsx (a runtime dependency); only the SPA is built.
FROM node:20-bookworm-slim

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
RUN npm run build

# Local state (uploads; the embedded database if DATABASE_URL is ever unset) lives under /data,
# writable by the unprivileged user; a named volume mounted there inherits the ownership.
RUN mkdir -p /data/uploads && chown -R node:node /data

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data

EXPOSE 3000
USER node
CMD ["npm", "start"]
