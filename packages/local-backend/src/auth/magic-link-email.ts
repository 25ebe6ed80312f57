// The sign-in email, in the brand's language.
import { BRANDS, isBrandId, type BackendBrand } from '../brands';

export interface MagicLinkEmail {
  readonly subject: string;
  readonly text: string;
}

export function magicLinkEmail(user: { firstName: string; brand: string; language: string }, link: string, code: string, minutes: number): MagicLinkEmail {
  const brand: BackendBrand = isBrandId(user.brand) ? BRANDS[user.brand] : BRANDS.default;
  if (user.language === 'fr') {
    return {
      subject: `Votre lien de connexion – ${brand.name}`,
      text: [
        `Bonjour ${user.firstName},`,
        '',
        `Pour vous connecter à votre espace candidat ${brand.name}, ouvrez ce lien :`,
        link,
        '',
        `Ou saisissez ce code : ${code}`,
        '',
        `Le lien et le code ne servent qu'une fois et expirent dans ${minutes} minutes.`,
        `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message. Contact : ${brand.admissionEmail}`,
      ].join('\n'),
    };
  }
  return {
    subject: `Your sign-in link for ${brand.name}`,
    text: [
      `Hello ${user.firstName},`,
      '',
      `To sign in to your ${brand.name} applicant portal, open this link:`,
      link,
      '',
      `Or enter this code: ${code}`,
      '',
      `The link and the code work once and expire in ${minutes} minutes.`,
      `If you did not ask for this, ignore this email. Contact: ${brand.admissionEmail}`,
    ].join('\n'),
  };
}
