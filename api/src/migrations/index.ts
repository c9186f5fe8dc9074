// Every migration class, in order. Listed explicitly (no globs) so that the build and tests agree.
import { InitialSchema1795384496996 } from './1795384496996-initial-schema';
import { TenancyCore1795385265073 } from './1795385265073-tenancy-core';
import { AdminElections1795388200251 } from './1795388200251-admin-elections';
import { ElectionCompeting1795390000000 } from './1795390000000-election-competing';
import { MailTokenCopy1795391000000 } from './1795391000000-mail-token-copy';
import { RegistrationNotice1795392000000 } from './1795392000000-registration-notice';
import { Materials1795393100000 } from './1795393100000-materials';
import { CalendarEvent1795394000000 } from './1795394000000-calendar-event';
import { CalendarFeed1795396000000 } from './1795396000000-calendar-feed';
import { Chat1795400000000 } from './1795400000000-chat';
import { ChatReport1795401000000 } from './1795401000000-chat-report';
import { Event1795402000000 } from './1795402000000-event';
import { EventExport1795403000000 } from './1795403000000-event-export';
import { Survey1795404000000 } from './1795404000000-survey';
import { SurveyExport1795405000000 } from './1795405000000-survey-export';
import { SurveyTally1795406000000 } from './1795406000000-survey-tally';
import { KnowledgeWiki1795407000000 } from './1795407000000-knowledge-wiki';
import { KnowledgeContact1795408000000 } from './1795408000000-knowledge-contact';
import { Profile1795409000000 } from './1795409000000-profile';
import { ProfileObject1795410000000 } from './1795410000000-profile-object';
import { Project1795411000000 } from './1795411000000-project';
import { Budget1795412000000 } from './1795412000000-budget';
import { BudgetStatistics1795413000000 } from './1795413000000-budget-statistics';
import { JoinRequest1795414240000 } from './1795414240000-join-request';
import { ContactBlock1795414700000 } from './1795414700000-contact-block';
import { MailQuota1795419100000 } from './1795419100000-mail-quota';
import { EventDoorCode1795419200000 } from './1795419200000-event-door-code';
import { CalendarMemberFeed1795419240000 } from './1795419240000-calendar-member-feed';
import { SurveyUnlinkable1795419400000 } from './1795419400000-survey-unlinkable';
import { StorageQuota1795424080000 } from './1795424080000-storage-quota';
import { TenantPermissions1795430000000 } from './1795430000000-tenant-permissions';
import { BackupVerification1795903900000 } from './1795903900000-backup-verification';
import { StorageDeletion1795903900001 } from './1795903900001-storage-deletion';
import { AccountDeletion1795903900100 } from './1795903900100-account-deletion';
import { PushSubscription1795904000000 } from './1795904000000-push-subscription';
import { Retention1795904100000 } from './1795904100000-retention';
import { ContactOrganisation1795904280000 } from './1795904280000-contact-organisation';
import { Notifications1795914574090 } from './1795914574090-notifications';
import { DataExport1796000000000 } from './1796000000000-data-export';

export const MIGRATIONS = [
  InitialSchema1795384496996,
  TenancyCore1795385265073,
  AdminElections1795388200251,
  ElectionCompeting1795390000000,
  MailTokenCopy1795391000000,
  RegistrationNotice1795392000000,
  Materials1795393100000,
  CalendarEvent1795394000000,
  CalendarFeed1795396000000,
  Chat1795400000000,
  ChatReport1795401000000,
  Event1795402000000,
  EventExport1795403000000,
  Survey1795404000000,
  SurveyExport1795405000000,
  SurveyTally1795406000000,
  KnowledgeWiki1795407000000,
  KnowledgeContact1795408000000,
  Profile1795409000000,
  ProfileObject1795410000000,
  Project1795411000000,
  Budget1795412000000,
  BudgetStatistics1795413000000,
  JoinRequest1795414240000,
  ContactBlock1795414700000,
  MailQuota1795419100000,
  EventDoorCode1795419200000,
  CalendarMemberFeed1795419240000,
  SurveyUnlinkable1795419400000,
  StorageQuota1795424080000,
  TenantPermissions1795430000000,
  BackupVerification1795903900000,
  StorageDeletion1795903900001,
  AccountDeletion1795903900100,
  PushSubscription1795904000000,
  Retention1795904100000,
  ContactOrganisation1795904280000,
  Notifications1795914574090,
  DataExport1796000000000,
];
