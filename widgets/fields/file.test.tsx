// @vitest-environment jsdom
import "../testing/setup";
import { act, fireEvent, screen } from "@testing-library/react";
import { expect, it, vi } from "vitest";
import type { FileService } from "../services";
import { findItem, renderItem } from "../testing/renderItem";

const { model, id } = findItem("file", "edit");

const service = (canDetach: boolean): FileService => ({
  upload: vi.fn(async (_item, files: File[]) =>
    files.map((file, index) => ({ id: 900 + index, filename: file.name })),
  ),
  detach: vi.fn(async () => undefined),
  canDetach,
  downloadUrl: (fileId) => `/api/file/${fileId}/download`,
});

it("uploads through the service and adds the new file ids", async () => {
  const files = service(false);
  const { changes, container } = renderItem(model, id, {
    value: [77],
    services: { files },
    change: { multiple: true },
  });
  const input = container.querySelector("input[type=file]") as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File(["x"], "verslag.pdf")] } });
  });
  expect(files.upload).toHaveBeenCalled();
  expect(changes.at(-1)).toEqual([77, 900]);
});

it("lists files with download links, and detaches after a confirmation", async () => {
  const files = service(true);
  const { changes } = renderItem(model, id, {
    value: [77],
    services: { files, resolve: (_kind, fileId) => `bestand-${fileId}.pdf` },
  });
  expect(screen.getByRole("link", { name: "bestand-77.pdf" })).toHaveAttribute(
    "href",
    "/api/file/77/download",
  );
  fireEvent.click(screen.getByRole("button", { name: "Detach" }));
  expect(files.detach).not.toHaveBeenCalled();
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
  });
  expect(files.detach).toHaveBeenCalledWith(expect.objectContaining({ id }), 77);
  expect(changes.at(-1)).toEqual([]);
});

it("offers no detach without the right to", () => {
  renderItem(model, id, { value: [77], services: { files: service(false) } });
  expect(screen.queryByRole("button", { name: "Detach" })).toBeNull();
});
