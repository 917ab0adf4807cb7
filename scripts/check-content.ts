// Run by next.config.ts before a production build compiles anything: every keyed content file (cities, vehicles,
// promos, news, quizzes), read with the loaders the pages use, so a broken one stops the build within seconds with
// the message its page's render would give, rather than after a minute of compiling. Every set is read before
// failing, so one run names every bad file.
import "./content-keys-env.cjs";
import { getCities, getVehicles } from "@/lib/content";
import { getNews } from "@/lib/content/news";
import { getPromos } from "@/lib/content/promos";
import { getQuizzes } from "@/lib/content/quizzes";

const problems: string[] = [];
for (const load of [getCities, getVehicles, getPromos, getNews, getQuizzes]) {
  try {
    load();
  } catch (error) {
    problems.push((error as Error).message);
  }
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
