import type { FileInfo } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import { readDataUrl } from "../../record/utils/readDataUrl";

/** POST /file {environment, name, description, file}: stores a file under the name given. */
export async function uploadNamedFile(
  environment: number,
  upload: { file: File; name: string; description: string },
): Promise<FileInfo> {
  return api<FileInfo>("/file", {
    method: "POST",
    body: {
      environment,
      name: upload.name,
      ...(upload.description ? { description: upload.description } : {}),
      file: await readDataUrl(upload.file),
    },
  });
}
