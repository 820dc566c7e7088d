export type Period = 'year' | 'month' | 'semimonth' | 'biweek' | 'week' | 'hour' | 'unit' | 'none';
export interface Money {
    value: number;
    index: number;
    end: number;
    period: Period;
}
export declare function findMoney(num: string): Money[];
/** Annual amount of a money figure, or undefined when it cannot be annualised (hourly, per unit). */
export declare function annualise(m: Money, assume?: Period): number | undefined;
/** Percentages ("8%") in a numeric form. */
export declare function findPercents(num: string): {
    value: number;
    index: number;
    end: number;
}[];
//# sourceMappingURL=money.d.ts.map