import { planKeyParam } from "@/lib/facade/contracts";
import { getEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

const handle = getEndpoint("get-plan", planKeyParam, (plan) => facade().getPlan(plan));

export async function GET(request: Request, context: RouteContext<"/api/facade/get-plan/[plan]">) {
  return handle(request, (await context.params).plan);
}
