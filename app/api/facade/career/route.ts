import { getEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const dynamic = "force-dynamic";

const handle = getEndpoint("career", null, () => facade().careers());

export async function GET(request: Request) {
  return handle(request);
}
