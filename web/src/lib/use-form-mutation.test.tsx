import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';
import { mockApi } from '../test/fetch-mock';
import { renderScreen } from '../test/render';
import { api } from './api/api';
import { useFormMutation } from './use-form-mutation';

const testApi = api.injectEndpoints({
  // A name another feature already uses is an error at start-up, not a silently ignored endpoint.
  overrideExisting: 'throw',
  endpoints: (build) => ({
    saveContact: build.mutation<{ saved: boolean }, { contact: { first_name: string } }>({
      query: (body) => ({ url: 'test/contact', method: 'POST', body }),
    }),
  }),
});

function ContactTestForm() {
  const [form] = Form.useForm<{ contact: { first_name: string } }>();
  const [saveContact] = testApi.useSaveContactMutation();
  const save = useFormMutation(form, saveContact);
  const [outcome, setOutcome] = useState('');
  const onFinish = async (values: { contact: { first_name: string } }) => {
    const result = await save(values);
    setOutcome(result.ok ? `gespeichert: ${result.data.saved}` : `Felder: ${result.fields.join(',')}`);
  };
  return (
    <Form form={form} onFinish={onFinish}>
      <Form.Item label="Vorname" name={['contact', 'first_name']}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">Speichern</Button>
      <output>{outcome}</output>
    </Form>
  );
}

describe('useFormMutation', () => {
  it('puts the server field errors under the nested inputs and reports their names', async () => {
    mockApi({
      'POST /api/test/contact': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Eingaben prüfen.',
          details: [{ field: 'contact.first_name', message: 'Bitte gib deinen Vornamen ein.' }],
        },
      },
    });
    renderScreen(<ContactTestForm />);
    await userEvent.type(screen.getByLabelText('Vorname'), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte gib deinen Vornamen ein.')).toBeInTheDocument();
    expect(screen.getByText('Felder: contact.first_name')).toBeInTheDocument();
  });

  it('resolves to the unwrapped answer on success', async () => {
    const { calls } = mockApi({ 'POST /api/test/contact': { status: 201, body: { saved: true } } });
    renderScreen(<ContactTestForm />);
    await userEvent.type(screen.getByLabelText('Vorname'), 'Emma');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('gespeichert: true')).toBeInTheDocument();
    await waitFor(() => expect(calls[0]?.body).toEqual({ contact: { first_name: 'Emma' } }));
  });
});
