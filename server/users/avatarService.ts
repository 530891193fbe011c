import type { Database } from "../db/database";
import { badRequest, forbidden, notFound } from "../http/errors";
import type { CallerContext } from "../permissions/callerContext";
import { canEditUser } from "../permissions/canEditUser";
import { canSeeUser } from "../permissions/canSeeUser";
import { loadUserStanding } from "./userStanding";

export const AVATAR_NOT_AN_IMAGE = "The image must be a png, jpeg or webp file";
/** The app sends a 200 px square; this leaves room for a photo it could not shrink. */
export const MAX_AVATAR_BYTES = 512 * 1024;
export const AVATAR_TOO_LARGE = "The image may be at most 512 KB";

const SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  "image/webp": (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
};

export interface AvatarImage {
  mime: string;
  bytes: Buffer;
}

/** Reads an avatar sent as a data URL; the bytes must be the image type the URL declares. */
export function parseAvatar(dataUrl: string): AvatarImage | { error: string } {
  const match = /^data:(image\/(?:png|jpeg|webp));base64,([A-Za-z0-9+/=\s]+)$/.exec(dataUrl);
  if (!match) return { error: AVATAR_NOT_AN_IMAGE };
  const mime = match[1] as string;
  const base64 = (match[2] ?? "").replace(/\s/g, "");
  if ((base64.length * 3) / 4 > MAX_AVATAR_BYTES + 3) return { error: AVATAR_TOO_LARGE };
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > MAX_AVATAR_BYTES) return { error: AVATAR_TOO_LARGE };
  return SIGNATURES[mime]?.(bytes) ? { mime, bytes } : { error: AVATAR_NOT_AN_IMAGE };
}

/**
 * PUT /user/{id}/avatar sets the user's picture (a data URL), DELETE removes it (null). It is kept as its data URL
 * in users.avatar; user views point at GET /user/{id}/avatar instead of carrying it.
 */
export async function setAvatar(db: Database, ctx: CallerContext, userId: number, image: string | null) {
  await loadUserStanding(db, userId);
  if (!canEditUser(ctx, userId)) throw forbidden();
  let stored: string | null = null;
  if (image !== null) {
    const avatar = parseAvatar(image);
    if ("error" in avatar) throw badRequest({ avatar: avatar.error });
    stored = `data:${avatar.mime};base64,${avatar.bytes.toString("base64")}`;
  }
  await db.query("update users set avatar = $2, modified_at = now() where id = $1", [userId, stored]);
}

/** GET /user/{id}/avatar: the picture's bytes, for those who may see the user. */
export async function getAvatar(db: Database, ctx: CallerContext, userId: number): Promise<AvatarImage> {
  if (!canSeeUser(ctx, await loadUserStanding(db, userId))) throw forbidden();
  const [row] = await db.query<{ avatar: string | null }>("select avatar from users where id = $1", [userId]);
  const avatar = row?.avatar ? parseAvatar(row.avatar) : null;
  if (!avatar || "error" in avatar) throw notFound();
  return avatar;
}
