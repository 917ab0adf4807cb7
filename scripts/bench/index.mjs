// `npm run bench -- [subcommand] [options]`: every speed tool behind one command (docs/performance.md, "Running the
// bench"). Against a running production server on PORT (default 3000; `npm start` builds when it has to):
//
//   npm run bench                                    the pages against the floor, judged (pages.mjs)
//   npm run bench -- --routes /,au:/promo/palmy      other pages ("au:" for the Australian host); --all for every route
//   npm run bench -- --again /10k                    the page also measured against itself (default /pricing; none)
//   npm run bench -- --lighthouse                    adds Lighthouse's mobile scores (BENCH_LIGHTHOUSE_RUNS, default 3)
//   npm run bench -- variants --routes /pricing --variants hero-script,offscreen-skip
//                                                    a change to a page's HTML measured before it is built (variants.mjs)
//   npm run bench -- frames --routes /pricing        what each load's first frames held, from Chromium traces (frames.mjs)
//   npm run bench -- profile --routes /pricing,/pricing@3100
//                                                    what the main thread ran before interactive, per function (profile.mjs)
//   npm run bench -- lcp-graph --routes /city/wellington
//                                                    what Lighthouse's simulated LCP waited for (lcp-graph.mjs)
// Against the standalone build, starting servers of their own on BENCH_BASE_PORT (default PORT + 300):
//   npm run bench -- load                            requests per second: origin, edge, static nginx (load.mjs)
//   npm run bench -- metrics                         what METRICS_PORT costs the origin (metrics.mjs)
//
// BENCH_RUNS sets the pairs, rounds or runs (pages: 11, the least it judges; variants 14; frames 10; profile 6; lcp-graph 1);
// FLOOR_PORT (PORT + 1), HINTED_FLOOR_PORT (FLOOR_PORT + 1) and VARIANT_PORT (PORT + 10) the bench's own servers.
import { parseCommand } from "./shared.mjs";

const { name, args } = parseCommand(process.argv.slice(2));
// Each subcommand is the module of its name beside this one.
const { run } = await import(`./${name}.mjs`);
// An exit, not a return: the subcommands' servers stop on it (load.mjs, metrics.mjs) and autocannon's timers end.
process.exit(await run(args));
