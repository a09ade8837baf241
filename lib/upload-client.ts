// Shared by the report and news forms. Sends a multipart form (POST, or PUT for a correction) with XMLHttpRequest, the one browser API that reports upload progress.

export type UploadResult = { status: number; body: unknown };

export class UploadError extends Error {
  constructor(
    message: string,
    readonly kind: "network" | "timeout" | "aborted",
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export function postWithProgress(
  url: string,
  body: FormData,
  {
    onProgress,
    timeoutMs,
    method = "POST",
    headers = {},
  }: { onProgress?: (fraction: number) => void; timeoutMs: number; method?: "POST" | "PUT"; headers?: Record<string, string> },
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = timeoutMs;
    xhr.responseType = "text";
    xhr.setRequestHeader("Accept", "application/json");
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener("error", () => reject(new UploadError("Kontrollera internetanslutningen.", "network")));
    xhr.addEventListener("timeout", () => reject(new UploadError("Uppladdningen tog för lång tid. Försök igen.", "timeout")));
    xhr.addEventListener("abort", () => reject(new UploadError("Uppladdningen avbröts.", "aborted")));
    xhr.send(body);
  });
}
