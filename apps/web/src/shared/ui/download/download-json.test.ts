import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_JSON_FILENAME, downloadJson } from './download-json';

afterEach(() => {
  vi.restoreAllMocks();
});

function captureDownload() {
  const blobs: Blob[] = [];
  const created = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    if (blob instanceof Blob) blobs.push(blob);
    return 'blob:download';
  });
  const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const links: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    links.push(this);
  });
  return { blobs, links, created, revoked };
}

describe('downloadJson', () => {
  it("saves the data as pretty JSON under 'dados.json' by default", async () => {
    const { blobs, links, revoked } = captureDownload();
    downloadJson({ id: 1, name: 'Padaria' });
    expect(DEFAULT_JSON_FILENAME).toBe('dados.json');
    expect(links).toHaveLength(1);
    expect(links[0]?.download).toBe('dados.json');
    expect(links[0]?.getAttribute('href')).toBe('blob:download');
    expect(blobs[0]?.type).toBe('application/json');
    expect(await blobs[0]?.text()).toBe('{\n  "id": 1,\n  "name": "Padaria"\n}');
    expect(revoked).toHaveBeenCalledWith('blob:download');
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('uses the given file name', () => {
    const { links } = captureDownload();
    downloadJson([1, 2], 'lista.json');
    expect(links[0]?.download).toBe('lista.json');
  });
});
