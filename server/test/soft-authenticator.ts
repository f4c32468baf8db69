import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest();

/**
 * A software passkey authenticator for server tests: one P-256 credential, "none" attestation,
 * answering WebAuthn ceremonies as a browser would hand them to the server (the JSON forms of
 * @simplewebauthn/browser). The browser journeys use Chromium's own virtual authenticator.
 */
export function softAuthenticator(origin: string) {
  const rpIdHash = sha256(new URL(origin).hostname);
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const cosePublicKey = () =>
    isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );

  const authenticatorData = (attested: boolean) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    // Flags: user present, user verified, and (at registration) attested credential data.
    const flags = Buffer.from([attested ? 0x45 : 0x05]);
    if (!attested) return Buffer.concat([rpIdHash, flags, count]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const aaguid = Buffer.alloc(16);
    return Buffer.concat([rpIdHash, flags, count, aaguid, idLength, credentialId, cosePublicKey()]);
  };

  const clientData = (type: string, challenge: string, at = origin) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),
    /** The answer to creation options (a RegistrationResponseJSON). */
    register(options: Record<string, unknown>) {
      userHandle = (options.user as { id: string }).id;
      const attestationObject = isoCBOR.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', new Uint8Array(authenticatorData(true))],
        ]) as never,
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge as string)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    /** The answer to request options (an AuthenticationResponseJSON), signed with the key. */
    authenticate(options: Record<string, unknown>, at = origin) {
      counter += 1;
      const data = authenticatorData(false);
      const client = clientData('webauthn.get', options.challenge as string, at);
      const signature = sign('sha256', Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
          userHandle,
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
