import { useEffect, useState } from 'react';

/** An object URL for a file's preview, revoked when the file changes or the component goes away. */
export function useObjectUrl(file: Blob): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [file]);
  return url;
}
