/**
 * The texts the sign-in flows send a user (the new-account link, the password-reset link, the
 * second-factor code by SMS), in the user's language (users.language: 1 English, 2 Spanish).
 */
import { type LanguageCode, languageCode } from "@plantwise/shared";

interface AuthTexts {
  accountLink: (name: string, link: string) => { subject: string; text: string };
  passwordReset: (name: string, link: string) => { subject: string; text: string };
  smsCode: (code: string) => string;
}

export const AUTH_TEXTS: Readonly<Record<LanguageCode, AuthTexts>> = {
  en: {
    accountLink: (name, link) => ({
      subject: "Your Plantwise account",
      text: `Hello ${name},\n\nan account was created for you on Plantwise. Choose your password here (the link is valid for 72 hours):\n\n${link}\n\nIf the link has expired, open the sign-in page, choose "Forgot password?" and enter this e-mail address to receive a new one.\n`,
    }),
    passwordReset: (name, link) => ({
      subject: "Reset your Plantwise password",
      text: `Hello ${name},\n\nsomeone asked to reset the password of your Plantwise account. Choose a new password here (the link is valid for 1 hour and works once):\n\n${link}\n\nIf you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    }),
    smsCode: (code) => `Your Plantwise code is ${code}. It is valid for 10 minutes. Do not share it.`,
  },
  es: {
    accountLink: (name, link) => ({
      subject: "Su cuenta de Plantwise",
      text: `Hola ${name}:\n\nse creó una cuenta para usted en Plantwise. Elija su contraseña aquí (el enlace es válido durante 72 horas):\n\n${link}\n\nSi el enlace ha caducado, abra la página de inicio de sesión, elija «¿Olvidó su contraseña?» e introduzca esta dirección de correo electrónico para recibir uno nuevo.\n`,
    }),
    passwordReset: (name, link) => ({
      subject: "Restablezca su contraseña de Plantwise",
      text: `Hola ${name}:\n\nalguien pidió restablecer la contraseña de su cuenta de Plantwise. Elija una contraseña nueva aquí (el enlace es válido durante 1 hora y funciona una sola vez):\n\n${link}\n\nSi no lo pidió usted, no haga caso de este correo: su contraseña no cambia.\n`,
    }),
    smsCode: (code) => `Su código de Plantwise es ${code}. Es válido durante 10 minutos. No lo comparta.`,
  },
};

/** The sign-in texts of a user's language (a users.language id; English when unknown). */
export function authTexts(language: number | null | undefined): AuthTexts {
  return AUTH_TEXTS[languageCode(language)];
}
