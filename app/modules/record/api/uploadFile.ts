import { api } from "../../../api/apiClient";

/** POST /file (multipart): stores a file in the environment; answers its id. */
export function uploadFile(environmentId: number, file: File): Promise<{ id: number; filename: string }> {
  const body = new FormData();
  body.append("environment", String(environmentId));
  body.append("name", file.name);
  body.append("file", file, file.name);
  return api("/file", { method: "POST", body });
}
