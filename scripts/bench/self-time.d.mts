export interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
export interface CpuProfile { nodes: { id: number; callFrame: CallFrame }[]; samples: number[]; timeDeltas: number[] }
export declare function frameKey(frame: CallFrame): string;
export declare function selfTimes(profile: CpuProfile): Map<string, number>;
export declare function meanSelfTimes(perLoad: readonly Map<string, number>[]): [string, number][];
