// A software authenticator for the tests: a P-256 key from node:crypto, authenticator data and clientDataJSON built
// byte by byte, "none" attestation encoded with cborg (not the CBOR library the server reads it with). It answers
// what the browser would pass on from navigator.credentials, and can be told to lie: another origin, another RP id,
// a counter of its choosing, other backup flags.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { encode } from "cborg";

const b64u = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export type Lie = { origin?: string; rpId?: string; counter?: number; backupEligible?: boolean; backupState?: boolean; userVerified?: boolean; type?: string };

type Options = { challenge: string; user?: { id: string } };

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private userHandle: string | undefined;
  /** the signature counter: 0 at registration, one up with every assertion */
  counter: number;

  constructor(
    /** `counterless`: an authenticator that keeps no signature counter (always 0), as synced passkeys do. */
    private readonly settings: { origin?: string; rpId?: string; backupEligible?: boolean; backupState?: boolean; counterless?: boolean } = {},
  ) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    this.publicJwk = { x: jwk.x!, y: jwk.y! };
    this.counter = 0;
  }

  get id(): string {
    return b64u(this.credentialId);
  }

  private coseKey(): Uint8Array {
    return encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(this.publicJwk.x, "base64url")],
        [-3, Buffer.from(this.publicJwk.y, "base64url")],
      ]),
    );
  }

  private authenticatorData(lie: Lie, attested: boolean): Buffer {
    const be = lie.backupEligible ?? this.settings.backupEligible ?? false;
    const bs = lie.backupState ?? this.settings.backupState ?? false;
    let flags = FLAG_UP | ((lie.userVerified ?? true) ? FLAG_UV : 0) | (be ? FLAG_BE : 0) | (bs ? FLAG_BS : 0);
    if (attested) flags |= FLAG_AT;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(attested ? 0 : (lie.counter ?? this.counter));
    const parts = [sha256(lie.rpId ?? this.settings.rpId ?? "localhost"), Buffer.from([flags]), counter];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, Buffer.from(this.coseKey()));
    }
    return Buffer.concat(parts);
  }

  private clientData(type: string, challenge: string, lie: Lie): Buffer {
    const origin = lie.origin ?? this.settings.origin ?? "http://localhost:3000";
    return Buffer.from(JSON.stringify({ type: lie.type ?? type, challenge, origin, crossOrigin: false }));
  }

  /** What navigator.credentials.create() gives, as @simplewebauthn/browser's startRegistration answers it. */
  register(options: Options, lie: Lie = {}) {
    this.userHandle = options.user?.id;
    const authData = this.authenticatorData(lie, true);
    const attestationObject = encode({ fmt: "none", attStmt: {}, authData });
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: { clientDataJSON: b64u(this.clientData("webauthn.create", options.challenge, lie)), attestationObject: b64u(attestationObject), transports: ["internal"] },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /** What navigator.credentials.get() gives; the counter goes up by one unless a lie names it. */
  authenticate(options: Options, lie: Lie = {}) {
    if (lie.counter === undefined && !this.settings.counterless) this.counter += 1;
    const authData = this.authenticatorData(lie, false);
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, lie);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
