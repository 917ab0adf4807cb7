// npm run test:edge: the deploy tests (tests/deploy/*.test.mjs) against the production build test:e2e made;
// builds only when there is none. Loopback only; every test stops what it starts.
import { execSync } from "node:child_process";
import fs from "node:fs";
import { ensureNginx } from "./edge.mjs";
import { ensureRedis } from "./redis.mjs";
import { ensurePrometheus } from "./test-tools.mjs";

const run = (command) => execSync(command, { stdio: "inherit" });

ensureNginx();
ensureRedis();
ensurePrometheus();
if (!fs.existsSync(".next/BUILD_ID") || !fs.existsSync(".next/standalone/server.js")) run("npm run build");
run("node scripts/standalone.mjs");
const files = process.argv.slice(2);
// 15 minutes a file: run alone, the deploy test makes a second build, about four minutes beside the browser suite.
run(`node --test --test-concurrency=1 --test-timeout=900000 ${files.length ? files.join(" ") : "tests/deploy/"}`);
