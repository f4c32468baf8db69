import { Alert, Container, Stack, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { SignInSecurityCard } from '../account/SignInSecurityCard.tsx';

/**
 * What the admin portal shows a site admin with no second factor where the site requires one
 * (ADMIN_REQUIRE_2FA): how to set one up, and nothing else until she has.
 */
export function AdminSecuritySetup() {
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1} fz={26}>
          Secure your admin account
        </Title>
        <Alert variant="light" icon={<IconShieldLock size={18} aria-hidden />}>
          The admin portal opens once your account has two-step sign-in or a passkey. Admin accounts
          can change every member&apos;s account, so a password alone is not enough.
        </Alert>
        <SignInSecurityCard />
      </Stack>
    </Container>
  );
}
