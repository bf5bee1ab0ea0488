import { useState } from 'react';
import './avatar.css';

/** A round avatar: the image when there is one and it loads, else the initials on the brand gradient. */
export function Avatar({ src, initials, alt, size = 36 }: { src?: string | null; initials: string; alt: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="avatar" style={{ width: size, height: size, fontSize: size * 0.38 }}>
      {src && !failed ? (
        <img src={src} alt={alt} onError={() => setFailed(true)} />
      ) : (
        <span aria-hidden="true" className="avatar__initials">
          {initials}
        </span>
      )}
    </span>
  );
}
