/** The files whose every interface text comes from the catalogues (i18n.test.ts reads this). */
export const accountFiles: string[] = [
  'routes/sign-in.tsx',
  'routes/create-account.tsx',
  'routes/reset-password.tsx',
  'features/account/SignInPage.tsx',
  'features/account/EmailCodeForm.tsx',
  'features/account/TwoStepForm.tsx',
  'features/account/PasskeySignIn.tsx',
  'features/account/FormError.tsx',
  'features/account/ResetPasswordPage.tsx',
];
