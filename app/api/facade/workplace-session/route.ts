import { workplaceSessionRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("forms", workplaceSessionRequest, (input) => facade().workplaceSession(input));
