import { type Static, Type } from "@sinclair/typebox";

/** GET /healthz: the process answers (liveness). */
export const Liveness = Type.Object({ status: Type.Literal("ok") });
export type Liveness = Static<typeof Liveness>;

/** GET /readyz (200): the database answers and has every migration of this code (readiness); else 503. */
export const Readiness = Type.Object({ status: Type.Literal("ready") });
export type Readiness = Static<typeof Readiness>;

/** GET /readyz (503): why the process is not ready; `missing` names the migrations still to apply. */
export const NotReady = Type.Object({
  status: Type.Literal("unavailable"),
  reason: Type.String(),
  missing: Type.Optional(Type.Array(Type.String())),
});
export type NotReady = Static<typeof NotReady>;
