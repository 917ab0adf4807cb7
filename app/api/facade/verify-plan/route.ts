import { verifyPlanRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("plan", verifyPlanRequest, (input) => facade().verifyPlan(input), (input) => input.token);
