# syntax=docker/dockerfile:1
# Scena's production image: the server built to JavaScript, started with plain node as an unprivileged user.
# docker build -t scena . — then compose.yaml, or docs/operations.md "Docker" for the settings it needs.

ARG NODE_IMAGE=node:24-bookworm-slim

# Every workspace's manifest, so that npm ci can install from the lock file alone.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build: every dependency, then the web app and the server (npm run build).
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies only (no web, test or build tools).
FROM manifests AS runtime-deps
RUN npm ci --omit=dev --workspace=@scena/api --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/seed-assets apps/api/seed-assets
COPY --from=build /app/apps/web/dist apps/web/dist
# The Versions screen shows the product's version (package.json, above) and its changelog.
COPY --from=build /app/CHANGELOG.md /app/CHANGELOG.pl.md ./
# The code stays root's and read-only; the server writes only to DATA_DIR (media files, image variants).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (graceful shutdown); no npm in between to swallow it.
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
