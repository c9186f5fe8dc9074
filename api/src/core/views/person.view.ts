import { ApiProperty } from '@nestjs/swagger';
import { FORMER_MEMBER, FORMER_MEMBER_NAME } from '#shared/account-deletion';
import type { FormerMember } from '#shared/account-deletion';
import type { Contact } from '#shared/auth-data';
import type { Person } from '#shared/tenant';

export class ContactView implements Contact {
  @ApiProperty() first_name: string;
  @ApiProperty() last_name: string;
}

/** A person as every module shows them: by name only (ARCHITECTURE 2), never by address. */
export class PersonView implements Person {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty({ type: ContactView }) contact: ContactView;
}

export function person(p: { _id: string; firstName: string; lastName: string } | null): PersonView | null {
  return p ? { _id: p._id, contact: { first_name: p.firstName, last_name: p.lastName } } : null;
}

/** The author of kept content whose account is gone (issue 26 §2). */
export class FormerMemberView implements FormerMember {
  @ApiProperty({ type: String, nullable: true, enum: [null] }) _id: null;
  @ApiProperty({ enum: [FORMER_MEMBER_NAME] }) name: typeof FORMER_MEMBER_NAME;
  @ApiProperty({ type: ContactView }) contact: ContactView;
}

/**
 * The author of content that always had one when written: a missing author means the account was deleted
 * since, so the content names 'Ehemaliges Mitglied' instead of nobody.
 */
export function contentAuthor(p: { _id: string; firstName: string; lastName: string } | null): PersonView | FormerMemberView {
  return person(p) ?? { ...FORMER_MEMBER, contact: { ...FORMER_MEMBER.contact } };
}
