// The static pages a new service starts with (`/page/{slug}`). Plain text: paragraphs are
// separated by blank lines and the web app renders them as text, never as HTML.

export interface DemoPage {
  slug: string;
  title: string;
  body: string;
}

const paragraphs = (...items: string[]) => items.join('\n\n');

export const DEMO_PAGES: readonly DemoPage[] = [
  {
    slug: 'about',
    title: 'About Marquee',
    body: paragraphs(
      'Marquee brings films, series and live TV together in one place, on the screens you already own. One subscription opens the whole catalogue; a few new releases can also be rented or bought on their own.',
      'We add new films every week and new episodes as soon as they air. Live channels come with a seven-day catch-up window, so a missed match or an evening news bulletin is never more than a few clicks away.',
      'Marquee works in any modern browser on a computer, a phone or a smart TV. Your progress follows you: start a film on the sofa and finish it on the train.',
      'Every profile can carry its own parental PIN, so younger viewers only see what is right for them.',
    ),
  },
  {
    slug: 'terms-of-use',
    title: 'Terms of use',
    body: paragraphs(
      'These terms apply to your use of the Marquee service and to everything you watch on it. By creating an account or watching anything on Marquee you accept them.',
      '1. Your account. You must be at least 18 years old to hold an account. Keep your password, your parental PIN and your purchase PIN to yourself: you are responsible for what is watched, rented and bought with your account.',
      '2. Subscriptions. Your subscription renews at the end of each period and the card on file is charged at the price of your package at that time. You can change package at any time; a change takes effect at once and starts a new period.',
      '3. Rentals and purchases. A rental can be watched as often as you like until it ends, counted from the moment you rent it. A purchase stays available for as long as your account is open and the title remains licensed to us.',
      '4. Personal use only. Content is licensed to you for private, non-commercial viewing. You may not copy, record, redistribute or show it in public, nor try to get around the protection of the streams.',
      '5. Devices. You may use Marquee on as many devices as your package allows at the same time. You can see and remove your devices from My Account.',
      '6. Availability. The catalogue changes as licences start and end. We work to keep the service running at all times but cannot promise it will never be interrupted.',
      '7. Ending the service. You may close your account at any time. We may suspend an account that breaks these terms, after telling you why whenever the law allows.',
      'If you have a question about these terms, our help centre is the quickest way to reach us.',
    ),
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body: paragraphs(
      'This policy explains what we collect when you use Marquee, why, and the choices you have.',
      'What we collect. Your name, e-mail address, age and language; the profiles you create; your subscription and payment history; the devices you sign in from; and what you watch, where you stopped and how you rate it.',
      'What we do not collect. We never see or keep your full card number or security code: our payment provider handles them and tells us only the card brand and its last four digits. Your passwords and PINs are stored as one-way hashes that nobody can read back.',
      'Why we use it. To run your account and bill your subscription, to let you continue watching where you left off, to recommend titles you may like, to keep the service secure (for example by limiting repeated failed logins), and to understand which parts of the service are used so we can improve them.',
      'Sharing. We share data only with the companies that help us run the service, such as our payment provider and e-mail provider, and only as much as they need. We do not sell your data.',
      'Keeping it. We keep your data while your account is open and delete it within 90 days of closing, except where the law requires us to keep billing records for longer.',
      'Your rights. You can ask for a copy of your data, ask us to correct it, or ask us to delete it. Contact us through the help centre and we will answer within 30 days.',
    ),
  },
  {
    slug: 'help',
    title: 'Help centre',
    body: paragraphs(
      'Signing in. Use the e-mail address or username and the password you chose when you registered. If you forgot your password, choose "Forgot password" on the login page and we will e-mail you a link that works once, within an hour.',
      "Parental PIN. Some titles ask for your profile's parental PIN before they play. You can set or change it in My Account. After too many wrong attempts you will have to wait a little before trying again.",
      "Renting a title. Choose Rent on the title's page, enter your purchase PIN, pick the quality and confirm the price. Rentals of a few days start when you rent, not when you press Play.",
      'Picture quality. When a title comes in several qualities (SD, HD or 4K) you are asked which one to play; your choice is remembered on that device. A slow connection plays best in SD.',
      'Continue watching. Leave a film or an episode after at least ten seconds and it appears in the Continue watching row on the home page, ready to pick up where you stopped.',
      'Devices. My Account lists the devices signed in to your account. Remove one you no longer use and it is signed out at once.',
      'Still stuck? Write to support@marquee.local with your account e-mail address and what you were trying to do, and we will get back to you within one working day.',
    ),
  },
];
