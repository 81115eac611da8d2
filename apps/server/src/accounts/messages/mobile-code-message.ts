import type { OutgoingMessage } from '../../notifications/index.ts';

export function mobileCodeMessage(options: {
  recipient: string;
  code: string;
  purpose: 'login' | 'link';
}): OutgoingMessage {
  const action = options.purpose === 'login' ? 'sign in' : 'link your mobile phone';
  return {
    channel: 'sms',
    recipient: options.recipient,
    template: options.purpose === 'login' ? 'mobile-login-code' : 'mobile-link-code',
    subject: 'Security code',
    body: `Your security code to ${action} for your care and support self-assessment is ${options.code}. It expires in 10 minutes. Do not share this code with anyone.`,
  };
}
