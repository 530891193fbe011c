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

it("lists files with download links, and detaches after a confirmation as a change of the value only", async () => {
  const files = service(true);
  const calls: string[] = [];
  const fetchSpy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    calls.push(String(input));
    return new Response(null, { status: 204 });
  });
  const { changes } = renderItem(model, id, {
    value: [77, 78],
    services: { files, resolve: (_kind, fileId) => `bestand-${fileId}.pdf` },
    change: { multiple: true },
  });
  expect(screen.getByRole("link", { name: "bestand-77.pdf" })).toHaveAttribute(
    "href",
    "/api/file/77/download",
  );
  const [first] = screen.getAllByRole("button", { name: "Detach" });
  fireEvent.click(first as HTMLElement);
  expect(changes).toEqual([]);
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Yes" }));
  });
  // The form's value loses the file; nothing is sent until the record is saved (Cancel keeps it).
  expect(changes.at(-1)).toEqual([78]);
  expect(calls).toEqual([]);
  fetchSpy.mockRestore();
});

it("previews image files, at most 200 px by default, and not other files", () => {
  const names: Record<number, string> = { 77: "foto.JPG", 78: "verslag.pdf" };
  renderItem(model, id, {
    value: [77, 78],
    services: { files: service(false), resolve: (_kind, fileId) => names[fileId] },
    change: { multiple: true },
  });
  const previews = screen.getAllByRole("img");
  expect(previews).toHaveLength(1);
  expect(previews[0]).toHaveAttribute("src", "/api/file/77/download");
  expect(previews[0]).toHaveAttribute("alt", "foto.JPG");
});

it("sizes the preview by preview_width and preview_height, in pixels", () => {
  renderItem(model, id, {
    value: [77],
    services: { files: service(false), resolve: () => "logo.png" },
    change: { settings: { preview_width: "160px", preview_height: "120" } },
  });
  const preview = screen.getByRole("img", { name: "logo.png" });
  expect(getComputedStyle(preview).maxWidth).toBe("160px");
  expect(getComputedStyle(preview).maxHeight).toBe("120px");
});

it("previews no image when the item turns previews off", () => {
  renderItem(model, id, {
    value: [77],
    services: { files: service(false), resolve: () => "foto.png" },
    change: { settings: { file_preview: false } },
  });
  expect(screen.queryByRole("img")).toBeNull();
});

it("offers no detach without the right to", () => {
  renderItem(model, id, { value: [77], services: { files: service(false) } });
  expect(screen.queryByRole("button", { name: "Detach" })).toBeNull();
});

it("says 'No files found' on a record's page when the field holds none", () => {
  const shown = findItem("file", "show");
  const empty = renderItem(shown.model, shown.id, { value: [], services: { files: service(false) } });
  expect(screen.getByText("No files found")).toBeInTheDocument();
  empty.unmount();
  renderItem(shown.model, shown.id, {
    value: [78],
    services: { files: service(false), resolve: () => "verslag.pdf" },
  });
  expect(screen.getByRole("link", { name: "verslag.pdf" })).toBeInTheDocument();
  expect(screen.queryByText("No files found")).toBeNull();
});
