/** One e-mail or text message. `template` names the event (for Notify and the dev outbox);
 * `subject` and `body` are the finished plain text. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  template: string;
  subject: string;
  body: string;
}

/** Every way the service sends mail or texts; chosen by NOTIFICATION_PROVIDER. */
export interface NotificationProvider {
  /** False for SMTP: texts are then skipped where they are a courtesy (confirmations). */
  readonly canSendTexts: boolean;
  send(message: OutgoingMessage): Promise<void>;
}
