import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StudioApiError } from '@/api/studio-api';
import { ListEditor } from './list-editor';
import { useListEditor } from './use-list-editor';

interface Plan {
  id: number;
  name: string;
}

const refusal = new StudioApiError({
  kind: 'envelope',
  status: 0,
  httpStatus: 409,
  message: 'Silver is still sold.',
});

/** Plans listed with Edit and Remove; `removes` says whether a removal is made. */
function Plans({ plans, canAdd, removes }: { plans: Plan[]; canAdd: boolean; removes: boolean }) {
  const list = useQuery({ queryKey: ['plans'], queryFn: () => Promise.resolve(plans) });
  const editor = useListEditor((plan: Plan) => plan.id);
  const remove = (plan: Plan) =>
    void editor.change(
      removes ? Promise.resolve(`${plan.name} was removed.`) : Promise.reject(refusal),
      plan,
    );
  return (
    <ListEditor
      list={list}
      editor={editor}
      canAdd={canAdd}
      newLabel="New plan"
      empty="No plans yet."
      form={(plan) => (
        <form aria-label={plan ? `Editing ${plan.name}` : 'New plan'}>
          <button type="button" onClick={() => editor.saved(`${plan?.name ?? 'Plan'} was saved.`)}>
            Save
          </button>
          <button type="button" onClick={editor.cancel}>
            Cancel
          </button>
        </form>
      )}
    >
      {(rows) => (
        <ul aria-label="Plans">
          {rows.map((plan) => (
            <li key={plan.id}>
              {plan.name}
              <button type="button" onClick={() => editor.edit(plan)}>
                Edit {plan.name}
              </button>
              <button type="button" onClick={() => remove(plan)}>
                Remove {plan.name}
              </button>
            </li>
          ))}
        </ul>
      )}
    </ListEditor>
  );
}

function renderPlans(props: { plans?: Plan[]; canAdd?: boolean; removes?: boolean } = {}) {
  const plans = props.plans ?? [
    { id: 1, name: 'Gold' },
    { id: 2, name: 'Silver' },
  ];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Plans plans={plans} canAdd={props.canAdd ?? true} removes={props.removes ?? true} />
    </QueryClientProvider>,
  );
}

describe('ListEditor', () => {
  it('opens the form of the row picked, and closes it with the saved message', async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    const form = screen.getByRole('form', { name: 'Editing Gold' });
    expect(screen.queryByRole('button', { name: 'New plan' })).not.toBeInTheDocument();

    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('Gold was saved.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New plan' })).toBeVisible();
  });

  it('closes the form when a change takes its row away, and keeps it for another row', async () => {
    const user = userEvent.setup();
    renderPlans();
    await user.click(await screen.findByRole('button', { name: 'Edit Gold' }));
    await user.click(screen.getByRole('button', { name: 'Remove Silver' }));
    expect(await screen.findByText('Silver was removed.')).toBeVisible();
    expect(screen.getByRole('form', { name: 'Editing Gold' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Gold' }));
    expect(await screen.findByText('Gold was removed.')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when a change is refused, and keeps the form open', async () => {
    const user = userEvent.setup();
    renderPlans({ removes: false });
    await user.click(await screen.findByRole('button', { name: 'Edit Silver' }));
    await user.click(screen.getByRole('button', { name: 'Remove Silver' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Silver is still sold.');
    expect(screen.getByRole('form', { name: 'Editing Silver' })).toBeVisible();
  });

  it('offers no New to a role that may not add, and says when the list is empty', async () => {
    renderPlans({ plans: [], canAdd: false });
    expect(await screen.findByText('No plans yet.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
