const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Escapes text for XML element content and attribute values alike. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** An XML response that caches like the static file it stands in for. */
export function xmlResponse(body: string, contentType = "application/xml"): Response {
  return new Response(body, { headers: { "Content-Type": `${contentType}; charset=utf-8` } });
}
