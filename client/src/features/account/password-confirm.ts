import { z } from 'zod';
import { MSG } from '@hercircle/shared';

/**
 * A form's schema from `shape`, plus confirm_password, which must repeat the new password held
 * in `field`: the one rule of create account, reset password and change password.
 */
export function withPasswordConfirmation<T extends z.ZodRawShape>(
  shape: T,
  field: keyof T & string,
) {
  return z
    .object({ ...shape, confirm_password: z.string().min(1, MSG.confirmPasswordRequired) })
    .refine(
      (v) => {
        const values = v as Record<string, unknown>;
        return values[field] === values.confirm_password;
      },
      {
        path: ['confirm_password'],
        message: MSG.passwordsDoNotMatch,
      },
    );
}
