import type { FileInfo } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import { readDataUrl } from "../utils/readDataUrl";

/** POST /file {environment, name, file: data URL}: stores a file in the environment; answers its id. */
export async function uploadFile(environmentId: number, file: File): Promise<FileInfo> {
  return api<FileInfo>("/file", {
    method: "POST",
    body: { environment: environmentId, name: file.name, file: await readDataUrl(file) },
  });
}
