import type {
  AppInfo, AppInfoRequest, Career, ContactRequest, InstructionSet, JoinPlanRequest, Plan, Referral,
  ReferralRequest, Region, VerifyPlanRequest, WorkplaceSessionRequest,
} from "./contracts";

/** A facade answer: the payload, or the HTTP status and error code the upstream would have sent. */
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; code: string };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = (status: number, code: string): Result<never> => ({ ok: false, status, code });

/**
 * What the embedded facade needs besides the request, and the upstream ignores: who sent it (the client's rate-limit
 * key, for its store quotas) and, to build links, the origin.
 */
export type ClientContext = { client?: string };
export type CallContext = ClientContext & { origin: string };

export interface FacadeBackend {
  contact(request: ContactRequest, context?: ClientContext): Promise<Result<null>>;
  careers(): Promise<Result<Career[]>>;
  region(regionId: number): Promise<Result<Region>>;
  instruction(groupId: number): Promise<Result<InstructionSet>>;
  getPlan(plan: string): Promise<Result<Plan>>;
  joinPlan(request: JoinPlanRequest, context: CallContext): Promise<Result<null>>;
  verifyPlan(request: VerifyPlanRequest): Promise<Result<null>>;
  workplaceSession(request: WorkplaceSessionRequest, context?: ClientContext): Promise<Result<null>>;
  appInfo(request: AppInfoRequest): Promise<Result<AppInfo>>;
  referral(request: ReferralRequest): Promise<Result<Referral>>;
}
