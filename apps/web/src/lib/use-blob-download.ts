import { useEffect, useRef, useState } from 'react';

/**
 * A downloaded file kept as an object URL behind a "save it again" link: `save(blob)` makes
 * the URL and clicks the link once it is on the page (the automatic download), and the URL is
 * released when it is replaced or the page leaves. The link stays for browsers that block the
 * automatic download.
 */
export function useBlobDownload() {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!objectUrl) return;
    linkRef.current?.click();
    return () => URL.revokeObjectURL(objectUrl);
  }, [objectUrl]);

  return { objectUrl, linkRef, save: (blob: Blob) => setObjectUrl(URL.createObjectURL(blob)) };
}
