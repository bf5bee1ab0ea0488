/**
 * SES sending for verification, reset and notification mails: a domain identity for the sender's domain
 * (Easy DKIM; its CNAME records are stack outputs) and a send grant pinned to the one From address.
 */
import { CfnOutput } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import type { ServiceFunction } from './service-function';
import { senderAddress } from './settings';

export interface MailProps {
  /** `Name <address>` or `address`; the address's domain is verified with SES. */
  readonly from: string;
  /**
   * Addresses verified as identities of their own so that mail reaches them while the account is in SES's
   * sandbox, where sending is authorised against the recipient's identity too. @default - none
   */
  readonly sandboxRecipients?: readonly string[];
}

export class Mail extends Construct {
  readonly identity: EmailIdentity;
  /** The sandbox's verified recipients (section "SES" of docs/operations.md). */
  readonly recipientIdentities: readonly EmailIdentity[];
  readonly from: string;
  /** The bare address, as SES's `ses:FromAddress` condition compares it. */
  readonly fromAddress: string;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { address, domain } = senderAddress(props.from);
    this.from = props.from;
    this.fromAddress = address;
    this.identity = new EmailIdentity(this, 'Identity', { identity: Identity.domain(domain) });
    this.recipientIdentities = (props.sandboxRecipients ?? []).map(
      (address, i) => new EmailIdentity(this, `SandboxRecipient${i + 1}`, { identity: Identity.email(address) }),
    );

    this.identity.dkimRecords.forEach((record, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, {
        description: `DNS record ${i + 1} of 3 that verifies ${domain} for SES (CNAME name -> value)`,
        value: `${record.name} CNAME ${record.value}`,
      });
    });
  }

  /** Gives the function the sender (MAIL_FROM); sending needs `grantSend`. */
  bindSender(fn: ServiceFunction): void {
    fn.setConfig('MAIL_FROM', this.from);
  }

  /**
   * ses:SendEmail/SendRawEmail through this identity (and, in the sandbox, to its verified recipients),
   * and only with our From address.
   */
  grantSend(fn: ServiceFunction): void {
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [this.identity.emailIdentityArn, ...this.recipientIdentities.map((r) => r.emailIdentityArn)],
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
  }
}
