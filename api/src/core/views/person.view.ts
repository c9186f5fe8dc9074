import { ApiProperty } from '@nestjs/swagger';
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
