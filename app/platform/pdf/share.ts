// Handing a PDF made on the phone to the user: a download, or the phone's share sheet
// where it takes files (the prescription, the patient summary).

export function downloadPdf(pdf: Blob, name: string) {
  const url = URL.createObjectURL(pdf);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Through the phone's share sheet: "unsupported" where it cannot take a file (then download instead), "cancelled" when the user closed it. */
export async function sharePdf(pdf: Blob, name: string, title: string): Promise<"shared" | "cancelled" | "unsupported" | "failed"> {
  const file = new File([pdf], name, { type: "application/pdf" });
  if (typeof navigator.share !== "function" || !navigator.canShare?.({ files: [file] })) return "unsupported";
  try {
    await navigator.share({ files: [file], title });
    return "shared";
  } catch (err) {
    return err instanceof DOMException && err.name === "AbortError" ? "cancelled" : "failed";
  }
}
