import { NextResponse, type NextRequest } from "next/server";
import { marketsData } from "@/lib/content/markets";
import { quizAnswerIds } from "@/lib/content/quiz-answers";
import { resolveMarket } from "@/lib/market";
import { routeRequest } from "@/lib/routing";

/** Resolves the host to its market and rewrites into the prerendered app/[market] tree. */
export function proxy(request: NextRequest) {
  const market = resolveMarket(request.headers.get("host"), marketsData);
  const decision = routeRequest(request.nextUrl.pathname, market, quizAnswerIds);
  if (decision.kind === "pass") return NextResponse.next();
  if (decision.kind === "redirect") return NextResponse.redirect(new URL(decision.location, request.url), decision.status ?? 307);
  const url = request.nextUrl.clone();
  url.pathname = decision.path;
  return NextResponse.rewrite(url, decision.status ? { status: decision.status } : undefined);
}

export const config = {
  matcher: ["/((?!api/|_next/|assets/|favicon.ico).*)"],
};
