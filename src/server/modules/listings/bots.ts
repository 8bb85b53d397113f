/**
 * User-Agents that announce a program rather than a person: crawlers, link previews, HTTP libraries,
 * headless browsers and audits. A missing User-Agent counts as one too. Their reads are not views.
 */
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|embedly|preview|curl\/|wget\/|python|httpclient|go-http-client|java\/|okhttp|axios\/|node-fetch|undici|scrapy|headless|lighthouse|phantomjs|pingdom|uptime/i;

export const isBot = (userAgent: string | undefined): boolean =>
  !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
