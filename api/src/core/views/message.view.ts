import { ApiProperty } from '@nestjs/swagger';

/** The confirmation a route answers when it has nothing else to say ('Der Termin wurde gelöscht.'). */
export class MessageView {
  @ApiProperty() message: string;
}
