# syntax=docker/dockerfile:1
# The edge (compose.yaml's `edge`): Debian's nginx with its Lua and Brotli static modules, the packages `npm run
# edge` and the deploy tests install (EDGE_DEBIAN_PACKAGES in scripts/edge.mjs), so production runs
# deploy/edge.conf.template on the nginx the tests run it on. The Lua module gives request bodies their deadline
# (docs/security.md); the Brotli one sends the hashed files' published .br copies. The config is rendered by
# compose's edge-config step into /etc/flamingo-edge/conf; nothing of the repository is copied in.
#   docker build -f deploy/edge.Dockerfile -t flamingo-edge deploy
# Not built in this repository's tests (base images cannot be pulled there); tests/deploy/compose-edge.test.mjs
# checks this config with the command below on the same Debian packages.

FROM debian:bookworm-slim
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends nginx-light libnginx-mod-http-lua libnginx-mod-http-brotli-static \
 && rm -rf /var/lib/apt/lists/*
EXPOSE 80 443
# A graceful stop: connections finish their requests before nginx exits.
STOPSIGNAL SIGQUIT
CMD ["nginx", "-e", "stderr", "-c", "/etc/flamingo-edge/conf/nginx.conf", "-g", "daemon off;"]
