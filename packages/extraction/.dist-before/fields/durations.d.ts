export type Unit = 'hour' | 'day' | 'week' | 'month' | 'year';
export interface Duration {
    value: number;
    unit: Unit;
    index: number;
    end: number;
    /** The words between the figure and the unit ("working", "calendar", "paid"). */
    qualifier: string;
}
export declare function findDurations(num: string): Duration[];
/** Working days of leave: a week is 5 days, hours are divided by 8. */
export declare function leaveDays(d: Duration): number | undefined;
/** Calendar days of a notice period. */
export declare function noticeDays(d: Duration): number | undefined;
//# sourceMappingURL=durations.d.ts.map