// The footer's islands, one chunk loaded after the page's load (./deferred-footer.tsx)
export { CountryDisclosure } from './country-disclosure.tsx';
export { NewsletterForm } from './newsletter-form.tsx';
export { SmsOffer } from './sms-offer.tsx';
