// Tiny HTML helpers for the dev pages: every value is escaped.
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1d2433}
article{border:1px solid #d0d5dd;border-radius:8px;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;background:#f5f6f8;padding:.75rem;border-radius:6px}
.email{width:100%;height:30rem;border:1px solid #d0d5dd;border-radius:6px}
button{font-size:1rem;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #635bff;cursor:pointer;margin-right:.5rem}
.pay{background:#635bff;color:#fff}.muted{color:#667085}
</style></head><body>${body}</body></html>`;
