/**
 * SES sending for verification, reset and notification mails: a domain identity for the sender's domain
 * (Easy DKIM; its CNAME records are stack outputs), or the one the account already has (`mailIdentityExists`), a send grant pinned to the one From address, and a
 * configuration set every mail goes out with, whose bounce and complaint events go to EventBridge's default
 * bus, where a rule hands them to the function that records suppressed addresses (functions/auth/mail-feedback.ts).
 */
import { CfnOutput, Duration, Stack } from 'aws-cdk-lib';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import {
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  type IEmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { SES_EVENT_SOURCE } from '../../functions/auth/mail-feedback';
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
  /** The domain's identity exists already (made outside this stack): use it, create none. @default false */
  readonly identityExists?: boolean;
}

/** EventBridge's names for SES's events, as the rule matches them. */
export const SES_FEEDBACK_DETAIL_TYPES = ['Email Bounced', 'Email Complaint Received'];

export class Mail extends Construct {
  readonly identity: IEmailIdentity;
  /** Every mail's configuration set: its bounces and complaints reach EventBridge. */
  readonly configurationSet: ConfigurationSet;
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
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      // SES stops sending to an address that bounced for good or complained, whatever the account's own list says.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('BouncesAndComplaints', {
      destination: EventDestination.eventBus(EventBus.fromEventBusName(this, 'DefaultBus', 'default')),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
    this.recipientIdentities = (props.sandboxRecipients ?? []).map(
      (address, i) => new EmailIdentity(this, `SandboxRecipient${i + 1}`, { identity: Identity.email(address) }),
    );
    if (props.identityExists) {
      // SES refuses a second identity of the same domain, so a deploy would fail; its DKIM is already set up.
      // Every send names the configuration set, so the existing identity needs it as no default.
      this.identity = EmailIdentity.fromEmailIdentityName(this, 'Identity', domain);
      return;
    }
    const identity = new EmailIdentity(this, 'Identity', {
      identity: Identity.domain(domain),
      configurationSet: this.configurationSet,
    });
    this.identity = identity;
    identity.dkimRecords.forEach((record, i) => {
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

  /** Sends the configuration set's bounce and complaint events (EventBridge) to the function. */
  sendFeedbackTo(fn: ServiceFunction): Rule {
    const rule = new Rule(this, 'BouncesAndComplaints', {
      description: "SES bounces and complaints of the stack's mail: suppress the address",
      eventPattern: {
        source: [SES_EVENT_SOURCE],
        detailType: SES_FEEDBACK_DETAIL_TYPES,
        detail: { mail: { tags: { 'ses:configuration-set': [this.configurationSet.configurationSetName] } } },
      },
    });
    rule.addTarget(new LambdaFunction(fn.fn, { retryAttempts: 8, maxEventAge: Duration.hours(24) }));
    return rule;
  }

  /**
   * ses:SendEmail/SendRawEmail through this identity (and, in the sandbox, to its verified recipients)
   * with the configuration set (MAIL_CONFIGURATION_SET), and only with our From address.
   */
  grantSend(fn: ServiceFunction): void {
    // Only the senders are told the set: every function's environment counts against Lambda's 4 KB.
    fn.setConfig('MAIL_CONFIGURATION_SET', this.configurationSet.configurationSetName);
    fn.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        // With a configuration set, SES authorises the send against the set too.
        resources: [
          this.identity.emailIdentityArn,
          ...this.recipientIdentities.map((r) => r.emailIdentityArn),
          Stack.of(this).formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
  }
}
