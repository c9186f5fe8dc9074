import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { CalendarEntry } from '#shared/calendar';
import type { DashboardItems, DashboardSection, DashboardSectionKey } from '#shared/dashboard';
import { ItemList } from '../../../components/item-list';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import { DASHBOARD_TEXT } from '../text';
import { budgetHasContent, DashboardBudget } from './dashboard-budget';
import { chatHasContent, DashboardChat } from './dashboard-chat';

/** One line of a listing section: its title (a link where the item has a page) and a line below. */
interface ItemLine {
  key: string;
  text: string;
  link?: string;
  detail?: string;
}

/** How the dashboard shows one section; the items are typed by the section key (DashboardItems, shared with the API). */
interface SectionView<K extends DashboardSectionKey> {
  /** Whether the card is worth showing; a listing section has content when it has items. */
  hasContent?: (section: DashboardSection<K>) => boolean;
  body: (section: DashboardSection<K>) => ReactNode;
}

const ItemTitle = ({ link, text }: { link?: string; text: string }) =>
  link ? <Link to={link}>{text}</Link> : <Typography.Text>{text}</Typography.Text>;

/** A section that lists its items, one line each. */
function listing<K extends DashboardSectionKey>(line: (item: DashboardItems[K]) => ItemLine): SectionView<K> {
  return {
    body: ({ items }) => (
      <ItemList
        items={items}
        compact
        empty={DASHBOARD_TEXT.emptySection}
        row={(item) => {
          const { key, text, link, detail } = line(item);
          return {
            key,
            content: (
              <>
                <ItemTitle link={link} text={text} />
                {detail && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {detail}
                  </Typography.Text>
                )}
              </>
            ),
          };
        }}
      />
    ),
  };
}

/** A calendar entry opens on the calendar page; an all-day entry shows its day, not a time (it starts at Berlin midnight). */
const calendarLine = (entry: CalendarEntry): ItemLine => ({
  key: entry._id,
  text: entry.title,
  link: `${paths.sv.calendar}?entry=${encodeURIComponent(entry._id)}`,
  detail: entry.allDay ? formatDate(entry.startDate) : formatDateTime(entry.startDate),
});

export const SECTION_VIEWS: { [K in DashboardSectionKey]: SectionView<K> } = {
  notifications: listing((notification) => ({
    key: notification._id,
    text: notification.content,
    detail: formatDateTime(notification.creationDate),
  })),
  calendarToday: listing(calendarLine),
  calendarUpcoming: listing(calendarLine),
  survey: listing((survey) => ({
    key: survey._id,
    text: survey.title,
    link: paths.sv.survey(survey._id),
    detail: formatDateTime(survey.startDate ?? survey.createdAt),
  })),
  // The chat's one item is a summary that can hold no messages.
  chat: { hasContent: chatHasContent, body: (section) => <DashboardChat section={section} /> },
  budget: { hasContent: budgetHasContent, body: (section) => <DashboardBudget section={section} /> },
  // A wiki chapter names its wiki too and opens at its chapter.
  knowledge: listing((chapter) => ({
    key: chapter.sectionId,
    text: `${chapter.wikiTitle}: ${chapter.sectionTitle}`,
    link: `${paths.sv.wiki(chapter.wikiId)}?section=${encodeURIComponent(chapter.sectionId)}`,
    detail: formatDateTime(chapter.updatedAt),
  })),
  event: listing((event) => ({
    key: event._id,
    text: event.title,
    link: paths.sv.event(event._id),
    detail: formatDateTime(event.startDate),
  })),
  // A task of mine opens in its project's board, drawer open; below it its project and the day it is due (noon UTC: the same day in Berlin).
  project: listing((task) => ({
    key: task._id,
    text: task.title,
    link: `${paths.sv.project(task.projectId)}?task=${encodeURIComponent(task._id)}`,
    detail: `${task.projectTitle}${task.dueDate ? ` · Fällig am ${formatDate(`${task.dueDate}T12:00:00Z`)}` : ''}`,
  })),
  // News open on the profile's news tab.
  news: listing((news) => ({ key: news._id, text: news.title, link: paths.sv.profileNews, detail: formatDateTime(news.createdAt) })),
};

/** Whether a section has something to show. */
export function sectionHasContent<K extends DashboardSectionKey>(name: K, section: DashboardSection<K>): boolean {
  const hasContent = SECTION_VIEWS[name].hasContent;
  return hasContent ? hasContent(section) : section.items.length > 0;
}

export function SectionBody<K extends DashboardSectionKey>({ name, section }: { name: K; section: DashboardSection<K> }) {
  return SECTION_VIEWS[name].body(section);
}
