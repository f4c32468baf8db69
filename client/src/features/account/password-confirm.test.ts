import { describe, expect, it } from 'vitest';
import { password } from '@hercircle/shared';
import { zodValidate } from '../../lib/forms.ts';
import { withPasswordConfirmation } from './password-confirm.ts';

const validate = zodValidate<Record<string, string>>(
  withPasswordConfirmation({ new_password: password }, 'new_password'),
);

describe('withPasswordConfirmation', () => {
  it('asks for the confirmation, then for the same password', () => {
    expect(validate({ new_password: 'long enough', confirm_password: '' })).toEqual({
      confirm_password: 'Please confirm your password',
    });
    expect(validate({ new_password: 'long enough', confirm_password: 'long enougH' })).toEqual({
      confirm_password: 'Passwords do not match',
    });
    expect(validate({ new_password: 'long enough', confirm_password: 'long enough' })).toEqual({});
  });

  it("keeps the new password's own rule on its field", () => {
    expect(validate({ new_password: 'short', confirm_password: 'short' })).toEqual({
      new_password: 'Password must be at least 8 characters',
    });
  });
});
