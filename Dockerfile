# The meme maker as one image: the API server and the built web app. `npm start` serves both on
# PORT (3000). Alone it runs on embedded defaults (PGlite in /data); docker-compose.yml runs two
# instances on PostgreSQL and Redis behind a load balancer.

# ---- build: all dependencies, Prisma client, Relay artifacts, Vite bundles (web app, GraphQL playground) ----
FROM node:20-bookworm-slim AS build
WORKDIR /app
# The lockfile is written by npm 11; the base image ships npm 10.
RUN npm install --global npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run prisma:generate && npm run build:web && npm run build:graphiql
# The server runs TypeScript with tsx (a runtime dependency); build tools are no longer needed.
RUN npm prune --omit=dev --no-audit --no-fund
# true: also install the local model runtime (node-llama-cpp, CPU build, about 115 MB; see
# scripts/localModelRuntime.ts), so a GGUF model in DATA_DIR/models captions in-process.
# `docker build --build-arg LOCAL_MODEL_RUNTIME=true .`, or LOCAL_MODEL_RUNTIME=true in .env for compose.
ARG LOCAL_MODEL_RUNTIME=false
RUN if [ "$LOCAL_MODEL_RUNTIME" = "true" ]; then \
      cd local-model && npm ci --no-audit --no-fund --loglevel=error; \
    fi

# ---- runtime ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    SKIP_ENSURE_BUILD=1 \
    NO_UPDATE_NOTIFIER=1 \
    npm_config_update_notifier=false
WORKDIR /app
# Code stays owned by root, so the app (user node) cannot change it; only /data is writable.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SKIP_ENSURE_BUILD: everything was built above, so `prestart` checks nothing.
CMD ["npm", "start"]
