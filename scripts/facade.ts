// `npm run facade`: the operator's API, answered by the embedded facade over HTTP (see lib/facade/http).
import "./content-keys-env.cjs";
import { startFacadeServer } from "@/lib/facade/http/listen";

startFacadeServer(Number(process.env.FACADE_PORT) || 4010, process.env.FACADE_HOST || "127.0.0.1");
