/** A body asking to be sent as multipart (spec §7: "Body with requestType formdata"). */
export interface FormDataBody {
  requestType: 'formdata';
  [field: string]: unknown;
}

export function isFormDataBody(body: unknown): body is FormDataBody {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { requestType?: unknown }).requestType === 'formdata'
  );
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function appendValue(form: FormData, field: string, value: unknown): void {
  if (value === undefined || value === null) return;
  if (isBlob(value)) form.append(field, value);
  else if (value instanceof Date) form.append(field, value.toISOString());
  else if (typeof value === 'object') form.append(field, JSON.stringify(value));
  else form.append(field, String(value));
}

/**
 * FormData from a `requestType: 'formdata'` body: the marker is dropped, files and
 * blobs go as is, arrays become one entry per item, null/undefined are skipped.
 */
export function buildFormData(body: FormDataBody): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (field === 'requestType') continue;
    if (Array.isArray(value)) {
      for (const item of value) appendValue(form, field, item);
    } else {
      appendValue(form, field, value);
    }
  }
  return form;
}
