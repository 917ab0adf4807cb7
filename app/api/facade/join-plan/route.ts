import { clientKey } from "@/lib/facade/client";
import { joinPlanRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { linkOrigin } from "@/lib/facade/origin";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint(
  "plan",
  joinPlanRequest,
  (input, request) => facade().joinPlan(input, { origin: linkOrigin(request), client: clientKey(request.headers) }),
  (input) => input.email,
);
