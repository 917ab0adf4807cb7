import { appInfoRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("app", appInfoRequest, (input) => facade().appInfo(input));
