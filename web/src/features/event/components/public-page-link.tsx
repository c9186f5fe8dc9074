import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { PEOPLE_TEXT as T } from '../text';

/** Opens a public page of the event in a new tab, as visitors will see it. */
export function PublicPageLink({ path, label }: { path: string; label: string }) {
  return (
    <Button type="link" href={path} target="_blank" rel="noopener" icon={<ExportOutlined aria-hidden />} style={{ paddingInline: 0 }}>
      {T.openPublic(`${T.publicLink}: ${label}`)}
    </Button>
  );
}
