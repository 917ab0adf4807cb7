import { idParam } from "@/lib/facade/contracts";
import { getEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

const handle = getEndpoint("region", idParam, (id) => facade().region(id));

export async function GET(request: Request, context: RouteContext<"/api/facade/region/[id]">) {
  return handle(request, (await context.params).id);
}
