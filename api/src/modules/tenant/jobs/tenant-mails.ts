import { GLOSSARY } from '#shared/glossary';
import { TENANT_TYPE_LABELS, tenantLevelLabel, TenantType } from '#shared/levels';
import { MailContent, renderMail } from '../../../infrastructure/mail/mail-layout';

export interface InvitationMailInput {
  tenantName: string;
  tenantType: TenantType;
  level: number;
  inviterName: string | null;
  /** Whether an account with the invited address exists already. */
  hasAccount: boolean;
  invitationsUrl: string;
  registerUrl: string;
}

export function invitationMail(input: InvitationMailInput): MailContent {
  // Where the invitation waits: the user menu's entry, named as the glossary names it.
  const menu = `„${GLOSSARY.invitation.many}“`;
  const who = input.inviterName ? `${input.inviterName} hat dich` : 'Du wurdest';
  const role = tenantLevelLabel(input.tenantType, input.level);
  const kind = TENANT_TYPE_LABELS[input.tenantType] ?? input.tenantType;
  return renderMail({
    subject: `Plenum: Einladung in die Gruppe ${input.tenantName}`,
    greeting: 'Hallo,',
    paragraphs: [
      `${who} in die Gruppe „${input.tenantName}“ (${kind}) auf Plenum eingeladen. Deine Rolle dort: ${role}.`,
      input.hasAccount
        ? `Melde dich an und nimm die Einladung unter ${menu} an oder lehne sie ab.`
        : `Du hast noch kein Konto? Registriere dich mit genau dieser E-Mail-Adresse: ${input.registerUrl} – danach findest du die Einladung unter ${menu}.`,
    ],
    action: { label: 'Einladung ansehen', url: input.invitationsUrl },
    footnote:
      'Wenn du mit dieser Einladung nichts anfangen kannst, kannst du diese E-Mail ignorieren. Ohne deine Zustimmung wirst du nicht Mitglied.',
  });
}
