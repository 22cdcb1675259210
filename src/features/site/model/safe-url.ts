// Links and icons named by the domain settings are written into href attributes; a `javascript:` or
// other scheme there would run in the player's session. Only web addresses pass.

/** The trimmed address when it is an absolute http(s) URL, else undefined. */
export function safeWebUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** A favicon may also be a path on this site or an inline image. */
export function safeIconUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^data:image\//i.test(text)) return text;
  if (/^\/(?!\/)/.test(text)) return text; // site-relative path, not protocol-relative
  return safeWebUrl(text);
}
