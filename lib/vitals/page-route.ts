import { quizAnswerIds } from "@/lib/content/quiz-answers";
import { OTHER_ROUTE, routeTemplate, type RouteTemplate } from "@/lib/metrics/route-template";
import { routeRequest } from "@/lib/routing";

/**
 * The route template a field beacon's page counts under: a page the site serves at that path, decided by the same
 * routing the proxy applies (lib/routing.ts: the closed key sets of cities, vehicles, promos, quizzes and news). A
 * path the site would redirect or answer 404 (/city/<made-up>) counts as `other`, so junk beacons for made-up
 * values cannot move a real route's figures (issue 37). Endpoints, files and unknown paths are `other` too.
 */
export function pageRoute(path: string): RouteTemplate {
  const template = routeTemplate(path);
  if (template === OTHER_ROUTE || /^\/(api|_next|assets|og|icons)\//.test(template) || template.includes(".")) return OTHER_ROUTE;
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  // The keys are the same in both markets; the market only names the rewrite's folder.
  const decision = routeRequest(pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname, "nz", quizAnswerIds);
  return decision.kind === "rewrite" && !decision.status ? template : OTHER_ROUTE;
}
