import { clientKey } from "@/lib/facade/client";
import { contactRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("forms", contactRequest, (input, request) => facade().contact(input, { client: clientKey(request.headers) }));
