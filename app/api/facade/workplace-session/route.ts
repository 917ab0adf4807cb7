import { clientKey } from "@/lib/facade/client";
import { workplaceSessionRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("forms", workplaceSessionRequest, (input, request) =>
  facade().workplaceSession(input, { client: clientKey(request.headers) }),
);
