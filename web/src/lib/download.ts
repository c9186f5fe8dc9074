/**
 * Starts the browser's download of `url` (the API answers with Content-Disposition: attachment, so the page
 * stays). Why a helper: every export (events, delegate lists) hands its finished file over this way.
 */
export function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
