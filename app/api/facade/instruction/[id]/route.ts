import { idParam } from "@/lib/facade/contracts";
import { getEndpoint } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

const handle = getEndpoint(idParam, (id) => facade().instruction(id));

export async function GET(_request: Request, context: RouteContext<"/api/facade/instruction/[id]">) {
  return handle((await context.params).id);
}
