import type { Page } from '@playwright/test';

/** The checkout's participant form, filled as a person would. */

export interface Person {
  nome: string;
  sobrenome: string;
  email: string;
  cpf?: string;
}

export const ANA: Person = {
  nome: 'Ana',
  sobrenome: 'Souza',
  email: 'ana.souza@acme.com.br',
  cpf: '52998224725',
};

export const textbox = (page: Page, name: string) =>
  page.getByRole('textbox', { name, exact: true });

/** Picks `option` in the select labelled `label`. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Name, e-mail, CPF and mobile of `person`. */
export async function fillPersonal(page: Page, person: Person): Promise<void> {
  await textbox(page, 'Nome').fill(person.nome);
  await textbox(page, 'Sobrenome').fill(person.sobrenome);
  await textbox(page, 'E-mail').fill(person.email);
  await textbox(page, 'CPF').fill(person.cpf ?? '');
  // Typed key by key, as a person would: the mask writes the punctuation.
  await textbox(page, 'Celular').fill('');
  await textbox(page, 'Celular').pressSequentially('11987654321');
}

/** The rest of the form, the same for everyone: work phone, company, selects, terms. */
export async function fillTheRest(page: Page): Promise<void> {
  await textbox(page, 'Telefone comercial').fill('');
  await textbox(page, 'Telefone comercial').pressSequentially('1130001234');
  await textbox(page, 'Empresa').fill('Acme Automação');
  await choose(page, 'Cargo', 'Gerente de TI');
  await choose(page, 'Departamento', 'Tecnologia da Informação');
  await choose(page, 'Segmento', 'Seguros');
  await page.getByRole('radio', { name: 'DE 100 A 499' }).check();
  await page.getByRole('radio', { name: 'Decide Compra' }).check();
  await choose(page, 'Estado (UF)', 'SP — São Paulo');
  await textbox(page, 'Cidade').fill('São Paulo');
  await page.getByRole('checkbox', { name: 'Li e aceito os termos de responsabilidade' }).check();
}

/** The order the checkout holds, as it keeps it in localStorage. */
export async function storedOrderId(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('checkoutOrder') ?? 'null') as { orderId: string } | null)
        ?.orderId ?? null,
  );
}
