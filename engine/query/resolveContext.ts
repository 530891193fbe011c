import { type Day, DEFAULT_TIME_ZONE, instantDay, isTimeZone } from "./days";
import { QueryError } from "./QueryError";
import type { QueryContext } from "./types";

/** The query context with its defaults applied and "today" fixed once, so one compile sees one clock. */
export interface ResolvedContext {
  userId: number | undefined;
  timezone: string;
  today: Day;
}

export function resolveContext(ctx: QueryContext): ResolvedContext {
  const timezone = ctx.timezone ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timezone)) throw new QueryError(`Unknown time zone ${timezone}`);
  const today = instantDay(ctx.now.getTime(), timezone);
  if (!today) throw new QueryError("The query needs a valid current time");
  return { userId: ctx.userId, timezone, today };
}
