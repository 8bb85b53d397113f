import { BRAND } from '@client/app/brand.ts';
import { Button } from '@client/components/ui/button.tsx';
import { Card } from '@client/components/ui/card.tsx';
import { cn } from '@client/lib/cn.ts';
import { type LucideIcon, Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The ways to reach the team (live chat, phone, e-mail) on the Help Center and Support pages, in a row
 * from md up.
 */
export function ContactChannels({ children }: { children: ReactNode }) {
  return <ul className="grid gap-6 md:grid-cols-3">{children}</ul>;
}

/** A way to reach the team: the live chat, or one with an address (phone, e-mail). */
export interface ContactChannel {
  icon: LucideIcon;
  title: string;
  href?: string;
}

/** The live chat, the phone and the e-mail address: each page says its own words about them. */
export const CONTACT_CHANNELS: Record<'chat' | 'phone' | 'email', ContactChannel> = {
  chat: { icon: MessageCircle, title: 'Live Chat' },
  phone: { icon: Phone, title: 'Phone', href: BRAND.phone.href },
  email: { icon: Mail, title: 'E-mail', href: `mailto:${BRAND.email.support}` },
};

/**
 * One way to reach the team: its icon and name, then what the page says about it; the live chat's card
 * (the channel without an address) ends with the way into the chat.
 */
export function ContactChannelCard({ channel, children }: { channel: ContactChannel; children: ReactNode }) {
  const { icon: Icon, title, href } = channel;
  return (
    <Card asChild className="flex flex-col p-6 sm:p-8">
      <li>
        <Icon className="size-6 text-gold" aria-hidden="true" />
        <h3 className="mt-5 font-display text-2xl text-foreground">{title}</h3>
        {children}
        {href ? null : <StartChatButton />}
      </li>
    </Card>
  );
}

/** A line of a channel's card that is its address: a link where it has one (phone, e-mail), else text. */
export function ChannelAddress({
  href,
  className,
  linkClassName,
  children,
}: {
  href: string | undefined;
  className: string;
  linkClassName: string;
  children: ReactNode;
}) {
  return href ? (
    <a href={href} className={cn(className, linkClassName)}>
      {children}
    </a>
  ) : (
    <p className={className}>{children}</p>
  );
}

/** The live chat card's way in: the support chat (/help/chat). */
function StartChatButton() {
  return (
    <Button asChild className="mt-4 w-fit">
      <Link to="/help/chat">Start a chat</Link>
    </Button>
  );
}
