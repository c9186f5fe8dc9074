// Turns a create or update body into the columns it changes, collecting every field problem of the
// dates, switches, programme and custom fields into one 400 (a person fixes them all in one go).
import { EventSwitches } from '#shared/event';
import { tenantLevels } from '#shared/levels';
import type { TenantContext } from '../../common/tenancy/tenant-context';
import { Errors, FieldError } from '../../core/domain.exception';
import type { CreateEventDto, UpdateEventDto } from './dto/event.dto';
import type { GroupEvent, StoredCustomField } from './entities/event.entity';
import { checkProgram, ProgramItemDraft } from './event-program';
import { EventErrors } from './event.errors';
import { checkCustomFields, checkSwitches } from './event.rules';
import { switchesOf } from './event.views';

export interface EventChanges {
  title?: string;
  description?: string;
  location?: string;
  /** '' clears the code; undefined leaves it. */
  doorCode?: string | null;
  startDate: Date;
  endDate: Date;
  viewAccess?: number;
  switches: EventSwitches;
  customFields?: StoredCustomField[];
  /** Left undefined when the body has no configuration: the programme stays as it is. */
  program?: ProgramItemDraft[];
}

const NO_SWITCHES: EventSwitches = { program: false, registration: false, checkin: false };

/** `current` is the event being updated (undefined on create). */
export function checkEventInput(
  ctx: TenantContext,
  dto: CreateEventDto | UpdateEventDto,
  current: GroupEvent | undefined,
  uploadCount: number,
): EventChanges {
  const errors: FieldError[] = [];
  const collect = <T>(result: { value: T; errors: FieldError[] }): T => {
    errors.push(...result.errors);
    return result.value;
  };
  const startDate = dto.startDate ? new Date(dto.startDate) : current!.startDate;
  const endDate = dto.endDate ? new Date(dto.endDate) : dto.startDate && !current ? startDate : (current?.endDate ?? startDate);
  const switches =
    dto.switches === undefined
      ? current
        ? switchesOf(current)
        : NO_SWITCHES
      : collect(checkSwitches(dto.switches, current ? switchesOf(current) : NO_SWITCHES));
  const customFields =
    dto.customFields === undefined ? undefined : collect(checkCustomFields(dto.customFields, current?.customFields ?? []));
  const program =
    dto.configuration === undefined ? undefined : collect(checkProgram(dto.configuration, current?.configuration.toc ?? [], uploadCount));
  if (errors.length > 0) throw Errors.validation(errors);
  if (endDate < startDate) throw EventErrors.endBeforeStart();
  return {
    title: dto.title,
    description: dto.description,
    location: dto.location,
    doorCode: dto.doorCode === undefined ? undefined : dto.doorCode || null,
    startDate,
    endDate,
    viewAccess: dto.viewAccess === undefined ? undefined : checkedViewAccess(ctx, dto.viewAccess),
    switches,
    customFields,
    program,
  };
}

/**
 * A level of the group's type, and not above the author's own: an event its author could not see would
 * vanish for them the moment they save it.
 */
function checkedViewAccess(ctx: TenantContext, level: number): number {
  if (!tenantLevels(ctx.tenant.type).includes(level)) throw EventErrors.viewAccessInvalid();
  if (level > ctx.level) throw EventErrors.viewAccessAboveOwn();
  return level;
}
