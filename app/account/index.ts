/**
 * What other areas may use from account in browser-safe code (copy, form schemas and the sign-in fields). Outside
 * app/account, import account through this file or index.server.ts only (eslint.config.js).
 */
export { accountContent } from "./content/account";
export { codeSchema, signInSchema, PASSWORD_MAX, PASSWORD_MIN } from "./schema";
export {
  AuthForm,
  CodeInput,
  CurrentPasswordField,
  EmailInput,
  NewPasswordPair,
  SubmitButton,
} from "./components/auth-fields";
