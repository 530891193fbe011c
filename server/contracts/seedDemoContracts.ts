import type { Database } from "../db/database";
import { ROLE_CONTRACT_ADMIN } from "../permissions/callerContext";

/** The demo's contract admin: on the Starter plan, with no environments of their own yet. */
export const DEMO_CONTRACT_ADMIN = "contract.admin";

const DEMO_PLANS = [
  { name: "Starter", description: "One environment for a small team", environments: 1, users: 5, price: 19 },
  { name: "Team", description: "A few environments for a department", environments: 3, users: 25, price: 79 },
  {
    name: "Business",
    description: "Many environments for a whole organisation",
    environments: 10,
    users: 250,
    price: 249,
  },
];

/**
 * The demo's subscription plans and a contract admin with a contract (login `contract.admin` with the demo
 * password). Seeds only into a database without plans, so seeding again changes nothing; answers the
 * usernames it created.
 */
export async function seedDemoContracts(db: Database, passwordHash: string): Promise<string[]> {
  const [existing] = await db.query<{ n: number }>("select count(*)::int as n from subscription_plans");
  if ((existing?.n ?? 0) > 0) return [];
  const planIds: number[] = [];
  for (const plan of DEMO_PLANS) {
    const [row] = await db.query<{ id: number }>(
      `insert into subscription_plans (name, description, max_environments, max_users, price_per_month)
       values ($1, $2, $3, $4, $5) returning id`,
      [plan.name, plan.description, plan.environments, plan.users, plan.price],
    );
    planIds.push(row?.id ?? 0);
  }
  const taken = await db.query("select 1 from users where lower(username) = $1", [DEMO_CONTRACT_ADMIN]);
  if (taken.length > 0) return [];
  const [user] = await db.query<{ id: number }>(
    `insert into users (username, email, password_hash, global_roles, profile)
     values ($1, 'contract.admin@docket.example', $2, $3::text[], $4::jsonb) returning id`,
    [
      DEMO_CONTRACT_ADMIN,
      passwordHash,
      [ROLE_CONTRACT_ADMIN],
      JSON.stringify({ first_name: "Carla", preposition: null, last_name: "de Contract" }),
    ],
  );
  await db.query("insert into contracts (user_id, plan_id) values ($1, $2)", [user?.id, planIds[0]]);
  return [DEMO_CONTRACT_ADMIN];
}
