import { referralRequest } from "@/lib/facade/contracts";
import { postEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const POST = postEndpoint("app", referralRequest, (input) => facade().referral(input));
