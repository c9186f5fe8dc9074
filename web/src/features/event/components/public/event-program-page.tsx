import { PaperClipOutlined } from '@ant-design/icons';
import type { EventProgramItem } from '#shared/event';
import { EmptyState } from '../../../../components/empty-state';
import { LightCard } from '../../../../components/light-card';
import { formatFileSize } from '../../../../components/upload/file-check';
import { UPLOAD_TEXT } from '../../../../components/upload/text';
import { publicMaterialUrl } from '../../api';
import { EVENT_TEXT, PUBLIC_TEXT as T } from '../../text';
import { ProgramList } from '../program-list';
import { PublicEventFrame } from './public-event-frame';

/** The public downloads of one programme item (only while the programme is public; the API checks). */
function PublicMaterials({ eventId, item }: { eventId: string; item: EventProgramItem }) {
  if (item.materials.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: '4px 0 0', padding: 0 }} data-testid="materials">
      {item.materials.map((material) => (
        <li key={material._id} data-testid="material-item" style={{ padding: '4px 0' }}>
          <PaperClipOutlined aria-hidden />{' '}
          <a href={publicMaterialUrl(eventId, material._id)} download={material.name} aria-label={UPLOAD_TEXT.download(material.name)}>
            {material.name}
          </a>{' '}
          <span className="text-secondary">({formatFileSize(material.size)})</span>
        </li>
      ))}
    </ul>
  );
}

/** /event-program/{eventId} (SPEC 2.1): the programme in order with its downloadable materials. */
export const EventProgramPage = () => (
  <PublicEventFrame page="program" heading={EVENT_TEXT.eventProgram}>
    {(event) => (
      <LightCard title={<h2 style={{ margin: 0, fontSize: 18 }}>{T.programTitle}</h2>}>
        {event.program.length === 0 ? (
          <EmptyState compact title={T.noProgram} />
        ) : (
          <ProgramList items={event.program} materials={(item) => <PublicMaterials eventId={event._id} item={item} />} />
        )}
      </LightCard>
    )}
  </PublicEventFrame>
);
