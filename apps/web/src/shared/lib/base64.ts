/** Base64 of a text's UTF-8 bytes (btoa alone fails on characters above U+00FF). */
export function utf8ToBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
