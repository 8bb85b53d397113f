import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to `text` (the plain text stays, for clients that show no HTML). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on alerts. */
  headers?: Record<string, string>;
}

/** Sends one e-mail or throws. */
export interface MailTransport {
  send(email: Email): Promise<void>;
}

export const MAIL_FROM = 'Kingsmere Motors <no-reply@kingsmere.example>';

/** Real e-mail through SMTP (SMTP_URL). */
export class SmtpTransport implements MailTransport {
  private readonly transporter: Transporter;
  constructor(url: string) {
    this.transporter = nodemailer.createTransport(url);
  }
  async send(email: Email): Promise<void> {
    await this.transporter.sendMail({ from: MAIL_FROM, ...email });
  }
}

/** Without SMTP: each message is written to DATA_DIR/outbox/ as an .eml file a person can open. */
export class FileTransport implements MailTransport {
  private readonly render = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  constructor(
    readonly dir: string,
    private readonly log: (line: string) => void = () => {},
  ) {}
  async send(email: Email): Promise<void> {
    const info = await this.render.sendMail({ from: MAIL_FROM, ...email });
    await mkdir(this.dir, { recursive: true });
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
    );
    await writeFile(file, info.message as Buffer);
    this.log(`e-mail to ${email.to} written to ${file}`);
  }
}
