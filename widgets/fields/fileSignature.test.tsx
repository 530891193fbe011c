// @vitest-environment jsdom
import "../testing/setup";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, it, vi } from "vitest";
import { PEN_WIDTH, SIGNATURE_FILE_NAME } from "../controls/SignaturePad";
import type { FileService } from "../services";
import { findItem, renderItem } from "../testing/renderItem";

/** jsdom draws nothing: a stand-in pad records its options and is signed by a call. */
const pads = vi.hoisted(
  () => [] as { options: Record<string, unknown>; sign: () => void; cleared: number }[],
);
vi.mock("signature_pad", () => ({
  default: class {
    private empty = true;
    private listeners: (() => void)[] = [];
    readonly record: (typeof pads)[number];
    constructor(_canvas: HTMLCanvasElement, options: Record<string, unknown>) {
      this.record = {
        options,
        sign: () => {
          this.empty = false;
          for (const listener of this.listeners) listener();
        },
        cleared: 0,
      };
      pads.push(this.record);
    }
    addEventListener(_name: string, listener: () => void) {
      this.listeners.push(listener);
    }
    removeEventListener() {}
    off() {}
    isEmpty() {
      return this.empty;
    }
    clear() {
      this.empty = true;
      this.record.cleared += 1;
    }
  },
}));

const { model, id } = findItem("file", "edit");

beforeEach(() => {
  pads.length = 0;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob(["png"], { type: type ?? "image/png" }));
  };
});

const service = (): FileService => ({
  upload: vi.fn(async (_item, files: File[]) =>
    files.map((file, index) => ({ id: 950 + index, filename: file.name })),
  ),
  canDetach: false,
  downloadUrl: (fileId) => `/api/file/${fileId}/download`,
});

function signatureModel() {
  const copy = structuredClone(model);
  const item = copy.items[id];
  if (item) item.settings = { ...item.settings, signature: true };
  return copy;
}

it("offers a signature pad with a pen of 0.5 to 2.5 px instead of a file chooser", async () => {
  const { container } = renderItem(signatureModel(), id, { services: { files: service() } });
  expect(container.querySelector("input[type=file]")).toBeNull();
  expect(await screen.findByRole("img", { name: "Signature" })).toBeInTheDocument();
  await waitFor(() => expect(pads).toHaveLength(1));
  expect(pads[0]?.options).toMatchObject({ minWidth: PEN_WIDTH.min, maxWidth: PEN_WIDTH.max });
  expect(PEN_WIDTH).toEqual({ min: 0.5, max: 2.5 });
  expect(screen.getByRole("button", { name: "Save signature" })).toBeDisabled();
});

it("stores the drawn signature as signature.png and adds the file to the value", async () => {
  const files = service();
  const { changes } = renderItem(signatureModel(), id, { services: { files } });
  // The pad is a lazy part: sign once it exists, as a person can only sign a pad they see.
  await waitFor(() => expect(pads).toHaveLength(1));
  pads[0]?.sign();
  await userEvent.click(await screen.findByRole("button", { name: "Save signature" }));
  await waitFor(() => expect(files.upload).toHaveBeenCalled());
  const sent = (files.upload as ReturnType<typeof vi.fn>).mock.calls[0]?.[1] as File[];
  expect(sent[0]?.name).toBe(SIGNATURE_FILE_NAME);
  expect(sent[0]?.type).toBe("image/png");
  await waitFor(() => expect(changes.at(-1)).toEqual([950]));
  expect(pads[0]?.cleared).toBe(1);
});
