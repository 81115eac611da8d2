/**
 * Text that may reach an operator (a log line, a job's last error) with what identifies a
 * resident or opens their account taken out: e-mail addresses, phone numbers and the keys of
 * e-mailed links. Mail relays and HTTP clients quote these back in their error messages.
 */
export function redactPersonalData(text: string): string {
  return text
    .replace(/([?&](?:key|token)=)[^\s&"'<>]+/gi, '$1[key]')
    .replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[e-mail]')
    .replace(/\+?\d[\d\s-]{6,}\d/g, '[number]');
}
