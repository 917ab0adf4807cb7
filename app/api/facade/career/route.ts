import { errorResponse } from "@/lib/facade/endpoint";
import { facade } from "@/lib/facade/server";

export const dynamic = "force-dynamic";

export async function GET() {
  const result = await facade().careers().catch(() => null);
  if (!result) return errorResponse(502, "upstream");
  return result.ok ? Response.json({ data: result.data }) : errorResponse(result.status, result.code);
}
