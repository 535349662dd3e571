import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { mainApi } from '../../lib/api';
import { SessionContext } from '../../lib/auth/session-context';
import { MaskedValue } from './masked-value';

function renderAs(permissions: string[], value: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = {
    userName: 'ana',
    fullName: 'Ana',
    realmRoles: ['mentor_comercial_admin'],
    permissions,
    multiProject: true,
    projectId: null,
  };
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={{ user, logout: () => undefined }}>
        <MaskedValue
          value={value}
          label="CPF"
          tableContext="project_user"
          recordId="7"
          field="document"
          projectId={3}
        />
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('MaskedValue', () => {
  it('reveals the value through the logged call when the user may', async () => {
    const request = vi.spyOn(mainApi, 'request').mockResolvedValue({
      table_context: 'project_user',
      record_id: '7',
      field: 'document',
      value: '52998224725',
    });
    renderAs(['reveal_personal_data'], '•••.982.247-••');
    expect(screen.getByLabelText('CPF oculto')).toHaveTextContent('•••.982.247-••');
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar CPF' }));
    expect(await screen.findByLabelText('CPF exibido')).toHaveTextContent('52998224725');
    expect(request).toHaveBeenCalledWith(
      'POST',
      '/v1/reveal',
      expect.objectContaining({
        body: { table_context: 'project_user', record_id: '7', field: 'document', project_id: 3 },
      }),
    );
  });

  it('offers no eye button without the permission, and shows clear values as they are', () => {
    renderAs([], '•••.982.247-••');
    expect(screen.queryByRole('button', { name: 'Mostrar CPF' })).toBeNull();
    renderAs([], '52998224725');
    expect(screen.getByText('52998224725')).toBeInTheDocument();
  });
});
