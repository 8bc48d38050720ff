# The site's container image (docs/deploy.md "Container image"): built without dev dependencies, run as the
# image's non-root `node` user, health-checked on /readyz. Node runs the server's TypeScript itself (type stripping,
# docs/decisions/0001), so the runtime stage holds the server's sources, the built web app and production packages.
#
#   docker build -t radhe-therm-site .
#   docker run -p 3000:3000 -e PUBLIC_URL=… -e ADMIN_PASSWORD=… -e DATABASE_URL=… radhe-therm-site
#
# Without DATABASE_URL and AZURE_STORAGE_CONNECTION_STRING it keeps PGlite and blobs in /app/data (mount a volume
# there); a fleet of several containers needs both (docs/deploy.md "What the instances share").

# --- build: the web app and its server render (Vite), with every dependency
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production packages only
FROM node:24-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY server ./server
COPY contracts ./contracts
COPY content ./content
COPY web/public ./web/public
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.ts"]
