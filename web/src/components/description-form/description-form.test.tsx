import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { renderScreen } from '../../test/render';
import { DescriptionForm } from './description-form';
import { TitleItem } from './form-items';

const TEXT = {
  save: 'Speichern',
  delete: 'Ding löschen',
  deleteTitle: (title: string) => `„${title}“ löschen?`,
  deleteText: 'Das Ding wird gelöscht.',
};

interface Values {
  title: string;
}

function Screen({ onFinish, onDelete, mayDelete }: { onFinish: () => void; onDelete: () => void; mayDelete: boolean }) {
  const [form] = Form.useForm<Values>();
  return (
    <DescriptionForm<Values>
      form={form}
      name="thing"
      initialValues={{ title: '' }}
      onFinish={async () => {
        onFinish();
        return true;
      }}
      saving={false}
      text={TEXT}
      itemTitle="Ding"
      onDelete={mayDelete ? onDelete : undefined}
    >
      <TitleItem label="Titel" requiredMessage="Bitte gebe einen Titel ein." max={10} />
    </DescriptionForm>
  );
}

describe('DescriptionForm', () => {
  it('checks the title before saving and deletes only after the dialog', async () => {
    const onFinish = vi.fn();
    const onDelete = vi.fn();
    renderScreen(<Screen onFinish={onFinish} onDelete={onDelete} mayDelete />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte gebe einen Titel ein.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Titel'), 'Elf Zeichen!');
    expect(await screen.findByText('Die Eingabe darf höchstens 10 Zeichen lang sein.')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ding löschen' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('„Ding“ löschen?');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('leaves the delete button out for those who may not delete', () => {
    renderScreen(<Screen onFinish={vi.fn()} onDelete={vi.fn()} mayDelete={false} />);
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /löschen/ })).not.toBeInTheDocument();
  });
});
