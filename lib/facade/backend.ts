import type {
  AppInfo, AppInfoRequest, Career, ContactRequest, InstructionSet, JoinPlanRequest, Plan, Referral,
  ReferralRequest, Region, VerifyPlanRequest, WorkplaceSessionRequest,
} from "./contracts";

/** A facade answer: the payload, or the HTTP status and error code the upstream would have sent. */
export type Result<T> = { ok: true; data: T } | { ok: false; status: number; code: string };

export const ok = <T>(data: T): Result<T> => ({ ok: true, data });
export const fail = (status: number, code: string): Result<never> => ({ ok: false, status, code });

/** Context the embedded facade needs to build links; the upstream ignores it. */
export type CallContext = { origin: string };

export interface FacadeBackend {
  contact(request: ContactRequest): Promise<Result<null>>;
  careers(): Promise<Result<Career[]>>;
  region(regionId: number): Promise<Result<Region>>;
  instruction(groupId: number): Promise<Result<InstructionSet>>;
  getPlan(plan: string): Promise<Result<Plan>>;
  joinPlan(request: JoinPlanRequest, context: CallContext): Promise<Result<null>>;
  verifyPlan(request: VerifyPlanRequest): Promise<Result<null>>;
  workplaceSession(request: WorkplaceSessionRequest): Promise<Result<null>>;
  appInfo(request: AppInfoRequest): Promise<Result<AppInfo>>;
  referral(request: ReferralRequest): Promise<Result<Referral>>;
}
