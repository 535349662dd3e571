import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A dialog that asks the operator for anything is the kit's `FormModal` (schema-checked fields,
 * one submit that locks while it runs, the server's field errors under their fields). A feature
 * may open a bare Mantine `Modal` only to show something or to host steps that are forms of their
 * own; those are listed here with the reason, and none of them may hold an input.
 */
const FEATURES_DIR = import.meta.dirname;

const BARE_MODALS: Record<string, string> = {
  'plans/components/bulk-update-panel.tsx': 'the preview of a bulk change: a table and a confirm button',
  'credentials/components/secret-once-modal.tsx': 'a new secret shown once, to copy',
  'billets/components/billet-print-modal.tsx': 'the printable billet',
  'terminals/components/supplier-credentials-panel.tsx': 'a revealed supplier secret, to copy',
  'merchants/components/merchant-onboarding-wizard.tsx':
    'a stepper whose steps are each a SchemaForm of their own (merchant-wizard-*-step.tsx)',
};

/** Components that take input: Mantine's inputs, the kit's Form* fields and any `<form>`. */
const INPUT =
  /<(?:form\b|SchemaForm\b|Form[A-Z]\w*|TextInput|Textarea|NumberInput|PasswordInput|Select|MultiSelect|Autocomplete|Checkbox|Switch|Radio|PinInput|FileInput|SegmentedControl|DateInput|DayInput|CurrencyInput|PercentInput|\w*Picker)\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [full] : [];
  });
}

/** Each bare `<Modal …>…</Modal>` of a source text, with the line it opens on. */
export function bareModals(source: string): { line: number; body: string }[] {
  const found: { line: number; body: string }[] = [];
  const open = /<Modal\b/g;
  for (let match = open.exec(source); match !== null; match = open.exec(source)) {
    const end = source.indexOf('</Modal>', match.index);
    found.push({
      line: source.slice(0, match.index).split('\n').length,
      body: source.slice(match.index + 1, end === -1 ? undefined : end),
    });
  }
  return found;
}

const modalsOfFeatures = () =>
  sourceFiles(FEATURES_DIR).flatMap((file) =>
    bareModals(readFileSync(file, 'utf8')).map((modal) => ({
      at: `${path.relative(FEATURES_DIR, file).split(path.sep).join('/')}:${modal.line}`,
      file: path.relative(FEATURES_DIR, file).split(path.sep).join('/'),
      body: modal.body,
    })),
  );

describe('dialogs of the features', () => {
  it('ask for input only through FormModal', () => {
    const modals = modalsOfFeatures();
    expect(modals.filter((m) => !(m.file in BARE_MODALS)).map((m) => m.at)).toEqual([]);
    expect(modals.filter((m) => INPUT.test(m.body)).map((m) => m.at)).toEqual([]);
  });

  it('list only bare dialogs that still exist', () => {
    const files = new Set(modalsOfFeatures().map((m) => m.file));
    expect(Object.keys(BARE_MODALS).filter((file) => !files.has(file))).toEqual([]);
  });

  it('finds a hand-built input dialog', () => {
    const [modal] = bareModals(`
      <Modal opened={opened} onClose={onClose} title="Novo">
        <form onSubmit={submit}><TextInput label="Nome" /></form>
      </Modal>`);
    expect(modal?.line).toBe(2);
    expect(INPUT.test(modal?.body ?? '')).toBe(true);
    const [display] = bareModals('<Modal opened title="Segredo"><Code block>{secret}</Code></Modal>');
    expect(INPUT.test(display?.body ?? '')).toBe(false);
    expect(bareModals('<FormModal form={form} opened title="Novo"><FormTextInput /></FormModal>')).toEqual(
      [],
    );
  });
});
