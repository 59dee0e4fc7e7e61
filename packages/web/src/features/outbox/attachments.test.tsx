import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tokenStore } from "@/auth/auth-store";
import { serverError } from "@/test/fake-trpc";
import { makeUser, onePage, staffRole } from "@/test/fixtures";
import { renderApp } from "@/test/render-app";
import { base64ToBlob, formatFileSize } from "./attachments";

const staff = makeUser({ type: 1, role: staffRole });

// A PDF header followed by bytes that are not text: the download must keep them exactly.
const pdfBytes = Uint8Array.from([...new TextEncoder().encode("%PDF-1.4\n"), 0, 1, 127, 128, 200, 255]);
const pdfBase64 = btoa(String.fromCharCode(...pdfBytes));

const digestMessage = {
  id: 7,
  channel: "email",
  recipient: "ana.ruiz@example.com",
  subject: "Graphical digest: DE horizontal",
  body: "Your graphical digest is attached.",
  status: "sent",
  created_at: "2026-11-23T10:00:00.000Z",
  attachments: [
    { id: 31, filename: "digest-DE-horizontal.pdf", content_type: "application/pdf", size: 12_800 },
  ],
};

function listOf(rows: unknown[]) {
  return () => onePage(rows);
}

/** A blob's bytes; jsdom's Blob has no arrayBuffer(), its FileReader reads one. */
function blobBytes(blob: Blob): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve([...new Uint8Array(reader.result as ArrayBuffer)]);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

describe("outbox attachments", () => {
  const created: Blob[] = [];
  const clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    created.length = 0;
    clicked.length = 0;
    // jsdom has no object URLs and does not navigate; record what the page hands the browser.
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:outbox/${created.length}`;
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows each attachment's name and size and downloads its exact bytes", async () => {
    tokenStore.set("live-token");
    const attachment = vi.fn(() => ({
      id: 31,
      message_id: 7,
      filename: "digest-DE-horizontal.pdf",
      content_type: "application/pdf",
      content_base64: pdfBase64,
    }));
    renderApp("/outbox", {
      "auth.user": () => ({ user: staff }),
      "outbox.list": listOf([digestMessage]),
      "outbox.attachment": attachment,
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    const button = await screen.findByRole("button", {
      name: "Download digest-DE-horizontal.pdf (12.5 kB)",
    });
    expect(button.textContent).toContain("digest-DE-horizontal.pdf");
    expect(attachment).not.toHaveBeenCalled();

    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(attachment.mock.calls[0]).toEqual([{ id: 31 }]);
    expect(clicked[0]).toEqual({ href: "blob:outbox/1", download: "digest-DE-horizontal.pdf" });
    expect(created[0]?.type).toBe("application/pdf");
    expect(await blobBytes(created[0]!)).toEqual([...pdfBytes]);
    await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith("blob:outbox/1"));
  });

  it("lists the files in the message dialog too", async () => {
    tokenStore.set("live-token");
    renderApp("/outbox", {
      "auth.user": () => ({ user: staff }),
      "outbox.list": listOf([digestMessage]),
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    fireEvent.click(await screen.findByText("Graphical digest: DE horizontal"));
    const dialog = await screen.findByTestId("outbox-message");
    const files = within(dialog).getByRole("list", { name: "Attachments" });
    expect(within(files).getByRole("button").getAttribute("aria-label")).toBe(
      "Download digest-DE-horizontal.pdf (12.5 kB)",
    );
  });

  it("reports a failed download instead of saving anything", async () => {
    tokenStore.set("live-token");
    renderApp("/outbox", {
      "auth.user": () => ({ user: staff }),
      "outbox.list": listOf([digestMessage]),
      "outbox.attachment": () => {
        throw serverError("Attachment not found", 404, "NOT_FOUND");
      },
      "analytics.pageVisit": () => ({ status: "ok" }),
    });
    const button = await screen.findByRole("button", { name: /^Download digest-DE-horizontal\.pdf/ });
    fireEvent.click(button);
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(await screen.findByText("Attachment not found")).toBeTruthy();
    expect(clicked).toEqual([]);
    expect(created).toEqual([]);
  });

  it("formats sizes by locale and decodes base64 to bytes", async () => {
    expect(formatFileSize(950, "en")).toBe("950 byte");
    expect(formatFileSize(12_800, "en")).toBe("12.5 kB");
    expect(formatFileSize(1_310_720, "es")).toBe("1,3 MB");
    const blob = base64ToBlob(pdfBase64, "application/pdf");
    expect(blob.type).toBe("application/pdf");
    expect(await blobBytes(blob)).toEqual([...pdfBytes]);
  });
});
