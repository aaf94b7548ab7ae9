# The site as one image: built here, run as a non-root user on Node 24 with production dependencies
# only. Configuration comes from the environment (.env.example); state lives in PostgreSQL
# (DATABASE_URL) and object storage (UPLOAD_STORAGE=s3), or in /data for a single PGlite instance.
# NODE_IMAGE lets an offline machine build on a locally made Node 24 base (README, Operations).
ARG NODE_IMAGE=node:24-bookworm-slim

# 1. Every dependency, to build: content check, client + server bundles, prerendered pages, PDFs.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# 3. What runs: the server (TypeScript, run by Node 24 directly), its app modules, content,
#    migrations, operator scripts and the build. Owned by root, so the app cannot rewrite itself.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PGLITE_DIR=/data/pglite
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY app ./app
COPY content ./content
COPY db ./db
COPY server ./server
COPY scripts ./scripts
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness only (/healthz): a database outage should take the instance out of the proxy (/readyz), not restart it.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node is PID 1's only child (tini via --init in compose), so SIGTERM reaches the graceful shutdown.
CMD ["node", "server/index.ts"]
