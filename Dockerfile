# One image for every role; the command picks it:
#   node services/embedded/dist/main.js   all in one process (default)
#   node services/gateway/dist/main.js       gateway (parsing interface)
#   node services/worker/dist/main.js        parse worker (scale these)
#   node services/contracts/dist/main.js     employment contract interface
FROM node:20.20-bookworm-slim AS build
# Toolchain for native modules (better-sqlite3) when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
 && rm -rf /var/lib/apt/lists/*
RUN corepack enable
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20.20-bookworm-slim
# Debian's English tessdata_fast model (/usr/share/tesseract-ocr/5/tessdata/eng.traineddata):
# OCR_MODEL=auto reads with it, in about two thirds of the CPU time of the bundled best_int, at the same
# accuracy on the dev corpus. Only the model is needed, not the tesseract command.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tesseract-ocr-eng \
 && rm -rf /var/lib/apt/lists/*
# HOST is explicit: without an API key (ADMIN_API_KEY, API_KEYS or a stored key) the
# service then refuses to start instead of serving contracts to the network.
ENV NODE_ENV=production \
    DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# SIGTERM reaches node directly (exec form): services shut down gracefully.
CMD ["node", "services/embedded/dist/main.js"]
