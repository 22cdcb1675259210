// Only web addresses: a `javascript:` URL in an href would run.

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

export function safeIconUrl(value: string | null | undefined): string | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return undefined;
  if (/^data:image\//i.test(text)) return text;
  if (/^\/(?!\/)/.test(text)) return text;
  return safeWebUrl(text);
}
