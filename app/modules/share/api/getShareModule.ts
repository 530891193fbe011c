import { api } from "../../../api/apiClient";
import type { ShareModule } from "./ShareSettings";

/** GET /environmentmodule?environment&name=secureshare: the module when the environment has it. */
export async function getShareModule(environment: number): Promise<ShareModule | null> {
  const answer = await api<{ results: ShareModule[] }>("/environmentmodule", {
    query: { environment, name: "secureshare" },
  });
  return answer.results[0] ?? null;
}
