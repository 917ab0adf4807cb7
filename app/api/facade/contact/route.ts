import { contactRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("forms", contactRequest, (input) => facade().contact(input));
