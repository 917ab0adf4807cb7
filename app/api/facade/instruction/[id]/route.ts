import { idParam } from "@/lib/facade/contracts";
import { getEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

const handle = getEndpoint("instruction", idParam, (id) => facade().instruction(id));

export async function GET(request: Request, context: RouteContext<"/api/facade/instruction/[id]">) {
  return handle(request, (await context.params).id);
}
