/** The Gantt chart's time scales (spec 2, Gantt); Month is the default. */
export type GanttMode = "Day" | "Week" | "Month";

export const GANTT_MODES: readonly GanttMode[] = ["Day", "Week", "Month"];
