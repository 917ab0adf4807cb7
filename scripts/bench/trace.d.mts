export interface TraceEvent { name: string; ph?: string; pid?: number; tid?: number; ts: number; dur?: number; args?: Record<string, unknown> }
export interface LoadFrames {
  fcp: number;
  lcp: number;
  lcpFrame: { elements: number; styleLayoutMs: number } | null;
  documentArrived: number;
  parserBegan: number;
  forced: { at: number; ms: number; source: string }[];
}
export declare function summariseTrace(events: TraceEvent[]): LoadFrames;
