// Every entity, listed once for the API, the workers and the migration CLI.
import { AuditLog } from '../core/audit/audit-log.entity';
import { AuthSession } from '../core/identity/auth-session.entity';
import { DomainAdministrator } from '../core/identity/domain-administrator.entity';
import { Domain } from '../core/identity/domain.entity';
import { Membership } from '../core/identity/membership.entity';
import { RefreshToken } from '../core/identity/refresh-token.entity';
import { Tenant } from '../core/identity/tenant.entity';
import { User } from '../core/identity/user.entity';
import { MailDelivery } from '../infrastructure/mail/mail-delivery.entity';
import { MailQuota } from '../infrastructure/mail/mail-quota.entity';
import { OutboxEntry } from '../infrastructure/outbox/outbox.entity';
import { RegistrationNotice } from '../modules/auth/entities/registration-notice.entity';
import { UserToken } from '../modules/auth/entities/user-token.entity';
import { BudgetExport } from '../modules/budget/entities/budget-export.entity';
import { BudgetPosition } from '../modules/budget/entities/budget-position.entity';
import { BudgetStatistics, BudgetStatisticsBudget, BudgetStatisticsMonth } from '../modules/budget/entities/budget-statistics.entity';
import { Budget } from '../modules/budget/entities/budget.entity';
import { CalendarEvent } from '../modules/calendar/entities/calendar-event.entity';
import { CalendarMemberFeed } from '../modules/calendar/entities/calendar-member-feed.entity';
import { ChatConversation } from '../modules/chat/entities/chat-conversation.entity';
import { ChatMessage } from '../modules/chat/entities/chat-message.entity';
import { ChatReadState } from '../modules/chat/entities/chat-read-state.entity';
import { ChatReport } from '../modules/chat/entities/chat-report.entity';
import { GroupDataExport } from '../modules/data-export/entities/group-data-export.entity';
import { PersonalDataExport } from '../modules/data-export/entities/personal-data-export.entity';
import { DelegateExport } from '../modules/election/entities/delegate-export.entity';
import { ElectionPerson } from '../modules/election/entities/election-person.entity';
import { ElectionRegistration } from '../modules/election/entities/election.entity';
import { EventAttendee } from '../modules/event/entities/event-attendee.entity';
import { EventExport } from '../modules/event/entities/event-export.entity';
import { EventRegistration } from '../modules/event/entities/event-registration.entity';
import { GroupEvent } from '../modules/event/entities/event.entity';
import { Material } from '../modules/files/entities/material.entity';
import { ContactGroup } from '../modules/knowledge/entities/contact-group.entity';
import { Contact } from '../modules/knowledge/entities/contact.entity';
import { WikiSection } from '../modules/knowledge/entities/wiki-section.entity';
import { Wiki } from '../modules/knowledge/entities/wiki.entity';
import { NotificationSettingsRow } from '../modules/notify/entities/notification-settings.entity';
import { UserNotification } from '../modules/notify/entities/user-notification.entity';
import { ProfileObject } from '../modules/profile/entities/profile-object.entity';
import { Profile } from '../modules/profile/entities/profile.entity';
import { ProjectTask } from '../modules/project/entities/project-task.entity';
import { Project } from '../modules/project/entities/project.entity';
import { PushDelivery } from '../modules/push/entities/push-delivery.entity';
import { WebPushSubscription } from '../modules/push/entities/push-subscription.entity';
import { InactivityNotice } from '../modules/retention/entities/inactivity-notice.entity';
import { RetentionRule } from '../modules/retention/entities/retention-rule.entity';
import { SurveyAnswer } from '../modules/survey/entities/survey-answer.entity';
import { SurveyCode } from '../modules/survey/entities/survey-code.entity';
import { SurveyComponent } from '../modules/survey/entities/survey-component.entity';
import { SurveyConfirmation } from '../modules/survey/entities/survey-confirmation.entity';
import { SurveyExport } from '../modules/survey/entities/survey-export.entity';
import { SurveyResult } from '../modules/survey/entities/survey-result.entity';
import { SurveyTally } from '../modules/survey/entities/survey-tally.entity';
import { Survey } from '../modules/survey/entities/survey.entity';
import { ContactBlock } from '../modules/tenant/entities/contact-block.entity';
import { GroupNotification } from '../modules/tenant/entities/group-notification.entity';
import { Invitation } from '../modules/tenant/entities/invitation.entity';
import { JoinRequest } from '../modules/tenant/entities/join-request.entity';
import { NotificationSeen } from '../modules/tenant/entities/notification-seen.entity';

export const ENTITIES = [
  RetentionRule,
  InactivityNotice,
  User,
  AuthSession,
  RefreshToken,
  UserToken,
  RegistrationNotice,
  Domain,
  DomainAdministrator,
  Tenant,
  Membership,
  Invitation,
  JoinRequest,
  GroupNotification,
  NotificationSeen,
  UserNotification,
  NotificationSettingsRow,
  ContactBlock,
  AuditLog,
  ElectionRegistration,
  ElectionPerson,
  DelegateExport,
  Material,
  Profile,
  ProfileObject,
  CalendarEvent,
  CalendarMemberFeed,
  GroupEvent,
  EventRegistration,
  EventAttendee,
  EventExport,
  Survey,
  SurveyComponent,
  SurveyCode,
  SurveyResult,
  SurveyAnswer,
  SurveyTally,
  SurveyExport,
  SurveyConfirmation,
  Wiki,
  WikiSection,
  ContactGroup,
  Contact,
  ChatConversation,
  ChatMessage,
  ChatReadState,
  ChatReport,
  Budget,
  BudgetPosition,
  BudgetExport,
  BudgetStatistics,
  BudgetStatisticsBudget,
  BudgetStatisticsMonth,
  Project,
  ProjectTask,
  PersonalDataExport,
  GroupDataExport,
  OutboxEntry,
  MailDelivery,
  MailQuota,
  WebPushSubscription,
  PushDelivery,
];
