import { formatAddress, site } from '../../../config';
import type { PageRecord } from '../../page';
import { legalQuestionsClosing } from '../../company/legal';

/** All copy of the /privacy page. Company names and contacts come from `site`; nothing here is typed twice. */

/** The one date this policy last changed; the hero shows it. */
const lastUpdated = '2026-11-28';

// The periods the server applies (its environment sets them), read when this page is first built.
const { leadDays, heldDays, fieldDataDays } = site.retention;

const videoHost = new URL(site.videoEmbedOrigin).host;
const mapHost = new URL(site.mapEmbedOrigin).host;

const privacyPage: PageRecord = {
  hero: {
    eyebrow: 'Legal',
    title: 'Privacy Policy',
    lead: `How ${site.name} handles the little information this website collects: what it is, why we keep it, who sees it and what you can ask us to do with it.`,
    updated: { label: 'Last updated:', date: lastUpdated },
  },
  contents: { label: 'Contents' },
  sections: [
    {
      id: 'who-we-are',
      copy: { title: '1. Who We Are' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `This website is run by ${site.legalName} ("${site.name}", "we", "us"), a contract electronics manufacturer at ${formatAddress()}. We decide what information the site collects and how it is used.`,
            'This policy covers this website and the contact and quote forms on it. Information you share with us later in a business relationship, such as design files sent under a non-disclosure agreement, is governed by that agreement and our terms, not by this policy.',
          ],
        },
      ],
    },
    {
      id: 'information-you-give-us',
      copy: { title: '2. Information You Give Us' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'You can browse the whole site without telling us who you are. We only receive personal information when you choose to send the contact or quote form. The form asks for six things, and every one of them is sent with your request:',
          ],
          list: [
            'First name',
            'Last name',
            'Company name',
            'E-mail address',
            'Phone number',
            'Project details (for example quantities, timeline and special requirements)',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'Your browser sends a few more details with the request, so we know which page and campaign brought it:',
          ],
          list: [
            'The page you sent it from, and which of our forms you used',
            'The name of the website that sent you to ours (such as www.example.com), not the full address of the page',
            'The campaign tags (utm_source, utm_medium, utm_campaign, utm_term, utm_content) of the link you arrived by, if it had any',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'Your browser keeps the last two in its session storage for the visit, not in a cookie; they are gone when you close the tab. When you first use the form, it also fetches a one-time token from our server, and it may be asked to work out a short calculation before your request goes through. Both only keep automated spam out and say nothing about you.',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'Please keep confidential design data out of the project details field. If your project needs drawings, Gerber files or a bill of materials, we will arrange a non-disclosure agreement and a secure way to send them.',
          ],
        },
      ],
    },
    {
      id: 'information-collected-automatically',
      copy: { title: '3. Information Collected Automatically' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'Like any website, the servers that deliver this site see some technical details of each request, and they may keep them in server logs:',
          ],
          list: [
            'The IP address your request came from',
            'The date and time of the request',
            'The page or file requested and whether it was delivered',
            'The browser and operating system your browser reports',
            'The address of the page that linked to ours, if your browser sends it',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'The site runs no advertising trackers, no cross-site tracking pixels and no advertising cookies, and we do not build profiles of visitors. We do not combine server logs with the details you send in the contact form, except to investigate abuse of the form.',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            "To know whether the site is fast for the people who use it, your browser reports a few timings of each visit to our server: how soon the page appeared, how quickly it answered a click or a tap and how much it shifted while loading, with the page's address (without its query) and the version of the site. These reports carry no cookie, no identifier and nothing you typed, so they cannot be linked to you.",
            'When we try a new version of part of the site, we may first show it to a share of visitors. While such a trial runs, your browser keeps one cookie from our site, site_side, that says only whether you see the new version or the current one, so your visit looks the same from page to page. It holds no identifier, is set only while a trial runs, and nothing else is stored with it. During a trial each page also carries a random number of its own, which its timing reports send back so that we count each page once; every page gets a new one, so it does not link one page of your visit to the next.',
            'To stop one source from flooding the contact form, the server counts requests per address over a short window. It counts a keyed hash of the address, never the address itself, and the count is deleted with the window.',
          ],
        },
      ],
    },
    {
      id: 'videos-and-maps',
      copy: { title: '4. Videos and Maps From Other Providers' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `Some pages show a video or a map. Until you ask for it, you only see a still picture with a button, and nothing is loaded from the provider. The video frame comes from ${videoHost} and loads only when you press play; the map frame comes from ${mapHost} and loads only when you press the button to load the map.`,
            "Once you press the button, your browser connects to that provider directly, and the provider's own privacy policy applies to what it collects from then on. We do not receive the information the provider collects.",
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      copy: { title: '5. How We Use Information' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: ['We use the information described above only for these purposes:'],
          list: [
            'To answer your request: to call or write back, prepare a quote and discuss your project',
            'To keep a record of what was asked and what we answered, so anyone on our team can pick up the conversation',
            'To keep the site working and secure, for example to find errors and to stop automated abuse of the contact form',
            'To meet legal obligations, such as export-control and record-keeping rules that apply to our business',
          ],
        },
        {
          kind: 'prose',
          paragraphs: [
            'We do not sell your information, we do not use it for advertising, and we do not add you to a mailing list unless you ask us to.',
          ],
        },
      ],
    },
    {
      id: 'how-long-we-keep-it',
      copy: { title: '6. How Long We Keep It' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `The website deletes contact and quote requests ${leadDays} days after they arrive. Requests our spam checks held back are deleted after ${heldDays} days, and the timing reports after ${fieldDataDays} days. The server does this by itself, every hour.`,
            'Once a request has reached the team, it is handled in our own systems: if you become a customer, your contact details become part of our customer records and are kept for as long as the business relationship lasts and any period the law or our quality system requires after it.',
            'Server logs are kept only as long as they are useful for security and troubleshooting, and are then deleted. When information is no longer needed, we delete it or make sure it can no longer be linked to you.',
          ],
        },
      ],
    },
    {
      id: 'who-we-share-it-with',
      copy: { title: '7. Who We Share It With' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: ['We share information only in these cases:'],
          list: [
            'With the people on our own team who handle your request',
            'With service providers that run parts of our business for us, such as website hosting and the workflow tool that routes each request to the right person; they may use the information only to provide that service',
            'When the law requires it, for example in answer to a valid court order, or when it is needed to protect our rights, our staff or others',
            'If our business or part of it is sold or merged, with the new owner, who remains bound by this policy for information collected under it',
          ],
        },
      ],
    },
    {
      id: 'how-we-protect-it',
      copy: { title: '8. How We Protect It' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'The contact form sends your request to our own server, not to a third-party form service. The server checks every request, limits how many requests can come from one address in a short time, and stores each accepted request before confirming it to you.',
            'Access to stored requests is limited to the staff who need them. No system is perfectly secure, but we take reasonable technical and organizational steps to protect information against loss, misuse and unauthorized access.',
          ],
        },
      ],
    },
    {
      id: 'your-choices-and-rights',
      copy: { title: '9. Your Choices and Rights' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            `You can ask us what information we hold about you, ask us to correct it, or ask us to delete it. Write to ${site.email} and tell us which request you mean; we may need to confirm that the request comes from you before we act on it.`,
            'Depending on where you live, the law may give you further rights, and we will honor them. We will not treat you differently for exercising any of your rights.',
          ],
        },
      ],
    },
    {
      id: 'minimum-age',
      copy: { title: '10. Minimum Age' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'This site is meant for businesses and the adults who work for them. You must be at least 18 years old to use the contact or quote form, and the site is not intended for anyone under 18.',
            'We do not knowingly collect information from anyone under 18. If you believe someone under 18 has sent us their details, contact us and we will delete them.',
          ],
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      copy: { title: '11. Changes to This Policy' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: [
            'We may update this policy when the site or the law changes. The date at the top of this page shows when it last changed. If a change affects how we use information we already hold, we will say so clearly on this page before it takes effect.',
          ],
        },
      ],
    },
    {
      id: 'contact-us',
      copy: { title: '12. Contact Us' },
      blocks: [
        {
          kind: 'prose',
          paragraphs: ['For any question about this policy or your information, reach us at:'],
          list: [site.legalName, formatAddress(), `E-mail: ${site.email}`, `Phone: ${site.phone.display}`],
        },
      ],
    },
  ],
  closing: legalQuestionsClosing(),
};

export default privacyPage;
