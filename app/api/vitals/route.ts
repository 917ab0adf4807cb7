import { vitalsEndpoint } from "@/lib/vitals/endpoint";

export const POST = vitalsEndpoint;
