/** What the log pages filter on; all optional. Days are YYYY-MM-DD, both included. */
export interface LogFilterValues {
  user?: number;
  type?: string;
  entity?: number;
  from?: string;
  to?: string;
}
